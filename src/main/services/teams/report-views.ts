/**
 * The team views the team reports are built from (reports/teams/from-api.ts), read by the same
 * service functions that answer the team API (team.event, team.list, team.round, team.standings,
 * team.boardStandings), so the website and the printed reports show the very same figures.
 */
import type { Db } from '../../db/connection';
import type { TeamViews } from '../../reports/teams/from-api';
import { boardStandings, computeTeams, standingsView } from './standings';
import { loadTeamState } from './state';
import { eventView, roundView, teamView } from './views';

export function teamReportViews(db: Db, tournamentId: number, eventName: string): TeamViews {
  const s = loadTeamState(db, tournamentId);
  const event = eventView(db, s);
  const last = event.currentRound;
  const order = [...s.teams].sort((a, b) => (a.seed ?? a.entryNo) - (b.seed ?? b.entryNo));
  const rounds = Array.from({ length: last }, (_, i) => roundView(s, i + 1));
  const computed = computeTeams(db, tournamentId, last);
  return {
    eventName,
    event,
    teams: order.map((t) => teamView(s, t, computed.ratings)),
    rounds,
    standings: standingsView(computed, false),
    boards: boardStandings(computed),
  };
}
