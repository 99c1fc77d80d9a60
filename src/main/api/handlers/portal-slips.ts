import { AppError } from '../../../shared/errors';
import { fileSlug } from '../../../shared/fold';
import type { HandlerMap } from '../types';
import { getPortalSettings, listTokens } from '../../db/repos/portal';
import { listEntrants } from '../../db/repos/entrants';
import { loadRounds } from '../../db/repos/rounds';
import { invite } from '../../services/portal/access';
import { loadTournament } from '../../services/tournaments';
import { invitationSlips, type Slip } from '../../reports/invitation-slips';
import { renderPdf } from '../../reports/render';
import { named } from '../activity-log';
import type { Db } from '../../db/connection';

/** Each entrant's invitation state (R16.3): a live link, only revoked ones, or none yet. */
function links(db: Db, tournamentId: number) {
  loadTournament(db, tournamentId);
  const tokens = listTokens(db, tournamentId).filter((x) => x.kind === 'invitation');
  return listEntrants(db, tournamentId).map((e) => {
    const mine = tokens.filter((x) => x.entrantId === e.id);
    const state = mine.some((x) => x.revokedAt === null) ? 'invited' : mine.length ? 'revoked' : 'none';
    return { entrantId: e.id, startNo: e.startNo, name: e.name, state } as const;
  });
}

export const portalSlipHandlers: HandlerMap<'portal.links' | 'portal.slips' | 'portal.slipsPdf'> = {
  'portal.links': ({ tournamentId }, ctx) => links(ctx.db(), tournamentId),
  'portal.slips': ({ tournamentId, renew }, ctx) => {
    const db = ctx.db();
    loadTournament(db, tournamentId);
    const l = ctx.portal?.state();
    if (!l?.running || !l.url) throw new AppError('portal:notListening');
    if (!getPortalSettings(db, tournamentId).enabled) throw new AppError('portal:off');
    const all = links(db, tournamentId);
    // Without `renew`, a link already handed out keeps working: its holder gets no new slip.
    const kept = renew ? [] : all.filter((x) => x.state === 'invited');
    const wanted = all.filter((x) => !kept.includes(x));
    if (wanted.length === 0) throw new AppError('portalprint:allInvited', { count: kept.length });
    const latest = loadRounds(db, tournamentId).at(-1);
    const slips: Slip[] = wanted.map((e) => {
      const b = latest?.boards.find((x) => x.white === e.entrantId || x.black === e.entrantId);
      return {
        name: e.name,
        startNo: e.startNo,
        board: latest && b ? { round: latest.number, board: b.boardNo } : null,
        // The token travels after '#': a browser never sends it in a request line or a Referer.
        url: `${l.url}#t=${invite(db, tournamentId, e.entrantId, ctx.now())}`,
      };
    });
    ctx.log({
      tournamentId,
      summary: { renew, invited: wanted.map((e) => named({ name: e.name, startNo: e.startNo ?? 0 })) },
    });
    return { slips, kept: kept.map((x) => x.name) };
  },
  'portal.slipsPdf': async ({ tournamentId, language, paper, slips }, ctx) => {
    const name = loadTournament(ctx.db(), tournamentId).settings.name;
    const pdf = await renderPdf(invitationSlips({ language, paper, tournament: name, slips }));
    return {
      pdf: pdf.toString('base64'),
      fileName: `${fileSlug(name) || 'tournament'}-invitations.pdf`,
      pages: (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
    };
  },
};
