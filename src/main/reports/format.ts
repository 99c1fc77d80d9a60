/**
 * Dates and name order in print. Figures (points, tiebreak figures, counts) are written by the
 * one figure module of the screens, print, website and command line (shared/figure-text.ts).
 */
import { formatDate } from '../../shared/dates';

const LOCALES = { en: 'en-GB', fr: 'fr-FR', nl: 'nl-NL', pl: 'pl-PL' } as const;

/** A day in print as on screen, in the report's language (shared/dates.ts): "05/12/2026" in French. */
export function date(d: Date, lng: keyof typeof LOCALES): string {
  return formatDate(lng, d);
}

/** Sorting names the way a reader of that language expects (Ł after L in Polish, and so on). */
export function collator(lng: keyof typeof LOCALES): Intl.Collator {
  return new Intl.Collator(LOCALES[lng], { sensitivity: 'base' });
}
