/**
 * Team standings figures as the screens show them (R16.1): match points and Buchholz /
 * Sonneborn-Berger on match points are whole or halves, board points in the board point system
 * (2/1/0: `scale` 1), opponents' win percentage to one decimal, direct encounter only among teams
 * still tied, the initial seed as a number.
 */
import type { TeamCriterion, TeamFigure } from '../../../shared/api/teams';
import { points } from '../../../shared/result-notation';

export function teamFigureText(f: TeamFigure | undefined, scale: number): string {
  if (!f) return '';
  switch (f.code) {
    case 'BP':
      return points(f.value, scale);
    case 'OWP':
      return (Math.round(f.value * 10) / 10).toFixed(1);
    case 'DE':
      // only among tied teams that have all met (a tie of teams that never met has no DE)
      return (f.among?.length ?? 0) < 2 || f.decisive !== true ? '' : points(f.value, 1);
    case 'TPN':
      return String(f.value);
    case 'BH':
    case 'SB':
      return points(f.value, 1);
  }
}

/** Column heading and full name of a criterion (`teamui:criterion.*`). */
export const criterionShort = (code: TeamCriterion) => `teamui:criterion.short.${code}`;
export const criterionName = (code: TeamCriterion) => `teamui:criterion.name.${code}`;
