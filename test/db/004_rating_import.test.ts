import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations/index';
import { searchLists } from '../../src/main/services/ratings';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-004-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 004: one index less on rating entries', () => {
  it('upgrades a version 3 file: the list index goes, the entries and the search stay', () => {
    const path = join(dir, 'old.diagonal');
    const old = createEventFile(path, { migrations: MIGRATIONS.slice(0, 3) });
    old.exec(`
      INSERT INTO rating_lists (id, source, name, imported_at, entry_count) VALUES (1, 'FMJD', 'FMJD 2026', 'now', 2);
      INSERT INTO rating_entries (id, list_id, player_id, name, rating, search_key)
        VALUES (1, 1, '15001', 'Świątek, Łukasz', 2301, ' swiatek lukasz 15001 '),
               (2, 1, '15002', 'Nowak, Jan', 1980, ' nowak jan 15002 ');
      INSERT INTO rating_search_words (word, entry_id)
        VALUES ('jan', 2), ('lukasz', 1), ('nowak', 2), ('swiatek', 1);`);
    old.close();

    const db = openEventFile(path, { migrations: MIGRATIONS.slice(0, 4) });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(4);
      const indexes = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rating_entries'")
        .pluck()
        .all();
      expect(indexes).toEqual(['rating_entries_player']);
      expect(searchLists(db, 'lukasz swiatek').map((h) => [h.id, h.name, h.rating])).toEqual([
        [1, 'Świątek, Łukasz', 2301],
      ]);
      // By name, as a list is read.
      expect(searchLists(db, '1500').map((h) => h.player_id)).toEqual(['15002', '15001']);
      // The foreign key still holds without its index.
      expect(() =>
        db
          .prepare(
            "INSERT INTO rating_entries (list_id, player_id, name, search_key) VALUES (9, '', 'X', ' x ')",
          )
          .run(),
      ).toThrow(/FOREIGN KEY/);
    } finally {
      db.close();
    }
  });
});
