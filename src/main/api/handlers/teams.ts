import type { HandlerMap } from '../types';
import { AppError } from '../../../shared/errors';
import { teamMethods } from '../../../shared/api/teams';

type TeamMethod = keyof typeof teamMethods;

const notYet = (): never => {
  throw new AppError('teams:errors.notYet');
};

/** Team events (R16): each action answers as declared in shared/api/teams.ts. */
export const teamHandlers: HandlerMap<TeamMethod> = Object.fromEntries(
  Object.keys(teamMethods).map((m) => [m, notYet]),
) as unknown as HandlerMap<TeamMethod>;
