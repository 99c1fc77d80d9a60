import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/db/migrations/index';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-021-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('021: the points a round was paired on, the opening of an unpaired round', () => {
  it('reaches a file already at 020: boards get the points columns, kept_openings exists', () => {
    const path = join(dir, 'old.diagonal');
    const before = MIGRATIONS.findIndex((m) => m.version === 21);
    expect(MIGRATIONS[before - 1]?.version).toBe(20);
    createEventFile(path, { migrations: MIGRATIONS.slice(0, before) }).close();
    const db = openEventFile(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      const cols = (db.prepare('PRAGMA table_info(boards)').all() as { name: string }[]).map((c) => c.name);
      expect(cols).toEqual(expect.arrayContaining(['white_points', 'black_points']));
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'kept_openings'").get()).toBeDefined();
    } finally {
      db.close();
    }
  });
});
