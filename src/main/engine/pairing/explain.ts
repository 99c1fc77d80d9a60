/**
 * "Why this pairing" (issue 30): a round explained from the engine's own decisions, recorded while
 * it paired (trace.ts): each board's score groups, floats with the bracket's reason, colours with
 * the rule of section E that gave them, why the PAB went to its receiver, and every quality
 * criterion of C.04.3 (C5-C21, 2026 numbering) that the round could not meet fully, bracket by
 * bracket. The criteria read the same predicates as the weights (weights.ts), on the entrants'
 * states the engine built; nothing is paired a second time.
 */
import type { Colour } from '../../../shared/domain';
import type { ColourRule } from './colours';
import { pairDutch } from './dutch';
import { byeBar, type ByeBar } from './entrant-state';
import type { EntrantState, Pairing, PairingInput } from './model';
import { PairingTrace, type BracketRecord, type FloatReason, type WeighedField } from './trace';
import { downfloatedBefore, meetsC10, meetsC11, meetsC12, meetsC13, upfloatsAgain } from './weights';

export type PreferenceStrength = 'absolute' | 'strong' | 'mild' | 'none';

/** One player of a board: score group, float this round and why, colour and why. */
export type SideExplanation = {
  entrant: number;
  /** Score used for pairing (points plus virtual points of an accelerated round). */
  score: number;
  float: 'down' | 'up' | 'none';
  /** A downfloater: each bracket that left it over on its way down (a chain: more than one). */
  floatedFrom: { score: number; reason: FloatReason }[];
  colour: Colour;
  preference: Colour | null;
  strength: PreferenceStrength;
  granted: boolean;
};

export type BoardExplanation = {
  board: number;
  rule: ColourRule;
  white: SideExplanation;
  black: SideExplanation;
};

/** The PAB: its receiver, and every entrant ranked below it, not eligible (why) or paired. */
export type ByeExplanation = {
  entrant: number;
  score: number;
  floatedFrom: { score: number; reason: FloatReason }[];
  below: { entrant: number; bar: ByeBar | null }[];
};

export type Criterion =
  | 'C5'
  | 'C6'
  | 'C7'
  | 'C8'
  | 'C9'
  | 'C10'
  | 'C11'
  | 'C12'
  | 'C13'
  | 'C14'
  | 'C15'
  | 'C16'
  | 'C17'
  | 'C18'
  | 'C19'
  | 'C20'
  | 'C21';

/**
 * A criterion's figure in one bracket (or, for C5, the round): `value` the count (C6, C9-C17) or
 * the scores / score differences highest first (C7, C18-C21), lower is better; `entrants` who.
 */
export type Figure = { criterion: Criterion; value: number[]; entrants: number[] };

export type BracketExplanation = {
  score: number;
  movedDown: number[];
  residents: number[];
  figures: Figure[];
  /** The pairs fixed in the bracket and who moved down from it (trace.ts). */
  pairs: [number, number][];
  leftOver: number[];
  /** The criteria as the engine weighed the bracket, higher is better (trace.ts). */
  weighed: WeighedField[];
};

export type RoundExplanation = {
  round: number;
  boards: BoardExplanation[];
  bye: ByeExplanation | null;
  /** C5 of the round: the PAB receiver's score and the lowest score present; null without PAB. */
  c5: Figure | null;
  brackets: BracketExplanation[];
  /** Every criterion not met fully, summed over the brackets (C5 first). */
  shortfalls: Figure[];
  pairing: Pairing;
};

/** The criteria a bracket is judged on, in the regulation's order (C8: its downfloaters that the next bracket leaves over too). */
export const BRACKET_CRITERIA: readonly Criterion[] = [
  'C6',
  'C7',
  'C8',
  'C9',
  'C10',
  'C11',
  'C12',
  'C13',
  'C14',
  'C15',
  'C16',
  'C17',
  'C18',
  'C19',
  'C20',
  'C21',
];

/** Scores and score differences are listed highest first, counts are one number. */
const LISTS: ReadonlySet<Criterion> = new Set(['C7', 'C8', 'C18', 'C19', 'C20', 'C21']);

const strength = (p: EntrantState): PreferenceStrength =>
  p.absolute ? 'absolute' : p.strong ? 'strong' : p.preference !== null ? 'mild' : 'none';

/** Pairs the round with a trace and explains it. */
export function explainRound(input: PairingInput): RoundExplanation {
  const trace = new PairingTrace();
  const pairing = pairDutch(input, trace);
  return explainTrace(input, pairing, trace);
}

/** The explanation of a pairing from the trace its engine run left. */
export function explainTrace(input: PairingInput, pairing: Pairing, trace: PairingTrace): RoundExplanation {
  const states = trace.states;
  const st = (i: number): EntrantState => {
    const s = states[i];
    if (!s) throw new Error(`explain: no entrant state ${i}`);
    return s;
  };
  const opponent = new Map<number, number>();
  for (const b of pairing.boards) {
    opponent.set(b.white, b.black);
    opponent.set(b.black, b.white);
  }
  const floatedFrom = (i: number): SideExplanation['floatedFrom'] =>
    trace.brackets.flatMap((br) =>
      br.leftOver
        .filter((l) => l.entrant === i && (pairing.bye !== i || br !== trace.brackets.at(-1)))
        .map((l) => ({ score: br.score, reason: l.reason })),
    );
  const rules = new Map(trace.colours.map((c) => [`${c.white}-${c.black}`, c.rule]));
  const side = (i: number, colour: Colour): SideExplanation => {
    const p = st(i);
    const o = st(opponent.get(i) ?? i);
    return {
      entrant: i,
      score: p.score,
      float: p.score > o.score ? 'down' : p.score < o.score ? 'up' : 'none',
      floatedFrom: p.score > o.score ? floatedFrom(i) : [],
      colour,
      preference: p.preference,
      strength: strength(p),
      granted: p.preference === null || p.preference === colour,
    };
  };
  const boards = pairing.boards.map((b, k) => ({
    board: k + 1,
    rule: rules.get(`${b.white}-${b.black}`) ?? 'E1',
    white: side(b.white, 'white'),
    black: side(b.black, 'black'),
  }));
  const bye = pairing.bye === null ? null : explainBye(input, pairing.bye, states, floatedFrom(pairing.bye));
  const brackets = trace.brackets.map((br) => ({
    score: br.score,
    movedDown: br.movedDown,
    residents: br.residents,
    figures: bracketFigures(input, br, states, opponent, pairing, trace),
    pairs: br.pairs,
    leftOver: br.leftOver.map((l) => l.entrant),
    weighed: br.weighed,
  }));
  const c5 = c5Figure(states, pairing, trace);
  return {
    round: input.playedRounds + 1,
    boards,
    bye,
    c5,
    brackets,
    shortfalls: [...(c5 && c5.value[0]! > c5.value[1]! ? [c5] : []), ...sumFigures(brackets)],
    pairing,
  };
}

/** C5: the PAB receiver's score and the lowest score of the round. */
function c5Figure(states: readonly EntrantState[], pairing: Pairing, trace: PairingTrace): Figure | null {
  if (pairing.bye === null || trace.byeScore === null) return null;
  const present = new Set(trace.brackets.flatMap((b) => [...b.movedDown, ...b.residents]));
  const lowest = Math.min(...[...present].map((i) => states[i]?.score ?? 0));
  return { criterion: 'C5', value: [trace.byeScore, lowest], entrants: [pairing.bye] };
}

/** The entrants ranked below the PAB receiver (order A.2) and why none of them got it. */
function explainBye(
  input: PairingInput,
  receiver: number,
  states: readonly EntrantState[],
  floatedFrom: ByeExplanation['floatedFrom'],
): ByeExplanation {
  const r = states[receiver];
  const below = states
    .filter(
      (s) =>
        s.rank >= 0 && s.index !== receiver && input.entrants[s.index]!.rounds.length <= input.playedRounds,
    )
    .filter((s) => r && (s.score < r.score || (s.score === r.score && s.rank > r.rank)))
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .map((s) => ({ entrant: s.index, bar: byeBar(input, input.entrants[s.index]!) }));
  return { entrant: receiver, score: r?.score ?? 0, floatedFrom, below };
}

/** The figures of one bracket: its downfloaters, and the pairs fixed in it. */
function bracketFigures(
  input: PairingInput,
  br: BracketRecord,
  states: readonly EntrantState[],
  opponent: ReadonlyMap<number, number>,
  pairing: Pairing,
  trace: PairingTrace,
): Figure[] {
  const st = (i: number): EntrantState => states[i]!;
  const f = new Map<Criterion, Figure>(
    BRACKET_CRITERIA.map((c) => [c, { criterion: c, value: [], entrants: [] }]),
  );
  const add = (c: Criterion, entrant: number, value = 1): void => {
    const x = f.get(c)!;
    x.entrants.push(entrant);
    if (LISTS.has(c)) x.value.push(value);
    else x.value[0] = (x.value[0] ?? 0) + value;
  };
  const residents = new Set(br.residents);
  const last = trace.brackets.at(-1) === br;
  for (const { entrant } of br.leftOver) {
    const p = st(entrant);
    if (last && pairing.bye === entrant) {
      // C9: the PAB receiver's unplayed games, where the bracket's one downfloater gets the PAB.
      const unplayed = input.playedRounds - p.playedGames;
      if (unplayed > 0) add('C9', entrant, unplayed);
    } else {
      add('C6', entrant);
      add('C7', entrant, p.score);
    }
    if (!residents.has(entrant)) continue;
    // C14/C16, C18/C20: a resident downfloater (the PAB receiver too) who downfloated before.
    const o = opponent.get(entrant);
    for (const k of [0, 1]) {
      if (!downfloatedBefore(p, k)) continue;
      add(k === 0 ? 'C14' : 'C16', entrant);
      if (o !== undefined) add(k === 0 ? 'C18' : 'C20', entrant, p.score - st(o).score);
    }
  }
  // C8: downfloaters of this bracket that the next bracket leaves over too, with their scores.
  const next = trace.brackets[trace.brackets.indexOf(br) + 1];
  const below = new Set(next?.leftOver.map((l) => l.entrant));
  for (const { entrant } of br.leftOver) if (below.has(entrant)) add('C8', entrant, st(entrant).score);
  const whites = new Map(pairing.boards.map((b) => [b.white, b.black]));
  for (const [hi, lo] of br.pairs) {
    const h = st(hi);
    const l = st(lo);
    const whiteIsH = whites.get(hi) === lo;
    // The entrant whose preference the colours could not grant (C10-C13).
    const loser = (whiteIsH ? h.preference !== 'white' : h.preference !== 'black') ? h : l;
    if (!meetsC10(l, h)) add('C10', loser.index);
    if (!meetsC11(l, h)) add('C11', loser.index);
    if (!meetsC12(l, h)) add('C12', loser.index);
    if (!meetsC13(l, h)) add('C13', loser.index);
    for (const k of [0, 1]) {
      if (!upfloatsAgain(h, l, k)) continue;
      add(k === 0 ? 'C15' : 'C17', lo);
      add(k === 0 ? 'C19' : 'C21', lo, h.score - l.score);
    }
  }
  for (const c of LISTS) highestFirst(f.get(c)!);
  return BRACKET_CRITERIA.map((c) => f.get(c)!).filter((x) => x.entrants.length > 0);
}

/**
 * The round's figure of each criterion: the brackets' added up (lists merged, highest first). An
 * entrant left over in several brackets (a floater chain) is one downfloater of the round (C6),
 * with the score it started from (C7).
 */
function sumFigures(brackets: readonly BracketExplanation[]): Figure[] {
  const out: Figure[] = [];
  for (const c of BRACKET_CRITERIA) {
    let all = brackets.flatMap((b) => b.figures.filter((x) => x.criterion === c));
    if (all.length === 0) continue;
    if (c === 'C6' || c === 'C7') all = firstFloats(all);
    const entrants = all.flatMap((x) => x.entrants);
    const value = LISTS.has(c)
      ? all.flatMap((x) => x.value)
      : [all.reduce((s, x) => s + (x.value[0] ?? 0), 0)];
    const f = { criterion: c, value, entrants };
    if (LISTS.has(c)) highestFirst(f);
    out.push(f);
  }
  return out;
}

/** A list figure's values highest first, each entrant beside its own value (a stable sort). */
function highestFirst(f: Figure): void {
  const order = f.value.map((v, k) => ({ v, e: f.entrants[k]! })).sort((a, b) => b.v - a.v);
  f.value = order.map((x) => x.v);
  f.entrants = order.map((x) => x.e);
}

/** C6, C7 figures with each entrant only in the first bracket that left it over. */
function firstFloats(figures: readonly Figure[]): Figure[] {
  const seen = new Set<number>();
  return figures.map((f) => {
    const keep = f.entrants.map((e) => !seen.has(e));
    f.entrants.forEach((e) => seen.add(e));
    const entrants = f.entrants.filter((_, k) => keep[k]);
    // C7's scores are the entrants' own (bracketFigures), so they follow the entrants.
    const value = f.criterion === 'C7' ? f.value.filter((_, k) => keep[k]) : [entrants.length];
    return { criterion: f.criterion, value, entrants };
  });
}
