/**
 * The text of a tiebreak figure, one reading for the Standings screen, every PDF, the website and
 * the command line (RULES.md R9.6): the same figure never reads "3" on screen and "3.0" on paper.
 *
 * - Points (Solkoff, Sonneborn-Berger, direct encounter, ...) are integers in the point system,
 *   divided by its scale here only; a half reads "½" (R9.2: Sonneborn-Berger counts half the
 *   score of an opponent drawn with, so on 2/1/0 it can end in a half: "1½" is one and a half).
 * - Counts (wins, games) and numbers (the starting number) are whole numbers.
 * - Ratings are rounded to the unit, percentages to one decimal.
 * - Direct encounter (R9.3, FIDE C.07) has a figure only for an entrant still tied when it is
 *   applied (same points, same criteria before it): blank otherwise. When the tied have not all
 *   met each other and it does not decide for this entrant, it reads in brackets: "(2)".
 *
 * `decimal`: halves as "1.5" (the command line, whose tables are checked against published ones).
 */
import { points } from './result-notation';

export type FigureLike = {
  code: string;
  value: number;
  unit: 'points' | 'count' | 'rating' | 'percent' | 'number';
  among?: readonly unknown[];
  decisive?: boolean;
};

export type FigureTextOptions = { decimal?: boolean };

/** Points in the point system, divided by its scale; a half "½" unless `decimal`. */
export function pointsText(value: number, scale: number, options: FigureTextOptions = {}): string {
  if (!options.decimal) return points(value, scale);
  const v = value / scale;
  return Number.isInteger(v) ? String(v) : String(Math.round(v * 100) / 100);
}

/** The value alone, whatever the figure (a contribution, a compared value). */
export function valueText(
  unit: FigureLike['unit'],
  value: number,
  scale: number,
  options: FigureTextOptions = {},
): string {
  switch (unit) {
    case 'points':
      return pointsText(value, scale, options);
    case 'rating':
      return String(Math.round(value));
    case 'percent':
      return (Math.round(value * 10) / 10).toFixed(1);
    case 'count':
    case 'number':
      return pointsText(value, 1, options);
  }
}

/** True when direct encounter has a figure for this entrant: tied with at least one other. */
export const deApplies = (f: FigureLike): boolean => f.code !== 'DE' || (f.among?.length ?? 0) >= 2;

/** The figure as every table prints it. */
export function figureText(f: FigureLike, scale: number, options: FigureTextOptions = {}): string {
  if (!deApplies(f)) return '';
  const text = valueText(f.unit, f.value, scale, options);
  return f.code === 'DE' && f.decisive === false ? `(${text})` : text;
}
