import type { Db } from '../connection';

/** R15.1 for a tournament in rounds (010): the arbiter's extension and the close by the clock. */
export type DurationRecord = { extensionMinutes: number; closedAt: string | null };

export function getDuration(db: Db, tournamentId: number): DurationRecord {
  const r = db
    .prepare('SELECT extension_minutes, closed_at FROM tournaments WHERE id = ?')
    .get(tournamentId) as { extension_minutes: number; closed_at: string | null } | undefined;
  return { extensionMinutes: r?.extension_minutes ?? 0, closedAt: r?.closed_at ?? null };
}

export function addExtension(db: Db, tournamentId: number, minutes: number): void {
  db.prepare('UPDATE tournaments SET extension_minutes = extension_minutes + ? WHERE id = ?').run(
    minutes,
    tournamentId,
  );
}

/** The announced duration closed the tournament: finished from now on, whatever is corrected. */
export function closeByDuration(db: Db, tournamentId: number, at: string): void {
  db.prepare("UPDATE tournaments SET closed_at = ?, status = 'finished' WHERE id = ?").run(at, tournamentId);
}
