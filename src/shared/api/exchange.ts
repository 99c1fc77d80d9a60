import { z } from 'zod';
import { method } from './define';
import { LIST_ENCODINGS, RowProblemSchema } from './ratings';
import { TournamentSchema } from './tournaments';

const Id = z.number().int().positive();

/**
 * A tournament read from a file, and the values of the file imported as empty (a birth date that
 * holds no year), each with its line, as a rating list's row problems.
 */
const ImportedSchema = TournamentSchema.extend({ problems: z.array(RowProblemSchema) });

/** A text file going out: the browser downloads it, the desktop shell offers a save dialog. */
const FileOut = z.object({ fileName: z.string(), text: z.string() });

/** A text file coming in, as the arbiter chose it (the name is only shown and kept for the log). */
const FileIn = { fileName: z.string().max(255), text: z.string().max(20_000_000) };

export const RESULT_LAYOUTS = ['draughtarbiter', 'fmjd-report'] as const;

export const exchangeMethods = {
  /** One tournament as FIDE TRF-16 with the TRF-2026 records (PRODUCT.md "Files in and out"). */
  'file.exportTrf': method({ input: z.strictObject({ tournamentId: Id }), output: FileOut, mutates: false }),
  /** A TRF-16 file as a new tournament of the open event, ready to be continued; all or nothing. */
  'file.importTrf': method({ input: z.strictObject(FileIn), output: ImportedSchema, mutates: true }),
  /**
   * The FMJD rating report of a rated tournament, rated games only (R12.3); `flagged`: the
   * entrants written without an FMJD ID, for the arbiter to complete.
   */
  'file.exportFmjd': method({
    input: z.strictObject({ tournamentId: Id }),
    output: FileOut.extend({ flagged: z.array(z.object({ startNo: z.number().int(), name: z.string() })) }),
    mutates: false,
  }),
  /**
   * One round as PDN game headers, one game per board (two with two legs): players, FMJD IDs,
   * GameType of the variant, the opening when drawn (R11.2), the result once known.
   */
  'file.exportPdn': method({
    input: z.strictObject({ tournamentId: Id, round: Id }),
    output: FileOut,
    mutates: false,
  }),
  /**
   * The event's website, every tournament in four languages, written into a folder: the one
   * given (desktop and command line), else `<event>-site` beside the event file. Written again
   * after each round with the same file names; pages no longer in the site are removed.
   */
  'file.exportSite': method({
    input: z.strictObject({ folder: z.string().min(1).max(4096).optional() }),
    output: z.object({
      folder: z.string(),
      files: z.number().int(),
      removed: z.number().int(),
      /** The link to the front page written: web mode's `/site/...` address, else a file URL. */
      href: z.string().nullable(),
    }),
    mutates: false,
  }),
  /** A result table of DraughtArbiter or an FMJD report as a new tournament; all or nothing. */
  'file.importResults': method({
    input: z.strictObject({
      fileName: FileIn.fileName,
      layout: z.enum(RESULT_LAYOUTS),
      /** The file as text, or as its bytes (`data`, base64) to be decoded here: exactly one. */
      text: FileIn.text.optional(),
      data: z.string().max(27_000_000).optional(),
      /**
       * How `data` is encoded, as the arbiter chose it; detected when left out (UTF-8, else
       * Windows-1250 or Windows-1252 as for rating lists).
       */
      encoding: z.enum(LIST_ENCODINGS).optional(),
    }),
    output: ImportedSchema,
    mutates: true,
  }),
};
