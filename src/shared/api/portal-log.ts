/** What the results portal's rows keep in the activity log (RULES.md R16.2), for the log's sentences. */
import { z } from 'zod';
import { GAME_RESULTS } from '../domain';
import { LoggedEntrantSchema } from './activity-detail';
import { CHANNELS } from '../portal/phone';

const Results = z.array(z.enum(GAME_RESULTS)).nullable();
const Board = {
  round: z.number().int(),
  board: z.number().int(),
  white: LoggedEntrantSchema.optional(),
  black: LoggedEntrantSchema.optional(),
};

/** How a report came (R16.3), kept since migration 015; older rows have none of it. */
const Provenance = {
  channel: z.enum(CHANNELS).optional(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
};

export const PortalReportLogSchema = z.object({
  ...Board,
  by: LoggedEntrantSchema,
  kind: z.enum(['result', 'contest']),
  results: Results,
  ...Provenance,
});
export const PortalValidateLogSchema = z.object({
  ...Board,
  how: z.enum(['matching', 'window']),
  results: Results,
});
export const PortalDecideLogSchema = z.object({
  ...Board,
  decision: z.enum(['confirm', 'accept-white', 'accept-black', 'override', 'reject']),
  results: z.array(z.enum(GAME_RESULTS).nullable()).nullable(),
});
export const PortalConfigureLogSchema = z.object({
  enabled: z.boolean(),
  access: z.enum(['open', 'private']),
  password: z.enum(['kept', 'set', 'removed']),
});
/** Invited players, or in a team event the teams whose captains were invited (their names). */
export const PortalInviteLogSchema = z.object({
  invited: z.array(z.union([LoggedEntrantSchema, z.string()])),
});
export const PortalRevokeLogSchema = z.object({ entrant: LoggedEntrantSchema, revoked: z.number().int() });
export const PortalRevokeTeamLogSchema = z.object({ team: z.string(), revoked: z.number().int() });

/** R16.2 team matches: the unit is a match, its sides the home and away teams. */
const Match = { round: z.number().int(), match: z.number().int(), home: z.string(), away: z.string() };
export const PortalMatchReportLogSchema = z.object({
  ...Match,
  team: z.string(),
  kind: z.enum(['result', 'contest']),
  results: Results,
  ...Provenance,
});
export const PortalMatchValidateLogSchema = z.object({
  ...Match,
  how: z.enum(['matching', 'window']),
  results: Results,
});
export const PortalMatchDecideLogSchema = z.object({
  ...Match,
  decision: z.enum(['confirm', 'accept-white', 'accept-black', 'reject']),
  results: Results,
});

/** A captain's forfeit or abandon from his phone (R16.1b, issue 32.3): the boards it lost by forfeit. */
export const PortalLeaveLogSchema = z.object({
  team: z.string(),
  kind: z.enum(['abandon', 'forfeit']),
  round: z.number().int(),
  match: z.number().int().nullable(),
  opponent: z.string().nullable(),
  boards: z.array(z.number().int()),
  ...Provenance,
});
/** The arbiter's undo of a team's leave: the boards without a result again. */
export const TeamUndoLeaveLogSchema = z.object({
  team: z.string(),
  kind: z.enum(['abandon', 'forfeit']),
  round: z.number().int(),
  boards: z.array(z.number().int()),
});
