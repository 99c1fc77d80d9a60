/**
 * The results portal's invitations from the arbiter's desk (RULES.md R16.2-R16.3): who holds a
 * live personal link, the links and codes issued (for slips or to send), their revocation, and the
 * slips as a PDF. Each change answers with the summary its activity row keeps.
 */
import { AppError } from '../../../shared/errors';
import { fileSlug } from '../../../shared/fold';
import type { Language } from '../../../shared/i18n/index';
import type { Db } from '../../db/connection';
import { listEntrants } from '../../db/repos/entrants';
import { getPortalSettings } from '../../db/repos/portal';
import { listTokens, revokeHolder } from '../../db/repos/portal-tokens';
import { loadRounds } from '../../db/repos/rounds';
import { listTeamRecords, loadMatches } from '../../db/repos/teams';
import { invitationSlips, type Slip } from '../../reports/invitation-slips';
import { renderPdf } from '../../reports/render';
import { named } from '../activity-log';
import { loadTournament } from '../tournaments';
import { byStack, stackOf } from '../tournament-common/stack';
import { invite } from './access';

type Summary = Record<string, unknown>;

/**
 * Each entrant's invitation state (R16.3): a live link, only revoked ones, or none yet; in a team
 * event each team's, for its captain (R16.2 team matches), numbered by seed.
 */
export function invitationStates(db: Db, tournamentId: number) {
  loadTournament(db, tournamentId);
  const tokens = listTokens(db, tournamentId).filter((x) => x.kind === 'invitation');
  const stateOf = (mine: typeof tokens) =>
    mine.some((x) => x.revokedAt === null)
      ? ('invited' as const)
      : mine.length
        ? ('revoked' as const)
        : ('none' as const);
  if (stackOf(db, tournamentId) === 'team')
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
  return byStack(db, tournamentId, {
    individual: () =>
      new Set(
        listEntrants(db, tournamentId)
          .filter((e) => e.withdrawnAfterRound !== null)
          .map((e) => e.id),
      ),
    team: () =>
      new Set(
        listTeamRecords(db, tournamentId)
          .filter((t) => t.left !== null)
          .map((t) => t.id),
      ),
  });
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

/** Who is to get a slip: all still in, or without `renew` those holding no live link. */
function slipHolders(db: Db, tournamentId: number, renew: boolean) {
  // Teams that left and withdrawn players report nothing more: no slip for them (R16.1b, R10.2).
  const gone = leavers(db, tournamentId);
  const all = invitationStates(db, tournamentId).filter((x) => !gone.has(x.teamId ?? x.entrantId ?? 0));
  // Without `renew`, a link already handed out keeps working: its holder gets no new slip.
  const kept = renew ? [] : all.filter((x) => x.state === 'invited');
  const wanted = all.filter((x) => !kept.includes(x));
  if (wanted.length === 0)
    throw new AppError(
      stackOf(db, tournamentId) === 'team' ? 'portalprint:allInvitedCaptains' : 'portalprint:allInvited',
      { count: kept.length },
    );
  return { kept, wanted };
}

/**
 * New links for invitation slips, on the portal listening at `url` (null: not listening). A
 * finished or cancelled tournament takes no more reports, so it gets no slips.
 */
export function issueSlips(
  db: Db,
  tournamentId: number,
  o: { url: string | null; renew: boolean; now: Date },
): { slips: (Slip & { captain: boolean })[]; kept: string[]; summary: Summary } {
  loadTournament(db, tournamentId);
  if (o.url === null) throw new AppError('portal:notListening');
  if (!getPortalSettings(db, tournamentId).enabled) throw new AppError('portal:off');
  const t = loadTournament(db, tournamentId);
  if (t.status === 'finished' || t.status === 'cancelled')
    throw new AppError('portalprint:finished', { name: t.settings.name });
  const { kept, wanted } = slipHolders(db, tournamentId, o.renew);
  const latest = loadRounds(db, tournamentId).at(-1);
  const slips = wanted.map((e) => {
    const holder = e.teamId !== null ? { teamId: e.teamId } : { entrantId: e.entrantId ?? 0 };
    const issued = invite(db, tournamentId, holder, o.now);
    // The token travels after '#': a browser never sends it in a request line or a Referer.
    const url = `${o.url}#t=${issued.token}`;
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
  const invited = wanted.map((e) =>
    e.teamId !== null ? e.name : named({ name: e.name, startNo: e.startNo ?? 0 }),
  );
  return { slips, kept: kept.map((x) => x.name), summary: { renew: o.renew, invited } };
}

/** The slips just issued as a PDF, with its file name and page count. */
export async function slipsPdf(
  db: Db,
  tournamentId: number,
  sheet: { language: Language; paper: 'a4' | 'letter'; slips: Slip[] },
): Promise<{ pdf: string; fileName: string; pages: number }> {
  const name = loadTournament(db, tournamentId).settings.name;
  const pdf = await renderPdf(invitationSlips({ ...sheet, tournament: name }));
  return {
    pdf: pdf.toString('base64'),
    fileName: `${fileSlug(name) || 'tournament'}-invitations.pdf`,
    pages: (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
  };
}

type Invitation = {
  entrantId: number | null;
  teamId: number | null;
  startNo: number | null;
  name: string;
  url: string;
  code: string;
};

/** R16.2 team matches: a link per team, for its captain; all teams still in, or those named. */
function inviteTeams(db: Db, tournamentId: number, teamIds: number[] | undefined, base: string, now: Date) {
  const wantedTeams = teamIds ? new Set(teamIds) : null;
  // All of them: those still in (R16.1b: a team that left reports nothing more); named: those.
  const teams = listTeamRecords(db, tournamentId).filter((t) =>
    wantedTeams ? wantedTeams.has(t.id) : t.left === null,
  );
  if (wantedTeams && teams.length !== wantedTeams.size) throw new AppError('portal:noSuchTeam');
  const links: Invitation[] = teams.map((t) => {
    const slip = invite(db, tournamentId, { teamId: t.id }, now);
    return {
      entrantId: null,
      teamId: t.id,
      startNo: t.seed,
      name: t.name,
      url: `${base}#t=${slip.token}`,
      code: slip.code,
    };
  });
  return { links, summary: { invited: links.map((l) => l.name) } };
}

/** A personal link per player: all still in, or those named. */
function invitePlayers(
  db: Db,
  tournamentId: number,
  entrantIds: number[] | undefined,
  base: string,
  now: Date,
) {
  const wanted = entrantIds ? new Set(entrantIds) : null;
  const entrants = listEntrants(db, tournamentId).filter((e) =>
    wanted ? wanted.has(e.id) : e.withdrawnAfterRound === null,
  );
  if (wanted && entrants.length !== wanted.size) throw new AppError('portal:noSuchEntrant');
  const links: Invitation[] = entrants.map((e) => {
    const slip = invite(db, tournamentId, { entrantId: e.id }, now);
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
  return {
    links,
    summary: { invited: links.map((e) => named({ name: e.name, startNo: e.startNo ?? 0 })) },
  };
}

/** Links to send (R16.3), on the portal listening at `base`: players', or in a team event captains'. */
export function inviteHolders(
  db: Db,
  tournamentId: number,
  who: { entrantIds?: number[] | undefined; teamIds?: number[] | undefined },
  base: string,
  now: Date,
): { links: Invitation[]; summary: Summary } {
  if (!getPortalSettings(db, tournamentId).enabled) throw new AppError('portal:off');
  return byStack<{ links: Invitation[]; summary: Summary }>(db, tournamentId, {
    individual: () => {
      if (who.teamIds) throw new AppError('portal:notTeamEvent');
      return invitePlayers(db, tournamentId, who.entrantIds, base, now);
    },
    team: () => {
      if (who.entrantIds) throw new AppError('portal:captainsOnly');
      return inviteTeams(db, tournamentId, who.teamIds, base, now);
    },
  });
}

/** Every live link of a player, or of a team's captain, stops working. */
export function revokeInvitation(
  db: Db,
  tournamentId: number,
  who: { entrantId?: number | undefined; teamId?: number | undefined },
  now: Date,
): { revoked: number; summary: Summary } {
  if (who.teamId !== undefined) {
    const teamId = who.teamId;
    const team = listTeamRecords(db, tournamentId).find((x) => x.id === teamId);
    if (!team) throw new AppError('portal:noSuchTeam');
    const revoked = revokeHolder(db, tournamentId, { teamId }, now.toISOString());
    if (revoked === 0) throw new AppError('portal:nothingToRevoke', { name: team.name });
    return { revoked, summary: { team: team.name, revoked } };
  }
  const e = listEntrants(db, tournamentId).find((x) => x.id === who.entrantId);
  if (!e) throw new AppError('portal:noSuchEntrant');
  const revoked = revokeHolder(db, tournamentId, { entrantId: e.id }, now.toISOString());
  if (revoked === 0) throw new AppError('portal:nothingToRevoke', { name: e.name });
  return { revoked, summary: { entrant: named({ name: e.name, startNo: e.startNo ?? 0 }), revoked } };
}
