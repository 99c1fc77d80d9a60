/**
 * One event file, one writer. SQLite's own locks do not say who holds a file, and they are not
 * reliable on network shares, so the writer also leaves `EVENT.diagonal.lock` beside the file:
 * created atomically (O_EXCL), holding who opened it, where and when. A second opener is told
 * "open in another window / on computer X since HH:MM" and may open the file read-only; a lock
 * left by a crashed process on this computer (its process is gone) is taken over silently; any
 * other lock is taken over only when the arbiter asks for it. The token lets the first holder
 * notice, at its next write, that the file was taken over, instead of writing beside the new one.
 *
 * A process id alone does not say that the holder lives: after a reboot, or once the id has come
 * round again, it may belong to any other program, and the file was then said to be "open in
 * Diagonal since ..." when nobody had it. So the lock also records when its process started
 * (`started`), and a holder lives only while its id still belongs to a process started then.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, uptime } from 'node:os';
import { basename } from 'node:path';
import { AppError } from '../../shared/errors';
import { fsError } from './storage-errors';

/** Which kind of Diagonal holds the file: it words the second opener's message. */
export type AppKind = 'desktop' | 'web' | 'cli';
export type LockInfo = {
  pid: number;
  host: string;
  app: AppKind;
  openedAt: string;
  token: string;
  /** When the process started (`processStart`); absent where it cannot be read, and in older locks. */
  started?: string;
};

export const lockPath = (eventPath: string): string => `${eventPath}.lock`;

function readLock(path: string): LockInfo | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
  }
  try {
    const x = JSON.parse(text) as Partial<LockInfo>;
    if (
      typeof x.pid === 'number' &&
      typeof x.host === 'string' &&
      typeof x.openedAt === 'string' &&
      typeof x.token === 'string' &&
      (x.started === undefined || typeof x.started === 'string') &&
      (x.app === 'desktop' || x.app === 'web' || x.app === 'cli')
    )
      return x as LockInfo;
  } catch {
    // a lock cut short by a crash between create and write: nobody holds it
  }
  return 'unreadable';
}

function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What tells a process from a later one with the same id, on Linux: the boot it runs in and the
 * clock tick it started at (`/proc/sys/kernel/random/boot_id`, field 22 of `/proc/PID/stat`).
 * Null where there is no /proc (macOS, Windows) or the process is gone.
 */
export function processStart(pid: number): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command, is in parentheses and may hold spaces: count from the last ")".
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return boot !== '' && ticks !== undefined && /^\d+$/.test(ticks) ? `${boot}/${ticks}` : null;
  } catch {
    return null;
  }
}

/** A clock set a little differently at the boot does not make a live holder look stale. */
const BOOT_SLACK_MS = 60_000;

/**
 * Whether the holder of a lock on this computer still runs. Its id must exist and, where the
 * start of a process can be read, belong to the process that wrote the lock. Elsewhere (or for a
 * lock of an older version, without `started`), a lock opened before this computer started (its
 * uptime before `at`) belongs to no live process either.
 */
function holderAlive(held: LockInfo, at: Date): boolean {
  if (!exists(held.pid)) return false;
  const now = processStart(held.pid);
  if (held.started !== undefined && now !== null) return now === held.started;
  const bootedAt = at.getTime() - uptime() * 1000;
  const openedAt = Date.parse(held.openedAt);
  return Number.isNaN(openedAt) || openedAt >= bootedAt - BOOT_SLACK_MS;
}

/** "14:05" the same day, "2026-12-04 14:05" otherwise; the arbiter reads local time. */
export function since(openedAt: string, now: Date): string {
  const d = new Date(openedAt);
  if (Number.isNaN(d.getTime())) return openedAt;
  const p = (n: number) => String(n).padStart(2, '0');
  const time = `${p(d.getHours())}:${p(d.getMinutes())}`;
  const sameDay = d.toDateString() === now.toDateString();
  return sameDay ? time : `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${time}`;
}

/** The refusal a second opener gets; `details.lock` lets the screen offer read-only or take-over. */
export function lockedError(file: string, held: LockInfo, now: Date): AppError {
  const when = since(held.openedAt, now);
  const details = {
    lock: { host: held.host, app: held.app, since: when, sameHost: held.host === hostname() },
  };
  if (held.host !== hostname())
    return new AppError('storage:lockedElsewhere', { file, host: held.host, since: when }, details);
  return new AppError('storage:locked', { file, since: when, context: held.app }, details);
}

function write(path: string, info: LockInfo, exclusive: boolean): void {
  const text = JSON.stringify(info);
  if (exclusive) {
    writeFileSync(path, text, { flag: 'wx' });
    return;
  }
  // Taking over: a new file renamed over the old one, so nobody ever reads half a lock.
  const tmp = `${path}.${info.token}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

export type AcquireOptions = { app: AppKind; at: Date; takeOver?: boolean };

/** Takes the lock of `eventPath`, or throws `storage:locked` / `storage:lockedElsewhere`. */
export function acquireLock(eventPath: string, opts: AcquireOptions): LockInfo {
  const path = lockPath(eventPath);
  const file = basename(eventPath);
  const mine: LockInfo = {
    pid: process.pid,
    host: hostname(),
    app: opts.app,
    openedAt: opts.at.toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  const started = processStart(process.pid);
  if (started !== null) mine.started = started;
  try {
    write(path, mine, true);
    return mine;
  } catch (e) {
    // A lock that cannot be created: the folder is read-only or the disk full.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw fsError(e, file, 'folder');
  }
  const held = readLock(path);
  if (typeof held === 'object' && !opts.takeOver && (held.host !== mine.host || holderAlive(held, opts.at)))
    throw lockedError(file, held, opts.at);
  // Missing again, unreadable (cut short by a crash), left by a process that is gone (or whose id
  // another process has since), or taken over on the arbiter's word.
  try {
    write(path, mine, false);
  } catch (e) {
    throw fsError(e, file, 'folder');
  }
  return mine;
}

/**
 * Before each write: is the lock still ours? A lock that vanished is taken again; one that now
 * belongs to someone else (the arbiter took the file over elsewhere) stops this writer.
 */
export function checkLock(eventPath: string, mine: LockInfo, now: Date): void {
  const path = lockPath(eventPath);
  const held = readLock(path);
  if (typeof held === 'object') {
    if (held.token === mine.token) return;
    throw new AppError('storage:takenOver', {
      file: basename(eventPath),
      host: held.host,
      since: since(held.openedAt, now),
    });
  }
  // Deleted or spoilt by hand while we hold the file: put it back.
  try {
    write(path, mine, false);
  } catch (e) {
    throw fsError(e, basename(eventPath), 'folder');
  }
}

/** Removes the lock on a clean close, unless someone has taken it over since. */
export function releaseLock(eventPath: string, mine: LockInfo): void {
  const held = readLock(lockPath(eventPath));
  if (held !== 'missing' && held !== 'unreadable' && held.token !== mine.token) return;
  rmSync(lockPath(eventPath), { force: true });
}
