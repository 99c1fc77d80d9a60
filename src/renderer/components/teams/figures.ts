/**
 * The team criteria's names on the screens. Their figures are written by the one figure module
 * of screen, print and website (shared/figure-text.ts `teamFigureText`).
 */
import type { TeamCriterion } from '../../../shared/api/teams';

/** Column heading and full name of a criterion (`teamui:criterion.*`). */
export const criterionShort = (code: TeamCriterion) => `teamui:criterion.short.${code}`;
export const criterionName = (code: TeamCriterion) => `teamui:criterion.name.${code}`;
