import { AppError } from '../../../shared/errors';
import type { PortalListener } from '../../../shared/api/portal';
import type { HandlerContext, HandlerMap, PortalHost } from '../types';
import { configurePortal } from '../../services/portal/access';
import { portalRound, portalSettingsView } from '../../services/portal/desk';
import { inviteHolders, revokeInvitation } from '../../services/portal/invitations';
import { decide } from '../../services/portal/reports';
import { loadTournament } from '../../services/tournaments';

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
  const view = portalRound(ctx.db(), tournamentId, number, now);
  return { ...view, guessing: ctx.portal?.guessing(tournamentId, now) ?? null };
}

export const portalHandlers: HandlerMap<PortalMethod> = {
  'portal.settings': ({ tournamentId }, ctx) => portalSettingsView(ctx.db(), tournamentId),
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
    return portalSettingsView(db, tournamentId);
  },
  'portal.interfaces': (_input, ctx) => host(ctx).interfaces(),
  'portal.listen': ({ address, port }, ctx) => host(ctx).listen(address, port),
  'portal.stop': (_input, ctx) => host(ctx).stop(),
  'portal.listener': (_input, ctx) =>
    ctx.portal ? ctx.portal.state() : { running: false, url: null, scope: null },
  'portal.invite': ({ tournamentId, entrantIds, teamIds }, ctx) => {
    const base = running(host(ctx).state());
    const out = inviteHolders(ctx.db(), tournamentId, { entrantIds, teamIds }, base, ctx.now());
    ctx.log({ tournamentId, summary: out.summary });
    return out.links;
  },
  'portal.revoke': ({ tournamentId, entrantId, teamId }, ctx) => {
    const out = revokeInvitation(ctx.db(), tournamentId, { entrantId, teamId }, ctx.now());
    ctx.log({ tournamentId, summary: out.summary });
    return { revoked: out.revoked };
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
