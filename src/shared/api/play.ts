import { z } from 'zod';
import { FORMAT_MODES, OPENING_MODES } from '../domain';
import { method } from './define';
import { TournamentSchema } from './tournaments';
import { EntrantSchema } from './entrants';
import { NoteSchema, RoundViewSchema } from './rounds';

const Id = z.number().int().positive();

/** R2.3: the decision taken at the start, with its reason and side notes, as stored. */
export const DecisionSchema = z.object({
  format: z.enum(['swiss', 'round-robin', 'cancelled']),
  rounds: z.number().int(),
  gamesPerRound: z.union([z.literal(1), z.literal(2)]),
  /** A double round robin plays the Berger table twice (2); absent in files started before it: 1. */
  cycles: z.union([z.literal(1), z.literal(2)]).optional(),
  present: z.number().int(),
  reason: NoteSchema,
  notes: z.array(NoteSchema),
});
export type Decision = z.output<typeof DecisionSchema>;

/**
 * What `tournament.start` would decide now, changing nothing: the decision with the facts and
 * settings behind it, so that the arbiter sees it before it is taken (R2.3).
 */
export const StartPreviewSchema = z.object({
  decision: DecisionSchema,
  /** Entrants registered, present or not (only the present count, R2.1). */
  entrants: z.number().int(),
  /** The settings the decision reads: R1.2 minimum, R2.2 threshold, R2.4, R3.5, R3.4, R5. */
  settings: z.object({
    minimum: z.number().int(),
    threshold: z.number().int(),
    formatMode: z.enum(FORMAT_MODES),
    swissRounds: z.number().int().nullable(),
    extraRound: z.boolean(),
    twoLegs: z.boolean(),
    roundRobinCycles: z.union([z.literal(1), z.literal(2)]),
  }),
  /** R3.3: the table row the Swiss rounds come from; null when they do not come from the table. */
  table: z.object({ from: z.number().int(), to: z.number().int(), rounds: z.number().int() }).nullable(),
  /**
   * R12.2 rated or casual with the games per round this start decides, R12.3 how many games can be
   * rated; `byForcedLegs`: rated only because four present play two games a round (R3.2), where
   * the setting alone would leave the tournament's opening mode casual; null otherwise.
   */
  rating: TournamentSchema.shape.ratingStatus.extend({
    byForcedLegs: z.object({ mode: z.enum(OPENING_MODES) }).nullable(),
  }),
});
export type StartPreview = z.output<typeof StartPreviewSchema>;

/** R6.4, R7.2: the lots, reproducible from the stored seed. */
export const LotsSchema = z.object({
  seed: z.number().int(),
  initialColour: z.enum(['white', 'black']),
  /** How the starting numbers were given: by rating (R6.3), entry order, by lot or rating (R7.2). */
  startNumbers: z.enum(['rating', 'entry', 'lot']),
});

export const ProgressSchema = z.object({
  tournament: TournamentSchema,
  decision: DecisionSchema.nullable(),
  lots: LotsSchema.nullable(),
  /** The latest paired round, 0 before the start. */
  currentRound: z.number().int(),
  roundsPlanned: z.number().int().nullable(),
  /** Every planned round is paired and has all its results. */
  finished: z.boolean(),
  /**
   * Whether `round.pairNext` would run now, and if not, why (a `play:` note). A Swiss round is
   * tried (not written): where no pairing respects R6.2 the answer is `play:noValidPairing`, and
   * `withRematches` says that `round.pairNext` with `acceptRematches` pairs the fewest rematches.
   */
  pairNext: z.object({ ok: z.boolean(), reason: NoteSchema.nullable(), withRematches: z.boolean() }),
});
export type Progress = z.output<typeof ProgressSchema>;

export const playMethods = {
  /**
   * Starts the tournament (R2, R3): counts the entrants present; below the minimum the
   * tournament cancels itself (data kept); otherwise stores the decision, draws the lots from
   * `seed` (or a fresh one), gives starting numbers and pairs round 1.
   */
  'tournament.start': method({
    input: z.strictObject({ tournamentId: Id, seed: z.number().int().min(0).max(4294967295).optional() }),
    output: z.object({
      decision: DecisionSchema,
      lots: LotsSchema.nullable(),
      round: RoundViewSchema.nullable(),
    }),
    mutates: true,
  }),
  /** R2.3: the decision `tournament.start` would take now and why, changing nothing. */
  'tournament.previewStart': method({
    input: z.strictObject({ tournamentId: Id }),
    output: StartPreviewSchema,
    mutates: false,
  }),
  /** The start decision, the lots and where the tournament stands. */
  'tournament.progress': method({
    input: z.strictObject({ tournamentId: Id }),
    output: ProgressSchema,
    mutates: false,
  }),
  /**
   * R10.2: withdraws an entrant after the start: points kept, no longer paired; a game of the
   * current round without a result is scored as a forfeit for the opponent.
   */
  'entrant.withdraw': method({ input: z.strictObject({ id: Id }), output: EntrantSchema, mutates: true }),
};
