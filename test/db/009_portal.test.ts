import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/db/migrations/index';
import { getPortalSettings } from '../../src/main/db/repos/portal';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-009-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 009: the results portal (R16.2-R16.3)', () => {
  it('brings a version-7 file up to date with the portal off for every tournament', () => {
    const path = join(dir, 'old.diagonal');
    const old = createEventFile(path, { migrations: MIGRATIONS.slice(0, 7) });
    old.exec(`INSERT INTO events (name, created_at) VALUES ('E', 'now')`);
    old.close();
    const db = openEventFile(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'portal_%' ORDER BY name")
        .pluck()
        .all();
      expect(tables).toEqual(['portal_decisions', 'portal_reports', 'portal_settings', 'portal_tokens']);
      expect(getPortalSettings(db, 1)).toEqual({
        enabled: false,
        access: 'open',
        passwordHash: null,
        passwordSalt: null,
      });
      // Only the two kinds of access R16.3 names.
      expect(() =>
        db
          .prepare(
            "INSERT INTO portal_settings (tournament_id, access, updated_at) VALUES (1, 'public', 'now')",
          )
          .run(),
      ).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });
});
