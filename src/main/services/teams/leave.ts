/**
 * A team leaves (R10.2, R16.1b): by the arbiter's hand, or declared by its captain from the phone
 * (R16.2, issue 32.3), and the arbiter's undo while the next round is not paired. Every leave is
 * kept with what it wrote (migration 024), so that the undo takes back exactly that.
 */
import { AppError } from '../../../shared/errors';
import type { GameResult } from '../../../shared/domain';
import type { Db } from '../../db/connection';
import type { TeamLeave } from '../../../shared/api/teams';
import {
  clearTeamLeft,
  insertTeamLeave,
  liveLeaveOf,
  liveLeaves,
  markLeaveUndone,
  type LeaveGame,
  type TeamLeaveRecord,
} from '../../db/repos/team-leaves';
import {
  setForfeitedBy,
  setTeamGameResult,
  setTeamLeft,
  type MatchRecord,
  type TeamRecord,
} from '../../db/repos/teams';
import { matchOf } from './lineups';
import { refreshStatus } from './results';
import {
  latestRound,
  loadTeamAndState,
  loadTeamState,
  requireStarted,
  teamOf,
  type TeamState,
} from './state';

export type LeaveKind = 'abandon' | 'forfeit';
/** Who declared it: the arbiter, or the captain from his phone with his personal link or code. */
export type LeaveBy = { by: 'arbiter' } | { by: 'captain'; channel: 'link' | 'code'; phone: string | null };

/** The team's match in the latest round, when it has an opponent (a bye has no boards to lose). */
export function currentMatch(s: TeamState, teamId: number): MatchRecord | undefined {
  const m = matchOf(s, teamId, latestRound(s));
  return m && m.away !== null ? m : undefined;
}

const forfeitFor = (winnerIsHome: boolean, homeColour: 'white' | 'black'): GameResult =>
  (homeColour === 'white') === winnerIsHome ? 'white-wins-forfeit' : 'black-wins-forfeit';

/** The boards of the current match that a leave would score as forfeits: those without a result. */
export const boardsToForfeit = (m: MatchRecord | undefined): number[] =>
  m ? m.games.filter((g) => g.result === null).map((g) => g.board) : [];

/**
 * R10.2, R16.1b: the boards of the current match without a result are lost by forfeit; boards
 * already played over the board stay as played (board standings, the rating report). `abandon`
 * keeps the match as its boards say; `forfeit` resolves it for the opponent whatever they say
 * (the seeds: "le match en cours est résolu en faveur de l'adversaire"). Either way the team is no
 * longer paired and ranks behind every team still in. What it wrote is kept for the undo.
 */
export function leave(
  db: Db,
  teamId: number,
  kind: LeaveKind,
  now: Date,
  who: LeaveBy = { by: 'arbiter' },
): { team: TeamRecord; leave: TeamLeaveRecord } {
  const { s, team } = loadTeamAndState(db, teamId);
  if (s.tournament.status === 'registration')
    throw new AppError('teams:errors.leaveBeforeStart', {
      name: s.tournament.settings.name,
      team: team.name,
    });
  requireStarted(s);
  if (team.left)
    throw new AppError('teams:errors.teamLeft', { team: team.name, round: team.left.afterRound });
  const m = currentMatch(s, teamId);
  const stamp = now.toISOString();
  const games: LeaveGame[] = [];
  if (m) {
    const winnerIsHome = m.away === teamId;
    for (const g of m.games.filter((x) => x.result === null)) {
      const result = forfeitFor(winnerIsHome, g.homeColour);
      setTeamGameResult(db, g.id, result, stamp);
      games.push({ id: g.id, board: g.board, result });
    }
    if (kind === 'forfeit') setForfeitedBy(db, m.id, teamId);
  }
  const afterRound = latestRound(s);
  setTeamLeft(db, teamId, kind, afterRound);
  const record = {
    tournamentId: s.tournament.id,
    teamId,
    kind,
    afterRound,
    by: who.by,
    channel: who.by === 'captain' ? who.channel : null,
    phone: who.by === 'captain' ? who.phone : null,
    matchId: kind === 'forfeit' && m ? m.id : null,
    matchNo: m ? m.matchNo : null,
    games,
    at: stamp,
  };
  const id = insertTeamLeave(db, record);
  refreshStatus(db, s.tournament.id);
  return { team, leave: { ...record, id, undoneAt: null } };
}

/** Why a leave can no longer be undone, or null while it can: the next round is paired. */
export const undoBlocked = (s: TeamState, l: TeamLeaveRecord): number | null =>
  latestRound(s) > l.afterRound ? latestRound(s) : null;

/**
 * The arbiter takes a leave back while the round after it is not paired: the boards it scored as
 * forfeits are without a result again (unless a result was entered on them since, which stays),
 * the match is no longer resolved for the opponent, and the team is paired again.
 */
export function undoLeave(db: Db, teamId: number, now: Date): { team: TeamRecord; leave: TeamLeaveRecord } {
  const { s, team } = loadTeamAndState(db, teamId);
  requireStarted(s);
  if (!team.left) throw new AppError('teams:errors.undoLeaveNotLeft', { team: team.name });
  const l = liveLeaveOf(db, teamId);
  if (!l)
    throw new AppError('teams:errors.undoLeaveUnrecorded', { team: team.name, round: team.left.afterRound });
  const paired = undoBlocked(s, l);
  if (paired !== null)
    throw new AppError('teams:errors.undoLeaveAfterPairing', {
      team: team.name,
      round: paired,
      after: l.afterRound,
    });
  const stamp = now.toISOString();
  const games = new Map(s.matches.flatMap((m) => m.games).map((g) => [g.id, g]));
  for (const g of l.games) if (games.get(g.id)?.result === g.result) setTeamGameResult(db, g.id, null, stamp);
  const m = s.matches.find((x) => x.id === l.matchId);
  if (m && m.forfeitedBy === teamId) setForfeitedBy(db, m.id, null);
  clearTeamLeft(db, teamId);
  markLeaveUndone(db, l.id, stamp);
  refreshStatus(db, s.tournament.id);
  return { team, leave: l };
}

/** The tournament's leaves not undone, as the Teams screen shows and undoes them. */
export function leavesView(db: Db, tournamentId: number): TeamLeave[] {
  const s = loadTeamState(db, tournamentId);
  return liveLeaves(db, tournamentId).map((l) => ({
    teamId: l.teamId,
    team: teamOf(s, l.teamId).name,
    kind: l.kind,
    afterRound: l.afterRound,
    by: l.by,
    channel: l.channel,
    phone: l.phone,
    at: l.at,
    matchNo: l.matchNo,
    boards: l.games.map((g) => g.board),
    undoable: undoBlocked(s, l) === null,
  }));
}
