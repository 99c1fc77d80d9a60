import Database from 'better-sqlite3';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { AppError, isAppError } from '../../shared/errors';
import { checkCreatable, checkOpenable, readHeader, writeProtected } from './file-checks';
import { migrate } from './migrate';
import { cacheStatements } from './statement-cache';
import { LATEST_VERSION, MIGRATIONS, type Migration } from './migrations/index';
import { BUSY_TIMEOUT_MS, sqliteError } from './storage-errors';

export type Db = Database.Database;

/** "DGNL": marks a SQLite file as a Diagonal event file (PRAGMA application_id). */
export const APPLICATION_ID = 0x44474e4c;

export type OpenOptions = {
  migrations?: readonly Migration[];
  now?: () => Date;
  /** How long a write waits for another connection's write (tests shorten it). */
  busyTimeoutMs?: number;
};

/**
 * WAL so a crash never loses an acknowledged write; FULL fsyncs every commit (PRODUCT.md); and a
 * write that meets another writer waits for it instead of failing at once.
 */
function configure(db: Db, busyMs: number): void {
  db.pragma(`busy_timeout = ${busyMs}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

/**
 * Copies every committed page from the WAL into the event file and empties the WAL, so that the
 * `.diagonal` file alone holds every acknowledged action: a copy taken with the file manager, a
 * USB stick or a sync service is complete (the arbiter copies one file, never its -wal). Called
 * after each write. A reader in another process can hold it back; the next write tries again.
 */
export function checkpoint(db: Db): boolean {
  const [row] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  return row?.busy === 0;
}

function refuseNewer(file: string, version: number, known: number): void {
  if (version > known) throw new AppError('newerVersion', { file, version, known });
}

/** SQLite errors while opening, named by cause; anything else unchanged. */
function named(e: unknown, file: string, busyMs: number): unknown {
  return isAppError(e) ? e : (sqliteError(e, file, busyMs) ?? e);
}

/**
 * A write-protected event file read from a copy in memory, so that nothing is written beside it.
 * SQLite reads a WAL file through a -shm and a -wal beside it, creating both where it can (root
 * always can) and, read-only, never removing them: a stick or a CD was left littered. Nobody can
 * write such a file, so a copy is the file. The copy is marked a rollback-journal file (header
 * bytes 18-19), as SQLite reads no WAL file from memory. A -wal that holds pages (a crash left it)
 * is needed to read the file right: then SQLite reads it as ever, and uses what is beside it.
 */
function protectedCopy(path: string): Buffer | null {
  if (!writeProtected(path)) return null;
  try {
    if (statSync(`${path}-wal`).size > 0) return null;
  } catch {
    // no -wal: the file holds everything
  }
  const bytes = readFileSync(path);
  bytes[18] = 1;
  bytes[19] = 1;
  return bytes;
}

/** Creates a new event file; refuses to overwrite anything. */
export function createEventFile(path: string, opts: OpenOptions = {}): Db {
  const file = basename(path);
  const busyMs = opts.busyTimeoutMs ?? BUSY_TIMEOUT_MS;
  checkCreatable(path);
  let db: Db | null = null;
  try {
    db = new Database(path);
    // Before WAL, so the id lands in the main file's header at once and identifies it even after a crash.
    db.pragma(`application_id = ${APPLICATION_ID}`);
    configure(db, busyMs);
    migrate(db, path, opts.migrations ?? MIGRATIONS, opts.now);
    checkpoint(db);
    // After the migrations: a statement is kept only once the schema stands.
    return cacheStatements(db);
  } catch (e) {
    db?.close();
    // A half-made file is worse than none: it would be refused or misread later.
    for (const p of [path, `${path}-wal`, `${path}-shm`]) rmSync(p, { force: true });
    throw named(e, file, busyMs);
  }
}

/**
 * Opens an existing event file, migrating it (after a backup copy) when it is older than the app.
 * `readOnly` opens it without writing anything (another process holds it, or the file is marked
 * read-only); such a file is not migrated. Every opening runs PRAGMA quick_check, so a damaged
 * file is said to be damaged at once, not at the first result that lands on the bad page.
 */
export function openEventFile(path: string, opts: OpenOptions & { readOnly?: boolean } = {}): Db {
  const file = basename(path);
  const busyMs = opts.busyTimeoutMs ?? BUSY_TIMEOUT_MS;
  const readOnly = opts.readOnly ?? false;
  checkOpenable(path, { readOnly });
  const migrations = opts.migrations ?? MIGRATIONS;
  const known = migrations.at(-1)?.version ?? 0;
  const header = readHeader(path);
  if (!header || header.appId !== APPLICATION_ID) throw new AppError('notEventFile', { file });
  refuseNewer(file, header.userVersion, known);
  if (header.truncated) throw new AppError('storage:truncated', { file });
  let db: Db;
  try {
    const copy = readOnly ? protectedCopy(path) : null;
    db = copy
      ? new Database(copy, { readonly: true })
      : new Database(path, { fileMustExist: true, readonly: readOnly });
  } catch (e) {
    throw named(e, file, busyMs);
  }
  try {
    db.pragma(`busy_timeout = ${busyMs}`);
    const [check] = db.pragma('quick_check(1)') as { quick_check: string }[];
    if (check?.quick_check !== 'ok') {
      // "*** in database main ***\nTree 19 page 19 cell 2: ...": the line that names the page.
      const detail = (check?.quick_check ?? '')
        .replace(/^\*\*\* in database \w+ \*\*\*\s*/, '')
        .split('\n')[0];
      throw new AppError('storage:damaged', { file, detail });
    }
    // The header may lag behind a WAL that was not checkpointed: ask SQLite before any write.
    const version = Number(db.pragma('user_version', { simple: true }));
    refuseNewer(file, version, known);
    if (readOnly) {
      if (version < known) throw new AppError('storage:readOnlyOlder', { file });
      db.pragma('foreign_keys = ON');
      return cacheStatements(db);
    }
    configure(db, busyMs);
    migrate(db, path, migrations, opts.now);
    checkpoint(db);
    // After the migrations: a statement is kept only once the schema stands.
    return cacheStatements(db);
  } catch (e) {
    db.close();
    throw named(e, file, busyMs);
  }
}

export { LATEST_VERSION };
