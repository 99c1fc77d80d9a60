/**
 * The scoring sheet and the standings as plain data: the one model that both a TRF file
 * (src/main/io/trf-sheet.ts) and the event file's services build, and that the reports read.
 * Everything is keyed by starting number (docs/GLOSSARY.md `startNo`); points are integers in
 * the sheet's point system (ARCHITECTURE.md), tiebreak figures may carry exact halves (SB).
 */
import type {
  Format,
  GameResult,
  PointSystem,
  TiebreakCode,
  UnplayedPolicySetting,
} from '../../shared/domain';

/** A starting number: the pairing number in a Swiss (R6.3), the table number in a round robin (R7.2). */
export type StartNo = number;

export type SheetEntrant = {
  startNo: StartNo;
  /** Rating for ARO; null when unrated. */
  rating: number | null;
  /** R10.2: withdrawn after the start; points kept, no longer paired. */
  withdrawn: boolean;
};

/**
 * One game of a board. `result` names the colours of THIS game: with two legs (R5.1) the second
 * game has the colours reversed. null: not finished yet, so it scores nothing and enters no
 * tiebreak. `unrated` marks a played game that must not be rated (TRF `W D L`, under one move).
 */
export type Game = { result: GameResult | null; unrated?: boolean };

/** A board: games[0] has `white` as White; games[1], with two legs, has `black` as White (R5.1). */
export type Board = { white: StartNo; black: StartNo; games: readonly Game[] };

/**
 * How an entrant off the boards spends a round (RoundAbsence in domain.ts): `bye` the
 * pairing-allocated bye (R4.2), `half-bye`/`full-bye` byes granted by the arbiter (TRF H/F),
 * `absent` (R10.1) and `withdrawn` (R10.2) score nothing. An entrant on no board and in no
 * absence of a round counts as absent for that round.
 */
export type Absence = { startNo: StartNo; kind: 'bye' | 'half-bye' | 'full-bye' | 'absent' | 'withdrawn' };

export type Round = {
  /** 1-based. */
  number: number;
  /** R5: 2 with two legs; the bye and the other absences are scored per game of the round (R4.2). */
  gamesPerRound: 1 | 2;
  boards: readonly Board[];
  absences: readonly Absence[];
};

export type ScoringSheet = {
  entrants: readonly SheetEntrant[];
  rounds: readonly Round[];
  points: PointSystem;
  /** R12.1: a casual tournament rates nothing. */
  rated: boolean;
};

/** One entrant's game as scored (R8): from the entrant's side. */
export type ScoredGame = {
  colour: 'white' | 'black';
  result: GameResult;
  points: number;
  /** R8.1 and R8.5 are played; R8.2-R8.4 are not. */
  played: boolean;
  /** R12.3: played, in a rated tournament, and not marked unrated. */
  rated: boolean;
  /** What the game counts as for SB and WIN (R9.2, R9.4: unplayed games count as recorded). */
  outcome: 'win' | 'draw' | 'loss';
};

/** One entrant in one round: a board against an opponent, or an absence. */
export type RoundEntry =
  | { round: number; kind: 'board'; opponent: StartNo; games: readonly ScoredGame[]; points: number }
  | { round: number; kind: Absence['kind']; points: number };

export type EntrantScore = {
  startNo: StartNo;
  points: number;
  withdrawn: boolean;
  rating: number | null;
  /** One entry per round of the sheet, in round order. */
  rounds: readonly RoundEntry[];
};

/**
 * One line of a tiebreak's breakdown (R9.6): an opponent of one round, their final score, what the
 * entrant scored against them, the part it adds to the figure, and whether Cut 1 or the median
 * removed it.
 */
export type Contribution = {
  round: number;
  opponent: StartNo;
  opponentPoints: number;
  scored: number;
  played: boolean;
  value: number;
  cut: boolean;
  /**
   * FIDE 2023 policy only (`StandingsOptions.unplayed`): the line is an unplayed round evaluated
   * against a virtual ("dummy") opponent, not a real one. `opponent` is then 0 and
   * `opponentPoints` the entrant's own final score (FIDE C.07, Article 16).
   */
  virtual?: boolean;
};

/** How a figure is shown: `points` figures are divided by the point system's scale in print. */
export type TiebreakUnit = 'points' | 'count' | 'rating' | 'percent' | 'number';

export type TiebreakFigure = {
  code: TiebreakCode;
  value: number;
  unit: TiebreakUnit;
  contributions: readonly Contribution[];
  /**
   * DE only: the entrants it was computed among; `decisive`: whether it orders this entrant among
   * them (all of them met each other, or, when not, this one scored more than any other could
   * still reach: FIDE C.07 Art. 6); `unmet`: the pairs of them who never met (empty when all met).
   */
  among?: readonly StartNo[];
  decisive?: boolean;
  unmet?: readonly (readonly [StartNo, StartNo])[];
  /** DE only: when it split the tie but left some still tied, its re-application among those (C.07). */
  refined?: TiebreakFigure;
};

/**
 * R9.4: how unplayed rounds enter the tiebreaks. `recorded` (default): a forfeit is a game against
 * that opponent as recorded, a bye or absence enters no tiebreak. `fide-2023`, `fide-2026`: FIDE C.07
 * Article 16 as approved in August 2023 or as changed in March 2026, see tiebreaks/fide.ts. Same values as the tournament setting
 * `unplayedPolicy` (src/shared/settings.ts).
 */
export type UnplayedPolicy = UnplayedPolicySetting;

export type StandingsOptions = {
  format: Format;
  /** The order after points (R9.5); default R9.2 or R9.3 by format. */
  tiebreaks?: readonly TiebreakCode[];
  /** Figures shown for information only: BH and SB in a Swiss (R9.2), SB in a round robin (R9.3). */
  shown?: readonly TiebreakCode[];
  /** R10.2 setting: withdrawn entrants rank behind every entrant still in. */
  withdrawnLast?: boolean;
  /** R9.4 policy setting; default `recorded`. the FIDE editions apply to a Swiss only (fide.ts). */
  unplayed?: UnplayedPolicy;
};

export type StandingsRow = {
  /** Shared by entrants that every tiebreak leaves tied. */
  rank: number;
  startNo: StartNo;
  points: number;
  withdrawn: boolean;
  /** In the order of `Standings.columns`. */
  tiebreaks: readonly TiebreakFigure[];
  score: EntrantScore;
};

export type Standings = {
  format: Format;
  points: PointSystem;
  /** The tiebreak sequence that decided the order. */
  sequence: readonly TiebreakCode[];
  /** R9.4: how unplayed rounds were counted (always `recorded` in a round robin). */
  unplayed: UnplayedPolicy;
  /** Every figure of a row, sequence first, then the information-only ones. */
  columns: readonly TiebreakCode[];
  rows: readonly StandingsRow[];
};
