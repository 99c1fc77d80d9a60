import type { RoundView } from '../../../shared/api/rounds';

/**
 * The latest round, while the tournament runs and nothing is entered on it since the pairing, can
 * be unpaired (paired too early, a latecomer). `entered` leaves out what the pairing scored (R10).
 */
export const canUnpair = (round: RoundView, current: number, finished: boolean): boolean =>
  round.number === current && !finished && round.entered === 0;
