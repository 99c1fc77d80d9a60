/** The results portal's rows (migrations 009, 011, 015): settings, reports, decisions; tokens in portal-tokens.ts. */
import type { Db } from '../connection';
import type { GameResult } from '../../../shared/domain';
import type { Channel } from '../../engine/portal/rules';

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

export type ReportRow = {
  id: number;
  round: number;
  unit: number;
  side: 0 | 1;
  /** The reporting player (an individual board) or team (its captain, a match): one of the two. */
  entrantId: number | null;
  teamId: number | null;
  tokenId: number;
  /** How the reporter proved who he is, and the credential behind it (rules.ts `Channel`). */
  channel: Channel;
  credential: number;
  /** The phone's label and the address it sent from, for the arbiter (null when unknown). */
  phone: string | null;
  address: string | null;
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
  channel: Channel;
  credential: number;
  phone: string | null;
  address: string | null;
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
  channel: r.channel,
  credential: r.credential,
  phone: r.phone,
  address: r.address,
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
           channel, credential, phone, address, request_key, kind, results, at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        tournamentId,
        r.round,
        r.unit,
        r.side,
        r.entrantId,
        r.teamId,
        r.tokenId,
        r.channel,
        r.credential,
        r.phone,
        r.address,
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
