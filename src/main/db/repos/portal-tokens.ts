/**
 * The results portal's personal tokens (migrations 009, 011, 015). A token belongs to an entrant
 * (a player) or to a team (its captain, R16.2): exactly one is set. Its kind says how it was
 * given: 'invitation' is the slip's link itself (with the slip's personal code beside it),
 * 'code' a phone's session opened with that code, 'password' one opened with the tournament
 * password.
 */
import type { Db } from '../connection';

export type TokenKind = 'invitation' | 'code' | 'password';
export type Holder = { entrantId: number } | { teamId: number };

export type TokenRow = {
  id: number;
  tournamentId: number;
  entrantId: number | null;
  teamId: number | null;
  kind: TokenKind;
  /** An invitation's personal code: its salted hash (null for other kinds, and for slips printed before codes). */
  codeHash: string | null;
  codeSalt: string | null;
  /** A 'code' session: the invitation whose code opened it. */
  invitationId: number | null;
  createdAt: string;
  revokedAt: string | null;
};

type RawToken = {
  id: number;
  tournament_id: number;
  entrant_id: number | null;
  team_id: number | null;
  kind: TokenKind;
  code_hash: string | null;
  code_salt: string | null;
  invitation_id: number | null;
  created_at: string;
  revoked_at: string | null;
};

const tokenOf = (r: RawToken): TokenRow => ({
  id: r.id,
  tournamentId: r.tournament_id,
  entrantId: r.entrant_id,
  teamId: r.team_id,
  kind: r.kind,
  codeHash: r.code_hash,
  codeSalt: r.code_salt,
  invitationId: r.invitation_id,
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
});

export type NewToken = {
  tournamentId: number;
  holder: Holder;
  hash: string;
  kind: TokenKind;
  code?: { hash: string; salt: string };
  invitationId?: number;
};

export function insertToken(db: Db, t: NewToken, at: string): number {
  return Number(
    db
      .prepare(
        `INSERT INTO portal_tokens (tournament_id, entrant_id, team_id, token_hash, kind, code_hash, code_salt,
           invitation_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        t.tournamentId,
        'entrantId' in t.holder ? t.holder.entrantId : null,
        'teamId' in t.holder ? t.holder.teamId : null,
        t.hash,
        t.kind,
        t.code?.hash ?? null,
        t.code?.salt ?? null,
        t.invitationId ?? null,
        at,
      ).lastInsertRowid,
  );
}

/** A token by its hash: the lookup is by an index on a hash, never by comparing secrets. */
export function tokenByHash(db: Db, hash: string): TokenRow | null {
  const r = db.prepare('SELECT * FROM portal_tokens WHERE token_hash = ?').get(hash) as RawToken | undefined;
  return r ? tokenOf(r) : null;
}

export function getToken(db: Db, id: number): TokenRow | null {
  const r = db.prepare('SELECT * FROM portal_tokens WHERE id = ?').get(id) as RawToken | undefined;
  return r ? tokenOf(r) : null;
}

export function listTokens(db: Db, tournamentId: number): TokenRow[] {
  return (
    db
      .prepare('SELECT * FROM portal_tokens WHERE tournament_id = ? ORDER BY id')
      .all(tournamentId) as RawToken[]
  ).map(tokenOf);
}

const holderColumn = (h: Holder) =>
  'entrantId' in h ? { column: 'entrant_id', id: h.entrantId } : { column: 'team_id', id: h.teamId };

/** The holder's live invitation (the latest slip), whose code a phone may type. */
export function liveInvitation(db: Db, tournamentId: number, holder: Holder): TokenRow | null {
  const { column, id } = holderColumn(holder);
  const r = db
    .prepare(
      `SELECT * FROM portal_tokens WHERE tournament_id = ? AND ${column} = ? AND kind = 'invitation'
       AND revoked_at IS NULL ORDER BY id DESC LIMIT 1`,
    )
    .get(tournamentId, id) as RawToken | undefined;
  return r ? tokenOf(r) : null;
}

/**
 * Revokes the holder's live tokens of the kinds given (every kind when none); returns how many
 * were live. A slip's code sessions go with its link: the same credential.
 */
export function revokeHolder(
  db: Db,
  tournamentId: number,
  holder: Holder,
  at: string,
  kinds: readonly TokenKind[] = ['invitation', 'code', 'password'],
): number {
  const { column, id } = holderColumn(holder);
  const marks = kinds.map(() => '?').join(', ');
  return db
    .prepare(
      `UPDATE portal_tokens SET revoked_at = ? WHERE tournament_id = ? AND ${column} = ? AND revoked_at IS NULL
       AND kind IN (${marks})`,
    )
    .run(at, tournamentId, id, ...kinds).changes;
}
