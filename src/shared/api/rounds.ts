import { z } from 'zod';
import { method } from './define';
import { GAME_RESULTS, TITLES } from '../domain';

const Id = z.number().int().positive();

/** A translatable message: an i18n key (`play:...`, `engine:...`) and its parameters. */
export const NoteSchema = z.object({ key: z.string(), params: z.record(z.string(), z.unknown()) });
export type Note = z.output<typeof NoteSchema>;

/** Who sits at a board, as the pairing list and the result screen show them. */
export const EntrantRefSchema = z.object({
  id: z.number().int(),
  /** Pairing number (Swiss, R6.3) or table number (round robin, R7.2). */
  startNo: z.number().int(),
  name: z.string(),
  rating: z.number().int().nullable(),
  title: z.enum(TITLES).nullable(),
});
export type EntrantRef = z.output<typeof EntrantRefSchema>;

export const GameViewSchema = z.object({
  id: z.number().int(),
  /** R5.1: leg 2 has the colours of the board reversed. */
  leg: z.union([z.literal(1), z.literal(2)]),
  whiteId: z.number().int(),
  blackId: z.number().int(),
  result: z.enum(GAME_RESULTS).nullable(),
});
export type GameView = z.output<typeof GameViewSchema>;

export const BoardViewSchema = z.object({
  boardNo: z.number().int(),
  white: EntrantRefSchema,
  black: EntrantRefSchema,
  /** Scores before the round, in integer points (the pairing list prints them). */
  whitePoints: z.number().int(),
  blackPoints: z.number().int(),
  games: z.array(GameViewSchema),
  /** Every game has a result; unfinished boards are highlighted on the result screen. */
  finished: z.boolean(),
});
export type BoardView = z.output<typeof BoardViewSchema>;

/** R11.2: the round's opening as drawn (moves, the position after them, the table number and class). */
export const OpeningViewSchema = z.object({
  kind: z.enum(['random', 'table', 'themed']),
  number: z.number().int().nullable(),
  moves: z.array(z.string()),
  fen: z.string(),
  classLabel: z.string().nullable(),
  /** R11.4: the table's class when the arbiter reviewed this opening's for the tournament, else null. */
  tableClassLabel: z.string().nullable(),
  class: z.object({ degree: z.number().int(), favoured: z.enum(['first', 'second']).nullable() }).nullable(),
  seed: z.number().int(),
  /** The board after the opening, as SVG text (the same drawing as the round sheet's). */
  diagram: z.string(),
});
export type OpeningView = z.output<typeof OpeningViewSchema>;

export const ABSENCE_KINDS = ['half-bye', 'full-bye', 'absent', 'withdrawn'] as const;

export const RoundViewSchema = z.object({
  tournamentId: z.number().int(),
  number: z.number().int(),
  status: z.enum(['paired', 'finished']),
  /** R5: 2 with two legs (every board is two games, colours reversed). */
  gamesPerRound: z.union([z.literal(1), z.literal(2)]),
  /** R11.2: the opening drawn for the round, when the opening mode draws one. */
  opening: OpeningViewSchema.nullable(),
  boards: z.array(BoardViewSchema),
  /** R4.2: the pairing-allocated bye. */
  bye: EntrantRefSchema.nullable(),
  /** R10: entrants left out of this round, and how. */
  absences: z.array(z.object({ entrant: EntrantRefSchema, kind: z.enum(ABSENCE_KINDS) })),
  /** Games without a result. */
  unfinished: z.number().int(),
  /** Results entered since the pairing (not those the pairing scored itself, R10): none, it can be unpaired. */
  entered: z.number().int(),
  pairedAt: z.string(),
});
export type RoundView = z.output<typeof RoundViewSchema>;

export const RoundSummarySchema = z.object({
  number: z.number().int(),
  status: z.enum(['paired', 'finished']),
  boards: z.number().int(),
  unfinished: z.number().int(),
  pairedAt: z.string(),
});

/** R6.6: a manual edit of a generated pairing. Entrants by id; boards by number. */
export const RoundEditSchema = z.discriminatedUnion('kind', [
  /** Two entrants exchange places (between boards, or with the bye). */
  z.strictObject({ kind: z.literal('swap'), a: Id, b: Id }),
  /** White and Black exchange colours on one board. */
  z.strictObject({ kind: z.literal('colours'), board: Id }),
  /** `white` meets `black` on `board`; whoever sat there takes the places they left. */
  z.strictObject({ kind: z.literal('pair'), board: Id, white: Id, black: Id }),
]);
export type RoundEdit = z.output<typeof RoundEditSchema>;

/** R6.6 warnings: `play:warning.<code>` with params; the arbiter must confirm them. */
export const WarningSchema = z.object({ code: z.string(), params: z.record(z.string(), z.unknown()) });
export type Warning = z.output<typeof WarningSchema>;

const RoundRef = z.strictObject({ tournamentId: Id, round: Id });

export const roundMethods = {
  /**
   * Pairs the next round: Swiss through the Dutch system (R6), round robin from its Berger table
   * (R7). Refused while the current round has unfinished games, or when every round is paired.
   */
  'round.pairNext': method({
    /**
     * R6.2: when no pairing respects the absolute rules the call is refused
     * (`play:noValidPairing`); `acceptRematches: true` then pairs with the fewest rematches.
     */
    input: z.strictObject({ tournamentId: Id, acceptRematches: z.boolean().default(false) }),
    output: RoundViewSchema,
    mutates: true,
  }),
  'round.get': method({ input: RoundRef, output: RoundViewSchema, mutates: false }),
  'round.list': method({
    input: z.strictObject({ tournamentId: Id }),
    output: z.array(RoundSummarySchema),
    mutates: false,
  }),
  /** R6.6: what an edit would warn about, changing nothing. */
  'round.previewEdit': method({
    input: RoundRef.extend({ edit: RoundEditSchema }),
    output: z.object({ warnings: z.array(WarningSchema) }),
    mutates: false,
  }),
  /**
   * R6.6: applies an edit to a round without results on the boards it touches. With warnings and
   * without `confirm: true` it is refused (`play:confirmEdit`, the warnings in `details.issues`).
   */
  'round.edit': method({
    input: RoundRef.extend({ edit: RoundEditSchema, confirm: z.boolean().default(false) }),
    output: z.object({ round: RoundViewSchema, warnings: z.array(WarningSchema) }),
    mutates: true,
  }),
  /**
   * Takes the latest round back while none of its results is entered (paired too early, a
   * latecomer). Round 1 takes the start back too: registration opens again (R1.3). The round's
   * drawn opening is kept for its next pairing unless `newOpening` (R11.2).
   */
  'round.unpair': method({
    input: RoundRef.extend({ newOpening: z.boolean().default(false) }),
    output: z.object({
      round: z.number().int(),
      boards: z.number().int(),
      registration: z.boolean(),
      /** R11.2: the moves of the opening kept for the round's next pairing, or null. */
      kept: z.array(z.string()).nullable(),
    }),
    mutates: true,
  }),
  /**
   * R11.2: draws the latest round's opening again (the arbiter confirms first), while none of the
   * round's results is entered; a Swiss never gets an opening already played, and no tournament
   * the one replaced. `seed` draws it (the log shows it); without one, one is drawn.
   */
  'round.redrawOpening': method({
    input: RoundRef.extend({ seed: z.number().int().min(0).max(4294967295).optional() }),
    output: z.object({ before: OpeningViewSchema.nullable(), after: OpeningViewSchema.nullable() }),
    mutates: true,
  }),
  /**
   * R10.1: marks an entrant absent (or present again) for a round not yet paired; the pairing of
   * that round leaves them out (R6.5), 0 points. Once the round is paired, neither is possible
   * (`play:absenceRoundPaired`, `play:absenceUnmarkPaired`).
   */
  'round.absence': method({
    input: RoundRef.extend({ entrantId: Id, absent: z.boolean() }),
    output: z.object({ entrantId: z.number().int(), round: z.number().int(), absent: z.boolean() }),
    mutates: true,
  }),
  /** R10.1: the absences marked for rounds not yet paired, by round, in the order they were marked. */
  'round.absences': method({
    input: z.strictObject({ tournamentId: Id }),
    output: z.array(z.object({ round: z.number().int(), entrantId: z.number().int() })),
    mutates: false,
  }),
};
