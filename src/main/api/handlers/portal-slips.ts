import { AppError } from '../../../shared/errors';
import { fileSlug } from '../../../shared/fold';
import type { HandlerMap } from '../types';
import { getPortalSettings } from '../../db/repos/portal';
import { listTokens } from '../../db/repos/portal-tokens';
import { listEntrants } from '../../db/repos/entrants';
import { loadRounds } from '../../db/repos/rounds';
import { isTeamTournament, listTeamRecords, loadMatches } from '../../db/repos/teams';
import { invite } from '../../services/portal/access';
import { loadTournament } from '../../services/tournaments';
import { invitationSlips, type Slip } from '../../reports/invitation-slips';
import { renderPdf } from '../../reports/render';
import { named } from '../../services/activity-log';
import type { Db } from '../../db/connection';

/**
 * Each entrant's invitation state (R16.3): a live link, only revoked ones, or none yet; in a team
 * event each team's, for its captain (R16.2 team matches), numbered by seed.
 */
function links(db: Db, tournamentId: number) {
  loadTournament(db, tournamentId);
  const tokens = listTokens(db, tournamentId).filter((x) => x.kind === 'invitation');
  const stateOf = (mine: typeof tokens) =>
    mine.some((x) => x.revokedAt === null)
      ? ('invited' as const)
      : mine.length
        ? ('revoked' as const)
        : ('none' as const);
  if (isTeamTournament(db, tournamentId))
    return listTeamRecords(db, tournamentId).map((t) => ({
      entrantId: null,
      teamId: t.id,
      startNo: t.seed,
      name: t.name,
      state: stateOf(tokens.filter((x) => x.teamId === t.id)),
    }));
  return listEntrants(db, tournamentId).map((e) => ({
    entrantId: e.id,
    teamId: null,
    startNo: e.startNo,
    name: e.name,
    state: stateOf(tokens.filter((x) => x.entrantId === e.id)),
  }));
}

/** The ids of the teams that left, or of the players withdrawn: they report nothing more. */
export function leavers(db: Db, tournamentId: number): Set<number> {
  if (isTeamTournament(db, tournamentId))
    return new Set(
      listTeamRecords(db, tournamentId)
        .filter((t) => t.left !== null)
        .map((t) => t.id),
    );
  return new Set(
    listEntrants(db, tournamentId)
      .filter((e) => e.withdrawnAfterRound !== null)
      .map((e) => e.id),
  );
}

/** The captain's match in the latest team round, as the slip names it (round, match number). */
function matchOfTeam(db: Db, tournamentId: number, teamId: number) {
  const all = loadMatches(db, tournamentId);
  const latest = Math.max(0, ...all.map((m) => m.round));
  const m = all.find(
    (x) => x.round === latest && x.away !== null && (x.home === teamId || x.away === teamId),
  );
  return m ? { round: latest, board: m.matchNo } : null;
}

export const portalSlipHandlers: HandlerMap<'portal.links' | 'portal.slips' | 'portal.slipsPdf'> = {
  'portal.links': ({ tournamentId }, ctx) => links(ctx.db(), tournamentId),
  'portal.slips': ({ tournamentId, renew }, ctx) => {
    const db = ctx.db();
    loadTournament(db, tournamentId);
    const l = ctx.portal?.state();
    if (!l?.running || !l.url) throw new AppError('portal:notListening');
    if (!getPortalSettings(db, tournamentId).enabled) throw new AppError('portal:off');
    const t = loadTournament(db, tournamentId);
    if (t.status === 'finished' || t.status === 'cancelled')
      throw new AppError('portalprint:finished', { name: t.settings.name });
    // Teams that left and withdrawn players report nothing more: no slip for them (R16.1b, R10.2).
    const gone = leavers(db, tournamentId);
    const all = links(db, tournamentId).filter((x) => !gone.has(x.teamId ?? x.entrantId ?? 0));
    // Without `renew`, a link already handed out keeps working: its holder gets no new slip.
    const kept = renew ? [] : all.filter((x) => x.state === 'invited');
    const wanted = all.filter((x) => !kept.includes(x));
    if (wanted.length === 0)
      throw new AppError(
        isTeamTournament(db, tournamentId) ? 'portalprint:allInvitedCaptains' : 'portalprint:allInvited',
        { count: kept.length },
      );
    const latest = loadRounds(db, tournamentId).at(-1);
    const slips: (Slip & { captain: boolean })[] = wanted.map((e) => {
      const holder = e.teamId !== null ? { teamId: e.teamId } : { entrantId: e.entrantId ?? 0 };
      const issued = invite(db, tournamentId, holder, ctx.now());
      // The token travels after '#': a browser never sends it in a request line or a Referer.
      const url = `${l.url}#t=${issued.token}`;
      if (e.teamId !== null)
        return {
          name: e.name,
          startNo: e.startNo,
          board: matchOfTeam(db, tournamentId, e.teamId),
          captain: true,
          url,
          code: issued.code,
        };
      const b = latest?.boards.find((x) => x.white === e.entrantId || x.black === e.entrantId);
      const board = latest && b ? { round: latest.number, board: b.boardNo } : null;
      return { name: e.name, startNo: e.startNo, board, captain: false, url, code: issued.code };
    });
    ctx.log({
      tournamentId,
      summary: {
        renew,
        invited: wanted.map((e) =>
          e.teamId !== null ? e.name : named({ name: e.name, startNo: e.startNo ?? 0 }),
        ),
      },
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
