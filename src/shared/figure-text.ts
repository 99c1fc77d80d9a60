/**
 * The text of a figure, one reading for the screens, every PDF, the website and the command line
 * (RULES.md R9.6): points, tiebreak figures, counts, team figures. The same figure never reads "3"
 * on screen and "3.0" on paper. Nothing else turns a figure into text.
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
 * - Team figures (R16.1): board points in the board point system, match points and Buchholz /
 *   Sonneborn-Berger on match points whole or halves, opponents' win percentage to one decimal,
 *   direct encounter only among teams still tied that have all met, the seed as a number.
 *
 * `decimal`: halves as "1.5" (the command line, whose tables are checked against published ones).
 */

import { TEAM_CRITERION_UNITS, type TeamCriterionCode } from './domain';

/** Points in the point system, divided by its scale; a half reads "½" (R4.1: 1½ on 1/½/0). */
export function points(value: number, scale: number): string {
  const v = value / scale;
  const whole = Math.trunc(v);
  const frac = Math.abs(v - whole);
  if (Math.abs(frac - 0.5) < 1e-9) return whole === 0 ? `${v < 0 ? '-' : ''}½` : `${whole}½`;
  if (frac < 1e-9) return String(whole);
  return (Math.round(v * 100) / 100).toString();
}

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

/** A team tiebreak figure (shared/api/teams.ts `TeamFigure`, the team report model's). */
export type TeamFigureLike = {
  code: string;
  value: number;
  among?: readonly unknown[];
  decisive?: boolean;
};

/**
 * A team figure as every team table prints it; `boardScale` is the board point system's scale
 * (board points only: match points are whole numbers or halves).
 */
export function teamFigureText(f: TeamFigureLike | undefined, boardScale: number): string {
  if (!f) return '';
  const code = f.code as TeamCriterionCode;
  // only among tied teams that have all met (a tie of teams that never met has no DE)
  if (code === 'DE' && ((f.among?.length ?? 0) < 2 || f.decisive !== true)) return '';
  return valueText(TEAM_CRITERION_UNITS[code] ?? 'points', f.value, code === 'BP' ? boardScale : 1);
}
