import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations/index';
import { searchLists } from '../../src/main/services/ratings';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-005-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 005: federation and title words in the search index', () => {
  it('lets a list imported before find "kowalski pol", one hit per player', () => {
    const path = join(dir, 'old.diagonal');
    const old = createEventFile(path, { migrations: MIGRATIONS.slice(0, 4) });
    // As version 4 imported them: name words in the index, the key " name id federation ".
    // Kowalski, Jan has two ratings (two rows); only the first carries the words.
    old.exec(`
      INSERT INTO rating_lists (id, source, name, imported_at, entry_count) VALUES (1, 'FMJD', 'FMJD 2026', 'now', 4);
      INSERT INTO rating_entries (id, list_id, player_id, name, federation, title, rating, line, search_key)
        VALUES (1, 1, '30001', 'Kowalski, Jan', 'POL', 'MF', 2050, 2, ' kowalski jan 30001 pol '),
               (2, 1, '30001', 'Kowalski, Jan', 'POL', 'MF', 1990, 2, ' kowalski jan 30001 pol '),
               (3, 1, '30004', 'Polak, Adam', 'POL', NULL, 1700, 3, ' polak adam 30004 pol '),
               (4, 1, '30005', 'Świątek, Łukasz', 'POL', 'GMI', 2412, 4, ' swiatek lukasz 30005 pol '),
               (5, 1, '30002', 'Kowalski, Piotr', 'NED', NULL, 1890, 5, ' kowalski piotr 30002 ned ');
      INSERT INTO rating_search_words (word, entry_id)
        VALUES ('jan', 1), ('kowalski', 1), ('adam', 3), ('polak', 3), ('lukasz', 4), ('swiatek', 4),
               ('kowalski', 5), ('piotr', 5);`);
    // Before: "pol" has the fewest name words (Polak), so no Kowalski of POL.
    expect(searchLists(old, 'kowalski pol')).toEqual([]);
    old.close();

    const db = openEventFile(path, { migrations: MIGRATIONS.slice(0, 5) });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(5);
      const names = (text: string) => searchLists(db, text).map((h) => `${h.name} ${h.rating}`);
      expect(names('kowalski pol')).toEqual(['Kowalski, Jan 2050']);
      expect(names('pol')).toEqual(['Kowalski, Jan 2050', 'Polak, Adam 1700', 'Świątek, Łukasz 2412']);
      expect(names('swiatek gmi')).toEqual(['Świątek, Łukasz 2412']);
      expect(names('gmi swiatek')).toEqual(['Świątek, Łukasz 2412']);
      expect(names('kowalski ned')).toEqual(['Kowalski, Piotr 1890']);
      // The second rating row stays without words: still one hit per player.
      expect(db.prepare('SELECT word FROM rating_search_words WHERE entry_id = 2').pluck().all()).toEqual([]);
    } finally {
      db.close();
    }
  });
});
