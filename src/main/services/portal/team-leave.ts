/**
 * A captain declares from his phone that his team forfeits its match or abandons the tournament
 * (R16.1b, R16.2; issue 32.3). Only the captain's own credential speaks for the team (his slip's
 * personal link or code, docs/PORTAL.md): the tournament's password, which the whole hall may
 * know, never does. The leave is the arbiter's own (teams/leave.ts), kept with the phone that
 * declared it, alerted on the Teams screen and undone there while the next round is not paired.
 */
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/connection';
import { logActivity } from '../activity-log';
import { boardsToForfeit, currentMatch, leave, type LeaveKind } from '../teams/leave';
import { latestRound, loadTeamState, teamOf, unfinished } from '../teams/state';
import type { Identity } from './access';
import { forgetModel } from './read-model';
import type { Sender } from './sender';

export type LeaveRequest = {
  /** The round and the match the phone showed: a phone that is behind is refused, not obeyed. */
  round: number;
  match: number | null;
  kind: LeaveKind;
};

/** The checks before anything is written: each refusal says what to do instead. */
function admitLeave(db: Db, who: Identity, req: LeaveRequest) {
  if (who.teamId === null) throw new AppError('portal:withdraw.captainsOnly');
  if (who.channel === 'password') throw new AppError('portal:withdraw.bySlipOnly');
  const s = loadTeamState(db, who.tournamentId);
  const team = teamOf(s, who.teamId);
  if (team.left)
    throw new AppError('portal:withdraw.alreadyLeft', { team: team.name, round: team.left.afterRound });
  const latest = latestRound(s);
  if (latest === 0) throw new AppError('portal:match.none');
  if (req.round !== latest) throw new AppError('portal:roundClosed', { round: req.round });
  if (unfinished(s, latest) === 0) throw new AppError('portal:withdraw.roundComplete', { round: latest });
  const m = currentMatch(s, team.id);
  if (req.match !== (m?.matchNo ?? null))
    throw new AppError('portal:withdraw.notYourMatch', { match: req.match ?? 0, team: team.name });
  if (req.kind === 'forfeit' && boardsToForfeit(m).length === 0)
    throw new AppError('portal:withdraw.nothingToForfeit', { match: m?.matchNo ?? 0 });
  return { s, team, m };
}

export function declareLeave(db: Db, who: Identity, req: LeaveRequest, now: Date, from: Sender) {
  const { s, team, m } = admitLeave(db, who, req);
  const channel = who.channel === 'code' ? 'code' : 'link';
  const done = leave(db, team.id, req.kind, now, { by: 'captain', channel, phone: from.phone });
  const opponent = m ? teamOf(s, m.home === team.id ? (m.away ?? 0) : m.home).name : null;
  logActivity(db, now, {
    action: 'portal.leave',
    tournamentId: s.tournament.id,
    summary: {
      team: team.name,
      kind: req.kind,
      round: done.leave.afterRound,
      match: done.leave.matchNo,
      opponent,
      boards: done.leave.games.map((g) => g.board),
      channel,
      phone: from.phone,
      address: from.address,
    },
  });
  forgetModel(db, s.tournament.id);
  return { kind: req.kind, afterRound: done.leave.afterRound };
}
