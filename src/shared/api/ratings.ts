import { z } from 'zod';
import { method } from './define';
import { TIME_CONTROL_KINDS, VARIANTS } from '../domain';
import { EntrantSchema } from './entrants';
import { PlainText } from './plain-text';

/** What a column of a rating list holds (issue 7); `null` is an ignored column. */
export const RATING_FIELDS = [
  'id',
  'name',
  'surname',
  'givenName',
  'infix',
  'federation',
  'title',
  'rating',
  'games',
  'birthYear',
  'sex',
  'club',
] as const;

/**
 * Text encodings an arbiter can choose on import when the detection guessed wrong (issue 7):
 * Windows-1250 for Central European lists (Polish, Czech ...), Windows-1252 for Western ones.
 */
export const LIST_ENCODINGS = ['utf-8', 'utf-16le', 'windows-1250', 'windows-1252'] as const;
export type ListEncodingChoice = (typeof LIST_ENCODINGS)[number];

export const ColumnMeaningSchema = z.strictObject({
  field: z.enum(RATING_FIELDS).nullable(),
  variant: z.enum(VARIANTS).optional(),
  timeControl: z.enum(TIME_CONTROL_KINDS).optional(),
});
export type ColumnMeaningDto = z.output<typeof ColumnMeaningSchema>;

const Id = z.number().int().positive();
/** On the desktop an absolute path from the dialog; in web mode a plain name in the data folder. */
const FileSchema = z.string().min(1);

/**
 * Something wrong with one row of a list: its line (1-based, as a text editor or Excel numbers
 * it), the column as headed in the file (null: the whole row), what was found there, why as a
 * `ratings:row.*` message key with its parameters, and what was done: the row skipped, or imported
 * without that value (or with it rounded).
 */
export const RowProblemSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  field: z.enum(RATING_FIELDS).nullable(),
  value: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  outcome: z.enum(['skipped', 'imported']),
});
export type RatingRowProblem = z.output<typeof RowProblemSchema>;

export const PreviewSchema = z.object({
  file: z.string(),
  source: z.string(),
  format: z.enum(['csv', 'fixed-width', 'xlsx']),
  encoding: z.string().nullable(),
  delimiter: z.string().nullable(),
  headerLine: z.number().int(),
  mapping: z.array(z.object({ header: z.string(), meaning: ColumnMeaningSchema })),
  sample: z.array(z.object({ line: z.number().int(), cells: z.array(z.string()) })),
  hasName: z.boolean(),
  /** The problems of the first rows, as the columns are mapped. */
  problems: z.array(RowProblemSchema),
});
export type RatingPreview = z.output<typeof PreviewSchema>;

export const ImportInputSchema = z.strictObject({
  file: FileSchema,
  /** Who publishes the list; the column mapping is remembered per source. */
  source: PlainText.max(40).optional(),
  name: PlainText.max(120).optional(),
  /** The date printed on the list, `YYYY-MM-DD`. */
  listDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
  /** The arbiter's choices on the mapping screen, by header as written in the file. */
  mapping: z.record(z.string(), ColumnMeaningSchema).optional(),
  /** For rating columns that do not say (the FMJD list: international, classical). */
  variant: z.enum(VARIANTS).nullable().optional(),
  timeControl: z.enum(TIME_CONTROL_KINDS).nullable().optional(),
  /** The text encoding of the file; detected when left out. */
  encoding: z.enum(LIST_ENCODINGS).optional(),
});
export type RatingImportInput = z.input<typeof ImportInputSchema>;

export const ImportResultSchema = z.object({
  listId: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
  /** Rows imported with a warning: a value left out or rounded. */
  warned: z.number().int(),
  /** Every problem of the list, skipped rows and warnings, in the order of the file. */
  problems: z.array(RowProblemSchema),
});
export type RatingImportResult = z.output<typeof ImportResultSchema>;

export const ImportStatusSchema = z.object({
  state: z.enum(['running', 'done', 'failed']),
  bytes: z.number(),
  size: z.number(),
  rows: z.number().int(),
  result: ImportResultSchema.nullable(),
  /** A failed import's error as a message key and parameters. */
  error: z.object({ code: z.string(), params: z.record(z.string(), z.unknown()) }).nullable(),
});
export type RatingImportStatus = z.output<typeof ImportStatusSchema>;

export const RatingListSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  name: z.string(),
  listDate: z.string().nullable(),
  importedAt: z.string(),
  fileName: z.string().nullable(),
  format: z.string().nullable(),
  entries: z.number().int(),
  skipped: z.number().int(),
});
export type RatingList = z.output<typeof RatingListSchema>;

export const RatingHitSchema = z.object({
  entryId: z.number().int(),
  listId: z.number().int(),
  listName: z.string(),
  source: z.string(),
  id: z.string(),
  name: z.string(),
  federation: z.string().nullable(),
  title: z.string().nullable(),
  rating: z.number().int().nullable(),
  birthYear: z.number().int().nullable(),
  club: z.string().nullable(),
  variant: z.string().nullable(),
  timeControl: z.string().nullable(),
});
export type RatingHit = z.output<typeof RatingHitSchema>;

export const RatingChangeSchema = z.object({
  entrantId: z.number().int(),
  name: z.string(),
  ratingId: z.string(),
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
  listId: z.number().int(),
  listName: z.string(),
});
export type RatingChange = z.output<typeof RatingChangeSchema>;

/** What the list reader opens: CSV and text lists (any separator, fixed width), and XLSX workbooks. */
export const LIST_EXTENSIONS: readonly string[] = ['.csv', '.txt', '.tsv', '.prn', '.xlsx'];

/**
 * A list uploaded from the browser (web mode) is at most this large; a larger one (the FIDE list)
 * is put in the server's data folder by whoever runs the server, and chosen from there.
 */
export const UPLOAD_MAX_MB = 32;
/** Base64 carries 3 bytes in 4 characters; the JSON around it is small. */
const UPLOAD_MAX_REQUEST = Math.ceil((UPLOAD_MAX_MB * 1024 * 1024) / 3) * 4 + 64 * 1024;

/** A file of the data folder that could be a rating list. */
export const ListFileSchema = z.object({
  /** What to pass to `ratings.preview` and `ratings.import`: the name (web), the full path (desktop). */
  file: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  modifiedAt: z.string(),
});
export type ListFile = z.output<typeof ListFileSchema>;

export const ratingMethods = {
  /** Files of the data folder that could be rating lists (CSV, text, XLSX), by name. */
  'ratings.files': method({ input: z.strictObject({}), output: z.array(ListFileSchema), mutates: false }),
  /**
   * A list file sent from the browser (web mode), stored byte for byte in the data folder under a
   * plain name (never over another file), so that preview and import read it as any other: the
   * encoding is detected on its bytes. `data` is the file in base64.
   */
  'ratings.upload': method({
    input: z.strictObject({ fileName: z.string().min(1).max(255), data: z.string() }),
    output: ListFileSchema,
    mutates: false,
    maxRequestBytes: UPLOAD_MAX_REQUEST,
  }),
  /** Shape, recognised columns and first rows of a list file; nothing is written. */
  'ratings.preview': method({
    input: z.strictObject({
      file: FileSchema,
      source: PlainText.max(40).optional(),
      encoding: z.enum(LIST_ENCODINGS).optional(),
      /** The arbiter's changes to the columns so far: the problems shown follow them. */
      mapping: z.record(z.string(), ColumnMeaningSchema).optional(),
    }),
    output: PreviewSchema,
    mutates: false,
  }),
  /**
   * Imports a list and answers when done. Not a dispatch mutation: the import streams over many
   * awaits, so it runs its own transaction (with its activity row) on a connection of its own.
   */
  'ratings.import': method({ input: ImportInputSchema, output: ImportResultSchema, mutates: false }),
  /** The same import in the background, for the progress bar: poll `ratings.importStatus`. */
  'ratings.startImport': method({
    input: ImportInputSchema,
    output: z.object({ jobId: z.string() }),
    mutates: false,
  }),
  'ratings.importStatus': method({
    input: z.strictObject({ jobId: z.string() }),
    output: ImportStatusSchema,
    mutates: false,
  }),
  /** Every imported list with its source and date (RULES.md R13.1), newest first. */
  'ratings.lists': method({ input: z.strictObject({}), output: z.array(RatingListSchema), mutates: false }),
  /** Search-as-you-type: an ID or a few letters of the name, accents and word order ignored. */
  'ratings.search': method({
    input: z.strictObject({ text: z.string().max(100), limit: z.number().int().min(1).max(100).optional() }),
    output: z.array(RatingHitSchema),
    mutates: false,
  }),
  /**
   * Registers a player found by the search, with the rating floor checked (RULES.md R12.1) and
   * the same checks as `entrant.add` (`confirm: true` after the same-name warning).
   */
  /**
   * `rating`: the arbiter's choice when the list rates the player only for another variant or time
   * control than the tournament's: that rating (`list`) or none (`unrated`); without it such a
   * registration is refused with both offered. The answer says which rating was taken and why.
   */
  'ratings.register': method({
    input: z.strictObject({
      tournamentId: Id,
      entryId: Id,
      confirm: z.boolean().default(false),
      rating: z.enum(['list', 'unrated']).optional(),
    }),
    output: EntrantSchema.extend({
      ratingNote: z.object({
        key: z.string(),
        params: z.record(z.string(), z.unknown()),
        message: z.string(),
      }),
    }),
    mutates: true,
  }),
  /** Entrants whose rating differs on the latest lists (after a re-import). */
  'ratings.diff': method({
    input: z.strictObject({ tournamentId: Id }),
    output: z.array(RatingChangeSchema),
    mutates: false,
  }),
  /** Accepts the diff, or the chosen entrants of it; only before round 1 (RULES.md R13.1). */
  'ratings.applyDiff': method({
    input: z.strictObject({ tournamentId: Id, entrantIds: z.array(Id).nullable().default(null) }),
    output: z.array(RatingChangeSchema),
    mutates: true,
  }),
};
