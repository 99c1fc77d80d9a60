import type { Database } from 'better-sqlite3';
import { wallField, wallInstant } from '../../../shared/schedule';
import type { Migration } from './types';

/**
 * RULES.md R15.1 for tournaments in rounds: the close by the clock is the arbiter's choice, and
 * its end a date and time (`announced_end`, local `YYYY-MM-DDTHH:mm`), no longer the scheduled
 * start plus a duration. Until now every new tournament had the close on with 480 minutes, so a
 * weekend open closed itself at the end of day one. A tournament whose close is on only by that
 * default is turned off, and `close_notice` makes the screens say so once; one whose arbiter
 * turned the close on by hand (the activity log holds the settings change that did) keeps it, with
 * its end as it stood: start + duration + extension, the extension folded into the end. A
 * tournament already closed by the clock stays closed (`closed_at`): the arbiter may reopen it.
 * Arenas keep their duration (R14.1): nothing changes for them.
 */
function up(db: Database): void {
  db.exec(`
    ALTER TABLE tournaments ADD COLUMN announced_end TEXT;
    ALTER TABLE tournaments ADD COLUMN close_notice INTEGER NOT NULL DEFAULT 0 CHECK (close_notice IN (0, 1));
  `);
  const rows = db
    .prepare(
      `SELECT id, scheduled_start, duration_minutes, extension_minutes FROM tournaments
        WHERE kind = 'rounds' AND close_at_end = 1`,
    )
    .all() as { id: number; scheduled_start: string; duration_minutes: number; extension_minutes: number }[];
  const keep = db.prepare('UPDATE tournaments SET announced_end = ?, extension_minutes = 0 WHERE id = ?');
  const off = db.prepare('UPDATE tournaments SET close_at_end = 0, close_notice = 1 WHERE id = ?');
  for (const r of rows) {
    if (!turnedOnByHand(db, r.id)) {
      off.run(r.id);
      continue;
    }
    const minutes = r.duration_minutes + r.extension_minutes;
    keep.run(wallField(wallInstant(r.scheduled_start) + minutes * 60_000), r.id);
  }
}

type SettingsChange = {
  summary: { changed?: unknown };
  undo: { input?: { settings?: { closeAtEnd?: unknown } } };
};

/**
 * The last settings change that touched the close: on by hand when it found the close off (its
 * undo puts `closeAtEnd: false` back). A tournament created with the close on, through the form
 * or the API, cannot be told from the default and counts as the default.
 */
function turnedOnByHand(db: Database, tournamentId: number): boolean {
  const rows = db
    .prepare(
      `SELECT summary, undo FROM activity_log
        WHERE tournament_id = ? AND action = 'tournament.updateSettings' ORDER BY id DESC`,
    )
    .all(tournamentId) as { summary: string; undo: string | null }[];
  for (const row of rows) {
    const change = parse(row.summary, row.undo);
    if (!change || !Array.isArray(change.summary.changed) || !change.summary.changed.includes('closeAtEnd'))
      continue;
    return change.undo.input?.settings?.closeAtEnd === false;
  }
  return false;
}

function parse(summary: string, undo: string | null): SettingsChange | null {
  try {
    const s = JSON.parse(summary) as SettingsChange['summary'] | null;
    const u = (undo === null ? {} : JSON.parse(undo)) as SettingsChange['undo'] | null;
    return s && u ? { summary: s, undo: u } : null;
  } catch {
    return null;
  }
}

export const announcedEnd: Migration = { version: 12, name: 'announced_end', up };
