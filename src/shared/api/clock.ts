import { z } from 'zod';
import { method } from './define';
import { TournamentTimeSchema } from './arena';
import { WarningDetailSchema } from './tournaments';

const Id = z.number().int().positive();
/** A local date-time as a date-time field holds it: `YYYY-MM-DDTHH:mm` (settings.ts). */
const Wall = z.string();

/** A game the close by the clock ruled drawn (R15.1, R8.5), as the reopen dialog lists it. */
export const ClosedDrawSchema = z.object({
  gameId: z.number().int(),
  round: z.number().int(),
  /** The match of a team round; null in an individual tournament. */
  match: z.number().int().nullable(),
  board: z.number().int(),
  leg: z.number().int(),
  white: z.string(),
  black: z.string(),
});
export type ClosedDraw = z.output<typeof ClosedDrawSchema>;

const CloseInput = { closeAtEnd: z.boolean(), announcedEnd: Wall.nullable() };

/**
 * The close by the clock of a tournament in rounds (R15.1), which is the arbiter's to set, move,
 * turn off and undo at any time, individual or team; an arena keeps its own (R14.1).
 */
export const clockMethods = {
  /** Turns the close on with its announced end, moves the end, or turns the close off. */
  'tournament.setClose': method({
    input: z.strictObject({ id: Id, ...CloseInput }),
    output: TournamentTimeSchema,
    mutates: true,
  }),
  /** The games the close ruled drawn, for the arbiter to keep or clear each when reopening. */
  'tournament.closedDraws': method({
    input: z.strictObject({ id: Id }),
    output: z.array(ClosedDrawSchema),
    mutates: false,
  }),
  /**
   * Reopens a tournament the clock closed: the ruled draws named in `clear` lose their result (the
   * others stay), and the close is set as given; an end already over is refused, as it would close
   * the tournament again at once.
   */
  'tournament.reopen': method({
    input: z.strictObject({ id: Id, clear: z.array(z.number().int().positive()), ...CloseInput }),
    output: z.object({
      cleared: z.array(ClosedDrawSchema),
      kept: z.number().int(),
      time: TournamentTimeSchema,
    }),
    mutates: true,
  }),
  /** The arbiter has read that the close was turned off when the file was opened. */
  'tournament.closeNoticeSeen': method({
    input: z.strictObject({ id: Id }),
    output: TournamentTimeSchema,
    mutates: true,
  }),
  /** A start in the past or more than a year ahead, at the transport's time (a warning only). */
  'tournament.startWarnings': method({
    input: z.strictObject({ scheduledStart: Wall }),
    output: z.array(WarningDetailSchema),
    mutates: false,
  }),
};
