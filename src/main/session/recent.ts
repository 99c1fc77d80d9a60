/** The small JSON list of recently opened event files (the desktop menu, the events screen). */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const RECENT_MAX = 10;

export type RecentEntry = { path: string; name: string; openedAt: string };

export function readRecent(file: string | null): RecentEntry[] {
  if (file === null) return [];
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(data)) return [];
    return data.filter(
      (r): r is RecentEntry =>
        typeof r === 'object' &&
        r !== null &&
        typeof r.path === 'string' &&
        typeof r.name === 'string' &&
        typeof r.openedAt === 'string',
    );
  } catch {
    return []; // no list yet, or unreadable: start afresh rather than refuse to work
  }
}

/**
 * Puts `entry` first. A list that cannot be written (full disk, read-only settings folder) is
 * skipped, false returned: it must never stop the arbiter from opening the event.
 */
export function rememberRecent(file: string | null, entry: RecentEntry): boolean {
  if (file === null) return true;
  try {
    const list = readRecent(file).filter((r) => r.path !== entry.path);
    list.unshift(entry);
    mkdirSync(dirname(file), { recursive: true });
    // Write then rename: a crash never leaves half a list.
    writeFileSync(`${file}.tmp`, JSON.stringify(list.slice(0, RECENT_MAX), null, 2));
    renameSync(`${file}.tmp`, file);
    return true;
  } catch {
    return false;
  }
}
