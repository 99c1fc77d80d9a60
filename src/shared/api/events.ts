import { z } from 'zod';
import { method } from './define';
import { PlainText } from './plain-text';

/**
 * The event file: one SQLite file per event, one open at a time per process. `file` is a plain
 * file name inside the data folder in web mode (never a path from the network), and the path the
 * native dialog gave on the desktop.
 */
export const EventFileSchema = z.object({
  /** What to pass back to `event.open`: the file name (web) or the full path (desktop). */
  file: z.string(),
  /** The file name alone, for titles and lists. */
  fileName: z.string(),
  name: z.string(),
  createdAt: z.string(),
  schemaVersion: z.number().int(),
  /** Opened read-only: another window or computer holds it, or the file is marked read-only. */
  readOnly: z.boolean(),
});
export type EventFile = z.output<typeof EventFileSchema>;

export const RecentFileSchema = z.object({
  file: z.string(),
  fileName: z.string(),
  name: z.string(),
  openedAt: z.string(),
});
export type RecentFile = z.output<typeof RecentFileSchema>;

export const eventMethods = {
  /** Creates a new event file (refuses to overwrite one) and opens it. */
  'event.create': method({
    input: z.strictObject({ file: z.string().min(1), name: PlainText }),
    output: EventFileSchema,
    mutates: false,
  }),
  /**
   * Opens an existing event file, migrating it (after a backup copy) when it is older. One writer
   * per file: when another window or computer has it open, the refusal (`storage:locked`,
   * `storage:lockedElsewhere`) offers `readOnly` (every change is then refused) or `takeOver`
   * (the other one can no longer write). A lock left by a crashed process is taken over.
   */
  'event.open': method({
    input: z.strictObject({
      file: z.string().min(1),
      readOnly: z.boolean().default(false),
      takeOver: z.boolean().default(false),
    }),
    output: EventFileSchema,
    mutates: false,
  }),
  /**
   * "Save a copy...": a consistent copy of the open event file (SQLite's online backup, taken
   * while play goes on) under a new name: a plain name in the data folder, or on the desktop the
   * path the native dialog gave. Never overwrites.
   */
  'event.saveCopy': method({
    input: z.strictObject({ file: z.string().min(1) }),
    output: z.object({ file: z.string(), fileName: z.string() }),
    mutates: false,
  }),
  /**
   * A damaged event file: its latest automatic backup (`backups/` beside it) copied to a new
   * event file beside the damaged one, which stays untouched, and opened.
   */
  'event.restoreBackup': method({
    input: z.strictObject({ file: z.string().min(1) }),
    output: EventFileSchema,
    mutates: false,
  }),
  'event.close': method({ input: z.strictObject({}), output: z.null(), mutates: false }),
  /** The open event file, or null. */
  'event.current': method({ input: z.strictObject({}), output: EventFileSchema.nullable(), mutates: false }),
  /** Recently opened files that still exist, most recent first. */
  'event.recent': method({ input: z.strictObject({}), output: z.array(RecentFileSchema), mutates: false }),
  /** Event files in the data folder (web mode; on the desktop the dialog also browses elsewhere). */
  'event.files': method({ input: z.strictObject({}), output: z.array(RecentFileSchema), mutates: false }),
  /** Renames the open event. */
  'event.rename': method({
    input: z.strictObject({ name: PlainText }),
    output: EventFileSchema,
    mutates: true,
  }),
};
