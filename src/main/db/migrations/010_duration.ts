import type { Migration } from './types';

/**
 * RULES.md R15.1 for tournaments in rounds. `close_at_end`: the tournament keeps its announced
 * duration by itself (nothing is paired after the end, open games are ruled drawn ten minutes
 * later and the tournament closes). Tournaments written before this step keep running as they did
 * (0): their schedule was never enforced and may be history. `extension_minutes`: what the arbiter
 * added to the announced duration. `closed_at`: when the duration closed the tournament; a closed
 * tournament stays finished whatever is corrected afterwards. Arenas keep theirs in `arenas` (006).
 */
function up(db: Parameters<Migration['up']>[0]): void {
  db.exec(`
    ALTER TABLE tournaments ADD COLUMN close_at_end INTEGER NOT NULL DEFAULT 0 CHECK (close_at_end IN (0, 1));
    ALTER TABLE tournaments ADD COLUMN extension_minutes INTEGER NOT NULL DEFAULT 0 CHECK (extension_minutes >= 0);
    ALTER TABLE tournaments ADD COLUMN closed_at TEXT;
  `);
}

export const duration: Migration = { version: 10, name: 'duration', up };
