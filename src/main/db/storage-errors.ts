/**
 * What the file system or SQLite threw, as a message that names the cause: a full disk, a
 * read-only file, a damaged file ... never "internal, try again", and never the raw system text,
 * which carries absolute paths (web mode shows none).
 */
import Database from 'better-sqlite3';
import { AppError, isAppError } from '../../shared/errors';

/** How long a write waits for another writer before it gives up (PRAGMA busy_timeout). */
export const BUSY_TIMEOUT_MS = 5000;

const errno = (e: unknown): string =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
    ? (e as { code: string }).code
    : '';

/** A file-system error about `file` (or, with `where: 'folder'`, about the folder holding it). */
export function fsError(e: unknown, file: string, where: 'file' | 'folder' = 'file'): AppError {
  if (isAppError(e)) return e;
  const code = errno(e);
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new AppError('storage:diskFull', { file });
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return new AppError(where === 'folder' ? 'storage:folderReadOnly' : 'storage:fileReadOnly', { file });
    case 'EISDIR':
      return new AppError('storage:isFolder', { file });
    case 'ENOENT':
      return new AppError('fileNotFound', { file });
    case 'EIO':
      return new AppError('storage:ioError', { file, code });
    default:
      return new AppError('storage:unreadable', { file, code: code || String(e) });
  }
}

/**
 * A SQLite error as a typed one, or null when it is not about the file (a bug: dispatch reports
 * it as internal). `busyMs` is the wait that ran out when SQLite answers "busy".
 */
export function sqliteError(e: unknown, file: string, busyMs = BUSY_TIMEOUT_MS): AppError | null {
  if (!(e instanceof Database.SqliteError)) return null;
  const code = e.code;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return new AppError('storage:busy', { file, seconds: Math.round(busyMs / 1000) });
  if (code === 'SQLITE_FULL') return new AppError('storage:diskFull', { file });
  if (code === 'SQLITE_READONLY_DBMOVED') return new AppError('storage:moved', { file });
  if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM' || code === 'SQLITE_AUTH')
    return new AppError('storage:fileReadOnly', { file });
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB')
    return new AppError('storage:damaged', { file, detail: e.message });
  if (code.startsWith('SQLITE_IOERR')) return new AppError('storage:ioError', { file, code });
  if (code.startsWith('SQLITE_CANTOPEN')) return new AppError('storage:cantOpen', { file });
  return null;
}
