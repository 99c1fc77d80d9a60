/**
 * Team events (RULES.md R16.1, R16.1b, R10.2): the settings a team tournament adds to the
 * individual ones, and the pure figures the screens need before the start. Shared by the API,
 * the services and the renderer.
 */
import { z } from 'zod';

export const TEAM_LIMITS = {
  boards: { min: 1, max: 20 },
  /** The rating an unrated player counts for in the team's mean rating (seeding by rating). */
  unratedRating: { min: 0, max: 3000 },
  rounds: { min: 1, max: 30 },
  text: 120,
} as const;

/** R16.1: match points 3/1/0 by default. */
export const MatchPointsSchema = z.strictObject({
  win: z.number().int(),
  draw: z.number().int(),
  loss: z.number().int(),
});
export type MatchPoints = z.output<typeof MatchPointsSchema>;
export const DEFAULT_MATCH_POINTS: MatchPoints = { win: 3, draw: 1, loss: 0 };

/**
 * Seeding of the teams: by their mean rating (the first N roster players), by the team rating
 * (docs/TEAMS.md "Team rating"), or the arbiter's order.
 */
export const TEAM_SEEDINGS = ['rating', 'team-rating', 'arbiter'] as const;
export type TeamSeeding = (typeof TEAM_SEEDINGS)[number];

/** Board points as a tiebreak: not used, right after match points, or just before the initial seed. */
export const BOARD_POINTS_TIEBREAK = ['off', 'first', 'last'] as const;
export type BoardPointsTiebreak = (typeof BOARD_POINTS_TIEBREAK)[number];

export const TeamSettingsSchema = z.strictObject({
  /** N: the boards of every match; a team fields its first N available roster players. */
  boards: z.number().int(),
  matchPoints: MatchPointsSchema,
  seeding: z.enum(TEAM_SEEDINGS),
  /** Counted for an unrated player in the team's mean rating (seeding by rating only). */
  unratedRating: z.number().int(),
  /** Rounds of a team Swiss; null: ceil(log2 teams) + 1, proposed at the start (R16.1). */
  rounds: z.number().int().nullable(),
  boardPoints: z.enum(BOARD_POINTS_TIEBREAK),
});
export type TeamSettings = z.output<typeof TeamSettingsSchema>;

export const DEFAULT_TEAM_SETTINGS: TeamSettings = {
  boards: 4,
  matchPoints: { ...DEFAULT_MATCH_POINTS },
  seeding: 'rating',
  unratedRating: 1000,
  rounds: null,
  boardPoints: 'off',
};

export const TeamSettingsPatchSchema = TeamSettingsSchema.partial();
export type TeamSettingsPatch = z.output<typeof TeamSettingsPatchSchema>;

/** New team settings: every field defaults. */
export const NewTeamSettingsSchema = TeamSettingsPatchSchema.default({}).transform((p): TeamSettings => {
  const out: Record<string, unknown> = { ...DEFAULT_TEAM_SETTINGS };
  for (const [k, v] of Object.entries(p)) if (v !== undefined) out[k] = v;
  return out as TeamSettings;
});

/** R16.1: the rounds proposed for a team Swiss of n teams, ceil(log2 n) + 1, at most n - 1. */
export function proposedTeamRounds(n: number): number {
  if (n < 2) return 1;
  return Math.max(1, Math.min(n - 1, Math.ceil(Math.log2(n)) + 1));
}

/** One broken rule of the team settings: `teams:settings.<code>` with params, shown next to `field`. */
export type TeamSettingsIssue = { field: keyof TeamSettings; code: string; params: Record<string, unknown> };

export function teamSettingsIssues(s: TeamSettings): TeamSettingsIssue[] {
  const issues: TeamSettingsIssue[] = [];
  const { boards, unratedRating, rounds } = TEAM_LIMITS;
  if (s.boards < boards.min || s.boards > boards.max)
    issues.push({ field: 'boards', code: 'boardsRange', params: { ...boards, value: s.boards } });
  const m = s.matchPoints;
  if (m.loss < 0 || !(m.win > m.draw && m.draw >= m.loss))
    issues.push({ field: 'matchPoints', code: 'matchPointsOrder', params: { ...m } });
  if (s.unratedRating < unratedRating.min || s.unratedRating > unratedRating.max)
    issues.push({
      field: 'unratedRating',
      code: 'unratedRatingRange',
      params: { ...unratedRating, value: s.unratedRating },
    });
  if (s.rounds !== null && (s.rounds < rounds.min || s.rounds > rounds.max))
    issues.push({ field: 'rounds', code: 'roundsRange', params: { ...rounds, value: s.rounds } });
  return issues;
}
