/**
 * The arbiter's vocabulary as types: one concept, one name, in code, screens and print
 * (see docs/GLOSSARY.md). Pure data shared by the engine, the API and the renderer.
 */

/** Draughts variants a tournament can be played in. */
export const VARIANTS = [
  'international',
  'brazilian',
  'russian',
  'pool',
  'italian',
  'english',
  'frisian',
  'turkish',
  'canadian',
] as const;
export type Variant = (typeof VARIANTS)[number];

/**
 * A point system in integer points (ARCHITECTURE.md: points are integers in the engine).
 * Draughts: win 2, draw 1, loss 0 (RULES.md R4.1). `scale` is how many points make one displayed
 * unit: 1 for draughts, 2 when a TRF uses 1/0.5/0 (the engine then counts half-points).
 */
export type PointSystem = {
  win: number;
  draw: number;
  loss: number;
  /** R8.2/R8.3: the present player of a no-show or forfeit. */
  forfeitWin: number;
  forfeitLoss: number;
  /** R4.2: pairing-allocated bye, per game of the round. */
  bye: number;
  /** Requested half-point bye (TRF `H`), worth a draw. */
  halfBye: number;
  /** Absence for a round or zero-point bye (TRF `Z`), R10.1. */
  zeroBye: number;
  /** Full-point bye granted by the arbiter (TRF `F`). */
  fullBye: number;
  scale: number;
};

export const DRAUGHTS_POINTS: PointSystem = {
  win: 2,
  draw: 1,
  loss: 0,
  forfeitWin: 2,
  forfeitLoss: 0,
  bye: 2,
  halfBye: 1,
  zeroBye: 0,
  fullBye: 2,
  scale: 1,
};

/**
 * The result of one game (RULES.md R8). White is the entrant listed first on the board.
 * - played (R8.1): white-wins 2-0, draw 1-1, black-wins 0-2; ruled-draw (R8.5) is a played 1-1
 * - no-show (R8.2) and forfeit (R8.3): unplayed, the present entrant scores a win
 * - double-forfeit (R8.4): unplayed, 0-0
 */
export const GAME_RESULTS = [
  'white-wins',
  'draw',
  'black-wins',
  'ruled-draw',
  'white-wins-no-show',
  'black-wins-no-show',
  'white-wins-forfeit',
  'black-wins-forfeit',
  'double-forfeit',
] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

export const isPlayed = (r: GameResult): boolean =>
  r === 'white-wins' || r === 'draw' || r === 'black-wins' || r === 'ruled-draw';

/** How an entrant who is not on a board spends a round. */
export const ROUND_ABSENCES = ['bye', 'half-bye', 'full-bye', 'absent', 'withdrawn'] as const;
export type RoundAbsence = (typeof ROUND_ABSENCES)[number];

export const TITLES = [
  'GMI',
  'MI',
  'MF',
  'GMIF',
  'MIF',
  'MFF',
  'CMF',
  'CMFF',
  'GMI 64',
  'MI 64',
  'MF 64',
  'GMIF 64',
  'MIF 64',
  'MFF 64',
  'CMF 64',
  'CMFF 64',
] as const;
export type Title = (typeof TITLES)[number];

export type Colour = 'white' | 'black';
export type Format = 'swiss' | 'round-robin';

/**
 * The tiebreak catalogue (RULES.md R9.5), by FIDE C.07 code where FIDE has one, modifiers after a
 * slash. BH Buchholz (FMJD: Solkoff), /C1 /C2 without the one or two least significant opponents
 * (C1: truncated Solkoff), /M1 /M2 without as many at both ends (M1: median Solkoff); FB fore
 * Buchholz; AOB average of opponents' Buchholz; SOLK+ Solkoff-plus (FMJD, the sum of the
 * opponents' Solkoffs; no FIDE code); SB Sonneborn-Berger (/C1 /C2 /M1 /M2); KS Koya; WIN rounds
 * won; WON games won over the board; BPG games played with Black; BWG games won with Black; GE
 * games elected to play; PS progressive score (/C1); DE direct encounter; OWP opponents' win
 * percentage (not FIDE); ARO average rating of opponents (/C1); TPR tournament performance
 * rating; PTP perfect tournament performance; APRO average performance rating of opponents; APPO
 * average perfect performance of opponents; TPN starting number. Nothing is ever decided by lot.
 */
export const TIEBREAK_CODES = [
  'BH',
  'BH/C1',
  'BH/C2',
  'BH/M1',
  'BH/M2',
  'FB',
  'AOB',
  'SOLK+',
  'SB',
  'SB/C1',
  'SB/C2',
  'SB/M1',
  'SB/M2',
  'KS',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'GE',
  'PS',
  'PS/C1',
  'DE',
  'OWP',
  'ARO',
  'ARO/C1',
  'TPR',
  'PTP',
  'APRO',
  'APPO',
  'TPN',
] as const;
/** A code of the catalogue: the ones a tournament's settings may hold. */
export type CatalogueCode = (typeof TIEBREAK_CODES)[number];

/**
 * FIDE C.07 Art. 14 modifiers in general: Cut-n leaves out the n least significant values,
 * Median-n the n least and the n most significant, on the tiebreaks that sum or average one
 * value per opponent. `BH/C3`, `SB/M2`, `FB/C1`, `ARO/M1` ... (the catalogue names the usual ones).
 */
export const MODIFIABLE_CODES = ['BH', 'FB', 'SB', 'ARO'] as const;
export type ModifiedCode = `${(typeof MODIFIABLE_CODES)[number]}/${'C' | 'M'}${number}`;
export const MODIFIED_CODE = /^(BH|FB|SB|ARO)\/([CM])([1-9][0-9]?)$/;
export type TiebreakCode = CatalogueCode | ModifiedCode;

export const isTiebreakCode = (x: string): x is TiebreakCode =>
  (TIEBREAK_CODES as readonly string[]).includes(x) || MODIFIED_CODE.test(x);

/**
 * RULES.md R9.4: how unplayed rounds enter the tiebreaks: as recorded (default), or the FIDE C.07
 * Article 16 way in the edition approved in August 2023 or as changed in March 2026.
 */
export const UNPLAYED_POLICIES = ['recorded', 'fide-2023', 'fide-2026'] as const;
export type UnplayedPolicySetting = (typeof UNPLAYED_POLICIES)[number];

/** RULES.md R9.2 and R9.3: the default sequences after points. */
export const SWISS_TIEBREAKS: readonly TiebreakCode[] = ['BH/C1', 'SB', 'WIN'];
export const ROUND_ROBIN_TIEBREAKS: readonly TiebreakCode[] = ['WIN', 'DE', 'TPN'];
/**
 * RULES.md R16.1: team events, after match points, computed on the team scoring sheet; the
 * starting number (TPN) is last and settles every tie left (never a lot). Board points, when
 * chosen, come first or just before TPN (shared/teams.ts). The one list: the API's criteria
 * (shared/api/teams.ts) and the engine's sequence (engine/teams/standings.ts) are made from it.
 */
export const TEAM_TIEBREAKS = ['BH', 'SB', 'OWP', 'DE', 'TPN'] as const satisfies readonly TiebreakCode[];

/** A team criterion: board points (when chosen) or one of the team tiebreaks. */
export type TeamCriterionCode = 'BP' | (typeof TEAM_TIEBREAKS)[number];

/**
 * What a team criterion's figure counts (R16.1), read by the one figure module
 * (shared/figure-text.ts) and carried by the printed reports' figures: board points in the board
 * point system, Buchholz, Sonneborn-Berger and direct encounter on match points, the opponents' win
 * percentage, the starting number.
 */
export const TEAM_CRITERION_UNITS = {
  BP: 'points',
  BH: 'points',
  SB: 'points',
  OWP: 'percent',
  DE: 'points',
  TPN: 'number',
} as const satisfies Record<TeamCriterionCode, 'points' | 'percent' | 'number'>;

/**
 * RULES.md R11.1: the nine opening modes. `random-k`: k random legal moves (every variant);
 * `ballot-*`: a draw from the official table up to an imbalance ceiling (Italian and English only);
 * `themed`: one opening of the table for every game.
 */
export const OPENING_MODES = [
  'free',
  'random-1',
  'random-2',
  'random-3',
  'ballot-1',
  'ballot-2',
  'ballot-3',
  'ballot-all',
  'themed',
] as const;
export type OpeningMode = (typeof OPENING_MODES)[number];

/** Rating lists keep a rating per variant and time-control kind (RULES.md R12.1, R13). */
export const TIME_CONTROL_KINDS = ['classical', 'rapid', 'blitz'] as const;
export type TimeControlKind = (typeof TIME_CONTROL_KINDS)[number];

/** RULES.md R2.4: who decides the format. */
export const FORMAT_MODES = ['automatic', 'force-round-robin', 'force-swiss'] as const;
export type FormatMode = (typeof FORMAT_MODES)[number];
