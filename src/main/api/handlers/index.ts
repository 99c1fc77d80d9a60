import type { MethodName } from '../../../shared/api/contract';
import type { HandlerMap } from '../types';
import { eventHandlers } from './events';
import { tournamentHandlers } from './tournaments';
import { entrantHandlers } from './entrants';

/** One handler per contract method; the type makes a missing one a compile error. */
export const handlers: HandlerMap<MethodName> = {
  ...eventHandlers,
  ...tournamentHandlers,
  ...entrantHandlers,
};
