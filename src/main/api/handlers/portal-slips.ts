import type { HandlerMap } from '../types';
import { invitationStates, issueSlips, slipsPdf } from '../../services/portal/invitations';

export const portalSlipHandlers: HandlerMap<'portal.links' | 'portal.slips' | 'portal.slipsPdf'> = {
  'portal.links': ({ tournamentId }, ctx) => invitationStates(ctx.db(), tournamentId),
  'portal.slips': ({ tournamentId, renew }, ctx) => {
    const l = ctx.portal?.state();
    const url = l?.running && l.url ? l.url : null;
    const out = issueSlips(ctx.db(), tournamentId, { url, renew, now: ctx.now() });
    ctx.log({ tournamentId, summary: out.summary });
    return { slips: out.slips, kept: out.kept };
  },
  'portal.slipsPdf': ({ tournamentId, language, paper, slips }, ctx) =>
    slipsPdf(ctx.db(), tournamentId, { language, paper, slips }),
};
