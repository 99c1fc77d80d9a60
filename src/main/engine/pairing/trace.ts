/**
 * What the Dutch engine decided while it paired a round, recorded as it went: the first
 * matching's PAB score (C5), each bracket with its moved-down entrants, the pairs it fixed and the
 * entrants it left to float down, and the rule of section E that gave each pair its colours.
 * Passed to pairDutch only when an explanation is asked for (pairing/explain.ts reads it); without
 * one the engine records nothing.
 */
import type { ColourRule } from './colours';
import type { EntrantState } from './model';

/** Why an entrant was left unpaired in a bracket and moved down (C.04.3 A.4). */
export type FloatReason =
  /** The bracket has an odd number of entrants and this one is the one left over. */
  | 'odd'
  /** Nobody else in the bracket may meet this entrant (C1, C3). */
  | 'incompatible'
  /** The bracket's best pairing by the criteria (C4, C6-C21) leaves this one over. */
  | 'best';

export type BracketRecord = {
  /** Score of the resident score group, in the point system's integers. */
  score: number;
  /** Entrant indexes (PairingInput.entrants) of the moved-down entrants, in order. */
  movedDown: number[];
  /** The resident score group, in order (score, then pairing number). */
  residents: number[];
  /** The pairs fixed in this bracket, the higher-ranked entrant first. */
  pairs: [number, number][];
  /** Entrants left unpaired here: they move down to the next bracket (or get the PAB). */
  leftOver: { entrant: number; reason: FloatReason }[];
  /** The criteria as the engine weighed the bracket (bracket.ts), C6 to C21 in its order. */
  weighed: WeighedField[];
};

/**
 * One field of the engine's weights summed over a bracket's matching, higher is better: a count
 * of pairs meeting the criterion (`scores` empty), or for a score field the scores it rewards,
 * highest first (C7, C8's second field, C18-C21). C8 has two fields: pairs, then scores.
 */
export type WeighedField = { criterion: string; count: number; scores: number[] };

/** The field names of a weight below the top field (weights.ts), for `rounds` float rounds (0-2). */
function fieldNames(rounds: number): string[] {
  const floats = rounds > 0 ? (rounds > 1 ? ['C14', 'C15', 'C16', 'C17'] : ['C14', 'C15']) : [];
  const scores = rounds > 0 ? (rounds > 1 ? ['C18', 'C19', 'C20', 'C21'] : ['C18', 'C19']) : [];
  return ['C6', 'C7', 'C8', 'C8', 'C9', 'C10', 'C11', 'C12', 'C13', ...floats, ...scores];
}

/** Reads edge weights field by field (weights.ts writeFields) and adds them up over pairs. */
export class FieldRecorder {
  private readonly scoreAt: Map<number, number>;
  private fields: { count: number; scores: number[] }[] = [];
  private k = -1;
  constructor(scoreShift: ReadonlyMap<number, number>) {
    this.scoreAt = new Map([...scoreShift].map(([score, shift]) => [shift, score]));
  }

  /** The next pair's weight starts, at the top field. */
  next(): void {
    this.k = -1;
  }

  put(x: number, _bits: number): void {
    this.k++;
    const f = (this.fields[this.k] ??= { count: 0, scores: [] });
    f.count += x;
  }

  addAbove(x: number, shift: number): void {
    const f = this.fields[this.k];
    const score = this.scoreAt.get(shift);
    if (f && score !== undefined) for (let i = 0; i < x; i++) f.scores.push(score);
  }

  /** The sums, without the top field (C1-C5, the same for every complete pairing). */
  sums(rounds: number): WeighedField[] {
    return fieldNames(rounds).map((criterion, i) => {
      const f = this.fields[i + 1] ?? { count: 0, scores: [] };
      return { criterion, count: f.count, scores: [...f.scores].sort((a, b) => b - a) };
    });
  }
}

export type ColourRecord = { white: number; black: number; rule: ColourRule };

export class PairingTrace {
  /** The engine's view of every entrant (pairing/entrant-state.ts), by entrant index. */
  states: readonly EntrantState[] = [];
  /** C5: the PAB receiver's score fixed by the first matching, null in an even round. */
  byeScore: number | null = null;
  brackets: BracketRecord[] = [];
  colours: ColourRecord[] = [];

  /** The engine starts the round over (wider score fields, dutch.ts): forget the first attempt. */
  reset(states: readonly EntrantState[]): void {
    this.states = states;
    this.byeScore = null;
    this.brackets = [];
    this.colours = [];
  }
}
