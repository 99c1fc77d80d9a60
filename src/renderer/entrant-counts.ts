import type { Entrant } from '../shared/api/entrants';

/**
 * The counts above the entrants list: registered, present and still playing, withdrawn (R10.2).
 * A withdrawn entrant keeps the present mark they had at the start, but no longer plays.
 */
export function entrantCounts(entrants: readonly Pick<Entrant, 'present' | 'withdrawnAfterRound'>[]): {
  total: number;
  present: number;
  withdrawn: number;
} {
  const withdrawn = entrants.filter((e) => e.withdrawnAfterRound !== null).length;
  const present = entrants.filter((e) => e.present && e.withdrawnAfterRound === null).length;
  return { total: entrants.length, present, withdrawn };
}
