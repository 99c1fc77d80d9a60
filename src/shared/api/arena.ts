import { z } from 'zod';
import { method } from './define';
import { NewSettingsSchema } from '../settings';
import { TOURNAMENT_STATUSES, TournamentSchema } from './tournaments';
import { LANGUAGES } from '../i18n/index';
import { ARENA_CLOCK_LIMITS } from '../arena-limits';

const Id = z.number().int().positive();
const Time = z.string();

/** The clock of the arena's games in seconds (R14.4 needs the base and the increment as numbers). */
export const ArenaClockSchema = z.strictObject({
  baseSeconds: z.number().int().min(0).max(ARENA_CLOCK_LIMITS.baseSeconds),
  incrementSeconds: z.number().int().min(0).max(ARENA_CLOCK_LIMITS.incrementSeconds),
});

const Player = z.object({ id: z.number().int(), name: z.string(), rating: z.number().int().nullable() });

export const ArenaBoardSchema = z.object({
  gameId: z.number().int(),
  board: z.number().int(),
  white: Player,
  black: Player,
  startedAt: Time,
  whiteBoosted: z.boolean(),
  blackBoosted: z.boolean(),
});

export const ArenaGameLineSchema = z.object({
  gameId: z.number().int(),
  opponent: Player,
  colour: z.enum(['white', 'black']),
  outcome: z.enum(['win', 'draw', 'loss']),
  /** 'ruled-draw' when the close ruled it (R15.1). */
  result: z.enum(['white-wins', 'draw', 'black-wins', 'ruled-draw']),
  points: z.number().int(),
  onStreak: z.boolean(),
  boosted: z.boolean(),
  endedAt: Time,
});

export const ArenaStandingSchema = z.object({
  entrant: Player,
  place: z.number().int(),
  points: z.number().int(),
  wins: z.number().int(),
  games: z.number().int(),
  /** Wins in a row now; from 2 on the next win is worth 3 (R14.3). */
  streak: z.number().int(),
  paused: z.boolean(),
  history: z.array(ArenaGameLineSchema),
});

/**
 * Where a tournament stands against the clock at the transport's time (R15.1): the countdown every
 * screen shows. A tournament in rounds counts down to its start until it is started, then to its
 * announced end and the close ten minutes later when the close by the clock is on; with the close
 * off, or once it is finished, there is nothing to count. An arena counts as R14.1 says.
 */
export const TournamentTimeSchema = z.object({
  /** `finished`: every round played (or cancelled); `closed`: the close is due or done. */
  phase: z.enum(['before', 'running', 'overtime', 'closed', 'finished']),
  status: z.enum(TOURNAMENT_STATUSES),
  /** Milliseconds to the next boundary: the start, the end, the close (end + 10 minutes); else 0. */
  remainingMs: z.number(),
  /** Five minutes or less before the end or the close. */
  warning: z.boolean(),
  /** The scheduled start, and when round 1 was really paired (null before). */
  startsAt: Time,
  startedAt: Time.nullable(),
  /** Null for a tournament in rounds without the close by the clock. */
  endsAt: Time.nullable(),
  closesAt: Time.nullable(),
  /** R15.1: the tournament closes by itself at the close (an arena always does). */
  closeAtEnd: z.boolean(),
  /** The announced end as the arbiter set it (`YYYY-MM-DDTHH:mm`), kept while the close is off. */
  announcedEnd: z.string().nullable(),
  /** Minutes the arbiter added to an arena's duration (a tournament in rounds moves its end). */
  extensionMinutes: z.number().int(),
  /** When the announced duration closed the tournament, or null while it is open. */
  closedAt: Time.nullable(),
  /** The close was on only by the old default and was turned off when the file was opened. */
  closeTurnedOff: z.boolean(),
});
export type TournamentTime = z.output<typeof TournamentTimeSchema>;

export const ArenaViewSchema = z.object({
  tournamentId: z.number().int(),
  name: z.string(),
  closed: z.boolean(),
  clock: ArenaClockSchema,
  /** R14.4: what a boosted player's clock shows; null when boost is not offered (R14.6). */
  boostedClock: ArenaClockSchema.nullable(),
  time: z.object({
    now: Time,
    phase: z.enum(['before', 'running', 'overtime', 'closed']),
    startsAt: Time,
    endsAt: Time,
    closesAt: Time,
    remainingMs: z.number(),
    warning: z.boolean(),
    extensionMinutes: z.number().int(),
  }),
  boards: z.array(ArenaBoardSchema),
  /** Free entrants, with when a batch may take them and whom they may not meet yet (R14.2). */
  waiting: z.array(
    z.object({
      entrant: Player,
      freeSince: Time,
      cooldowns: z.array(z.object({ opponent: Player, until: Time })),
    }),
  ),
  paused: z.array(Player),
  standings: z.array(ArenaStandingSchema),
  /** A tick now would start boards or close the arena. */
  due: z.boolean(),
});
export type ArenaView = z.output<typeof ArenaViewSchema>;

const Ref = z.strictObject({ tournamentId: Id });

export const arenaMethods = {
  /** Creates an arena (R14.1): a duration of 10 minutes to 8 hours, a start, the games' clock. */
  'arena.create': method({
    input: z.strictObject({ settings: NewSettingsSchema, clock: ArenaClockSchema }),
    output: TournamentSchema,
    mutates: true,
  }),
  /**
   * R15.1 for a tournament in rounds as for an arena: where the announced duration stands at the
   * transport's time, for the countdown and its five-minute warning.
   */
  'tournament.time': method({
    input: z.strictObject({ id: Id }),
    output: TournamentTimeSchema,
    mutates: false,
  }),
  /**
   * R15.1: the arbiter extends the announced duration of any tournament, before its close. An
   * arena's answer is its time as for a tournament in rounds; its screen uses `arena.extend`.
   */
  'tournament.extend': method({
    input: z.strictObject({ id: Id, minutes: z.number().int().min(1).max(1440) }),
    output: TournamentTimeSchema,
    mutates: true,
  }),
  /**
   * Does what the time asks of a tournament in rounds that keeps its announced duration: once the
   * ten minutes after the end are over, rules every open game drawn (R8.5) and closes it (R15.1).
   * Nothing before that. The screens call it when their countdown reaches the close; scripts too.
   */
  'tournament.tick': method({
    input: z.strictObject({ id: Id }),
    output: z.object({ ruled: z.number().int(), closedAt: Time.nullable(), time: TournamentTimeSchema }),
    mutates: true,
  }),
  /** The arena at the transport's time: boards, free and paused entrants, the live ranking. */
  'arena.view': method({ input: Ref, output: ArenaViewSchema, mutates: false }),
  /**
   * Does what the time asks: at the close rules every open game drawn (R15.1), otherwise pairs the
   * free entrants whose batch is due (R14.2); `now: true` pairs every free entrant without the wait.
   */
  'arena.tick': method({
    input: z.strictObject({ tournamentId: Id, now: z.boolean().default(false) }),
    output: ArenaViewSchema,
    mutates: true,
  }),
  /** R14.1: an entrant comes back (or arrives) and is paired again. */
  'arena.join': method({ input: z.strictObject({ entrantId: Id }), output: ArenaViewSchema, mutates: true }),
  /** R14.1: an entrant leaves (pauses); their games and points stay. */
  'arena.leave': method({ input: z.strictObject({ entrantId: Id }), output: ArenaViewSchema, mutates: true }),
  /**
   * The arbiter seats two entrants by hand (entrant ids), with these colours, at the lowest free
   * table: refused, saying why and until when, for an entrant not joined, paused or playing, a
   * pair in its 5 x k minutes (R14.2), before the start or from the announced end on (R14.6).
   */
  'arena.pair': method({
    input: z.strictObject({ tournamentId: Id, whiteId: Id, blackId: Id }),
    output: ArenaViewSchema,
    mutates: true,
  }),
  /** A result, or the correction of one (the end time stays; later streaks are recomputed). */
  'arena.result': method({
    input: z.strictObject({ gameId: Id, result: z.enum(['white-wins', 'draw', 'black-wins']) }),
    output: ArenaViewSchema,
    mutates: true,
  }),
  /** R14.4: the entrant boosts before their first move of a running game. */
  'arena.boost': method({
    input: z.strictObject({ gameId: Id, entrantId: Id }),
    output: ArenaViewSchema,
    mutates: true,
  }),
  /** R15: the arbiter extends the announced duration before the close. */
  'arena.extend': method({
    input: z.strictObject({ tournamentId: Id, minutes: z.number().int().min(1).max(120) }),
    output: ArenaViewSchema,
    mutates: true,
  }),
  /**
   * Board slips of the boards in play (R14.4: a boosted player's line shows the boosted clock), as
   * a PDF (base64); `gameIds` picks some of them, for instance the boards just paired.
   */
  'arena.slips': method({
    input: z.strictObject({
      tournamentId: Id,
      gameIds: z.array(Id).default([]),
      language: z.enum(LANGUAGES),
      paper: z.enum(['a4', 'letter']).default('a4'),
    }),
    output: z.object({ pdf: z.string(), fileName: z.string(), pages: z.number().int() }),
    mutates: false,
  }),
  /** The ranking with each player's games, as a PDF (base64), in the language and paper asked for. */
  'arena.report': method({
    input: z.strictObject({
      tournamentId: Id,
      language: z.enum(LANGUAGES),
      paper: z.enum(['a4', 'letter']).default('a4'),
    }),
    output: z.object({ pdf: z.string(), fileName: z.string(), pages: z.number().int() }),
    mutates: false,
  }),
};
