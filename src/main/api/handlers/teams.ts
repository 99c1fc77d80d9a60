import type { HandlerMap } from '../types';
import {
  addPlayer,
  addTeam,
  createTeamTournament,
  editTeam,
  removePlayer,
  removeTeam,
  reorderRoster,
  setTeamOrder,
  updateTeamSettings,
} from '../../services/teams/registration';
import { endTeams, pairNextTeams, previewStart, startTeams } from '../../services/teams/play';
import { refuseStartAfterEnd } from '../../services/rounds/duration';
import { warningsOf } from './tournaments';
import { correctTeamResult, setTeamResult } from '../../services/teams/results';
import { leave, leavesView, undoLeave } from '../../services/teams/leave';
import { setLineup } from '../../services/teams/lineups';
import {
  boardStandings,
  computeTeams,
  crosstable,
  explain,
  standingsView,
} from '../../services/teams/standings';
import { loadTeamAndState, loadTeamState, teamOf } from '../../services/teams/state';
import { eventView, lineupView, roundView, teamView } from '../../services/teams/views';
import { AppError } from '../../../shared/errors';
import { eventRatings } from '../../services/teams/ratings';
import type { teamMethods } from '../../../shared/api/teams';

type TeamMethod = keyof typeof teamMethods;

/** The team as stored after an action. */
const teamNow = (db: Parameters<typeof loadTeamAndState>[0], teamId: number) => {
  const { s, team } = loadTeamAndState(db, teamId);
  return teamView(s, team, eventRatings(db));
};

const roundNow = (db: Parameters<typeof loadTeamState>[0], tournamentId: number, round: number) => {
  const s = loadTeamState(db, tournamentId);
  if (!s.rounds.some((r) => r.number === round)) throw new AppError('teams:errors.roundNotFound', { round });
  return roundView(s, round);
};

/** Team events (R16): each action answers as declared in shared/api/teams.ts. */
export const teamHandlers: HandlerMap<TeamMethod> = {
  'team.createTournament': ({ settings, team }, ctx) => {
    const id = createTeamTournament(ctx.db(), settings, team, ctx.now());
    ctx.log({ tournamentId: id, summary: { name: settings.name, boards: team.boards } });
    const warnings = warningsOf(settings.scheduledStart, ctx.now(), ctx.lng);
    return { ...eventView(ctx.db(), loadTeamState(ctx.db(), id), ctx.now()), warnings };
  },
  'team.event': ({ tournamentId }, ctx) =>
    eventView(ctx.db(), loadTeamState(ctx.db(), tournamentId), ctx.now()),
  'team.updateSettings': ({ tournamentId, team }, ctx) => {
    updateTeamSettings(ctx.db(), tournamentId, team);
    ctx.log({ tournamentId, summary: { team } });
    return eventView(ctx.db(), loadTeamState(ctx.db(), tournamentId), ctx.now());
  },
  'team.list': ({ tournamentId }, ctx) => {
    const s = loadTeamState(ctx.db(), tournamentId);
    const order = [...s.teams].sort((a, b) => (a.seed ?? a.entryNo) - (b.seed ?? b.entryNo));
    const ratings = eventRatings(ctx.db());
    return order.map((t) => teamView(s, t, ratings));
  },
  'team.add': ({ tournamentId, ...fields }, ctx) => {
    const id = addTeam(ctx.db(), tournamentId, fields, ctx.now());
    ctx.log({ tournamentId, summary: { name: fields.name } });
    return teamNow(ctx.db(), id);
  },
  'team.update': ({ teamId, fields }, ctx) => {
    editTeam(ctx.db(), teamId, fields);
    const t = teamNow(ctx.db(), teamId);
    ctx.log({ tournamentId: t.tournamentId, summary: { teamId, fields } });
    return t;
  },
  'team.remove': ({ teamId }, ctx) => {
    const t = removeTeam(ctx.db(), teamId);
    ctx.log({ tournamentId: t.tournamentId, summary: { name: t.name } });
    return null;
  },
  'team.addPlayer': ({ teamId, player, confirm }, ctx) => {
    const t = addPlayer(ctx.db(), teamId, player, ctx.now(), confirm);
    ctx.log({ tournamentId: t.tournamentId, summary: { team: t.name, player } });
    return teamNow(ctx.db(), teamId);
  },
  'team.removePlayer': ({ teamId, entrantId }, ctx) => {
    removePlayer(ctx.db(), teamId, entrantId);
    const t = teamNow(ctx.db(), teamId);
    ctx.log({ tournamentId: t.tournamentId, summary: { team: t.name, entrantId } });
    return t;
  },
  'team.reorderRoster': ({ teamId, order }, ctx) => {
    reorderRoster(ctx.db(), teamId, order);
    const t = teamNow(ctx.db(), teamId);
    ctx.log({ tournamentId: t.tournamentId, summary: { team: t.name, order } });
    return t;
  },
  'team.setOrder': ({ tournamentId, order }, ctx) => {
    setTeamOrder(ctx.db(), tournamentId, order);
    ctx.log({ tournamentId, summary: { order } });
    const s = loadTeamState(ctx.db(), tournamentId);
    const ratings = eventRatings(ctx.db());
    return s.teams.map((t) => teamView(s, t, ratings));
  },
  'team.previewStart': ({ tournamentId }, ctx) => {
    refuseStartAfterEnd(ctx.db(), tournamentId, ctx.now());
    return previewStart(ctx.db(), tournamentId);
  },
  'team.start': ({ tournamentId, seed }, ctx) => {
    const round = startTeams(ctx.db(), tournamentId, seed, ctx.now());
    const s = loadTeamState(ctx.db(), tournamentId);
    ctx.log({ tournamentId, summary: { decision: s.start.decision, seed: s.start.seed } });
    ctx.paired(round);
    return { event: eventView(ctx.db(), s, ctx.now()), round: roundView(s, round) };
  },
  'team.lineup': ({ tournamentId, round, teamId }, ctx) => {
    const s = loadTeamState(ctx.db(), tournamentId);
    teamOf(s, teamId);
    return lineupView(s, teamId, round);
  },
  'team.setLineup': ({ tournamentId, round, teamId, players }, ctx) => {
    setLineup(ctx.db(), tournamentId, round, teamId, players);
    ctx.log({ tournamentId, summary: { round, teamId, players } });
    return lineupView(loadTeamState(ctx.db(), tournamentId), teamId, round);
  },
  'team.pairNext': ({ tournamentId, acceptRematches }, ctx) => {
    const round = pairNextTeams(ctx.db(), tournamentId, ctx.now(), acceptRematches);
    ctx.log({ tournamentId, summary: acceptRematches ? { round, acceptRematches } : { round } });
    ctx.paired(round);
    return roundNow(ctx.db(), tournamentId, round);
  },
  'team.end': ({ tournamentId }, ctx) => {
    const round = endTeams(ctx.db(), tournamentId);
    ctx.log({ tournamentId, summary: { afterRound: round } });
    return eventView(ctx.db(), loadTeamState(ctx.db(), tournamentId));
  },
  'team.round': ({ tournamentId, round }, ctx) => roundNow(ctx.db(), tournamentId, round),
  'team.result': ({ tournamentId, round, match, board, result }, ctx) => {
    const before = setTeamResult(ctx.db(), tournamentId, round, match, board, result, ctx.now());
    ctx.log({ tournamentId, summary: { round, match, board, result, before } });
    return roundNow(ctx.db(), tournamentId, round);
  },
  'team.correct': ({ tournamentId, round, match, board, result, confirm }, ctx) => {
    const { before, repair } = correctTeamResult(
      ctx.db(),
      tournamentId,
      { round, match, board },
      result,
      confirm,
      ctx.now(),
    );
    ctx.log({
      tournamentId,
      summary: { round, match, board, result, before, repaired: repair?.changed ?? false },
    });
    // R6.7: the latest round was paired again
    if (repair?.changed) ctx.paired(repair.round);
    return { round: roundNow(ctx.db(), tournamentId, round), repair };
  },
  'team.abandon': ({ teamId }, ctx) => {
    const t = leave(ctx.db(), teamId, 'abandon', ctx.now()).team;
    ctx.log({ tournamentId: t.tournamentId, summary: { team: t.name } });
    return teamNow(ctx.db(), teamId);
  },
  'team.forfeit': ({ teamId }, ctx) => {
    const t = leave(ctx.db(), teamId, 'forfeit', ctx.now()).team;
    ctx.log({ tournamentId: t.tournamentId, summary: { team: t.name } });
    return teamNow(ctx.db(), teamId);
  },
  'team.leaves': ({ tournamentId }, ctx) => leavesView(ctx.db(), tournamentId),
  'team.undoLeave': ({ teamId }, ctx) => {
    const { team, leave: l } = undoLeave(ctx.db(), teamId, ctx.now());
    ctx.log({
      tournamentId: team.tournamentId,
      summary: {
        team: team.name,
        kind: l.kind,
        round: l.afterRound,
        by: l.by,
        boards: l.games.map((g) => g.board),
      },
    });
    return teamNow(ctx.db(), teamId);
  },
  'team.standings': ({ tournamentId, afterRound, breakdown }, ctx) =>
    standingsView(computeTeams(ctx.db(), tournamentId, afterRound), breakdown),
  'team.explain': ({ tournamentId, afterRound, teamId, versus }, ctx) =>
    explain(computeTeams(ctx.db(), tournamentId, afterRound), teamId, versus),
  'team.boardStandings': ({ tournamentId, afterRound }, ctx) =>
    boardStandings(computeTeams(ctx.db(), tournamentId, afterRound)),
  'team.crosstable': ({ tournamentId, afterRound }, ctx) =>
    crosstable(computeTeams(ctx.db(), tournamentId, afterRound)),
};
