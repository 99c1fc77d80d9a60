import type { Db } from '../connection';

export type ActivityEntry = {
  id: number;
  at: string;
  action: string;
  tournamentId: number | null;
  summary: unknown;
  undo: unknown;
};

export type NewActivity = {
  at: string;
  action: string;
  tournamentId: number | null;
  summary: unknown;
  undo?: unknown;
};

/** One row per mutation, written in the mutation's own transaction (ARCHITECTURE.md). */
export function insertActivity(db: Db, a: NewActivity): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO activity_log (at, action, tournament_id, summary, undo) VALUES (?, ?, ?, ?, ?)')
    .run(
      a.at,
      a.action,
      a.tournamentId,
      JSON.stringify(a.summary ?? null),
      a.undo === undefined ? null : JSON.stringify(a.undo),
    );
  return Number(lastInsertRowid);
}

type Row = {
  id: number;
  at: string;
  action: string;
  tournament_id: number | null;
  summary: string;
  undo: string | null;
};

export function listActivity(db: Db, tournamentId?: number): ActivityEntry[] {
  const rows = (
    tournamentId === undefined
      ? db.prepare('SELECT * FROM activity_log ORDER BY id').all()
      : db.prepare('SELECT * FROM activity_log WHERE tournament_id = ? ORDER BY id').all(tournamentId)
  ) as Row[];
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    action: r.action,
    tournamentId: r.tournament_id,
    summary: JSON.parse(r.summary) as unknown,
    undo: r.undo === null ? null : (JSON.parse(r.undo) as unknown),
  }));
}
