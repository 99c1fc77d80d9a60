/**
 * A team event as plain data (RULES.md R16.1b): teams by starting number, matches of N board games.
 * The event file's services and the TRF reader both build it; the team pairing, standings and
 * board standings read it. Pure: no database, no clock.
 */
import type { Colour, GameResult, PointSystem } from '../../../shared/domain';
import type { MatchPoints } from '../../../shared/teams';

/** A team's starting number (R16.1's initial seed), fixed at the start, 1-based. */
export type StartNo = number;

/** R10.2, R16.1b: how a team left, and the last round it took part in. */
export type TeamLeft = { kind: 'abandon' | 'forfeit'; afterRound: number };

export type TeamEntry = { startNo: StartNo; left: TeamLeft | null };

/** One board game; `home` is the team with White on board 1 (R16.1b). Players are opaque keys. */
export type TeamBoard = {
  board: number;
  homeColour: Colour;
  home: number;
  away: number;
  result: GameResult | null;
};

/** A match of a round, or the team bye (`away` null, no boards). */
export type TeamMatchRecord = {
  round: number;
  home: StartNo;
  away: StartNo | null;
  boards: readonly TeamBoard[];
  /** R16.1b: the team that forfeited the match (it loses it whatever the boards say). */
  forfeitedBy: StartNo | null;
};

export type TeamSheet = {
  teams: readonly TeamEntry[];
  /** Rounds counted (1..rounds); later matches are ignored. */
  rounds: number;
  matches: readonly TeamMatchRecord[];
  /** N, the boards of a match (the bye's board points are N wins). */
  boards: number;
  /** The individual point system of every board game (R4.1: 2/1/0). */
  game: PointSystem;
  match: MatchPoints;
};

/** Whether a team has left as seen after round k (it took part up to `afterRound`). */
export const leftBy = (t: TeamEntry, round: number): boolean => t.left !== null && t.left.afterRound <= round;
