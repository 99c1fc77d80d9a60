/**
 * What stands at an event file's path, looked at with lstat/stat before anything opens it: a
 * named pipe would block open() (and with it the whole web server) until something writes to it,
 * a folder or a device is no event file, and a read-only file or folder is said so plainly instead
 * of failing later inside SQLite.
 */
import {
  accessSync,
  closeSync,
  constants,
  lstatSync,
  openSync,
  readSync,
  statSync,
  type Stats,
} from 'node:fs';
import { basename, dirname } from 'node:path';
import { AppError } from '../../shared/errors';
import { fsError } from './storage-errors';

const SQLITE_MAGIC = 'SQLite format 3\u0000';

function statOrNull(stat: (p: string) => Stats, path: string): Stats | null {
  try {
    return stat(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** Write bits cleared (chmod a-w, the Windows read-only mark), or no write access for us. */
function readOnly(path: string, stats: Stats): boolean {
  if ((stats.mode & 0o222) === 0) return true;
  try {
    accessSync(path, constants.W_OK);
    return false;
  } catch {
    return true;
  }
}

/**
 * Whether nobody can write the event file: it is write-protected, or its folder is (SQLite could
 * then keep no journal beside it). Such a file cannot change while it is read.
 */
export function writeProtected(path: string): boolean {
  try {
    return readOnly(path, statSync(path)) || readOnly(dirname(path), statSync(dirname(path)));
  } catch {
    return false;
  }
}

function refuseSpecial(stats: Stats, file: string): void {
  if (stats.isDirectory()) throw new AppError('storage:isFolder', { file });
  if (!stats.isFile()) throw new AppError('storage:notRegularFile', { file });
}

/** Before creating: nothing may stand at `path` (not even a dangling link), and the folder takes writes. */
export function checkCreatable(path: string): void {
  const file = basename(path);
  const here = statOrNull(lstatSync, path);
  if (here?.isDirectory()) throw new AppError('storage:isFolder', { file });
  if (here) throw new AppError('fileExists', { file });
  const folder = statOrNull(statSync, dirname(path));
  if (folder && readOnly(dirname(path), folder)) throw new AppError('storage:folderReadOnly', { file });
}

/**
 * Before opening: a regular file (links followed), writable with a writable folder unless it is
 * opened read-only. SQLite writes its journal and the lock beside the file.
 */
export function checkOpenable(path: string, opts: { readOnly: boolean }): void {
  const file = basename(path);
  let stats: Stats | null;
  try {
    stats = statOrNull(statSync, path);
  } catch (e) {
    throw fsError(e, file);
  }
  if (!stats) throw new AppError('fileNotFound', { file });
  refuseSpecial(stats, file);
  if (opts.readOnly) return;
  if (readOnly(path, stats)) throw new AppError('storage:fileReadOnly', { file });
  const dir = dirname(path);
  if (readOnly(dir, statSync(dir))) throw new AppError('storage:folderReadOnly', { file });
}

export type Header = { appId: number; userVersion: number; truncated: boolean };

/**
 * The 100-byte SQLite header, read without SQLite, so that a file which is not ours (or is from a
 * newer version) is refused before SQLite could touch it. `truncated`: the header promises more
 * pages than the file holds, and there is no WAL that could still supply them.
 */
export function readHeader(path: string): Header | null {
  const file = basename(path);
  const buf = Buffer.alloc(100);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    throw fsError(e, file);
  }
  let read: number;
  let size: number;
  try {
    size = statSync(path).size;
    read = readSync(fd, buf, 0, 100, 0);
  } catch (e) {
    throw fsError(e, file);
  } finally {
    closeSync(fd);
  }
  if (read < 100) {
    // A file cut off inside its own header is still recognisable by the magic it starts with.
    const start = buf.toString('latin1', 0, Math.min(read, 16));
    if (read >= 16 && start === SQLITE_MAGIC) throw new AppError('storage:truncated', { file });
    return null;
  }
  if (buf.toString('latin1', 0, 16) !== SQLITE_MAGIC) return null;
  const raw = buf.readUInt16BE(16);
  const pageSize = raw === 1 ? 65536 : raw;
  const pages = buf.readUInt32BE(28);
  // The page count is valid only when "version-valid-for" matches the change counter.
  const valid = buf.readUInt32BE(92) === buf.readUInt32BE(24) && pages > 0;
  const walSize = statOrNull(statSync, `${path}-wal`)?.size ?? 0;
  const truncated = walSize === 0 && ((valid && size < pages * pageSize) || size % pageSize !== 0);
  return { userVersion: buf.readInt32BE(60), appId: buf.readInt32BE(68), truncated };
}
