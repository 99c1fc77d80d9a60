import type Database from 'better-sqlite3';
import { basename } from 'node:path';
import { AppError } from '../../shared/errors';
import type { Migration } from './migrations/types';

/** `<file>.backup-v<old>-<UTC timestamp>`, next to the file. */
export function backupPath(path: string, fromVersion: number, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${path}.backup-v${fromVersion}-${stamp}`;
}

/**
 * Brings the file to the last version: every pending step and the user_version bump in one
 * transaction, so a failing step leaves the file exactly as it was. An existing file with data
 * (version >= 1) is first copied aside with VACUUM INTO, which includes what is still in the WAL.
 * Returns the backup path, or null when none was needed.
 */
export function migrate(
  db: Database.Database,
  path: string,
  migrations: readonly Migration[],
  now: () => Date = () => new Date(),
): string | null {
  // Numbers rise; a number reserved for a step being written elsewhere may be missing for now
  // (teams 008 while the portal's 009 is in), and its step then runs before every later one.
  migrations.forEach((m, i) => {
    const before = i === 0 ? 0 : (migrations[i - 1]?.version ?? 0);
    if (m.version <= before || (i === 0 && m.version !== 1))
      throw new Error(`migration ${m.name} is numbered ${m.version}, expected more than ${before}`);
  });
  const current = Number(db.pragma('user_version', { simple: true }));
  const target = migrations.at(-1)?.version ?? 0;
  if (current > target)
    throw new AppError('newerVersion', { file: basename(path), version: current, known: target });
  if (current === target) return null;

  let backup: string | null = null;
  if (current >= 1) {
    backup = backupPath(path, current, now());
    db.prepare('VACUUM INTO ?').run(backup);
  }
  db.transaction(() => {
    for (const m of migrations) if (m.version > current) m.up(db);
    // PRAGMA takes no bound parameter; the value is an integer we computed.
    db.pragma(`user_version = ${target}`);
  })();
  return backup;
}
