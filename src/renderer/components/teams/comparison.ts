/**
 * "Why is A above B" for teams (R16.1, as R9.6 for players): the sentence that names what decided
 * between two teams, with both figures written as the standings write them.
 */
import type { TeamCriterion, TeamStandings } from '../../../shared/api/teams';
import { teamFigureText } from '../../../shared/figure-text';

export type Decided = TeamCriterion | 'matchPoints' | 'left' | 'tied';
export type Comparison = {
  above: number;
  below: number;
  decidedBy: Decided;
  aboveValue: number | null;
  belowValue: number | null;
};

/** The message key (`teamui:why.*`) and its params. */
export function comparisonSentence(
  c: Comparison,
  standings: Pick<TeamStandings, 'rows' | 'scale'>,
  criterion: (code: TeamCriterion) => string,
): { key: string; params: Record<string, string> } {
  const name = (id: number) => standings.rows.find((r) => r.team.id === id)?.team.name ?? String(id);
  const params = { above: name(c.above), below: name(c.below) };
  const value = (v: number | null, code: TeamCriterion) =>
    v === null ? '–' : teamFigureText({ code, value: v, among: [c.above, c.below] }, standings.scale);
  switch (c.decidedBy) {
    case 'matchPoints':
      return {
        key: 'why.matchPoints',
        params: { ...params, aboveValue: String(c.aboveValue ?? 0), belowValue: String(c.belowValue ?? 0) },
      };
    case 'left':
      return { key: 'why.left', params };
    case 'tied':
      return { key: 'why.tied', params };
    default:
      return {
        key: 'why.criterion',
        params: {
          ...params,
          criterion: criterion(c.decidedBy),
          aboveValue: value(c.aboveValue, c.decidedBy),
          belowValue: value(c.belowValue, c.decidedBy),
        },
      };
  }
}
