import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { AppError, isAppError } from '../../shared/errors';
import type { RecentFile } from '../../shared/api/events';
import { checkpoint, createEventFile, openEventFile, type Db, type OpenOptions } from '../db/connection';
import { checkCreatable, checkOpenable } from '../db/file-checks';
import { acquireLock, checkLock, releaseLock, type AppKind, type LockInfo } from '../db/lock';
import { BUSY_TIMEOUT_MS, fsError, sqliteError } from '../db/storage-errors';
import { backupAfterPairing, latestBackup } from './backups';
import { isFile, linkLeadsOut, redactFolder } from './data-folder';
import { readRecent, rememberRecent } from './recent';
import { WriterQueue } from './writer-queue';

export const EVENT_EXTENSION = '.diagonal';
/** Plain names only: no separators, no "..", nothing hidden (web mode, ARCHITECTURE.md). */
const SAFE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,119}$/u;
/** How long an action waits for a rating-list import of this process before it says "busy". */
const WRITER_WAIT_MS = 60_000;

export type SessionOptions = {
  /**
   * 'data-dir': `file` is a plain name inside `dataDir` (web mode: never a path from the network).
   * 'path': `file` is an absolute path from the native dialog, or a plain name in `dataDir` (desktop).
   */
  access: 'data-dir' | 'path';
  /** Where event files live in web mode, and the default folder on the desktop. */
  dataDir: string;
  /** The small JSON file that remembers recent event files; null remembers nothing (command line). */
  recentFile: string | null;
  open?: OpenOptions;
  /** Which app holds the file's lock: a second opener's message names it. */
  app?: AppKind;
  /** Tests shorten the wait for an import of this process. */
  writerWaitMs?: number;
  /** Automatic backups when a round is paired; on unless false. */
  backups?: boolean;
};

export type OpenMode = { at: Date; readOnly?: boolean; takeOver?: boolean };

/** `ino`: the file as it was opened, to notice that it was moved or deleted under us. */
type Current = { db: Db; path: string; readOnly: boolean; lock: LockInfo | null; ino: number };

const errno = (e: unknown) => (e as NodeJS.ErrnoException | null)?.code ?? '';
const moved = (path: string) => new AppError('storage:moved', { file: basename(path) });

/** The event file this process has open: one at a time (ARCHITECTURE.md), and its lock. */
export class EventSession {
  readonly options: SessionOptions;
  private current: Current | null = null;
  /** Long writes of this process (rating imports) that actions wait for. */
  readonly writers = new WriterQueue();

  constructor(options: SessionOptions) {
    this.options = options;
  }

  /** Turns what the caller sent into a path, refusing anything outside the rules of the mode. */
  resolve(file: string): string {
    // Desktop: the native dialog gives absolute paths; a plain name still means the data folder.
    if (this.options.access === 'path' && isAbsolute(file)) return resolve(file);
    if (!SAFE_NAME.test(file) || file.includes('..')) throw new AppError('badFileName', { file });
    const name = file.endsWith(EVENT_EXTENSION) ? file : file + EVENT_EXTENSION;
    const path = resolve(this.options.dataDir, name);
    // Web mode: a symbolic link in the data folder may not lead out of it.
    if (this.options.access === 'data-dir' && linkLeadsOut(path, this.options.dataDir))
      throw new AppError('storage:linkOutside', { file: name });
    return path;
  }

  /** What the caller passes back to `event.open` for this path. */
  handle(path: string): string {
    return this.options.access === 'path' ? path : basename(path);
  }

  get db(): Db | null {
    return this.current?.db ?? null;
  }

  get path(): string | null {
    return this.current?.path ?? null;
  }

  get readOnly(): boolean {
    return this.current?.readOnly ?? false;
  }

  requireDb(): Db {
    if (!this.current) throw new AppError('noEventOpen');
    return this.current.db;
  }

  /**
   * Before every write: the file is open for writing, no import of this process is still writing
   * (waited for, up to a limit), and the lock is still ours.
   */
  async writable(now: Date): Promise<Db> {
    this.requireWritable(now);
    const waitMs = this.options.writerWaitMs ?? WRITER_WAIT_MS;
    if (!(await this.writers.idle(waitMs)))
      throw new AppError('storage:busy', {
        file: basename(this.path ?? ''),
        seconds: Math.round(waitMs / 1000),
      });
    this.requireWritable(now);
    return this.requireDb();
  }

  /** The synchronous part of `writable`: open, not read-only, the lock still ours. */
  requireWritable(now: Date): void {
    const cur = this.current;
    if (!cur) throw new AppError('noEventOpen');
    if (cur.readOnly || !cur.lock) throw new AppError('storage:readOnly', { file: basename(cur.path) });
    // Renamed or deleted while open: SQLite would go on writing into a file the arbiter no
    // longer sees under its name.
    let ino: number;
    try {
      ino = statSync(cur.path).ino;
    } catch (e) {
      throw errno(e) === 'ENOENT' ? moved(cur.path) : fsError(e, basename(cur.path));
    }
    if (ino !== cur.ino) throw moved(cur.path);
    try {
      checkLock(cur.path, cur.lock, now);
    } catch (e) {
      // Taken over elsewhere: this window may still read, never write again.
      if (isAppError(e) && e.code === 'storage:takenOver') Object.assign(cur, { readOnly: true, lock: null });
      throw e;
    }
  }

  /** After a committed write: the event file alone holds it (see `checkpoint`). */
  settle(): void {
    const cur = this.current;
    if (cur && !cur.readOnly) checkpoint(cur.db);
  }

  /** A SQLite or file-system error of the open file, named by its cause; null for anything else. */
  storageError(e: unknown): AppError | null {
    const file = basename(this.path ?? '');
    return sqliteError(e, file, this.options.open?.busyTimeoutMs ?? BUSY_TIMEOUT_MS);
  }

  /**
   * After round `round` was paired and committed: a backup into `backups/` beside the event, the
   * last ten kept. A failure is reported, never turned into a failure of the pairing.
   */
  async backupAfterPairing(round: number, at: Date, report: (e: unknown) => void): Promise<void> {
    const cur = this.current;
    if (!cur || this.options.backups === false) return;
    try {
      await backupAfterPairing(cur.db, cur.path, round, at);
    } catch (e) {
      report(e);
    }
  }

  /** Web mode: no absolute path of this machine in a message (the data folder becomes ""). */
  redact(text: string): string {
    return this.options.access === 'data-dir' ? redactFolder(text, this.options.dataDir) : text;
  }

  /** Opens (or creates) before closing the previous file, so a refusal leaves the session as it was. */
  open(path: string, mode: 'open' | 'create', how: OpenMode): Db {
    if (mode === 'create') mkdirSync(dirname(path), { recursive: true });
    const readOnly = mode === 'open' && (how.readOnly ?? false);
    // What stands at the path is said before a lock is left beside it (a folder, a pipe ...).
    if (mode === 'create') checkCreatable(path);
    else checkOpenable(path, { readOnly });
    // Reopening the file this session holds keeps its lock: our own lock must not refuse us.
    const held = this.current?.path === path ? this.current.lock : null;
    const lock = readOnly
      ? null
      : (held ??
        acquireLock(path, { app: this.options.app ?? 'cli', at: how.at, takeOver: how.takeOver ?? false }));
    let db: Db;
    try {
      db =
        mode === 'create'
          ? createEventFile(path, this.options.open)
          : openEventFile(path, { ...this.options.open, readOnly });
    } catch (e) {
      if (lock && lock !== held) releaseLock(path, lock);
      throw this.withBackup(e, path);
    }
    this.closeCurrent(lock !== null && lock === held);
    this.current = { db, path, readOnly, lock, ino: statSync(path).ino };
    return db;
  }

  /** A damaged file's refusal names its latest backup, which the screen offers to restore. */
  private withBackup(e: unknown, path: string): unknown {
    if (!isAppError(e) || (e.code !== 'storage:damaged' && e.code !== 'storage:truncated')) return e;
    const backup = latestBackup(path);
    if (!backup) return e;
    return new AppError(
      e.code,
      { ...e.params, context: 'backup', backup: backup.name },
      { backup: backup.name },
    );
  }

  /** Clean close: the WAL folded into the file, the connection closed, the lock removed. */
  close(): void {
    this.closeCurrent(false);
  }

  private closeCurrent(keepLock: boolean): void {
    const cur = this.current;
    if (!cur) return;
    this.current = null;
    try {
      if (!cur.readOnly) checkpoint(cur.db);
    } catch {
      // closing the last connection checkpoints once more; a failure here loses nothing committed
    }
    cur.db.close();
    if (cur.lock && !keepLock) releaseLock(cur.path, cur.lock);
  }

  /** The recent list is a convenience: a full disk or a read-only settings folder must not stop an open. */
  remember(path: string, name: string, at: string): boolean {
    return rememberRecent(this.options.recentFile, { path, name, openedAt: at });
  }

  recent(): RecentFile[] {
    return readRecent(this.options.recentFile)
      .filter((r) => existsSync(r.path) && this.allowed(r.path))
      .map((r) => ({
        file: this.handle(r.path),
        fileName: basename(r.path),
        name: r.name,
        openedAt: r.openedAt,
      }));
  }

  /** Event files in the data folder, by name (web mode lists them instead of a dialog). */
  dataFiles(): string[] {
    if (!existsSync(this.options.dataDir)) return [];
    return readdirSync(this.options.dataDir)
      .filter((f) => f.endsWith(EVENT_EXTENSION) && SAFE_NAME.test(f))
      .sort()
      .map((f) => resolve(this.options.dataDir, f))
      .filter(isFile);
  }

  private allowed(path: string): boolean {
    return this.options.access === 'path' || dirname(path) === resolve(this.options.dataDir);
  }
}
