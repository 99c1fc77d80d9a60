import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/db/migrations/index';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-024-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('024: every team leave kept with what it wrote (R10.2, R16.1b)', () => {
  it('reaches a file of the version before it: team_leaves exists, a captain row needs its channel', () => {
    const path = join(dir, 'old.diagonal');
    const at = MIGRATIONS.findIndex((m) => m.version === 24);
    createEventFile(path, { migrations: MIGRATIONS.slice(0, at) }).close();
    const db = openEventFile(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      const cols = (db.prepare('PRAGMA table_info(team_leaves)').all() as { name: string }[]).map(
        (c) => c.name,
      );
      expect(cols).toEqual(
        expect.arrayContaining([
          'team_id',
          'kind',
          'after_round',
          'declared_by',
          'channel',
          'games',
          'undone_at',
        ]),
      );
      const sql = (
        db.prepare("SELECT sql FROM sqlite_master WHERE name = 'team_leaves'").get() as { sql: string }
      ).sql;
      expect(sql).toContain("(declared_by = 'captain') = (channel IS NOT NULL)");
    } finally {
      db.close();
    }
  });
});
