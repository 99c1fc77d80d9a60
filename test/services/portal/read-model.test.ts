import { afterEach, beforeEach, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../../src/main/db/connection';
import { remembered } from '../../../src/main/services/portal/read-model';

// The phones' reads are kept between requests (R16.2-R16.3) and dropped on any write.
let dir: string;
let db: Db;
let builds = 0;
const names = () =>
  remembered(db, 'names', () => {
    builds++;
    return db.prepare('SELECT name FROM t ORDER BY id').pluck().all();
  });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-read-model-'));
  db = new Database(join(dir, 'x.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('Ada')");
  builds = 0;
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

it('answers a second read from memory while nothing is written', () => {
  expect(names()).toEqual(['Ada']);
  expect(names()).toEqual(['Ada']);
  expect(builds).toBe(1);
});

it('reads again after a write of this connection (a report, an arbiter result)', () => {
  names();
  db.prepare("INSERT INTO t (name) VALUES ('Ben')").run();
  expect(names()).toEqual(['Ada', 'Ben']);
  expect(builds).toBe(2);
});

it('reads again after a rolled back write: nothing of it is kept', () => {
  names();
  expect(() =>
    db.transaction(() => {
      db.prepare("INSERT INTO t (name) VALUES ('Cor')").run();
      expect(names()).toEqual(['Ada', 'Cor']);
      throw new Error('refused');
    })(),
  ).toThrow('refused');
  expect(names()).toEqual(['Ada']);
  expect(builds).toBe(3);
});

it('reads again after another connection committed (a rating import)', () => {
  names();
  const other = new Database(join(dir, 'x.sqlite'));
  other.prepare("INSERT INTO t (name) VALUES ('Dag')").run();
  other.close();
  expect(names()).toEqual(['Ada', 'Dag']);
  expect(builds).toBe(2);
});
