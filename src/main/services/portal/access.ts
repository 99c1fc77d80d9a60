/**
 * Who may use the results portal (RULES.md R16.3): the tournament password, stored as a salted
 * scrypt hash and checked in constant time, and personal tokens, long and random, stored as their
 * SHA-256 only, bound to one entrant of one tournament, revocable by the arbiter.
 */
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/connection';
import {
  getPortalSettings,
  insertToken,
  revokeTeamTokens,
  revokeTokens,
  savePortalSettings,
  tokenByHash,
  type PortalSettingsRow,
  type TokenRow,
} from '../../db/repos/portal';
import { getEntrant } from '../../db/repos/entrants';
import { getTeamRecord } from '../../db/repos/teams';
import { loadTournament } from '../tournaments';

const KEY_BYTES = 32;
/** 32 random bytes: 43 characters in an address, beyond any guessing. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

const derive = (password: string, salt: string): Buffer =>
  scryptSync(password.normalize('NFC'), Buffer.from(salt, 'hex'), KEY_BYTES);

export function hashPassword(password: string): { hash: string; salt: string } {
  const salt = randomBytes(16).toString('hex');
  return { hash: derive(password, salt).toString('hex'), salt };
}

/** Constant time: the same scrypt work and the same comparison whatever is typed. */
export function passwordMatches(s: PortalSettingsRow, password: string): boolean {
  const salt = s.passwordSalt ?? '00'.repeat(16);
  const stored = s.passwordHash ? Buffer.from(s.passwordHash, 'hex') : Buffer.alloc(KEY_BYTES);
  const given = derive(password, salt);
  return stored.length === given.length && timingSafeEqual(stored, given) && s.passwordHash !== null;
}

export type PortalConfig = { enabled: boolean; access: 'open' | 'private'; password?: string | null };

/**
 * The arbiter's switch. A password given replaces the stored one, null removes it, absent keeps
 * it. R16.3: a private tournament without a password admits only invitation links.
 */
export function configurePortal(db: Db, tournamentId: number, c: PortalConfig, now: Date): PortalSettingsRow {
  loadTournament(db, tournamentId); // an unknown tournament is refused by name, not by a foreign key
  const old = getPortalSettings(db, tournamentId);
  let { passwordHash, passwordSalt } = old;
  if (c.password === null) [passwordHash, passwordSalt] = [null, null];
  else if (c.password !== undefined) ({ hash: passwordHash, salt: passwordSalt } = hashPassword(c.password));
  const row = { enabled: c.enabled, access: c.access, passwordHash, passwordSalt };
  savePortalSettings(db, tournamentId, row, now.toISOString());
  return row;
}

/** Who holds a token: a player (an individual board) or a team's captain (a match, R16.2). */
export type Identity = { tournamentId: number; tokenId: number } & (
  { entrantId: number; teamId: null } | { entrantId: null; teamId: number }
);
export type CaptainIdentity = Extract<Identity, { teamId: number }>;
export type PlayerIdentity = Extract<Identity, { entrantId: number }>;

/** A token as the phone sends it; null when unknown, revoked, or its tournament's portal is off. */
export function identityOf(db: Db, token: string): Identity | null {
  if (token.length < 20 || token.length > 100) return null;
  const row = tokenByHash(db, tokenHash(token));
  if (!row || row.revokedAt !== null) return null;
  if (!getPortalSettings(db, row.tournamentId).enabled) return null;
  const base = { tournamentId: row.tournamentId, tokenId: row.id };
  if (row.teamId !== null) return { ...base, entrantId: null, teamId: row.teamId };
  return row.entrantId === null ? null : { ...base, entrantId: row.entrantId, teamId: null };
}

/** A token's holder: one entrant of the tournament, or one team of it (its captain). */
export type Holder = { entrantId: number } | { teamId: number };

/** Issues a personal token for an entrant or a team of the tournament; the token itself is shown once. */
export function issueToken(
  db: Db,
  tournamentId: number,
  holder: Holder,
  kind: TokenRow['kind'],
  now: Date,
): { token: string; tokenId: number } {
  if ('teamId' in holder) {
    const t = getTeamRecord(db, holder.teamId);
    if (!t || t.tournamentId !== tournamentId) throw new AppError('portal:noSuchTeam');
  } else {
    const e = getEntrant(db, holder.entrantId);
    if (!e || e.tournamentId !== tournamentId) throw new AppError('portal:noSuchEntrant');
  }
  const token = newToken();
  const tokenId = insertToken(
    db,
    {
      tournamentId,
      entrantId: 'entrantId' in holder ? holder.entrantId : null,
      teamId: 'teamId' in holder ? holder.teamId : null,
      hash: tokenHash(token),
      kind,
    },
    now.toISOString(),
  );
  return { token, tokenId };
}

/**
 * An invitation slip replaces the entrant's earlier invitation: the old link stops working, so a
 * lost slip is dealt with by printing a new one. Phones identified by password stay identified.
 */
export function invite(db: Db, tournamentId: number, holder: Holder, now: Date): string {
  if ('teamId' in holder) revokeTeamTokens(db, tournamentId, holder.teamId, now.toISOString(), 'invitation');
  else revokeTokens(db, tournamentId, holder.entrantId, now.toISOString(), 'invitation');
  return issueToken(db, tournamentId, holder, 'invitation', now).token;
}

/**
 * R16.3 by password: the tournament's password and a name picked from its entrants, or, in a
 * team event, the team whose captain reports.
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
