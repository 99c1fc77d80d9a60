import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { backupPath, migrate } from '../../src/main/db/migrate';
import { initial } from '../../src/main/db/migrations/001_initial';
import type { Migration } from '../../src/main/db/migrations/types';
import { MIGRATIONS } from '../../src/main/db/migrations/index';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-migrate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const second: Migration = {
  version: 2,
  name: 'test-notes',
  up: (db) => db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)'),
};
const broken: Migration = {
  version: 2,
  name: 'broken',
  up: (db) => {
    db.exec('CREATE TABLE half_done (x)');
    db.exec('THIS IS NOT SQL');
  },
};
const tables = (db: Database.Database) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((r) => r.name);

describe('migrate', () => {
  it('names backups after the old version and a UTC timestamp', () => {
    expect(backupPath('/x/e.diagonal', 3, new Date('2026-11-30T10:05:09.123Z'))).toBe(
      '/x/e.diagonal.backup-v3-20261130T100509Z',
    );
  });

  it('upgrades an existing file in one step, after a backup copy that keeps the old version', () => {
    const path = join(dir, 'e.diagonal');
    const db = createEventFile(path, { migrations: [initial] });
    db.prepare("INSERT INTO events (name, created_at) VALUES ('Open', 'now')").run();
    db.close();

    const at = new Date('2026-11-30T10:00:00Z');
    const up = openEventFile(path, { migrations: [initial, second], now: () => at });
    expect(up.pragma('user_version', { simple: true })).toBe(2);
    expect(tables(up)).toContain('notes');
    up.close();

    const backup = backupPath(path, 1, at);
    expect(existsSync(backup)).toBe(true);
    const old = new Database(backup, { readonly: true });
    expect(old.pragma('user_version', { simple: true })).toBe(1);
    expect(tables(old)).not.toContain('notes');
    expect(old.prepare('SELECT name FROM events').pluck().get()).toBe('Open');
    old.close();
  });

  it('rolls every step back when one fails: version, tables and data stay as they were', () => {
    const path = join(dir, 'e.diagonal');
    const db = createEventFile(path, { migrations: [initial] });
    db.prepare("INSERT INTO events (name, created_at) VALUES ('Open', 'now')").run();
    expect(() => migrate(db, path, [initial, broken])).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(tables(db)).not.toContain('half_done');
    expect(db.prepare('SELECT COUNT(*) FROM events').pluck().get()).toBe(1);
    db.close();
  });

  it('makes no backup for a new file, and does nothing when up to date', () => {
    const path = join(dir, 'e.diagonal');
    const db = createEventFile(path);
    expect(migrate(db, path, MIGRATIONS)).toBeNull();
    db.close();
    expect(readdirSync(dir).filter((f) => f.includes('backup'))).toEqual([]);
  });

  it('skips a number reserved for a step not written yet, and runs a later one only once', () => {
    const db = new Database(':memory:');
    const third: Migration = { ...second, version: 3 };
    migrate(db, ':memory:', [initial, third]);
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    expect(() => migrate(db, ':memory:', [initial, third])).not.toThrow();
    expect(() => migrate(db, ':memory:', [third, initial])).toThrow(/numbered/);
    db.close();
  });

  it('refuses a list whose numbers do not follow each other', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, ':memory:', [{ ...second, version: 1 }, initial])).toThrow(/numbered/);
    db.close();
  });
});
