/**
 * The team views the team reports are built from (reports/teams/from-api.ts), read by the same
 * service functions that answer the team API (team.event, team.list, team.round, team.standings,
 * team.boardStandings), so the website and the printed reports show the very same figures.
 */
import { printedDates, printedDatesText } from '../../../shared/settings';
import type { Language } from '../../../shared/i18n/index';
import type { Db } from '../../db/connection';
import { getEvent } from '../../db/repos/events';
import { pairedDays } from '../../db/repos/tournaments';
import type { Paper } from '../../reports/model';
import { teamModelFromViews, type TeamViews } from '../../reports/teams/from-api';
import { renderTeamReport } from '../../reports/teams/index';
import type { TeamReportKind, TeamReportModel } from '../../reports/teams/model';
import { boardStandings, computeTeams, standingsView } from './standings';
import { loadTeamState } from './state';
import { eventView, roundView, teamView } from './views';

/**
 * Every round paired so far; the standings and board standings after `afterRound` (the last by
 * default, and past the last).
 */
export function teamReportViews(db: Db, tournamentId: number, afterRound?: number): TeamViews {
  const s = loadTeamState(db, tournamentId);
  const event = eventView(db, s);
  const last = event.currentRound;
  const order = [...s.teams].sort((a, b) => (a.seed ?? a.entryNo) - (b.seed ?? b.entryNo));
  const rounds = Array.from({ length: last }, (_, i) => roundView(s, i + 1));
  const computed = computeTeams(db, tournamentId, last);
  const after = afterRound === undefined ? computed : computeTeams(db, tournamentId, afterRound);
  return {
    eventName: getEvent(db)?.name ?? '',
    event,
    teams: order.map((t) => teamView(s, t, computed.ratings)),
    rounds,
    standings: standingsView(after, false),
    boards: boardStandings(after),
  };
}

export type TeamReportRequest = { language: Language; paper: Paper; printed: Date; round?: number };

/**
 * The team report model of one team tournament: `round` is the round a round report is about and
 * the round the standings are after (the last paired by default; past it, the last).
 */
export function teamReportModel(db: Db, tournamentId: number, req: TeamReportRequest): TeamReportModel {
  // The standings after the chosen round, or after the last one when it goes past it.
  const views = teamReportViews(db, tournamentId, req.round);
  const chosen = req.round ?? views.event.currentRound;
  return teamModelFromViews(views, {
    language: req.language,
    paper: req.paper,
    printed: req.printed,
    round: chosen,
    dates: printedDatesText(
      printedDates(views.event.tournament.settings, pairedDays(db, tournamentId)),
      req.language,
    ),
  });
}

/** One team report as a PDF, and the names it is saved under. */
export async function teamReport(
  db: Db,
  tournamentId: number,
  kind: TeamReportKind,
  req: TeamReportRequest,
): Promise<{ pdf: Buffer; name: string; round: number }> {
  const model = teamReportModel(db, tournamentId, req);
  const pdf = await renderTeamReport(kind, model);
  return { pdf, name: model.header.tournament || model.header.event, round: model.round };
}
