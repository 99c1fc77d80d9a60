import type { Database } from 'better-sqlite3';
import type { Migration } from './types';

/**
 * The administrative fields of a tournament, editable for its whole life (R1.3 locks only the
 * rules): the deputy arbiters, the organiser, the federation, the dates printed on the reports,
 * the website and TRF `042`/`052` when the arbiter sets them (`start_date`, `end_date`, local
 * `YYYY-MM-DD`; empty: the days rounds were paired), and free notes. Existing tournaments get them
 * empty, so their printed dates become the days their rounds were paired.
 */
function up(db: Database): void {
  db.exec(`
    ALTER TABLE tournaments ADD COLUMN deputies TEXT NOT NULL DEFAULT '';
    ALTER TABLE tournaments ADD COLUMN organiser TEXT NOT NULL DEFAULT '';
    ALTER TABLE tournaments ADD COLUMN federation TEXT NOT NULL DEFAULT '';
    ALTER TABLE tournaments ADD COLUMN start_date TEXT;
    ALTER TABLE tournaments ADD COLUMN end_date TEXT;
    ALTER TABLE tournaments ADD COLUMN notes TEXT NOT NULL DEFAULT '';
  `);
}

export const administration: Migration = { version: 19, name: 'administration', up };
