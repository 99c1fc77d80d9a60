/**
 * The event's team ratings (docs/TEAMS.md "Team rating"): every team starts at 500, each rated
 * match moves points from the loser to the winner, each finished tournament redistributes points
 * by its final ranking. Carried from one event to the next as a CSV file (team, rating, matches).
 */
import { z } from 'zod';
import { method } from './define';

const Id = z.number().int().positive();

export const TeamRatingSchema = z.object({
  name: z.string(),
  rating: z.number().int(),
  /** Rated matches: those of the imported file and of this event. */
  matches: z.number().int(),
  /** The rating before this event's tournaments (the file imported, or 500). */
  start: z.number().int(),
});
export type TeamRating = z.output<typeof TeamRatingSchema>;

/** One change of a team's rating: a match (`round`), or the close of the tournament (`round` null). */
export const TeamRatingLineSchema = z.object({
  round: z.number().int().nullable(),
  team: z.string(),
  opponent: z.string().nullable(),
  before: z.number().int(),
  opponentBefore: z.number().int().nullable(),
  /** E, the expected score (0..1), for a match. */
  expected: z.number().nullable(),
  /** S, the score of the match: 1 won, 0.5 drawn, 0 lost. */
  score: z.number().nullable(),
  change: z.number().int(),
  after: z.number().int(),
});
export type TeamRatingLine = z.output<typeof TeamRatingLineSchema>;

const FileOut = z.object({ fileName: z.string(), text: z.string() });

export const teamRatingMethods = {
  /** Every team's rating now, highest first (ties by name). */
  'team.ratings.list': method({
    input: z.strictObject({}),
    output: z.array(TeamRatingSchema),
    mutates: false,
  }),
  /** How one team tournament moved the ratings, match by match, then its close. */
  'team.ratings.history': method({
    input: z.strictObject({ tournamentId: Id }),
    output: z.array(TeamRatingLineSchema),
    mutates: false,
  }),
  /** The ratings as CSV (`team;rating;matches`), every cell a spreadsheet would run neutralised. */
  'team.ratings.export': method({ input: z.strictObject({}), output: FileOut, mutates: false }),
  /**
   * A federation's CSV file (`team;rating;matches`, `;` or `,`) as the ratings before this event's
   * tournaments, for the teams it names; refused whole, with every row problem, nothing changed.
   */
  'team.ratings.import': method({
    input: z.strictObject({ fileName: z.string().max(255), text: z.string().max(5_000_000) }),
    output: z.object({ imported: z.number().int(), ratings: z.array(TeamRatingSchema) }),
    mutates: true,
  }),
};
