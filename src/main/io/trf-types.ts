/**
 * The FIDE tournament report file (TRF-16 with the TRF-2026 records and the pairing-engine
 * extension lines) as typed data, close to the file: one field per column group, numbers as
 * numbers, points as integers of the file's point system (see `PointSystem.scale`).
 * Column numbers in comments are 1-based, as in the FIDE description (REFERENCES.md "TRF-16").
 */
import type { PointSystem } from '../../shared/domain';

/**
 * Result codes of a round entry (column 99 + 10(r-1)).
 * `1 = 0` played; `W D L` played but under one move; `+ -` forfeit win / loss; `U` pairing-allocated
 * bye; `F` full-point bye; `H` half-point bye; `Z` (or blank) zero-point bye or absence.
 */
export const TRF_RESULTS = ['1', '=', '0', 'W', 'D', 'L', '+', '-', 'U', 'F', 'H', 'Z', ' '] as const;
export type TrfResult = (typeof TRF_RESULTS)[number];

/** One round of a `001` line: `OOOO C R` at columns 92+10(r-1), 97+10(r-1), 99+10(r-1). */
export type TrfGame = {
  /** The opponent's starting number; null for `0000` or blank (no opponent). */
  opponent: number | null;
  colour: 'white' | 'black' | null;
  result: TrfResult;
  /** A game over the board: an opponent, a colour and one of `1 = 0 W D L`. */
  played: boolean;
  /** Points this entry is worth under the file's point system (integer, see `scale`). */
  points: number;
};

/** A `001` player line. Optional text fields are '' when blank, numbers null when blank. */
export type TrfPlayer = {
  /** Columns 5-8. */
  startNumber: number;
  /** Column 10: `m`, `w` or blank. */
  sex: string;
  /** Columns 11-13. */
  title: string;
  /** Columns 15-47. */
  name: string;
  /** Columns 49-52. */
  rating: number | null;
  /** Columns 54-56. */
  federation: string;
  /** Columns 58-68. */
  id: string;
  /** Columns 70-79, as written (`YYYY/MM/DD` or a year). */
  birthDate: string;
  /** Columns 81-84, as an integer of the point system (e.g. 4.5 with scale 2 is 9). */
  points: number;
  /** Columns 86-89. */
  rank: number | null;
  /** Round r at index r-1; null where the entry is blank (nothing recorded). */
  rounds: (TrfGame | null)[];
  /** 1-based line number in the file, for messages. */
  line: number;
};

/** `240`: byes known before a round is paired (TRF-2026). */
export type TrfByeRecord = { kind: string; round: number; players: number[] };
/** `250`: acceleration, game points (in tenths) added for rounds `firstRound..lastRound` to a player range. */
export type TrfAccelerationRecord = {
  matchPoints: string;
  gamePoints: number;
  firstRound: number;
  lastRound: number;
  firstPlayer: number;
  lastPlayer: number;
};
/**
 * `260`: players who must not meet each other in rounds `firstRound..lastRound`; `line` is the
 * 1-based line of the file it was read from (absent when the record was not read from a file).
 */
export type TrfForbiddenRecord = { firstRound: number; lastRound: number; players: number[]; line?: number };
/**
 * `XXA`: the reference engine's acceleration of one player, game points (in tenths) for rounds 1,
 * 2, ... in turn; appended after what `250` lines give that player, as the reference reads them.
 */
export type TrfPlayerAcceleration = { player: number; points: number[] };

/** Header records, text as written (trimmed). */
export type TrfHeader = {
  /** 012 */ name: string;
  /** 022 */ city: string;
  /** 032 */ federation: string;
  /** 042 */ startDate: string;
  /** 052 */ endDate: string;
  /** 092 */ type: string;
  /** 102 */ chiefArbiter: string;
  /** 122 */ timeControl: string;
};

export type TrfTournament = {
  header: TrfHeader;
  /** `142` or `XXR`: the total number of rounds; null when absent. */
  totalRounds: number | null;
  /** `152` or `XXC white1|black1`: the colour drawn for the top entrant of round 1. */
  initialColour: 'white' | 'black' | null;
  /** `XXC rank`: pairing numbers follow the rank column instead of the start numbers. */
  useRank: boolean;
  /** From `162` or `BBW..BBU`; the FIDE default 1/0.5/0 (scale 2) without them. */
  pointSystem: PointSystem;
  /** Whether the file declared its point system (`162` or a `BB*` line). */
  pointSystemDeclared: boolean;
  players: TrfPlayer[];
  byes: TrfByeRecord[];
  accelerations: TrfAccelerationRecord[];
  /** `XXA` lines, in file order; absent when there are none. */
  playerAccelerations?: TrfPlayerAcceleration[];
  forbidden: TrfForbiddenRecord[];
  /** `XXP` lines: players who must not meet each other in any round; absent when there are none. */
  forbiddenAllRounds?: number[][];
  /** The 1-based line of each `XXP` line read, in the order of `forbiddenAllRounds`. */
  forbiddenAllRoundsLines?: number[];
  /** `###` lines, without the marker. */
  comments: string[];
  /** Any other record, kept verbatim so that a write gives it back. */
  otherLines: string[];
  /**
   * Rounds that have been paired: the last round in which someone has an opponent, a
   * pairing-allocated bye or a forfeit win. Entries after it announce absences for the next round.
   */
  pairedRounds: number;
  /**
   * Games a round when the table has one column per game (the FMJD report of a two-game
   * tournament, R5.1: io/fmjd-layout.ts): that many consecutive columns make one round, and
   * `totalRounds`, `pairedRounds` and every player's `rounds` count columns. Absent in TRF: one.
   */
  gamesPerRound?: 1 | 2;
  /** `013` team records, in file order (a team tournament); absent otherwise. */
  teams?: { name: string; players: number[]; line: number }[];
};
