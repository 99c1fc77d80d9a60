import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPLICATION_ID, createEventFile, openEventFile, type Db } from '../../src/main/db/connection';
import { LATEST_VERSION } from '../../src/main/db/migrations/index';
import { AppError } from '../../src/shared/errors';

let dir: string;
const open: Db[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-db-'));
});
afterEach(() => {
  open.splice(0).forEach((db) => db.open && db.close());
  rmSync(dir, { recursive: true, force: true });
});
const keep = (db: Db) => (open.push(db), db);

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('event file connection', () => {
  it('opens with WAL, synchronous=FULL and foreign keys, marked as a Diagonal file', () => {
    const db = keep(createEventFile(join(dir, 'a.diagonal')));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    db.close();
    const again = keep(openEventFile(join(dir, 'a.diagonal')));
    expect(again.pragma('synchronous', { simple: true })).toBe(2);
    expect(again.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('refuses to create over an existing file', () => {
    writeFileSync(join(dir, 'x.diagonal'), 'keep me');
    expect(codeOf(() => createEventFile(join(dir, 'x.diagonal')))).toBe('fileExists');
    expect(readFileSync(join(dir, 'x.diagonal'), 'utf8')).toBe('keep me');
  });

  it('refuses a text file and another SQLite database, leaving them byte-identical and alone', () => {
    const text = join(dir, 'notes.diagonal');
    writeFileSync(
      text,
      'not a database at all, but long enough to fill a SQLite header of one hundred bytes....',
    );
    const other = join(dir, 'other.sqlite');
    const o = new Database(other);
    o.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
    o.close();
    const before = [readFileSync(text), readFileSync(other)];
    const files = readdirSync(dir).sort();
    expect(codeOf(() => openEventFile(text))).toBe('notEventFile');
    expect(codeOf(() => openEventFile(other))).toBe('notEventFile');
    expect(readFileSync(text).equals(before[0] as Buffer)).toBe(true);
    expect(readFileSync(other).equals(before[1] as Buffer)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(files); // no -wal, -shm or backup appeared
  });

  it('refuses an empty file and a missing one', () => {
    writeFileSync(join(dir, 'empty.diagonal'), '');
    expect(codeOf(() => openEventFile(join(dir, 'empty.diagonal')))).toBe('notEventFile');
    expect(codeOf(() => openEventFile(join(dir, 'missing.diagonal')))).toBe('fileNotFound');
  });

  it('refuses a file written by a newer version and leaves it unchanged', () => {
    const path = join(dir, 'future.diagonal');
    const db = createEventFile(path);
    db.pragma(`user_version = ${LATEST_VERSION + 1}`);
    db.close();
    const before = readFileSync(path);
    const files = readdirSync(dir).sort();
    const e = (() => {
      try {
        openEventFile(path);
      } catch (err) {
        return err;
      }
      return null;
    })();
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('newerVersion');
    expect((e as AppError).params).toMatchObject({ version: LATEST_VERSION + 1, known: LATEST_VERSION });
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(files);
  });
});
