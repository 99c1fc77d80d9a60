/**
 * Who may use the results portal, and as whom (RULES.md R16.2-R16.3, docs/PORTAL.md). Three ways
 * in: the personal link of an invitation slip, the personal code printed on the same slip (with
 * the holder's name picked), or the tournament's password (with a name picked). The link and the
 * code belong to their holder alone and are one credential; the password is the whole hall's,
 * so a phone that came in with it reads, and its report only waits (engine/portal/rules.ts).
 */
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/connection';
import { getPortalSettings, savePortalSettings, type PortalSettingsRow } from '../../db/repos/portal';
import {
  insertToken,
  liveInvitation,
  revokeHolder,
  tokenByHash,
  type Holder,
  type TokenKind,
  type TokenRow,
} from '../../db/repos/portal-tokens';
import { getEntrant } from '../../db/repos/entrants';
import { getTeamRecord } from '../../db/repos/teams';
import type { Channel } from '../../engine/portal/rules';
import { loadTournament } from '../tournaments';
import { hashSecret, newCode, newToken, normalCode, secretMatches, tokenHash } from './secrets';

export type { Holder } from '../../db/repos/portal-tokens';

/** Constant time: the same scrypt work and the same comparison whatever is typed. */
export const passwordMatches = (s: PortalSettingsRow, password: string): boolean =>
  secretMatches({ hash: s.passwordHash, salt: s.passwordSalt }, password);

export type PortalConfig = { enabled: boolean; access: 'open' | 'private'; password?: string | null };

/**
 * The arbiter's switch. A password given replaces the stored one, null removes it, absent keeps
 * it. R16.3: a private tournament without a password admits only invitation links and codes.
 */
export function configurePortal(db: Db, tournamentId: number, c: PortalConfig, now: Date): PortalSettingsRow {
  loadTournament(db, tournamentId); // an unknown tournament is refused by name, not by a foreign key
  const old = getPortalSettings(db, tournamentId);
  let { passwordHash, passwordSalt } = old;
  if (c.password === null) [passwordHash, passwordSalt] = [null, null];
  else if (c.password !== undefined) ({ hash: passwordHash, salt: passwordSalt } = hashSecret(c.password));
  const row = { enabled: c.enabled, access: c.access, passwordHash, passwordSalt };
  savePortalSettings(db, tournamentId, row, now.toISOString());
  return row;
}

/**
 * Who holds a token: a player (an individual board) or a team's captain (a match, R16.2), how the
 * phone came in, and the credential a report then carries: the invitation for its link and its
 * code alike, the login itself for the password.
 */
export type Identity = { tournamentId: number; tokenId: number; channel: Channel; credential: number } & (
  { entrantId: number; teamId: null } | { entrantId: null; teamId: number }
);
export type CaptainIdentity = Extract<Identity, { teamId: number }>;
export type PlayerIdentity = Extract<Identity, { entrantId: number }>;

const CHANNEL: Record<TokenKind, Channel> = { invitation: 'link', code: 'code', password: 'password' };

/** A token as the phone sends it; null when unknown, revoked, or its tournament's portal is off. */
export function identityOf(db: Db, token: string): Identity | null {
  if (token.length < 20 || token.length > 100) return null;
  const row = tokenByHash(db, tokenHash(token));
  if (!row || row.revokedAt !== null) return null;
  if (!getPortalSettings(db, row.tournamentId).enabled) return null;
  const base = {
    tournamentId: row.tournamentId,
    tokenId: row.id,
    channel: CHANNEL[row.kind],
    credential: row.invitationId ?? row.id,
  };
  if (row.teamId !== null) return { ...base, entrantId: null, teamId: row.teamId };
  return row.entrantId === null ? null : { ...base, entrantId: row.entrantId, teamId: null };
}

function requireHolder(db: Db, tournamentId: number, holder: Holder): void {
  if ('teamId' in holder) {
    const t = getTeamRecord(db, holder.teamId);
    if (!t || t.tournamentId !== tournamentId) throw new AppError('portal:noSuchTeam');
  } else {
    const e = getEntrant(db, holder.entrantId);
    if (!e || e.tournamentId !== tournamentId) throw new AppError('portal:noSuchEntrant');
  }
}

/** Issues a token for an entrant or a team of the tournament; the token itself is shown once. */
export function issueToken(
  db: Db,
  tournamentId: number,
  holder: Holder,
  kind: TokenKind,
  now: Date,
  more: { code?: string; invitationId?: number } = {},
): { token: string; tokenId: number } {
  requireHolder(db, tournamentId, holder);
  const token = newToken();
  const code = more.code === undefined ? undefined : hashSecret(normalCode(more.code) ?? '');
  const tokenId = insertToken(
    db,
    {
      tournamentId,
      holder,
      hash: tokenHash(token),
      kind,
      ...(code ? { code } : {}),
      ...(more.invitationId !== undefined ? { invitationId: more.invitationId } : {}),
    },
    now.toISOString(),
  );
  return { token, tokenId };
}

/**
 * An invitation slip: a new personal link and a new personal code, shown once. It replaces the
 * holder's earlier slip: the old link, the old code and the phones that came in with the old
 * code stop working, so a lost slip is dealt with by printing a new one. Phones identified by
 * password stay identified.
 */
export function invite(
  db: Db,
  tournamentId: number,
  holder: Holder,
  now: Date,
): { token: string; code: string } {
  revokeHolder(db, tournamentId, holder, now.toISOString(), ['invitation', 'code']);
  const code = newCode();
  return { token: issueToken(db, tournamentId, holder, 'invitation', now, { code }).token, code };
}

/**
 * R16.3 by the tournament's password and a name picked from its entrants, or, in a team event,
 * the team whose captain reports.
 */
export function identifyByPassword(
  db: Db,
  tournamentId: number,
  holder: Holder,
  password: string,
  now: Date,
): { token: string; tokenId: number } | null {
  const s = getPortalSettings(db, tournamentId);
  if (!s.enabled || !passwordMatches(s, password)) return null;
  return issueToken(db, tournamentId, holder, 'password', now);
}

/**
 * By the personal code of the holder's live slip: a session token bound to that slip. A holder
 * without a slip, or a slip printed before codes, does the same work and matches nothing.
 */
export function identifyByCode(
  db: Db,
  tournamentId: number,
  holder: Holder,
  code: string,
  now: Date,
): { token: string; tokenId: number } | null {
  if (!getPortalSettings(db, tournamentId).enabled) return null;
  const slip: TokenRow | null = liveInvitation(db, tournamentId, holder);
  const typed = normalCode(code) ?? '';
  if (!secretMatches({ hash: slip?.codeHash ?? null, salt: slip?.codeSalt ?? null }, typed) || !slip)
    return null;
  return issueToken(db, tournamentId, holder, 'code', now, { invitationId: slip.id });
}
