import type { Migration } from './types';

/**
 * Rating lists at the size of the FIDE list (issue 7: a search under 20 ms over 1,000,000 rows).
 * - `rating_search_words`: every word of an entry's name and ID, folded (no diacritics), so that
 *   a few typed letters are a range scan of one B-tree in any word order. WITHOUT ROWID: the key
 *   is the whole row, one tree instead of a table plus an index. Rows of a deleted entry are left
 *   behind harmlessly: the search joins back to `rating_entries`.
 * - The index on `search_key` goes: a key prefix is never searched, and at a million rows it
 *   costs seconds of every import.
 * - An entry remembers the line it came from; a list its format and counts, for the lists screen.
 *   Lists without IDs store '' as `player_id` (NOT NULL in 001).
 */
const SQL = `
CREATE TABLE rating_search_words (
  word     TEXT NOT NULL,
  entry_id INTEGER NOT NULL,
  PRIMARY KEY (word, entry_id)
) WITHOUT ROWID;

DROP INDEX rating_entries_search;

ALTER TABLE rating_entries ADD COLUMN line INTEGER;
ALTER TABLE rating_lists ADD COLUMN format TEXT;
ALTER TABLE rating_lists ADD COLUMN entry_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rating_lists ADD COLUMN skipped_count INTEGER NOT NULL DEFAULT 0;
CREATE INDEX rating_lists_source ON rating_lists(source, id);
`;

export const ratingLists: Migration = { version: 2, name: 'rating_lists', up: (db) => db.exec(SQL) };
