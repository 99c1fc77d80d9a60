import { z } from 'zod';
import { method } from './define';

/** What the native open dialog is asked for: a rating list, or an event file. */
export const PICK_KINDS = ['rating-list', 'event'] as const;
export type PickKind = (typeof PICK_KINDS)[number];

export const DataFolderSchema = z.object({
  /**
   * Where event files (and lists put next to them) live: the folder's full path on the desktop;
   * null in web mode, where the server never sends a path of its machine over the network.
   */
  path: z.string().nullable(),
  /** The desktop window can show the system's open dialog; a browser uploads instead. */
  nativeDialog: z.boolean(),
});
export type DataFolder = z.output<typeof DataFolderSchema>;

export const fileMethods = {
  'files.folder': method({ input: z.strictObject({}), output: DataFolderSchema, mutates: false }),
  /**
   * The system's open dialog (desktop only), starting in the data folder. `file` is what to pass
   * on (`ratings.preview`, `event.open`); null when the arbiter cancelled.
   */
  'files.pick': method({
    input: z.strictObject({ kind: z.enum(PICK_KINDS) }),
    output: z.object({ file: z.string().nullable() }),
    mutates: false,
  }),
};
