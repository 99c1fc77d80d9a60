/**
 * How figures read in print. Points are integers in the point system (ARCHITECTURE.md); they are
 * divided by its scale only here, and a half is printed as "½" so that 2/1/0 draughts scores stay
 * whole numbers and 1/½/0 files still read naturally.
 */
import type { GameResult, PointSystem } from '../../shared/domain';
import type { TiebreakFigure } from '../engine/types';
import { sides } from '../engine/sheet';

export function points(value: number, scale: number): string {
  const v = value / scale;
  const whole = Math.trunc(v);
  const frac = Math.abs(v - whole);
  if (Math.abs(frac - 0.5) < 1e-9) {
    const sign = v < 0 ? '-' : '';
    return whole === 0 ? `${sign}½` : `${whole}½`;
  }
  if (frac < 1e-9) return String(whole);
  return (Math.round(v * 100) / 100).toString();
}

export function tiebreak(f: TiebreakFigure, ps: PointSystem): string {
  // Direct encounter means something only among entrants still tied (R9.3); alone it is blank.
  if (f.code === 'DE' && (f.among?.length ?? 0) < 2) return '';
  switch (f.unit) {
    case 'points':
      return points(f.value, ps.scale);
    case 'rating':
      return String(Math.round(f.value));
    case 'percent':
      return (Math.round(f.value * 10) / 10).toFixed(1);
    case 'count':
    case 'number':
      return points(f.value, 1);
  }
}

/** R8: "2–0", "1–1", "0–2" in the tournament's point system, White first (Black first if `flip`). */
export function score(result: GameResult, ps: PointSystem, flip = false): string {
  const [w, b] = sides(result, ps);
  const [first, second] = flip ? [b, w] : [w, b];
  return `${points(first.points, ps.scale)}–${points(second.points, ps.scale)}`;
}

/** The i18n key of the mark that a result was not played, or a ruled draw (R8.2-R8.5). */
export function resultMark(result: GameResult): string | null {
  switch (result) {
    case 'white-wins-no-show':
    case 'black-wins-no-show':
      return 'unplayed.noShow';
    case 'white-wins-forfeit':
    case 'black-wins-forfeit':
      return 'unplayed.forfeit';
    case 'double-forfeit':
      return 'unplayed.doubleForfeit';
    case 'ruled-draw':
      return 'unplayed.ruledDraw';
    default:
      return null;
  }
}

const LOCALES = { en: 'en-GB', fr: 'fr-FR', nl: 'nl-NL', pl: 'pl-PL' } as const;

export function date(d: Date, lng: keyof typeof LOCALES): string {
  return new Intl.DateTimeFormat(LOCALES[lng], { day: 'numeric', month: 'long', year: 'numeric' }).format(d);
}

/** Sorting names the way a reader of that language expects (Ł after L in Polish, and so on). */
export function collator(lng: keyof typeof LOCALES): Intl.Collator {
  return new Intl.Collator(LOCALES[lng], { sensitivity: 'base' });
}
