/**
 * "Why not that one" (issue 30): the round paired again with two entrants forced together (every
 * other pair of either kept apart, as absolutely as a rematch), and compared with the pairing made
 * in the regulation's order: C5 for the round, then bracket by bracket from the top, C6 to C21 in
 * each. Nothing is saved: the caller's round stays as it is.
 */
import { isAppError } from '../../../shared/errors';
import { pairDutch, topscoreThreshold } from './dutch';
import { entrantStates, isPresent } from './entrant-state';
import {
  explainRound,
  explainTrace,
  type BracketExplanation,
  type Criterion,
  type Figure,
  type RoundExplanation,
} from './explain';
import type { PairingInput } from './model';
import { PairingTrace, type WeighedField } from './trace';
import { mayMeet } from './weights';

export type WhyNot =
  /** The two are paired in the round as made. */
  | { kind: 'paired' }
  /** C1 (they met, or the arbiter keeps them apart) or C3 (the same absolute colour preference). */
  | { kind: 'absolute'; criterion: 'C1' | 'C3' }
  /** C4: with them together the rest of the round cannot be paired. */
  | { kind: 'impossible' }
  /**
   * The first criterion where the two pairings differ, on the engine's own weights: `worse` (the
   * forced one is worse there, as the regulation has it) or `better` (cannot happen while the
   * engine pairs each bracket at its best: kept so that a defect shows instead of being hidden;
   * test/engine/pairing/why-not-corpus.test.ts); `bracket` is the score group, null for C5.
   */
  | {
      kind: 'worse' | 'better';
      criterion: Criterion;
      bracket: number | null;
      made: Figure;
      forced: Figure;
      /**
       * What the engine compared there, made and forced: the fields of its weights for that
       * criterion summed over the bracket's matching (trace.ts; two for C8, pairs then scores),
       * higher is better. The figures above are the bracket's shortfall as explain.ts reads it
       * from the pairs; these are where the two pairings differ, so the two never read alike.
       * Empty for C5, whose figure is already the engine's (the PAB score of the first matching).
       */
      weighed: { made: WeighedField[]; forced: WeighedField[] };
    }
  /**
   * As good at every criterion: the bracket procedure's order decided (D: S1 entrant `entrant`
   * gets the highest S2 entrant possible, `made` rather than `forced`).
   */
  | { kind: 'equal'; bracket: number; entrant: number; made: number; forced: number };

export type WhyNotAnswer = { made: RoundExplanation; forced: RoundExplanation | null; answer: WhyNot };

/** The round with `a` and `b` (entrant indexes) paired by force, compared with the round made. */
export function whyNot(input: PairingInput, a: number, b: number, made = explainRound(input)): WhyNotAnswer {
  const together = made.pairing.boards.some(
    (x) => (x.white === a && x.black === b) || (x.white === b && x.black === a),
  );
  if (together) return { made, forced: null, answer: { kind: 'paired' } };
  const states = entrantStates(input);
  const pa = states[a];
  const pb = states[b];
  if (pa && pb && pa.forbidden.has(b))
    return { made, forced: null, answer: { kind: 'absolute', criterion: 'C1' } };
  if (pa && pb && !mayMeet(pa, pb, topscoreThreshold(input)))
    return { made, forced: null, answer: { kind: 'absolute', criterion: 'C3' } };

  const forbidden = [...input.forbidden];
  input.entrants.forEach((_, x) => {
    if (!isPresent(input, x)) return;
    if (x !== a && x !== b) forbidden.push([a, x], [b, x]);
  });
  const forcedInput: PairingInput = { ...input, forbidden };
  const forcedTrace = new PairingTrace();
  let forcedPairing;
  try {
    forcedPairing = pairDutch(forcedInput, forcedTrace);
  } catch (e) {
    if (isAppError(e) && e.code === 'pairing:noValidPairing')
      return { made, forced: null, answer: { kind: 'impossible' } };
    throw e;
  }
  const forced = explainTrace(forcedInput, forcedPairing, forcedTrace);
  const paired = forced.pairing.boards.some(
    (x) => (x.white === a && x.black === b) || (x.white === b && x.black === a),
  );
  if (!paired) return { made, forced, answer: { kind: 'impossible' } };
  return { made, forced, answer: compare(made, forced) };
}

const EMPTY = (criterion: Criterion): Figure => ({ criterion, value: [], entrants: [] });

/** Lexicographic: lower is better (counts; scores and differences highest first). */
function cmp(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -Infinity) - (y[i] ?? -Infinity);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * C5 for the round, then the brackets from the top, each on the fields of the engine's own
 * weights in their order (C6, C7, C8, C9-C21): the first that differs decides. A bracket as good
 * at every criterion but paired otherwise was decided by the bracket procedure's order (D); only
 * a bracket paired the same way leads to the next one, which then holds the same entrants.
 */
function compare(made: RoundExplanation, forced: RoundExplanation): WhyNot {
  const c5 = cmp(made.c5?.value.slice(0, 1) ?? [], forced.c5?.value.slice(0, 1) ?? []);
  if (c5 !== 0)
    return {
      kind: c5 < 0 ? 'worse' : 'better',
      criterion: 'C5',
      bracket: null,
      made: made.c5 ?? EMPTY('C5'),
      forced: forced.c5 ?? EMPTY('C5'),
      weighed: { made: [], forced: [] },
    };
  for (const [k, mb] of made.brackets.entries()) {
    const fb = forced.brackets[k];
    if (!fb) break;
    for (const [i, mf] of mb.weighed.entries()) {
      const ff = fb.weighed[i];
      const d = ff ? rewardCmp(mf, ff) : 0;
      if (d === 0) continue;
      const c = mf.criterion as Criterion;
      return {
        kind: d > 0 ? 'worse' : 'better',
        criterion: c,
        bracket: mb.score,
        made: shown(made, k, c),
        forced: shown(forced, k, c),
        weighed: { made: fields(mb.weighed, c), forced: fields(fb.weighed, c) },
      };
    }
    if (!samePairs(mb, fb)) return firstDifference(made, forced, k);
  }
  return firstDifference(made, forced, 0);
}

/** The fields of a bracket's weights for criterion c (trace.ts fieldNames; C8: pairs, then scores). */
const fields = (weighed: readonly WeighedField[], c: Criterion): WeighedField[] =>
  weighed.filter((f) => f.criterion === c);

/** Higher is better: the count, then the rewarded scores highest first (more, then higher). */
function rewardCmp(x: WeighedField, y: WeighedField): number {
  if (x.count !== y.count) return x.count - y.count;
  for (let i = 0; i < Math.max(x.scores.length, y.scores.length); i++) {
    const d = (x.scores[i] ?? -Infinity) - (y.scores[i] ?? -Infinity);
    if (d !== 0) return d;
  }
  return 0;
}

const samePairs = (x: BracketExplanation, y: BracketExplanation): boolean => {
  const key = (b: BracketExplanation): string =>
    [...b.pairs.map(([p, q]) => `${Math.min(p, q)}-${Math.max(p, q)}`), ...b.leftOver.map((e) => `${e}`)]
      .sort()
      .join(' ');
  return key(x) === key(y);
};

/**
 * The figure shown for criterion `c` of bracket k: the bracket's shortfall there (explain.ts).
 * C9 is the PAB assignee's, whom the last bracket leaves over: its figure is the round's, since
 * the bracket where C9 decides (its single downfloater becomes the assignee) is often not the last.
 */
function shown(r: RoundExplanation, k: number, c: Criterion): Figure {
  if (c === 'C9') return r.shortfalls.find((x) => x.criterion === c) ?? EMPTY(c);
  return r.brackets[k]?.figures.find((x) => x.criterion === c) ?? EMPTY(c);
}

/** Equally good: the highest-ranked entrant whose opponent differs, and both opponents. */
function firstDifference(made: RoundExplanation, forced: RoundExplanation, from: number): WhyNot {
  const opp = (r: RoundExplanation): Map<number, number> => {
    const m = new Map<number, number>();
    for (const x of r.pairing.boards) {
      m.set(x.white, x.black);
      m.set(x.black, x.white);
    }
    return m;
  };
  const mo = opp(made);
  const fo = opp(forced);
  for (const br of made.brackets.slice(from))
    for (const e of [...br.movedDown, ...br.residents]) {
      const x = mo.get(e);
      const y = fo.get(e);
      if (x !== undefined && y !== undefined && x !== y)
        return { kind: 'equal', bracket: br.score, entrant: e, made: x, forced: y };
    }
  return { kind: 'equal', bracket: made.brackets[0]?.score ?? 0, entrant: -1, made: -1, forced: -1 };
}
