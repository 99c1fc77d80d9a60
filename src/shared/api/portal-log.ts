/** What the results portal's rows keep in the activity log (RULES.md R16.2), for the log's sentences. */
import { z } from 'zod';
import { GAME_RESULTS } from '../domain';
import { LoggedEntrantSchema } from './activity-detail';

const Results = z.array(z.enum(GAME_RESULTS)).nullable();
const Board = {
  round: z.number().int(),
  board: z.number().int(),
  white: LoggedEntrantSchema.optional(),
  black: LoggedEntrantSchema.optional(),
};

export const PortalReportLogSchema = z.object({
  ...Board,
  by: LoggedEntrantSchema,
  kind: z.enum(['result', 'contest']),
  results: Results,
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
export const PortalInviteLogSchema = z.object({ invited: z.array(LoggedEntrantSchema) });
export const PortalRevokeLogSchema = z.object({ entrant: LoggedEntrantSchema, revoked: z.number().int() });
