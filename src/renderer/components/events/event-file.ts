/** The open event file in the renderer: what a refusal to open offers, where a copy goes. */
import type { EventFile } from '../../../shared/api/events';

/** What the open panel offers next to a refusal to open an event file (storage messages). */
export type Offer = 'readOnly' | 'takeOver' | 'restore';

type BackupDetails = { backup?: unknown };

/**
 * Held by another window on this computer: read-only (working in that window is the other way).
 * Held by another computer: read-only, or take it over when that computer crashed (the message
 * says so). Marked read-only: read-only. Damaged or cut short with a backup: restore it.
 */
export function offersFor(code: string, details: unknown): Offer[] {
  if (code === 'storage:locked') return ['readOnly'];
  if (code === 'storage:lockedElsewhere') return ['readOnly', 'takeOver'];
  if (code === 'storage:fileReadOnly') return ['readOnly'];
  if (code === 'storage:damaged' || code === 'storage:truncated')
    return typeof (details as BackupDetails | null)?.backup === 'string' ? ['restore'] : [];
  return [];
}

const EXTENSION = '.diagonal';

/**
 * Where a copy named `name` goes: beside the event file (its folder is the part of `file` before
 * the file name; in web mode there is none and the copy lands in the data folder).
 */
export function copyTarget(event: Pick<EventFile, 'file' | 'fileName'>, name: string): string {
  const folder = event.file.slice(0, event.file.length - event.fileName.length);
  const plain = name.trim();
  return folder + (plain.toLowerCase().endsWith(EXTENSION) ? plain : plain + EXTENSION);
}

/**
 * The open panel's list: the recent files first, in their order, then the data folder's other
 * event files (one already recent is not listed twice).
 */
export function filesToOpen<F extends { file: string }>(recent: readonly F[], inFolder: readonly F[]): F[] {
  const seen = new Set(recent.map((r) => r.file));
  return [...recent, ...inFolder.filter((f) => !seen.has(f.file))];
}
