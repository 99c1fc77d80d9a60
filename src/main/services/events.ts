import { copyFileSync, constants } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { AppError } from '../../shared/errors';
import type { EventFile, RecentFile } from '../../shared/api/events';
import type { EventSession, OpenMode } from '../session/session';
import type { Db } from '../db/connection';
import { checkCreatable } from '../db/file-checks';
import { fsError } from '../db/storage-errors';
import { backupTo, latestBackup, stamp } from '../session/backups';
import { getEvent, insertEvent, renameEvent as renameEventRow, schemaVersion } from '../db/repos/events';
import { logActivity } from './activity-log';

const NAME_MAX = 120;

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new AppError('eventNameRequired');
  if (trimmed.length > NAME_MAX) throw new AppError('fieldTooLong', { field: 'name', max: NAME_MAX });
  return trimmed;
}

function describe(session: EventSession, db: Db, path: string): EventFile {
  const event = getEvent(db);
  return {
    file: session.handle(path),
    fileName: basename(path),
    name: event?.name ?? basename(path),
    createdAt: event?.createdAt ?? '',
    schemaVersion: schemaVersion(db),
    readOnly: session.readOnly,
  };
}

/** A new event file with its event row; the name is checked before anything is created on disk. */
export function createEvent(session: EventSession, file: string, name: string, now: Date): EventFile {
  const at = now.toISOString();
  const eventName = checkName(name);
  const path = session.resolve(file);
  const db = session.open(path, 'create', { at: now });
  db.transaction(() => {
    insertEvent(db, eventName, at);
    logActivity(db, now, { action: 'event.create', tournamentId: null, summary: { name: eventName } });
  })();
  session.settle();
  session.remember(path, eventName, at);
  return describe(session, db, path);
}

export function openEvent(session: EventSession, file: string, how: OpenMode): EventFile {
  const path = session.resolve(file);
  const db = session.open(path, 'open', how);
  const info = describe(session, db, path);
  session.remember(path, info.name, how.at.toISOString());
  return info;
}

/** "Save a copy...": SQLite's online backup of the open file, a consistent snapshot during play. */
export async function saveCopy(
  session: EventSession,
  file: string,
): Promise<{ file: string; fileName: string }> {
  const db = session.requireDb();
  const dest = session.resolve(file);
  if (dest === session.path) throw new AppError('fileExists', { file: basename(dest) });
  await backupTo(db, dest);
  return { file: session.handle(dest), fileName: basename(dest) };
}

/**
 * The latest automatic backup of a (damaged) event file, copied to "<name> restored <time>" beside
 * it and opened. The damaged file is left as it is: it may still matter to someone.
 */
export function restoreBackup(session: EventSession, file: string, now: Date): EventFile {
  const damaged = session.resolve(file);
  const backup = latestBackup(damaged);
  if (!backup) throw new AppError('storage:noBackup', { file: basename(damaged) });
  // Short enough to stay a valid name in web mode (120 characters with " restored <time>").
  const stem = basename(damaged, extname(damaged)).slice(0, 80).trimEnd();
  const dest = join(dirname(damaged), `${stem} restored ${stamp(now)}.diagonal`);
  checkCreatable(dest);
  try {
    copyFileSync(backup.path, dest, constants.COPYFILE_EXCL);
  } catch (e) {
    throw fsError(e, basename(dest));
  }
  return openEvent(session, session.handle(dest), { at: now });
}

export function currentEvent(session: EventSession): EventFile | null {
  const { db, path } = session;
  return db && path ? describe(session, db, path) : null;
}

/** Runs inside the dispatch transaction, which writes the activity row. */
export function renameEvent(session: EventSession, name: string, at: string): EventFile {
  const db = session.requireDb();
  const path = session.path ?? '';
  const event = getEvent(db);
  const eventName = checkName(name);
  if (event) renameEventRow(db, event.id, eventName);
  else insertEvent(db, eventName, at);
  session.remember(path, eventName, at);
  return describe(session, db, path);
}

/** Web mode: every event file of the data folder, with its event name read from the recent list. */
export function dataFiles(session: EventSession): RecentFile[] {
  const recent = new Map(session.recent().map((r) => [r.fileName, r]));
  return session.dataFiles().map((path) => {
    const name = basename(path);
    const known = recent.get(name);
    return {
      file: session.handle(path),
      fileName: name,
      name: known?.name ?? name,
      openedAt: known?.openedAt ?? '',
    };
  });
}
