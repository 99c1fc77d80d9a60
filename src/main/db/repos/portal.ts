/** The results portal's rows (migration 009): settings, personal tokens, reports, decisions. */
import type { Db } from '../connection';
import type { GameResult } from '../../../shared/domain';

export type PortalSettingsRow = {
  enabled: boolean;
  access: 'open' | 'private';
  passwordHash: string | null;
  passwordSalt: string | null;
};

export function getPortalSettings(db: Db, tournamentId: number): PortalSettingsRow {
  const row = db
    .prepare(
      'SELECT enabled, access, password_hash, password_salt FROM portal_settings WHERE tournament_id = ?',
    )
    .get(tournamentId) as
    | {
        enabled: number;
        access: 'open' | 'private';
        password_hash: string | null;
        password_salt: string | null;
      }
    | undefined;
  // R16.2 portal: off until the arbiter turns it on.
  if (!row) return { enabled: false, access: 'open', passwordHash: null, passwordSalt: null };
  return {
    enabled: row.enabled === 1,
    access: row.access,
    passwordHash: row.password_hash,
    passwordSalt: row.password_salt,
  };
}

export function savePortalSettings(db: Db, tournamentId: number, s: PortalSettingsRow, at: string): void {
  db.prepare(
    `INSERT INTO portal_settings (tournament_id, enabled, access, password_hash, password_salt, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (tournament_id) DO UPDATE SET enabled = excluded.enabled, access = excluded.access,
       password_hash = excluded.password_hash, password_salt = excluded.password_salt,
       updated_at = excluded.updated_at`,
  ).run(tournamentId, s.enabled ? 1 : 0, s.access, s.passwordHash, s.passwordSalt, at);
}

/** Tournaments of the open file whose portal is on. */
export const enabledTournaments = (db: Db): number[] =>
  db
    .prepare('SELECT tournament_id FROM portal_settings WHERE enabled = 1 ORDER BY tournament_id')
    .pluck()
    .all() as number[];

/** A token belongs to an entrant (a player) or to a team (its captain, R16.2): exactly one is set. */
export type TokenRow = {
  id: number;
  tournamentId: number;
  entrantId: number | null;
  teamId: number | null;
  kind: 'invitation' | 'password';
  createdAt: string;
  revokedAt: string | null;
};

const tokenOf = (r: {
  id: number;
  tournament_id: number;
  entrant_id: number | null;
  team_id: number | null;
  kind: TokenRow['kind'];
  created_at: string;
  revoked_at: string | null;
}): TokenRow => ({
  id: r.id,
  tournamentId: r.tournament_id,
  entrantId: r.entrant_id,
  teamId: r.team_id,
  kind: r.kind,
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
});

export function insertToken(
  db: Db,
  t: {
    tournamentId: number;
    entrantId: number | null;
    teamId: number | null;
    hash: string;
    kind: TokenRow['kind'];
  },
  at: string,
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO portal_tokens (tournament_id, entrant_id, team_id, token_hash, kind, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(t.tournamentId, t.entrantId, t.teamId, t.hash, t.kind, at).lastInsertRowid,
  );
}

/** A token by its hash: the lookup is by an index on a hash, never by comparing secrets. */
export function tokenByHash(db: Db, hash: string): TokenRow | null {
  const r = db.prepare('SELECT * FROM portal_tokens WHERE token_hash = ?').get(hash) as
    Parameters<typeof tokenOf>[0] | undefined;
  return r ? tokenOf(r) : null;
}

export function listTokens(db: Db, tournamentId: number): TokenRow[] {
  return (
    db
      .prepare('SELECT * FROM portal_tokens WHERE tournament_id = ? ORDER BY id')
      .all(tournamentId) as Parameters<typeof tokenOf>[0][]
  ).map(tokenOf);
}

/** Revokes every live token of one holder (or of one kind of it); returns how many were live. */
function revokeOf(
  db: Db,
  column: 'entrant_id' | 'team_id',
  tournamentId: number,
  id: number,
  at: string,
  kind?: TokenRow['kind'],
): number {
  return db
    .prepare(
      `UPDATE portal_tokens SET revoked_at = ? WHERE tournament_id = ? AND ${column} = ? AND revoked_at IS NULL
       AND (? IS NULL OR kind = ?)`,
    )
    .run(at, tournamentId, id, kind ?? null, kind ?? null).changes;
}

/** Revokes every live token of a team's captain (or of one kind); returns how many were live. */
export const revokeTeamTokens = (
  db: Db,
  tournamentId: number,
  teamId: number,
  at: string,
  kind?: TokenRow['kind'],
): number => revokeOf(db, 'team_id', tournamentId, teamId, at, kind);

/** Revokes every live token of an entrant (or one kind); returns how many were live. */
export const revokeTokens = (
  db: Db,
  tournamentId: number,
  entrantId: number,
  at: string,
  kind?: TokenRow['kind'],
): number => revokeOf(db, 'entrant_id', tournamentId, entrantId, at, kind);

export type ReportRow = {
  id: number;
  round: number;
  unit: number;
  side: 0 | 1;
  /** The reporting player (an individual board) or team (its captain, a match): one of the two. */
  entrantId: number | null;
  teamId: number | null;
  tokenId: number;
  requestKey: string;
  kind: 'result' | 'contest';
  results: GameResult[] | null;
  at: string;
  rejectedAt: string | null;
};

type RawReport = {
  id: number;
  round_number: number;
  unit_no: number;
  side: 0 | 1;
  entrant_id: number | null;
  team_id: number | null;
  token_id: number;
  request_key: string;
  kind: ReportRow['kind'];
  results: string | null;
  at: string;
  rejected_at: string | null;
};
const reportOf = (r: RawReport): ReportRow => ({
  id: r.id,
  round: r.round_number,
  unit: r.unit_no,
  side: r.side,
  entrantId: r.entrant_id,
  teamId: r.team_id,
  tokenId: r.token_id,
  requestKey: r.request_key,
  kind: r.kind,
  results: r.results === null ? null : (JSON.parse(r.results) as GameResult[]),
  at: r.at,
  rejectedAt: r.rejected_at,
});

export function roundReports(db: Db, tournamentId: number, round: number): ReportRow[] {
  return (
    db
      .prepare('SELECT * FROM portal_reports WHERE tournament_id = ? AND round_number = ? ORDER BY at, id')
      .all(tournamentId, round) as RawReport[]
  ).map(reportOf);
}

export function reportByKey(db: Db, tokenId: number, requestKey: string): ReportRow | null {
  const r = db
    .prepare('SELECT * FROM portal_reports WHERE token_id = ? AND request_key = ?')
    .get(tokenId, requestKey) as RawReport | undefined;
  return r ? reportOf(r) : null;
}

export function insertReport(db: Db, tournamentId: number, r: Omit<ReportRow, 'id' | 'rejectedAt'>): number {
  return Number(
    db
      .prepare(
        `INSERT INTO portal_reports (tournament_id, round_number, unit_no, side, entrant_id, team_id, token_id,
           request_key, kind, results, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        tournamentId,
        r.round,
        r.unit,
        r.side,
        r.entrantId,
        r.teamId,
        r.tokenId,
        r.requestKey,
        r.kind,
        r.results === null ? null : JSON.stringify(r.results),
        r.at,
      ).lastInsertRowid,
  );
}

export function rejectReports(db: Db, tournamentId: number, round: number, unit: number, at: string): number {
  return db
    .prepare(
      `UPDATE portal_reports SET rejected_at = ? WHERE tournament_id = ? AND round_number = ? AND unit_no = ?
       AND rejected_at IS NULL`,
    )
    .run(at, tournamentId, round, unit).changes;
}

export type DecisionKind = 'matching' | 'window' | 'confirm' | 'override' | 'reject';
export type DecisionRow = {
  round: number;
  unit: number;
  kind: DecisionKind;
  results: GameResult[] | null;
  at: string;
};

export function insertDecision(db: Db, tournamentId: number, d: DecisionRow): void {
  db.prepare(
    'INSERT INTO portal_decisions (tournament_id, round_number, unit_no, kind, results, at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(tournamentId, d.round, d.unit, d.kind, d.results === null ? null : JSON.stringify(d.results), d.at);
}

export function roundDecisions(db: Db, tournamentId: number, round: number): DecisionRow[] {
  return (
    db
      .prepare(
        'SELECT round_number, unit_no, kind, results, at FROM portal_decisions WHERE tournament_id = ? AND round_number = ? ORDER BY id',
      )
      .all(tournamentId, round) as {
      round_number: number;
      unit_no: number;
      kind: DecisionKind;
      results: string | null;
      at: string;
    }[]
  ).map((d) => ({
    round: d.round_number,
    unit: d.unit_no,
    kind: d.kind,
    results: d.results === null ? null : (JSON.parse(d.results) as GameResult[]),
    at: d.at,
  }));
}

/** Whether any report still standing was made at or before `before` (a team match's ten minutes). */
export const hasReportBefore = (db: Db, tournamentId: number, before: string): boolean =>
  db
    .prepare(
      'SELECT 1 FROM portal_reports WHERE tournament_id = ? AND rejected_at IS NULL AND at <= ? LIMIT 1',
    )
    .get(tournamentId, before) !== undefined;
