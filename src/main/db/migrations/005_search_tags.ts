import { fold } from '../../../shared/fold';
import type { Migration } from './types';

/** The words of a federation or a title as the search folds them ("POL" -> "pol"). */
const words = (s: string | null): string[] =>
  s === null
    ? []
    : fold(s)
        .replace(/['’`ʼ]/g, '')
        .split(/[^a-z0-9]+/)
        .filter((w) => w !== '');

/**
 * The search matches each typed word on the name, the federation or the title ("kowalski pol"
 * found nobody: the word index held names only, and the search scanned by the rarest name word,
 * which "pol" could be). Lists imported from now on index all three; this step adds the
 * federation and title words of the lists already in the file, on the entry that carries the
 * player's words (the first of his ratings), and the title to its search key, which already holds
 * the federation. Done once, in the migration's transaction; a million-row list takes seconds.
 */
function up(db: Parameters<Migration['up']>[0]): void {
  const rows = db
    .prepare(
      `SELECT id, federation, title FROM rating_entries
       WHERE (federation IS NOT NULL OR title IS NOT NULL)
         AND id IN (SELECT entry_id FROM rating_search_words)
       ORDER BY id`,
    )
    .all() as { id: number; federation: string | null; title: string | null }[];
  const addWord = db.prepare('INSERT OR IGNORE INTO rating_search_words (word, entry_id) VALUES (?, ?)');
  const addTitle = db.prepare('UPDATE rating_entries SET search_key = search_key || ? WHERE id = ?');
  for (const r of rows) {
    for (const w of [...words(r.federation), ...words(r.title)]) addWord.run(w, r.id);
    const title = words(r.title);
    if (title.length > 0) addTitle.run(`${title.join(' ')} `, r.id);
  }
}

export const searchTags: Migration = { version: 5, name: 'search_tags', up };
