import type { MethodName } from '../../../shared/api/contract';
import type { HandlerMap } from '../types';
import { eventHandlers } from './events';
import { tournamentHandlers } from './tournaments';
import { entrantHandlers } from './entrants';
import { forbiddenHandlers } from './forbidden';
import { playHandlers } from './play';
import { explainHandlers } from './explain';
import { roundHandlers } from './rounds';
import { resultHandlers } from './results';
import { standingsHandlers } from './standings';
import { activityHandlers } from './activity';
import { reportHandlers } from './reports';
import { ratingHandlers } from './ratings';
import { fileHandlers } from './files';
import { exchangeHandlers } from './exchange';
import { arenaHandlers } from './arena';
import { clockHandlers } from './clock';
import { teamHandlers } from './teams';
import { teamReportHandlers } from './team-reports';
import { teamRatingHandlers } from './team-ratings';
import { portalHandlers } from './portal';
import { portalSlipHandlers } from './portal-slips';

/** One handler per contract method; the type makes a missing one a compile error. */
export const handlers: HandlerMap<MethodName> = {
  ...eventHandlers,
  ...tournamentHandlers,
  ...entrantHandlers,
  ...forbiddenHandlers,
  ...playHandlers,
  ...explainHandlers,
  ...roundHandlers,
  ...resultHandlers,
  ...standingsHandlers,
  ...activityHandlers,
  ...reportHandlers,
  ...ratingHandlers,
  ...fileHandlers,
  ...exchangeHandlers,
  ...arenaHandlers,
  ...clockHandlers,
  ...teamHandlers,
  ...teamReportHandlers,
  ...teamRatingHandlers,
  ...portalHandlers,
  ...portalSlipHandlers,
};
