/**
 * The point system of a TRF file. Values are read in tenths (TRF writes points with one decimal),
 * then brought to the smallest integer scale that holds them all (ARCHITECTURE.md: points are
 * integers in the engine): draughts 2/1/0 gives scale 1, the FIDE default 1/0.5/0 scale 2.
 */
import type { PointSystem } from '../../shared/domain';
import type { TrfResult } from './trf-types';

/** Point values in tenths, as declared by `162` or `BBW BBD BBL BBZ BBF BBU`. */
export type PointTenths = {
  win: number;
  draw: number;
  loss: number;
  zeroBye: number;
  forfeitLoss: number;
  /** null: the pairing-allocated bye is worth a win (bbpPairings and TRF-2026 default). */
  bye: number | null;
};

/** FIDE default when a file declares nothing: 1, 0.5, 0 (TRF-16). */
export const DEFAULT_TENTHS: PointTenths = {
  win: 10,
  draw: 5,
  loss: 0,
  zeroBye: 0,
  forfeitLoss: 0,
  bye: null,
};

/** Parses `4`, `4.0`, `10.5` into tenths; null when the text is not such a number. */
export function parseTenths(text: string): number | null {
  const m = /^(\d{1,4})(?:\.(\d))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 10 + (m[2] === undefined ? 0 : Number(m[2]));
}

/** The smallest scale (1, 2 or 10) at which every value in tenths is an integer. */
export function scaleFor(values: readonly number[]): number {
  if (values.every((v) => v % 10 === 0)) return 1;
  if (values.every((v) => v % 5 === 0)) return 2;
  return 10;
}

/** Converts tenths to integer points at `scale`; null when not representable. */
export function tenthsToPoints(tenths: number, scale: number): number | null {
  const step = 10 / scale;
  return tenths % step === 0 ? tenths / step : null;
}

export function toPointSystem(t: PointTenths): PointSystem {
  const bye = t.bye ?? t.win;
  const scale = scaleFor([t.win, t.draw, t.loss, t.zeroBye, t.forfeitLoss, bye]);
  const p = (v: number): number => (v * scale) / 10;
  return {
    win: p(t.win),
    draw: p(t.draw),
    loss: p(t.loss),
    // C.04.1 and TRF: a forfeit win and a full-point bye score a win, a half-point bye a draw.
    forfeitWin: p(t.win),
    forfeitLoss: p(t.forfeitLoss),
    bye: p(bye),
    halfBye: p(t.draw),
    zeroBye: p(t.zeroBye),
    fullBye: p(t.win),
    scale,
  };
}

/** Points a round entry is worth. */
export function resultPoints(result: TrfResult, ps: PointSystem): number {
  switch (result) {
    case '1':
    case 'W':
      return ps.win;
    case '=':
    case 'D':
      return ps.draw;
    case '0':
    case 'L':
      return ps.loss;
    case '+':
      return ps.forfeitWin;
    case '-':
      return ps.forfeitLoss;
    case 'U':
      return ps.bye;
    case 'F':
      return ps.fullBye;
    case 'H':
      return ps.halfBye;
    case 'Z':
    case ' ':
      return ps.zeroBye;
  }
}

/** Formats integer points at `scale` with one decimal, as TRF writes them (`4.0`, `10.5`). */
export function formatPoints(points: number, scale: number): string {
  return (points / scale).toFixed(1);
}
