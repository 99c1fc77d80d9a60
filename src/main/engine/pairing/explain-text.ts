/**
 * The explanation of a round (explain.ts) and a "why not" answer (why-not.ts) in words, in one of
 * the four languages: the command line prints these lines, the API returns them to the screens.
 */
import { t, type Language } from '../../../shared/i18n/index';
import type { BoardExplanation, ByeExplanation, Figure, RoundExplanation, SideExplanation } from './explain';
import type { FloatReason, WeighedField } from './trace';
import type { WhyNot } from './why-not';

/** How the caller names an entrant (by entrant index) and writes a score. */
export type Naming = { name: (entrant: number) => string; points: (score: number) => string };

type Tr = (key: string, params?: Record<string, unknown>) => string;
const tr =
  (lng: Language): Tr =>
  (key, params) =>
    t(lng, `pairing:${key}`, params);

const reason = (tx: Tr, r: FloatReason): string =>
  tx(
    r === 'odd'
      ? 'explainReasonOdd'
      : r === 'incompatible'
        ? 'explainReasonIncompatible'
        : 'explainReasonBest',
  );

function floatText(tx: Tr, n: Naming, s: SideExplanation, opponent: SideExplanation): string {
  if (s.float === 'down') {
    const chain = s.floatedFrom.map((f) =>
      tx('explainLeftOver', { from: n.points(f.score), reason: reason(tx, f.reason) }),
    );
    return tx('explainFloatDown', { to: n.points(opponent.score), chain: chain.join('; ') });
  }
  if (s.float === 'up')
    return tx('explainFloatUp', { from: n.points(opponent.score), opponent: n.name(opponent.entrant) });
  return tx('explainFloatNone');
}

function colourText(tx: Tr, b: BoardExplanation, s: SideExplanation): string {
  const colour = tx(s.colour === 'white' ? 'explainWhite' : 'explainBlack');
  const strength = tx(`explainStrength_${s.strength}`);
  if (b.rule === 'E1')
    return s.preference === null
      ? tx('explainColourE1None', { colour })
      : tx('explainColourE1', { colour, strength });
  if (b.rule === 'E2')
    return tx(s.granted ? 'explainColourE2Won' : 'explainColourE2Lost', { colour, strength });
  return tx(`explainColour${b.rule}`, {
    colour,
    granted: tx(s.granted ? 'explainGranted' : 'explainNotGranted'),
  });
}

function boardLines(tx: Tr, n: Naming, b: BoardExplanation): string[] {
  const side = (s: SideExplanation, o: SideExplanation): string =>
    tx('explainSide', {
      name: n.name(s.entrant),
      group: n.points(s.score),
      float: floatText(tx, n, s, o),
      colour: colourText(tx, b, s),
    });
  return [
    tx('explainBoard', { board: b.board, white: n.name(b.white.entrant), black: n.name(b.black.entrant) }),
    side(b.white, b.black),
    side(b.black, b.white),
  ];
}

function byeLines(tx: Tr, n: Naming, bye: ByeExplanation): string[] {
  const eligibleBelow = bye.below.filter((x) => x.bar === null);
  const lines = [
    tx(eligibleBelow.length === 0 ? 'explainByeLowest' : 'explainByeBest', {
      name: n.name(bye.entrant),
      group: n.points(bye.score),
    }),
  ];
  for (const x of bye.below) {
    if (x.bar === null) lines.push(tx('explainByePaired', { name: n.name(x.entrant) }));
    else lines.push(tx(`explainByeBar_${x.bar.kind}`, { name: n.name(x.entrant), round: x.bar.round }));
  }
  return lines;
}

/** A criterion's figure as a phrase: a count, scores, score differences, unplayed games. */
export function figureText(lng: Language, n: Naming, f: Figure): string {
  const tx = tr(lng);
  const names = f.entrants.map(n.name).join(', ');
  if (f.criterion === 'C5')
    return tx('explainFigureC5', {
      bye: n.points(f.value[0] ?? 0),
      lowest: n.points(f.value[1] ?? 0),
      names,
    });
  const key =
    f.criterion === 'C7' || f.criterion === 'C8'
      ? 'explainFigureScores'
      : ['C18', 'C19', 'C20', 'C21'].includes(f.criterion)
        ? 'explainFigureDifferences'
        : f.criterion === 'C9'
          ? 'explainFigureUnplayed'
          : 'explainFigureCount';
  const list = f.value.map((v) => n.points(v)).join(', ');
  const count = f.criterion === 'C9' ? (f.value[0] ?? 0) : f.entrants.length;
  return f.entrants.length === 0
    ? tx('explainFigureNone')
    : tx(key, { n: count, count: f.criterion === 'C9' ? count : undefined, list, names });
}

export const criterionName = (lng: Language, c: string): string => t(lng, `pairing:criterion_${c}`);

/** The round's explanation: every board, the bye, then the criteria not met fully. */
export function roundLines(lng: Language, n: Naming, r: RoundExplanation): string[] {
  const tx = tr(lng);
  const lines = [tx('explainRound', { round: r.round })];
  for (const b of r.boards) lines.push(...boardLines(tx, n, b));
  if (r.bye) lines.push(...byeLines(tx, n, r.bye));
  lines.push(...criteriaLines(lng, n, r));
  return lines;
}

/** Each board's lines (the board line first), then the bye's, then the round's criteria. */
export function roundParts(
  lng: Language,
  n: Naming,
  r: RoundExplanation,
): { boards: string[][]; bye: string[]; criteria: string[] } {
  const tx = tr(lng);
  return {
    boards: r.boards.map((b) => boardLines(tx, n, b)),
    bye: r.bye ? byeLines(tx, n, r.bye) : [],
    criteria: criteriaLines(lng, n, r),
  };
}

function criteriaLines(lng: Language, n: Naming, r: RoundExplanation): string[] {
  const tx = tr(lng);
  if (r.shortfalls.length === 0) return [tx('explainCriteriaMet')];
  return [
    tx('explainCriteria'),
    ...r.shortfalls.map((f) =>
      tx('explainCriterion', {
        criterion: f.criterion,
        name: criterionName(lng, f.criterion),
        figure: figureText(lng, n, f),
      }),
    ),
  ];
}

/** The fields that reward scores (weights.ts: C7, C18-C21), the others count. */
const SCORE_FIELDS: ReadonlySet<string> = new Set(['C7', 'C18', 'C19', 'C20', 'C21']);

/** The phrase of each criterion's weight field (C10-C13 share one: pairs meeting it). */
const FIELD_KEY: Record<string, string> = {
  C10: 'whyNotField_met',
  C11: 'whyNotField_met',
  C12: 'whyNotField_met',
  C13: 'whyNotField_met',
};

/**
 * A why-not figure followed by what the engine compared at its criterion: the fields of its
 * weights summed over the bracket (why-not.ts `weighed`), a count or the scores rewarded. C8 has
 * two fields, the pairs the next score group makes and the scores it pairs there.
 */
export function figureWithWeights(
  lng: Language,
  n: Naming,
  f: Figure,
  weighed: readonly WeighedField[],
): string {
  const tx = tr(lng);
  const figure = figureText(lng, n, f);
  const [first, second] = weighed;
  if (!first) return figure;
  const list = (x: WeighedField): string => x.scores.map((v) => n.points(v)).join(', ');
  const field =
    f.criterion === 'C8'
      ? second && second.scores.length > 0
        ? tx('whyNotField_C8Scores', { n: first.count, list: list(second) })
        : tx('whyNotField_C8', { n: first.count })
      : SCORE_FIELDS.has(f.criterion)
        ? tx(`whyNotField_${f.criterion}`, { list: list(first) || tx('explainFigureNone') })
        : tx(FIELD_KEY[f.criterion] ?? `whyNotField_${f.criterion}`, { n: first.count });
  return tx('whyNotWeighed', { figure, field });
}

/** The answer to "why not a against b". */
export function whyNotText(lng: Language, n: Naming, a: number, b: number, w: WhyNot): string {
  const tx = tr(lng);
  const pair = { a: n.name(a), b: n.name(b) };
  switch (w.kind) {
    case 'paired':
      return tx('whyNotPaired', pair);
    case 'absolute':
      return tx(w.criterion === 'C1' ? 'whyNotC1' : 'whyNotC3', pair);
    case 'impossible':
      return tx('whyNotImpossible', pair);
    case 'worse':
    case 'better':
      return tx(
        w.kind === 'worse' ? (w.bracket === null ? 'whyNotWorseRound' : 'whyNotWorse') : 'whyNotBetter',
        {
          ...pair,
          criterion: w.criterion,
          name: criterionName(lng, w.criterion),
          group: w.bracket === null ? '' : n.points(w.bracket),
          made: figureWithWeights(lng, n, w.made, w.weighed.made),
          forced: figureWithWeights(lng, n, w.forced, w.weighed.forced),
        },
      );
    case 'equal':
      return tx('whyNotEqual', {
        ...pair,
        group: n.points(w.bracket),
        entrant: w.entrant < 0 ? '' : n.name(w.entrant),
        made: w.made < 0 ? '' : n.name(w.made),
        forced: w.forced < 0 ? '' : n.name(w.forced),
      });
  }
}
