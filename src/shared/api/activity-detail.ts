import { z } from 'zod';
import { GAME_RESULTS } from '../domain';
import { NoteSchema, RoundEditSchema, WarningSchema } from './rounds';

/**
 * What each activity row stores of its action (the `summary` column, JSON), so that the log can
 * say it in the arbiter's words and language: who, which board, old and new result. The writers
 * (src/main/api/handlers) fill these shapes; the Activity screen reads them back with these same
 * schemas. Rows written before a field existed lack it: every field added since the first release
 * is optional, and the screen says what it can without it. Internal ids (`entrant`, `undid`) are
 * kept for the record but never shown: the screen names entrants and starting numbers.
 */

const Result = z.enum(GAME_RESULTS);

/** An entrant as the log names them: starting number once the tournament started. */
export const LoggedEntrantSchema = z.object({
  name: z.string(),
  startNo: z.number().int().nullable().optional(),
});
export type LoggedEntrant = z.output<typeof LoggedEntrantSchema>;

export const EntrantLogSchema = z.object({
  entrant: z.number().int().optional(),
  name: z.string(),
  startNo: z.number().int().nullable().optional(),
  federation: z.string().nullable().optional(),
  rating: z.number().int().nullable().optional(),
});
export type EntrantLog = z.output<typeof EntrantLogSchema>;

const Value = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const EntrantUpdateLogSchema = EntrantLogSchema.extend({
  changed: z.array(z.string()).default([]),
  /** Old and new value of every changed field (rows before it: the field names alone). */
  changes: z.array(z.object({ field: z.string(), before: Value, after: Value })).optional(),
});

export const WithdrawLogSchema = EntrantLogSchema.extend({
  afterRound: z.number().int().nullable(),
  forfeits: z.number().int().default(0),
});

export const AbsenceLogSchema = EntrantLogSchema.extend({ round: z.number().int(), absent: z.boolean() });

/** A result entered, cleared or corrected; `white` and `black` sit at that game (R5.1 reverses leg 2). */
export const ResultLogSchema = z.object({
  round: z.number().int(),
  board: z.number().int(),
  leg: z.number().int().default(1),
  result: Result.nullable(),
  before: Result.nullable().default(null),
  white: LoggedEntrantSchema.optional(),
  black: LoggedEntrantSchema.optional(),
  /** R6.7: the next round re-paired by a correction. */
  repair: z.object({ round: z.number().int(), changed: z.boolean() }).nullable().optional(),
});
export type ResultLog = z.output<typeof ResultLogSchema>;

export const RuleLogSchema = z.object({ round: z.number().int(), ruled: z.number().int() });

/** R15.1: the arbiter extended the announced duration; `endsAt` is the new end. */
export const ExtendLogSchema = z.object({ minutes: z.number().int(), endsAt: z.string() });

/** R15.1, R8.5: the announced duration closed the tournament and ruled its open games drawn. */
export const CloseLogSchema = z.object({ ruled: z.number().int(), closedAt: z.string() });

/** R15.1: the arbiter set the close by the clock (on with its end, moved, or off). */
export const SetCloseLogSchema = z.object({ closeAtEnd: z.boolean(), announcedEnd: z.string().nullable() });

/** R15.1: a tournament the clock closed, reopened; the ruled draws cleared, and how many kept. */
export const ReopenLogSchema = z.object({
  cleared: z.array(
    z.object({
      round: z.number().int(),
      match: z.number().int().nullable(),
      board: z.number().int(),
      leg: z.number().int(),
    }),
  ),
  kept: z.number().int(),
  closeAtEnd: z.boolean(),
  announcedEnd: z.string().nullable(),
});

export const PairLogSchema = z.object({
  round: z.number().int(),
  boards: z.number().int(),
  /** R4.2: who got the bye (rows before it: an id, not shown). */
  byeEntrant: LoggedEntrantSchema.nullable().optional(),
  acceptRematches: z.boolean().default(false),
  /** R11.2: the opening drawn for the round, with its seed. */
  opening: z
    .object({ moves: z.array(z.string()), number: z.number().int().nullable(), seed: z.number() })
    .nullable()
    .optional(),
});

/** A round unpaired (paired too early); round 1 takes the start back too. */
export const UnpairLogSchema = z.object({
  round: z.number().int(),
  boards: z.number().int(),
  registration: z.boolean(),
});

/** R11.2: the round's opening drawn again, the old and the new moves. */
export const RedrawLogSchema = z.object({
  round: z.number().int(),
  before: z.array(z.string()).nullable(),
  after: z.array(z.string()).nullable(),
});

const LoggedClass = z.object({ degree: z.number().int(), favoured: z.enum(['first', 'second']).nullable() });

/** R11.4: an opening's class reviewed for the tournament, the class before and the table's. */
export const ClassReviewLogSchema = z.object({
  number: z.number().int(),
  variant: z.string(),
  before: LoggedClass,
  after: LoggedClass,
  table: LoggedClass,
});

export const EditLogSchema = z.object({
  round: z.number().int(),
  edit: RoundEditSchema,
  warnings: z.array(WarningSchema).default([]),
  /** The entrants the edit names, by their id in `edit`. */
  entrants: z.record(z.string(), LoggedEntrantSchema).optional(),
});

export const StartLogSchema = z.object({
  decision: z.object({
    format: z.enum(['swiss', 'round-robin', 'cancelled']),
    rounds: z.number().int(),
    present: z.number().int(),
    reason: NoteSchema,
  }),
  boards: z.number().int().default(0),
});

export const SettingsLogSchema = z.object({ changed: z.array(z.string()) });
export const NameLogSchema = z.object({ name: z.string() });

export const RatingDiffLogSchema = z.object({
  updated: z.array(
    z.object({
      name: z.string().optional(),
      before: z.number().int().nullable(),
      after: z.number().int().nullable(),
    }),
  ),
});

export const ImportLogSchema = z.object({
  source: z.string(),
  file: z.string(),
  imported: z.number().int(),
  skipped: z.number().int(),
});

export const UndoLogSchema = z.object({
  undid: z.number().int(),
  action: z.string(),
  /** The undone row's own summary (rows before it: found in the log by `undid`, if still listed). */
  summary: z.unknown().optional(),
});
