import { basename } from 'node:path';
import { AppError } from '../../shared/errors';
import type { EventFile, RecentFile } from '../../shared/api/events';
import type { EventSession } from '../api/session';
import type { Db } from '../db/connection';
import { getEvent, insertEvent, renameEvent as renameEventRow, schemaVersion } from '../db/repos/events';
import { insertActivity } from '../db/repos/activity';

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
  };
}

/** A new event file with its event row; the name is checked before anything is created on disk. */
export function createEvent(session: EventSession, file: string, name: string, at: string): EventFile {
  const eventName = checkName(name);
  const path = session.resolve(file);
  const db = session.open(path, 'create');
  db.transaction(() => {
    insertEvent(db, eventName, at);
    insertActivity(db, { at, action: 'event.create', tournamentId: null, summary: { name: eventName } });
  })();
  session.remember(path, eventName, at);
  return describe(session, db, path);
}

export function openEvent(session: EventSession, file: string, at: string): EventFile {
  const path = session.resolve(file);
  const db = session.open(path, 'open');
  const info = describe(session, db, path);
  session.remember(path, info.name, at);
  return info;
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
