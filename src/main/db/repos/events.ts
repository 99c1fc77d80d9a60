import type { Db } from '../connection';

export type EventRow = { id: number; name: string; createdAt: string };

/** The one event of an event file (PRODUCT.md: one file per event). */
export function getEvent(db: Db): EventRow | null {
  const row = db.prepare('SELECT id, name, created_at AS createdAt FROM events ORDER BY id LIMIT 1').get() as
    EventRow | undefined;
  return row ?? null;
}

export function insertEvent(db: Db, name: string, at: string): EventRow {
  const { lastInsertRowid } = db.prepare('INSERT INTO events (name, created_at) VALUES (?, ?)').run(name, at);
  return { id: Number(lastInsertRowid), name, createdAt: at };
}

export function renameEvent(db: Db, id: number, name: string): void {
  db.prepare('UPDATE events SET name = ? WHERE id = ?').run(name, id);
}

export function schemaVersion(db: Db): number {
  return Number(db.pragma('user_version', { simple: true }));
}
