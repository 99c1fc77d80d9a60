/**
 * How figures read in print. Points are integers in the point system (ARCHITECTURE.md); they are
 * divided by its scale only here, and a half is printed as "½" so that 2/1/0 draughts scores stay
 * whole numbers and 1/½/0 files still read naturally.
 */
import type { PointSystem } from '../../shared/domain';
import type { TiebreakFigure } from '../engine/types';
import { figureText } from '../../shared/figure-text';
import { formatDate } from '../../shared/dates';

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

/** The one reading of a figure on screen, in print, on the website (shared/figure-text.ts). */
export function tiebreak(f: TiebreakFigure, ps: PointSystem): string {
  return figureText(f, ps.scale);
}

const LOCALES = { en: 'en-GB', fr: 'fr-FR', nl: 'nl-NL', pl: 'pl-PL' } as const;

/** A day in print as on screen, in the report's language (shared/dates.ts): "05/12/2026" in French. */
export function date(d: Date, lng: keyof typeof LOCALES): string {
  return formatDate(lng, d);
}

/** Sorting names the way a reader of that language expects (Ł after L in Polish, and so on). */
export function collator(lng: keyof typeof LOCALES): Intl.Collator {
  return new Intl.Collator(LOCALES[lng], { sensitivity: 'base' });
}
