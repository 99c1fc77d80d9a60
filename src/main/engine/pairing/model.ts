/**
 * The Dutch system's view of a tournament before a round is paired: every entrant's history, and
 * what C.04.3 derives from it (colour preference, floats, PAB eligibility). Pure data; the TRF
 * reader or the database fills `PairingInput`.
 */
import type { Colour, PointSystem } from '../../../shared/domain';

/** One past round of an entrant (C.04.1: a game that was not played is not a meeting, R6.2). */
export type RoundRecord = {
  /** Index of the opponent in `PairingInput.entrants`; null without opponent (bye, absence). */
  opponent: number | null;
  /** Colour of a game over the board; null when nothing was played. */
  colour: Colour | null;
  played: boolean;
  /** Paired (with or without a game) or given the pairing-allocated bye. */
  participated: boolean;
  /** Points the round brought, in the point system's integers. */
  points: number;
};

export type Entrant = {
  /** Pairing number (1..n), also the number written in the pairing. */
  number: number;
  /** Rounds 1..playedRounds, then possibly an entry for the round to pair (absent: not paired). */
  rounds: RoundRecord[];
  /**
   * Accelerated pairing (FIDE C.04.5; R6.1: as the reference engine reads it): virtual points added to the score used for pairing
   * round r + 1 at index r, in the point system's integers; absent or short: none. They never
   * count as points.
   */
  acceleration?: number[];
};

export type PairingInput = {
  entrants: Entrant[];
  /** Rounds already paired; the round to pair is playedRounds + 1. */
  playedRounds: number;
  /** Total rounds of the event: the topscorer rules apply only in the last round (C.04.3 A.7). */
  totalRounds: number;
  /** The colour drawn by lot for the top entrant of round 1 (C.04.3 E.5, RULES.md R6.4). */
  initialColour: Colour;
  pointSystem: PointSystem;
  /** Pairs that must not meet in this round besides earlier opponents (TRF `260`), by index. */
  forbidden: readonly (readonly [number, number])[];
  /**
   * Who may not receive the PAB. `unplayed-win` (C.04.1 d, the default): whoever already had a
   * PAB or a win's points without playing (a forfeit win). `bye`: only whoever already had the
   * PAB, as the seeds' team Swiss says ("the lowest-ranked team that has not had one yet").
   */
  byeBarredBy?: 'unplayed-win' | 'bye';
};

export type Pair = { white: number; black: number };
/** A pairing: boards in publication order, then the PAB receiver (an entrant index) if any. */
export type Pairing = { boards: Pair[]; bye: number | null };

export const invert = (c: Colour | null): Colour | null =>
  c === 'white' ? 'black' : c === 'black' ? 'white' : null;

/** C.04.3 A.6 float of an earlier round. */
export type Float = 'down' | 'up' | 'none';

/** What the Dutch rules read from an entrant's history (C.04.3 A.1-A.7, C.04.1). */
export type EntrantState = {
  index: number;
  number: number;
  /** The score used for pairing: the points scored plus this round's acceleration (C.04.5). */
  score: number;
  /** The points scored, without acceleration (the boards are published in this order). */
  points: number;
  /**
   * Effective pairing number (0-based): entrants who never took part in a pairing and are absent
   * from this one do not count (the reference engine's behaviour, fixtures README).
   */
  rank: number;
  /** C.04.3 A.1: colour difference |whites - blacks| over played games. */
  imbalance: number;
  preference: Colour | null;
  /** The colour of the last two played games when they were the same, else null. */
  repeated: Colour | null;
  /** A.3: absolute (difference beyond 1 or the same colour twice in a row). */
  absolute: boolean;
  /** A.3: strong (difference of exactly 1, not absolute). */
  strong: boolean;
  /** C.04.1 / C2: may receive the PAB (no PAB and no win's points without playing before). */
  byeEligible: boolean;
  /** Played games, for C9. */
  playedGames: number;
  /** Float of the previous round and of the one before (index 0 and 1), A.6. */
  floats: [Float, Float];
  /** Scores before the previous round and before the one before (for C18-C21). */
  earlierScores: [number, number];
  /** Indexes of entrants this one must not meet (played opponents, `260`). */
  forbidden: Set<number>;
  /** Played games with their colours, most recent last (colour rule 3). */
  colours: Colour[];
};
