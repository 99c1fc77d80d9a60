/** The printed reports of a team event, by kind: a pure builder from the model, then rendering. */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../render';
import { teamBoardStandingsReport } from './board-standings';
import { teamCrosstableReport } from './crosstable';
import { teamMatchSheetsReport } from './match-sheets';
import type { TeamReportKind, TeamReportModel } from './model';
import { teamPairingsReport } from './pairings';
import { teamStandingsReport } from './standings';

export const TEAM_BUILDERS: Record<TeamReportKind, (m: TeamReportModel) => TDocumentDefinitions> = {
  'team-match-sheets': teamMatchSheetsReport,
  'team-pairings': teamPairingsReport,
  'team-standings': teamStandingsReport,
  'team-crosstable': teamCrosstableReport,
  'team-board-standings': teamBoardStandingsReport,
};

export function renderTeamReport(kind: TeamReportKind, m: TeamReportModel): Promise<Buffer> {
  return renderPdf(TEAM_BUILDERS[kind](m));
}
