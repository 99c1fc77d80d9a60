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
};

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
