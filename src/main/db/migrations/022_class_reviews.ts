import type { Migration } from './types';

/**
 * R11.4 "The arbiter may review a class": the class an arbiter gave an opening of the official
 * table for one tournament, in place of the table's (`degree` 0-4, `favoured` 'first', 'second' or
 * NULL for a balanced opening). No row: the table's class. Removed with its tournament.
 */
function up(db: Parameters<Migration['up']>[0]): void {
  db.exec(`
    CREATE TABLE opening_class_reviews (
      tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
      opening_number INTEGER NOT NULL,
      degree INTEGER NOT NULL CHECK (degree BETWEEN 0 AND 4),
      favoured TEXT CHECK (favoured IN ('first', 'second')),
      reviewed_at TEXT NOT NULL,
      PRIMARY KEY (tournament_id, opening_number),
      CHECK ((degree = 0) = (favoured IS NULL))
    );
  `);
}

export const classReviews: Migration = { version: 22, name: 'class_reviews', up };
