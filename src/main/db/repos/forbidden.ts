/** Forbidden pairs of a tournament (migration 020), stored with the smaller entrant id first. */
import type { Db } from '../connection';

export type ForbiddenRow = {
  id: number;
  tournament_id: number;
  entrant_a: number;
  entrant_b: number;
  first_round: number;
  last_round: number | null;
};

export function listForbidden(db: Db, tournamentId: number): ForbiddenRow[] {
  return db
    .prepare('SELECT * FROM forbidden_pairs WHERE tournament_id = ? ORDER BY id')
    .all(tournamentId) as ForbiddenRow[];
}

export function getForbidden(db: Db, id: number): ForbiddenRow | null {
  return (
    (db.prepare('SELECT * FROM forbidden_pairs WHERE id = ?').get(id) as ForbiddenRow | undefined) ?? null
  );
}

export function insertForbidden(db: Db, row: Omit<ForbiddenRow, 'id'>): number {
  return Number(
    db
      .prepare(
        `INSERT INTO forbidden_pairs (tournament_id, entrant_a, entrant_b, first_round, last_round)
         VALUES (@tournament_id, @entrant_a, @entrant_b, @first_round, @last_round)`,
      )
      .run(row).lastInsertRowid,
  );
}

export function deleteForbidden(db: Db, id: number): void {
  db.prepare('DELETE FROM forbidden_pairs WHERE id = ?').run(id);
}
