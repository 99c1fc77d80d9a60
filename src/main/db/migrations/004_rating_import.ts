import type { Migration } from './types';

/**
 * One index less to keep up while a rating list is imported (issue 7: a million-row list in
 * under 15 s). `rating_entries_list` served no query: the search pins its plan with `+list_id`
 * (the walk of that index over a million entries is what it avoids), an entry's other ratings
 * are found by id range, a player's entries by `rating_entries_player`, and a list's size is
 * stored with the list. Lists are never deleted; were they, the cascade would scan the entries
 * once. At a million entries the index cost some 0.4 s of every import and 10 MB of the file.
 */
const SQL = `
DROP INDEX rating_entries_list;
`;

export const ratingImport: Migration = { version: 4, name: 'rating_import', up: (db) => db.exec(SQL) };
