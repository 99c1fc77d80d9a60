import { AppError } from '../../../shared/errors';
import type { PortalListener } from '../../../shared/api/portal';
import type { HandlerContext, HandlerMap, PortalHost } from '../types';
import { getPortalSettings } from '../../db/repos/portal';
import { revokeHolder } from '../../db/repos/portal-tokens';
import { isTeamTournament, listTeamRecords } from '../../db/repos/teams';
import { matchUnits, matchViews } from '../../services/portal/matches';
import { latestRound as latestTeamRound, loadTeamState, requireStarted } from '../../services/teams/state';
import { configurePortal, invite } from '../../services/portal/access';
import { decide } from '../../services/portal/reports';
import { boardViews, roundUnits } from '../../services/portal/units';
import { findRound, latestRound, loadState, requireRunning } from '../../services/rounds/state';
import { listEntrants } from '../../db/repos/entrants';
import { loadTournament } from '../../services/tournaments';
import { named } from '../../services/activity-log';
import type { Db } from '../../db/connection';

type PortalMethod =
  | 'portal.settings'
  | 'portal.configure'
  | 'portal.interfaces'
  | 'portal.listen'
  | 'portal.stop'
  | 'portal.listener'
  | 'portal.invite'
  | 'portal.revoke'
  | 'portal.resume'
  | 'portal.round'
  | 'portal.decide';

const settingsView = (db: Db, tournamentId: number) => {
  loadTournament(db, tournamentId);
  const s = getPortalSettings(db, tournamentId);
  return { tournamentId, enabled: s.enabled, access: s.access, hasPassword: s.passwordHash !== null };
};

const host = (ctx: HandlerContext): PortalHost => {
  if (!ctx.portal) throw new AppError('portal:noListenerHere');
  return ctx.portal;
};

const running = (l: PortalListener): string => {
  if (!l.running || !l.url) throw new AppError('portal:notListening');
  return l.url;
};

/** A round's reports for the arbiter, and the alert when its passwords and codes reached their limit. */
function roundView(ctx: HandlerContext, tournamentId: number, number: number | undefined) {
  const now = ctx.now();
  const view = roundOf(ctx.db(), tournamentId, number, now);
  return { ...view, guessing: ctx.portal?.guessing(tournamentId, now) ?? null };
}

function roundOf(db: Db, tournamentId: number, number: number | undefined, now: Date) {
  if (isTeamTournament(db, tournamentId)) {
    // R16.2 team matches: one unit per match, in the same shape.
    const s = loadTeamState(db, tournamentId);
    requireStarted(s);
    const n = number ?? latestTeamRound(s);
    if (!s.rounds.some((r) => r.number === n)) throw new AppError('teams:errors.roundNotFound', { round: n });
    return { round: n, boards: matchViews(s, matchUnits(db, s, n), now) };
  }
  const s = requireRunning(loadState(db, tournamentId));
  const round = number === undefined ? latestRound(s) : findRound(s, number);
  if (!round) throw new AppError('play:roundNotPaired', { round: 1 });
  return { round: round.number, boards: boardViews(s, roundUnits(db, s, round), now) };
}

export const portalHandlers: HandlerMap<PortalMethod> = {
  'portal.settings': ({ tournamentId }, ctx) => settingsView(ctx.db(), tournamentId),
  'portal.configure': ({ tournamentId, enabled, access, password }, ctx) => {
    const db = ctx.db();
    configurePortal(
      db,
      tournamentId,
      { enabled, access, ...(password !== undefined ? { password } : {}) },
      ctx.now(),
    );
    // The log says what changed, never the password itself.
    ctx.log({
      tournamentId,
      summary: {
        enabled,
        access,
        password: password === undefined ? 'kept' : password === null ? 'removed' : 'set',
      },
    });
    return settingsView(db, tournamentId);
  },
  'portal.interfaces': (_input, ctx) => host(ctx).interfaces(),
  'portal.listen': ({ address, port }, ctx) => host(ctx).listen(address, port),
  'portal.stop': (_input, ctx) => host(ctx).stop(),
  'portal.listener': (_input, ctx) =>
    ctx.portal ? ctx.portal.state() : { running: false, url: null, scope: null },
  'portal.invite': ({ tournamentId, entrantIds, teamIds }, ctx) => {
    const base = running(host(ctx).state());
    const db = ctx.db();
    if (!getPortalSettings(db, tournamentId).enabled) throw new AppError('portal:off');
    if (isTeamTournament(db, tournamentId)) {
      // R16.2 team matches: a link per team, for its captain.
      if (entrantIds) throw new AppError('portal:captainsOnly');
      const wantedTeams = teamIds ? new Set(teamIds) : null;
      // All of them: those still in (R16.1b: a team that left reports nothing more); named: those.
      const teams = listTeamRecords(db, tournamentId).filter((t) =>
        wantedTeams ? wantedTeams.has(t.id) : t.left === null,
      );
      if (wantedTeams && teams.length !== wantedTeams.size) throw new AppError('portal:noSuchTeam');
      const links = teams.map((t) => {
        const slip = invite(db, tournamentId, { teamId: t.id }, ctx.now());
        return {
          entrantId: null,
          teamId: t.id,
          startNo: t.seed,
          name: t.name,
          url: `${base}#t=${slip.token}`,
          code: slip.code,
        };
      });
      ctx.log({ tournamentId, summary: { invited: links.map((l) => l.name) } });
      return links;
    }
    if (teamIds) throw new AppError('portal:notTeamEvent');
    const wanted = entrantIds ? new Set(entrantIds) : null;
    const entrants = listEntrants(db, tournamentId).filter((e) =>
      wanted ? wanted.has(e.id) : e.withdrawnAfterRound === null,
    );
    if (wanted && entrants.length !== wanted.size) throw new AppError('portal:noSuchEntrant');
    const out = entrants.map((e) => {
      const slip = invite(db, tournamentId, { entrantId: e.id }, ctx.now());
      // The token travels after '#': a browser never sends it in a request line or a Referer.
      return {
        entrantId: e.id,
        teamId: null,
        startNo: e.startNo,
        name: e.name,
        url: `${base}#t=${slip.token}`,
        code: slip.code,
      };
    });
    ctx.log({
      tournamentId,
      summary: { invited: out.map((e) => named({ name: e.name, startNo: e.startNo ?? 0 })) },
    });
    return out;
  },
  'portal.revoke': ({ tournamentId, entrantId, teamId }, ctx) => {
    const db = ctx.db();
    if (teamId !== undefined) {
      const team = listTeamRecords(db, tournamentId).find((x) => x.id === teamId);
      if (!team) throw new AppError('portal:noSuchTeam');
      const revoked = revokeHolder(db, tournamentId, { teamId }, ctx.now().toISOString());
      if (revoked === 0) throw new AppError('portal:nothingToRevoke', { name: team.name });
      ctx.log({ tournamentId, summary: { team: team.name, revoked } });
      return { revoked };
    }
    const e = listEntrants(db, tournamentId).find((x) => x.id === entrantId);
    if (!e) throw new AppError('portal:noSuchEntrant');
    const revoked = revokeHolder(db, tournamentId, { entrantId: e.id }, ctx.now().toISOString());
    if (revoked === 0) throw new AppError('portal:nothingToRevoke', { name: e.name });
    ctx.log({
      tournamentId,
      summary: { entrant: named({ name: e.name, startNo: e.startNo ?? 0 }), revoked },
    });
    return { revoked };
  },
  'portal.resume': ({ tournamentId }, ctx) => {
    loadTournament(ctx.db(), tournamentId);
    return { resumed: host(ctx).resume(tournamentId) };
  },
  'portal.round': ({ tournamentId, round }, ctx) => roundView(ctx, tournamentId, round),
  'portal.decide': (input, ctx) => {
    const db = ctx.db();
    const out = decide(db, input, ctx.now());
    ctx.log({ tournamentId: input.tournamentId, summary: out.summary });
    return roundView(ctx, input.tournamentId, input.round);
  },
};
