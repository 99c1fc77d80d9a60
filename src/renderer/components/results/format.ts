import type { TFunction } from 'i18next';
import type { GameResult, PointSystem } from '../../../shared/domain';

/** Points in the point system, divided by its scale; a half reads "½" as in print. */
export function pts(value: number, scale: number): string {
  const v = value / scale;
  const whole = Math.trunc(v);
  const frac = Math.abs(v - whole);
  if (Math.abs(frac - 0.5) < 1e-9) return whole === 0 ? `${v < 0 ? '-' : ''}½` : `${whole}½`;
  if (frac < 1e-9) return String(whole);
  return (Math.round(v * 100) / 100).toString();
}

/**
 * R8: one code per result, the same on screen and in print: played games as the score White
 * first ("2–0", "1–1", "0–2"), unplayed ones marked (+/− forfeit, −/− double forfeit, ns no-show,
 * R ruled draw).
 */
export function resultCode(result: GameResult, ps: PointSystem, t: TFunction): string {
  switch (result) {
    case 'white-wins':
      return `${pts(ps.win, ps.scale)}–${pts(ps.loss, ps.scale)}`;
    case 'draw':
      return `${pts(ps.draw, ps.scale)}–${pts(ps.draw, ps.scale)}`;
    case 'black-wins':
      return `${pts(ps.loss, ps.scale)}–${pts(ps.win, ps.scale)}`;
    default:
      return t(`results.code.${result}`);
  }
}

/** The same result seen from Black's side (crosstable rows read from the entrant's side). */
export const FLIP: Record<GameResult, GameResult> = {
  'white-wins': 'black-wins',
  'black-wins': 'white-wins',
  draw: 'draw',
  'ruled-draw': 'ruled-draw',
  'white-wins-no-show': 'black-wins-no-show',
  'black-wins-no-show': 'white-wins-no-show',
  'white-wins-forfeit': 'black-wins-forfeit',
  'black-wins-forfeit': 'white-wins-forfeit',
  'double-forfeit': 'double-forfeit',
};
