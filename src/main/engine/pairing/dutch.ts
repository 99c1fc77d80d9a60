/**
 * The FIDE Dutch system (C.04.3, in force since 1 February 2026), as one maximum-weight matching
 * whose edge weights carry every criterion (weights.ts). A first matching decides whether a legal
 * pairing exists (C1-C4) and the score of the PAB receiver (C5); then the brackets are paired from
 * the top, each decision of the bracket procedure (which moved-down entrants are paired, their
 * opponents, the exchanges between S1 and S2, each S1 entrant's opponent) being fixed by re-solving
 * with a small bonus or penalty on the edges that express it. This reproduces the order of
 * transpositions and exchanges of C.04.3 D without enumerating them (the approach of bbpPairings,
 * REFERENCES.md), and gives the same pairing as the FIDE-endorsed reference engine.
 */
import { AppError } from '../../../shared/errors';
import { publicationOrder } from './boards';
import { colourDecision } from './colours';
import { entrantStates, isPresent } from './entrant-state';
import type { EntrantState, Pair, PairingInput, Pairing } from './model';
import { pairBracket, ScoreFieldsTooNarrow, type BracketState } from './bracket';
import { firstMatching } from './feasibility';
import { bitsFor, weightBits, type WeightContext } from './weights';
import { WeightedGraph } from './weighted-graph';
import type { PairingTrace } from './trace';

/**
 * Widths of the group field and of the first matching's score field (weights.ts), in which every
 * score group of the round gets its own bits; and the widest score field that two adjacent score
 * groups need, the usual bracket (a bracket's moved-down entrants bring their scores too).
 */
function fieldWidths(
  sorted: readonly EntrantState[],
): Pick<WeightContext, 'groupBits' | 'roundScoreBits' | 'roundShift'> & { adjacentBits: number } {
  const roundShift = new Map<number, number>();
  let roundScoreBits = 0;
  let largest = 0;
  let run = 0;
  let adjacentBits = 0;
  let below = 0;
  for (let v = sorted.length - 1; v >= 0; v--) {
    run++;
    const s = sorted[v]?.score ?? 0;
    if (v === 0 || (sorted[v - 1]?.score ?? 0) > s) {
      roundShift.set(s, roundScoreBits);
      roundScoreBits += bitsFor(run);
      adjacentBits = Math.max(adjacentBits, bitsFor(run) + below);
      below = bitsFor(run);
      largest = Math.max(largest, run);
      run = 0;
    }
  }
  return { groupBits: bitsFor(largest), roundScoreBits, roundShift, adjacentBits };
}

/**
 * Room in the score fields for the scores of moved-down entrants, beyond the two score groups of a
 * bracket and the next one. A bracket that needs more (bracket.ts ScoreFieldsTooNarrow) makes
 * the round start over with the score fields as wide as the whole round's (weights.ts).
 */
const MOVED_DOWN_SCORE_BITS = 8;

/**
 * Pairs round `playedRounds + 1`. Throws `AppError('pairing:noValidPairing')` when no pairing
 * satisfies the absolute criteria (R6.2). `trace`, when given, records the engine's decisions
 * (trace.ts); the pairing is the same with or without it.
 */
export function pairDutch(input: PairingInput, trace?: PairingTrace): Pairing {
  const states = entrantStates(input);
  const sorted = states
    .filter((s) => isPresent(input, s.index))
    .sort((a, b) => b.score - a.score || a.rank - b.rank);
  const n = sorted.length;
  if (n < 2) return { boards: [], bye: sorted[0]?.index ?? null };
  const { adjacentBits, ...widths } = fieldWidths(sorted);
  try {
    const narrow = Math.min(adjacentBits + MOVED_DOWN_SCORE_BITS, widths.roundScoreBits);
    return pairWith(input, states, sorted, { ...widths, scoreBits: narrow }, trace);
  } catch (e) {
    if (!(e instanceof ScoreFieldsTooNarrow)) throw e;
    // The whole round's score groups fit whatever the brackets hold.
    return pairWith(input, states, sorted, { ...widths, scoreBits: widths.roundScoreBits }, trace);
  }
}

/** A.7: topscorers score more than half the maximum; only when the last round is paired. */
export function topscoreThreshold(input: PairingInput): number | null {
  const ps = input.pointSystem;
  return input.playedRounds >= input.totalRounds - 1
    ? Math.floor((input.playedRounds * Math.max(ps.win, ps.draw)) / 2)
    : null;
}

/**
 * The one entrant left when the brackets are done (the PAB receiver) was in no bracket of its
 * own when it is alone in the last score group, or came down to it: recorded as the last bracket.
 */
function lastBracket(state: BracketState, trace: PairingTrace): void {
  const v = state.bracket[0];
  const p = v === undefined ? undefined : state.sorted[v];
  // Left over in the last bracket paired: recorded there already.
  if (!p || trace.brackets.at(-1)?.leftOver.some((l) => l.entrant === p.index)) return;
  const moved = state.movedDown > 0;
  trace.brackets.push({
    score: p.score,
    movedDown: moved ? [p.index] : [],
    residents: moved ? [] : [p.index],
    pairs: [],
    leftOver: [{ entrant: p.index, reason: 'odd' }],
    weighed: [],
  });
}

/** pairDutch with the given field widths (weights.ts). */
function pairWith(
  input: PairingInput,
  states: readonly EntrantState[],
  sorted: readonly EntrantState[],
  widths: Pick<WeightContext, 'groupBits' | 'roundScoreBits' | 'roundShift' | 'scoreBits'>,
  trace: PairingTrace | undefined,
): Pairing {
  const n = sorted.length;
  const ctx: WeightContext = {
    ...widths,
    scoreShift: new Map(),
    playedRounds: input.playedRounds,
    topscoreThreshold: topscoreThreshold(input),
    byeScore: 0,
    byeIsSingleDownfloater: false,
    playedGamesRank: new Map(),
  };
  const graph = new WeightedGraph(n, weightBits(ctx));
  const first = firstMatching(sorted, graph, ctx);
  if (!first) throw new AppError('pairing:noValidPairing', { round: input.playedRounds + 1 });
  if (trace) {
    trace.reset(states);
    trace.byeScore = ctx.byeScore;
  }

  const state: BracketState = {
    sorted,
    graph,
    ctx,
    mate: first,
    matched: new Uint8Array(n),
    bracket: [],
    movedDown: 0,
    residentStart: 0,
    next: 0,
    carried: new Map(),
    trace,
  };
  const top = sorted[0]?.score ?? 0;
  while (state.next < n && (sorted[state.next]?.score ?? 0) >= top) state.bracket.push(state.next++);
  while (state.bracket.length > 1 || state.next < n) pairBracket(state);
  if (trace) lastBracket(state, trace);

  const pairs: Pair[] = [];
  let bye: number | null = null;
  for (let v = 0; v < n; v++) {
    const p = sorted[v];
    const m = state.mate[v] ?? v;
    const o = sorted[m];
    if (!p || !o) continue;
    if (!state.matched[v] || m === v) bye = p.index;
    else if (p.number < o.number) {
      // The reference engine allocates colours from the entrant with the smaller pairing number.
      const { colour, rule } = colourDecision(p, o, input.initialColour);
      const pair =
        colour === 'white' ? { white: p.index, black: o.index } : { white: o.index, black: p.index };
      pairs.push(pair);
      trace?.colours.push({ ...pair, rule });
    }
  }
  return { boards: publicationOrder(pairs, states), bye };
}
