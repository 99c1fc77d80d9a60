import { z } from 'zod';
import { method } from './define';
import { NewSettingsSchema, SettingsPatchSchema, SettingsSchema } from '../settings';
import { NoteSchema as MessageSchema } from './rounds';

export const TOURNAMENT_STATUSES = ['registration', 'running', 'finished', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const TOURNAMENT_KINDS = ['rounds', 'arena'] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];

/**
 * R1.3: entrants register until round 1 is paired; R14.1: an arena takes newcomers, and lets
 * entrants leave, for as long as it runs.
 */
export const registrationOpen = (t: { status: TournamentStatus; kind: TournamentKind }): boolean =>
  t.status === 'registration' || (t.kind === 'arena' && t.status === 'running');

const NoteSchema = z.object({ code: z.string(), params: z.record(z.string(), z.unknown()) });

/**
 * R12.3: the games that can be rated (a game played over the board, at least one of its players
 * rated for the tournament's variant and time control), and on what the figure rests: `paired`
 * the rounds paired so far, `expected` the games the entrants present will play, `entrants` only
 * how many of them are rated (a Swiss before its pairings). `note`: the sentence, a `settings:` code.
 */
export const RatedGamesSchema = z.object({
  basis: z.enum(['paired', 'expected', 'entrants']),
  rateable: z.number().int().nullable(),
  total: z.number().int().nullable(),
  rated: z.number().int(),
  entrants: z.number().int(),
  note: NoteSchema,
});
export type RatedGames = z.output<typeof RatedGamesSchema>;

/** An opening's class (R11.4): degree 0 is balanced (PARI), 1-4 favour the first or second mover. */
export const OpeningClassSchema = z.object({
  degree: z.number().int().min(0).max(4),
  favoured: z.enum(['first', 'second']).nullable(),
});

/** R11.4: an opening whose class the arbiter reviewed for the tournament, beside the table's. */
export const ClassReviewSchema = z.object({
  number: z.number().int(),
  table: OpeningClassSchema,
  reviewed: OpeningClassSchema,
});
export type ClassReview = z.output<typeof ClassReviewSchema>;

export const TournamentSchema = z.object({
  id: z.number().int(),
  status: z.enum(TOURNAMENT_STATUSES),
  kind: z.enum(TOURNAMENT_KINDS),
  /** R16.1: a team tournament (rounds of matches between teams), played on the Teams screen. */
  teams: z.boolean(),
  settings: SettingsSchema,
  /**
   * R12.2: rated or casual, and why (a `settings:<code>` note); R12.3: in a rated tournament (in
   * rounds, of teams or an arena), how many of its games can be rated (null for a casual one).
   */
  ratingStatus: z.object({
    rated: z.boolean(),
    reason: NoteSchema.nullable(),
    games: RatedGamesSchema.nullable(),
  }),
  /** R11.4: the classes reviewed for this tournament, by opening number. */
  classReviews: z.array(ClassReviewSchema),
  /** The files that cannot carry this tournament (docs/FILES.md), said before it is played. */
  exportLimits: z.array(MessageSchema),
  entrantCount: z.number().int(),
  /** Present and still playing: a withdrawn entrant is counted in `withdrawnCount` instead (R10.2). */
  presentCount: z.number().int(),
  withdrawnCount: z.number().int(),
  createdAt: z.string(),
});
export type Tournament = z.output<typeof TournamentSchema>;

/** A note an answer carries without refusing anything: a `settings:` code, translated. */
export const WarningDetailSchema = z.object({
  field: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.unknown()),
  message: z.string(),
});
export type WarningDetail = z.output<typeof WarningDetailSchema>;

/** The tournament as saved, with what the settings warn of without refusing (a start in the past). */
const SavedSchema = TournamentSchema.extend({ warnings: z.array(WarningDetailSchema) });

const Id = z.number().int().positive();

export const tournamentMethods = {
  /** Creates a tournament in the open event file; invalid settings are refused with their rules. */
  'tournament.create': method({
    input: z.strictObject({ settings: NewSettingsSchema }),
    output: SavedSchema,
    mutates: true,
  }),
  'tournament.list': method({ input: z.strictObject({}), output: z.array(TournamentSchema), mutates: false }),
  'tournament.get': method({ input: z.strictObject({ id: Id }), output: TournamentSchema, mutates: false }),
  /**
   * Changes settings; the merged settings are validated whole. Once round 1 is paired only the
   * administrative fields change (R1.3, `ADMIN_FIELDS`); a rule of play is refused (`rulesLocked`).
   */
  'tournament.updateSettings': method({
    input: z.strictObject({ id: Id, settings: SettingsPatchSchema }),
    output: SavedSchema,
    mutates: true,
  }),
  /** The organiser cancels the tournament before its start; refused afterwards (`cancelAfterStart`). */
  'tournament.cancel': method({ input: z.strictObject({ id: Id }), output: TournamentSchema, mutates: true }),
  /**
   * R11.4 "The arbiter may review a class": gives an opening of the official table another class
   * for this tournament (the table's class again removes the review). Refused after round 1 is
   * paired (`classReviewAfterStart`), for an opening the table lacks, or for the class it has.
   */
  'tournament.reviewClass': method({
    input: z
      .strictObject({
        id: Id,
        number: z.number().int(),
        class: z.strictObject({
          degree: z.number().int().min(0).max(4),
          favoured: z.enum(['first', 'second']).nullable(),
        }),
      })
      .refine((v) => (v.class.degree === 0) === (v.class.favoured === null), {
        message: 'a balanced class (degree 0) favours nobody; degrees 1-4 favour first or second',
        path: ['class', 'favoured'],
      }),
    output: TournamentSchema,
    mutates: true,
  }),
};
