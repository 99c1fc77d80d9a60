import Database from 'better-sqlite3';
import { closeSync, existsSync, openSync, readSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { AppError } from '../../shared/errors';
import { migrate } from './migrate';
import { LATEST_VERSION, MIGRATIONS, type Migration } from './migrations/index';

export type Db = Database.Database;

/** "DGNL": marks a SQLite file as a Diagonal event file (PRAGMA application_id). */
export const APPLICATION_ID = 0x44474e4c;
const SQLITE_MAGIC = 'SQLite format 3\u0000';

export type OpenOptions = { migrations?: readonly Migration[]; now?: () => Date };

/**
 * Reads the 100-byte SQLite header without opening the database, so that a file which is not
 * ours, or comes from a newer version, is refused before SQLite could touch it (not even a -wal).
 */
function inspectHeader(path: string): { appId: number; userVersion: number } | null {
  const buf = Buffer.alloc(100);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw new AppError('fileUnreadable', { file: basename(path), detail: (e as Error).message });
  }
  try {
    if (readSync(fd, buf, 0, 100, 0) < 100) return null;
  } finally {
    closeSync(fd);
  }
  if (buf.toString('latin1', 0, 16) !== SQLITE_MAGIC) return null;
  return { userVersion: buf.readInt32BE(60), appId: buf.readInt32BE(68) };
}

/** WAL so a crash never loses an acknowledged write; FULL fsyncs every commit (PRODUCT.md). */
function configure(db: Db): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
}

function refuseNewer(file: string, version: number, known: number): void {
  if (version > known) throw new AppError('newerVersion', { file, version, known });
}

/** Creates a new event file; refuses to overwrite anything. */
export function createEventFile(path: string, opts: OpenOptions = {}): Db {
  if (existsSync(path)) throw new AppError('fileExists', { file: basename(path) });
  const db = new Database(path);
  try {
    // Before WAL, so the id lands in the main file's header at once and identifies it even after a crash.
    db.pragma(`application_id = ${APPLICATION_ID}`);
    configure(db);
    migrate(db, path, opts.migrations ?? MIGRATIONS, opts.now);
    return db;
  } catch (e) {
    db.close();
    // A half-made file is worse than none: it would be refused or misread later.
    for (const p of [path, `${path}-wal`, `${path}-shm`]) rmSync(p, { force: true });
    throw e;
  }
}

/** Opens an existing event file, migrating it (after a backup copy) when it is older than the app. */
export function openEventFile(path: string, opts: OpenOptions = {}): Db {
  const file = basename(path);
  if (!existsSync(path)) throw new AppError('fileNotFound', { file });
  const migrations = opts.migrations ?? MIGRATIONS;
  const known = migrations.length;
  const header = inspectHeader(path);
  if (!header || header.appId !== APPLICATION_ID) throw new AppError('notEventFile', { file });
  refuseNewer(file, header.userVersion, known);
  let db: Db;
  try {
    db = new Database(path, { fileMustExist: true });
  } catch (e) {
    throw new AppError('fileUnreadable', { file, detail: (e as Error).message });
  }
  try {
    // The header may lag behind a WAL that was not checkpointed: ask SQLite before any write.
    db.pragma('busy_timeout = 5000');
    refuseNewer(file, Number(db.pragma('user_version', { simple: true })), known);
    configure(db);
    migrate(db, path, migrations, opts.now);
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

export { LATEST_VERSION };
