import { z } from 'zod';
import { method } from './define';
import { TournamentSchema } from './tournaments';

const Id = z.number().int().positive();

/** A text file going out: the browser downloads it, the desktop shell offers a save dialog. */
const FileOut = z.object({ fileName: z.string(), text: z.string() });

/** A text file coming in, as the arbiter chose it (the name is only shown and kept for the log). */
const FileIn = { fileName: z.string().max(255), text: z.string().max(20_000_000) };

export const fileMethods = {
  /** One tournament as FIDE TRF-16 with the TRF-2026 records (PRODUCT.md "Files in and out"). */
  'file.exportTrf': method({ input: z.strictObject({ tournamentId: Id }), output: FileOut, mutates: false }),
  /** A TRF-16 file as a new tournament of the open event, ready to be continued; all or nothing. */
  'file.importTrf': method({ input: z.strictObject(FileIn), output: TournamentSchema, mutates: true }),
};
