import { z } from 'zod';
import { method } from './define';
import { GAME_RESULTS, UNPLAYED_POLICIES } from '../domain';
import { TiebreakCodeSchema } from '../settings';
import { EntrantRefSchema } from './rounds';

const Id = z.number().int().positive();

/** One line of a tiebreak's breakdown (R9.6), the opponent named. */
export const ContributionSchema = z.object({
  round: z.number().int(),
  /** null for the virtual opponent of an unplayed round under the FIDE 2023 policy (R9.4). */
  opponent: EntrantRefSchema.nullable(),
  virtual: z.boolean(),
  opponentPoints: z.number(),
  scored: z.number(),
  played: z.boolean(),
  value: z.number(),
  /** Removed by Cut 1 or the median (R9.2, R9.6). */
  cut: z.boolean(),
});

export const FigureSchema = z.object({
  code: TiebreakCodeSchema,
  value: z.number(),
  unit: z.enum(['points', 'count', 'rating', 'percent', 'number']),
  /** Only in `standings.explain` and with `breakdown: true`. */
  contributions: z.array(ContributionSchema).optional(),
  /**
   * DE: the tied entrants it was computed among (by id); whether it orders this entrant among them
   * (all met, or this one out of the others' reach: FIDE C.07 Art. 6); the pairs who never met.
   */
  among: z.array(z.number().int()).optional(),
  decisive: z.boolean().optional(),
  unmet: z.array(z.tuple([z.number().int(), z.number().int()])).optional(),
});
export type Figure = z.output<typeof FigureSchema>;

export const StandingsRowSchema = z.object({
  rank: z.number().int(),
  entrant: EntrantRefSchema,
  points: z.number().int(),
  withdrawn: z.boolean(),
  /**
   * FIDE C.04.5.1 (Baku): the virtual points this entrant is paired with in the next round, in
   * the point system's integers; absent or 0 when none. Never points: in no total, rank or tiebreak.
   */
  virtualPoints: z.number().int().optional(),
  /** In the order of `columns`. */
  tiebreaks: z.array(FigureSchema),
});
export type StandingsRowView = z.output<typeof StandingsRowSchema>;

export const StandingsViewSchema = z.object({
  afterRound: z.number().int(),
  format: z.enum(['swiss', 'round-robin']),
  /** Points per displayed unit (1 for draughts 2/1/0). */
  scale: z.number().int(),
  /** The order after points (R9.2, R9.3, R9.5). */
  sequence: z.array(TiebreakCodeSchema),
  /** Every figure shown: the sequence, then the information-only ones (BH, SB). */
  columns: z.array(TiebreakCodeSchema),
  /** R9.4: how unplayed rounds were counted (the FIDE edition); always `recorded` in a round robin. */
  unplayed: z.enum(UNPLAYED_POLICIES),
  rows: z.array(StandingsRowSchema),
  /**
   * Accelerated rounds (FIDE C.04.5.1, Baku): round `round` (the next one) is paired with `points`
   * virtual points added to pairing numbers 1..`lastAccelerated`; null or absent when it is not.
   */
  acceleration: z
    .object({ round: z.number().int(), lastAccelerated: z.number().int(), points: z.number().int() })
    .nullable()
    .optional(),
});
export type StandingsView = z.output<typeof StandingsViewSchema>;

/**
 * Why A is above B: every criterion that left them equal (or, direct encounter, did not order
 * them: `applies` false), then the first that separates them, with both values (R9.6).
 */
export const ComparisonSchema = z.object({
  above: z.number().int(),
  below: z.number().int(),
  /** The points of `above` (both have them when a tiebreak decides). */
  points: z.number().int(),
  before: z.array(
    z.object({
      code: TiebreakCodeSchema,
      aboveValue: z.number(),
      belowValue: z.number(),
      applies: z.boolean(),
      /** DE: the pairs of the tied group (by id) who never met. */
      unmet: z.array(z.tuple([z.number().int(), z.number().int()])).optional(),
    }),
  ),
  /** 'points', a tiebreak code, 'withdrawn' (R10.2 setting), or 'tied' when nothing separates them. */
  decidedBy: z.union([TiebreakCodeSchema, z.enum(['points', 'withdrawn', 'tied'])]),
  aboveValue: z.number().nullable(),
  belowValue: z.number().nullable(),
  /**
   * When direct encounter separates them: the tied group it was computed among and its pairs who
   * never met (by id). No pair: all of them met; pairs: `above` is out of the others' reach
   * (FIDE C.07 Art. 6).
   */
  directEncounter: z
    .object({
      among: z.array(z.number().int()),
      unmet: z.array(z.tuple([z.number().int(), z.number().int()])),
    })
    .optional(),
});

/** One game of a crosstable cell, from the row entrant's side. */
export const CrosstableGameSchema = z.object({
  /** The row entrant's colour in this game: game 2 of two legs has the board's colours reversed (R5.1). */
  colour: z.enum(['white', 'black']),
  /** null while the game has no result. */
  result: z.enum(GAME_RESULTS).nullable(),
  points: z.number().int().nullable(),
  /** R8.1, R8.5 played; R8.2-R8.4 not. */
  played: z.boolean(),
});

/**
 * One round of one entrant, the same on screen and in print (engine/crosstable.ts builds it,
 * shared/crosstable.ts writes it). `opponent` is the opponent's STARTING NUMBER, never an id.
 */
export const CrosstableCellSchema = z.object({
  round: z.number().int(),
  kind: z.enum(['board', 'bye', 'half-bye', 'full-bye', 'absent', 'withdrawn']),
  opponent: z.number().int().nullable(),
  /** The row entrant's colour in game 1; null off the boards. */
  colour: z.enum(['white', 'black']).nullable(),
  games: z.array(CrosstableGameSchema),
  /** What the round added: the games' points, the bye's (R4.2), 0 for an absence (R10.1). */
  points: z.number().int(),
  /** The entrant's points after this round. */
  running: z.number().int(),
});
export type CrosstableCell = z.output<typeof CrosstableCellSchema>;

export const CrosstableSchema = z.object({
  afterRound: z.number().int(),
  format: z.enum(['swiss', 'round-robin']),
  /** The rounds the start planned (R3); a double round robin's second half is its second cycle. */
  roundsPlanned: z.number().int(),
  /** 2 for a double round robin (R7), 1 otherwise. */
  cycles: z.union([z.literal(1), z.literal(2)]),
  scale: z.number().int(),
  /** In standings order; `rounds` is the Swiss list, `grid` the round-robin grid. */
  rows: z.array(
    z.object({
      rank: z.number().int(),
      entrant: EntrantRefSchema,
      points: z.number().int(),
      /** R10.2: withdrawn by the round shown; named so in the list. */
      withdrawn: z.boolean(),
      /** One cell per round 1..afterRound; their points add up to `points`. */
      rounds: z.array(CrosstableCellSchema),
      /**
       * Round robin: against each starting number (index startNo - 1), every game in round and
       * leg order from this entrant's side (`gridCell` in result-notation.ts writes it); empty for
       * oneself and before the pair met. A double round robin names each game's cycle.
       */
      grid: z
        .array(
          z.array(
            z.object({
              points: z.number().int().nullable(),
              played: z.boolean(),
              cycle: z.union([z.literal(1), z.literal(2)]).optional(),
            }),
          ),
        )
        .nullable(),
    }),
  ),
});
export type CrosstableView = z.output<typeof CrosstableSchema>;

const Query = z.strictObject({
  tournamentId: Id,
  /** After which round; the latest round by default (results entered so far). */
  afterRound: z.number().int().min(0).optional(),
});

export const standingsMethods = {
  'standings.get': method({
    input: Query.extend({ breakdown: z.boolean().default(false) }),
    output: StandingsViewSchema,
    mutates: false,
  }),
  /** R9.6: one entrant's breakdown; with `versus`, why one of the two is above the other. */
  'standings.explain': method({
    input: Query.extend({ entrantId: Id, versus: Id.optional() }),
    output: z.object({
      sequence: z.array(TiebreakCodeSchema),
      row: StandingsRowSchema,
      versus: StandingsRowSchema.nullable(),
      comparison: ComparisonSchema.nullable(),
    }),
    mutates: false,
  }),
  'crosstable.get': method({ input: Query, output: CrosstableSchema, mutates: false }),
};
