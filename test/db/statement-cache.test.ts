import { afterEach, beforeEach, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheStatements } from '../../src/main/db/statement-cache';
import type { Db } from '../../src/main/db/connection';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-stmt-'));
  db = cacheStatements(new Database(join(dir, 'x.sqlite')));
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  db.exec("INSERT INTO t (name) VALUES ('Ada'), ('Ben'), ('Cor')");
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

it('gives the same statement back for the same SQL, prepared once', () => {
  const a = db.prepare('SELECT name FROM t WHERE id = ?');
  expect(db.prepare('SELECT name FROM t WHERE id = ?')).toBe(a);
  expect(db.prepare('SELECT id FROM t WHERE id = ?')).not.toBe(a);
});

it('resets pluck and raw: the next caller gets rows as objects', () => {
  expect(db.prepare('SELECT name FROM t WHERE id = ?').pluck().get(2)).toBe('Ben');
  expect(db.prepare('SELECT name FROM t WHERE id = ?').get(2)).toEqual({ name: 'Ben' });
  expect(db.prepare('SELECT name FROM t WHERE id = ?').raw().get(3)).toEqual(['Cor']);
  expect(db.prepare('SELECT name FROM t WHERE id = ?').get(3)).toEqual({ name: 'Cor' });
});

it('prepares a fresh statement while the kept one is still iterating', () => {
  const names: string[] = [];
  for (const row of db.prepare('SELECT name FROM t ORDER BY id').iterate() as Iterable<{ name: string }>)
    names.push(row.name + ':' + String(db.prepare('SELECT name FROM t ORDER BY id').all().length));
  expect(names).toEqual(['Ada:3', 'Ben:3', 'Cor:3']);
});

it('runs writes again with new parameters', () => {
  for (const n of ['Dag', 'Eva']) db.prepare('INSERT INTO t (name) VALUES (?)').run(n);
  expect(db.prepare('SELECT name FROM t ORDER BY id').pluck().all()).toEqual([
    'Ada',
    'Ben',
    'Cor',
    'Dag',
    'Eva',
  ]);
});
