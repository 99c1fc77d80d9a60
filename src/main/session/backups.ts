/**
 * Backups of an event file with SQLite's online backup: a consistent snapshot while the app keeps
 * playing, written under a temporary name and renamed, so a crash never leaves half a backup that
 * looks whole. Automatic ones go to `backups/` beside the event each time a round is paired, named
 * after the event file, the round and the time, the last ten kept.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { Db } from '../db/connection';
import { checkCreatable } from '../db/file-checks';
import { fsError } from '../db/storage-errors';

export const BACKUP_DIR = 'backups';
export const BACKUPS_KEPT = 10;

/** Copies the open database to `dest`, which must not exist yet. */
export async function backupTo(db: Db, dest: string): Promise<void> {
  checkCreatable(dest);
  const part = `${dest}.part`;
  try {
    rmSync(part, { force: true });
    await db.backup(part);
    renameSync(part, dest);
  } catch (e) {
    rmSync(part, { force: true });
    throw fsError(e, basename(dest));
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-12-05 14.30.05": the arbiter's local time, sortable, legal in every file system. */
export function stamp(at: Date): string {
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${date} ${pad(at.getHours())}.${pad(at.getMinutes())}.${pad(at.getSeconds())}`;
}

const stem = (eventPath: string) => basename(eventPath, extname(eventPath));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches this event file's automatic backups only, not those of "Club Open 2" beside "Club Open". */
function pattern(eventPath: string): RegExp {
  return new RegExp(
    `^${escape(stem(eventPath))} round (\\d+) (\\d{4}-\\d\\d-\\d\\d \\d\\d\\.\\d\\d\\.\\d\\d)(?: (\\d+))?\\.diagonal$`,
    'u',
  );
}

export type BackupFile = { name: string; path: string; round: number; stamp: string };

/** This event file's automatic backups, newest first. */
export function listBackups(eventPath: string): BackupFile[] {
  const dir = join(dirname(eventPath), BACKUP_DIR);
  if (!existsSync(dir)) return [];
  const re = pattern(eventPath);
  const found: (BackupFile & { seq: number })[] = [];
  for (const name of readdirSync(dir)) {
    const m = re.exec(name);
    if (m)
      found.push({
        name,
        path: join(dir, name),
        round: Number(m[1]),
        stamp: m[2] ?? '',
        seq: Number(m[3] ?? 1),
      });
  }
  found.sort((a, b) => (a.stamp === b.stamp ? b.seq - a.seq : a.stamp < b.stamp ? 1 : -1));
  return found.map(({ seq: _seq, ...b }) => b);
}

/** The newest automatic backup, or null. */
export const latestBackup = (eventPath: string): BackupFile | null => listBackups(eventPath)[0] ?? null;

/**
 * After round `round` was paired: `backups/<event> round <n> <time>.diagonal`, then only the
 * newest ten of this event file are kept. `at` is the transport's clock.
 */
export async function backupAfterPairing(
  db: Db,
  eventPath: string,
  round: number,
  at: Date,
): Promise<string> {
  const dir = join(dirname(eventPath), BACKUP_DIR);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw fsError(e, basename(eventPath), 'folder');
  }
  const base = `${stem(eventPath)} round ${round} ${stamp(at)}`;
  let name = `${base}.diagonal`;
  for (let n = 2; existsSync(join(dir, name)); n++) name = `${base} ${n}.diagonal`;
  await backupTo(db, join(dir, name));
  for (const old of listBackups(eventPath).slice(BACKUPS_KEPT)) rmSync(old.path, { force: true });
  return name;
}
