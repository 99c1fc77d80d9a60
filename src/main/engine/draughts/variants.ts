/**
 * The nine variants the app lists (shared/domain.ts VARIANTS) as data over one geometry and one
 * move generator (RULES.md R11.5). Facts from each variant's rules: FMJD (international and its
 * 8x8 and 12x12 forms), FID (Italian), WCDF (English), APCA (pool), Russian, Frisian, Turkish.
 */
import type { Variant } from '../../../shared/domain';
import { E, makeGeometry, N, NE, NW, S, SE, SW, W, type Geometry, type GeometrySpec } from './geometry';

/**
 * How a capture is chosen among the possible ones (capture is compulsory in every variant):
 * - free: any complete capture (Russian, pool, English);
 * - count: the most pieces (international, Brazilian, Canadian, Turkish);
 * - value: the highest value, n kings worth more than 2n-1 men and less than 2n, then the capture
 *   made by a king (Frisian);
 * - italian: the most pieces, then with a king, then the most kings, then the king met first.
 */
export type Precedence = 'free' | 'count' | 'value' | 'italian';

export type Rules = {
  variant: Variant;
  /** PDN GameType (FMJD). */
  gameType: number;
  geometry: Geometry;
  /** Rows of men at the start, from each side's edge. */
  menRows: number;
  /** Turkish men stand on the second and third rows, leaving the back row empty. */
  menFromRow: number;
  first: 'white' | 'black';
  /** Directions for White; Black's are mirrored (geometry.ts MIRROR). */
  manMoves: readonly number[];
  manCaptures: readonly number[];
  kingMoves: readonly number[];
  kingCaptures: readonly number[];
  flyingKings: boolean;
  menCaptureKings: boolean;
  precedence: Precedence;
  /** A man reaching the far row during a capture becomes a king and goes on capturing as one. */
  promoteDuringCapture: boolean;
  /** Captured pieces leave the board at once (Turkish), and a capture may not turn 180°. */
  removeAtOnce: boolean;
  /** Frisian: at most this many non-capturing moves in a row with the same king, unless only kings are left. */
  kingMoveLimit: number | null;
  notation: 'numeric' | 'algebraic';
};

const DIAGONAL = [NW, NE, SW, SE] as const;
const ORTHOGONAL = [N, S, W, E] as const;
const FORWARD = [NW, NE] as const;

const dark = (size: number, darkParity: 0 | 1): GeometrySpec => ({
  size,
  allSquares: false,
  darkParity,
  orthogonalStep: 2,
});

/** FMJD international rules: men capture backwards, flying kings, the most pieces. */
const fmjd = (variant: Variant, gameType: number, size: number, menRows: number): Rules => ({
  variant,
  gameType,
  geometry: makeGeometry(dark(size, 1)),
  menRows,
  menFromRow: 0,
  first: 'white',
  manMoves: FORWARD,
  manCaptures: DIAGONAL,
  kingMoves: DIAGONAL,
  kingCaptures: DIAGONAL,
  flyingKings: true,
  menCaptureKings: true,
  precedence: 'count',
  promoteDuringCapture: false,
  removeAtOnce: false,
  kingMoveLimit: null,
  notation: 'numeric',
});

const international = fmjd('international', 20, 10, 4);
const brazilian: Rules = { ...fmjd('brazilian', 26, 8, 3), notation: 'algebraic' };
const canadian = fmjd('canadian', 27, 12, 5);
/** Free choice of capture; a man reaching the far row mid-capture goes on as a king. */
const russian: Rules = {
  ...fmjd('russian', 25, 8, 3),
  precedence: 'free',
  promoteDuringCapture: true,
  notation: 'algebraic',
};
/** APCA pool checkers: Black moves first, free choice, no promotion in passing. */
const pool: Rules = { ...fmjd('pool', 23, 8, 3), first: 'black', precedence: 'free' };
/** FID: square 1 is the top-left corner (a8); men move and capture forwards, never take a king. */
const italian: Rules = {
  ...fmjd('italian', 22, 8, 3),
  geometry: makeGeometry(dark(8, 0)),
  manCaptures: FORWARD,
  flyingKings: false,
  menCaptureKings: false,
  precedence: 'italian',
};
/** WCDF: Black moves first; men forwards only, short kings, free choice. */
const english: Rules = {
  ...fmjd('english', 21, 8, 3),
  first: 'black',
  manCaptures: FORWARD,
  flyingKings: false,
  precedence: 'free',
};
/** Captures along rows and files too; kings move on diagonals only; majority by value. */
const frisian: Rules = {
  ...fmjd('frisian', 40, 10, 4),
  manCaptures: [...DIAGONAL, ...ORTHOGONAL],
  kingCaptures: [...DIAGONAL, ...ORTHOGONAL],
  precedence: 'value',
  kingMoveLimit: 3,
};
/** Every square; men forwards and sideways; flying kings; pieces removed at once. */
const turkish: Rules = {
  variant: 'turkish',
  gameType: 30,
  geometry: makeGeometry({ size: 8, allSquares: true, darkParity: 0, orthogonalStep: 1 }),
  menRows: 2,
  menFromRow: 1,
  first: 'white',
  manMoves: [N, W, E],
  manCaptures: [N, W, E],
  kingMoves: ORTHOGONAL,
  kingCaptures: ORTHOGONAL,
  flyingKings: true,
  menCaptureKings: true,
  precedence: 'count',
  promoteDuringCapture: false,
  removeAtOnce: true,
  kingMoveLimit: null,
  notation: 'algebraic',
};

export const RULES: Readonly<Record<Variant, Rules>> = {
  international,
  brazilian,
  russian,
  pool,
  italian,
  english,
  frisian,
  turkish,
  canadian,
};
