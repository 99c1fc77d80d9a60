/**
 * BH/C1, Buchholz Cut 1 (RULES.md R9.2, the first Swiss tiebreak): the sum of the final scores of
 * every opponent, minus the lowest one. The breakdown says which opponent was cut (R9.6).
 */
import type { Tiebreak } from './types';
import { buchholzFamily } from './fide';
import { total } from './opponents';

export const buchholzCut1: Tiebreak = {
  code: 'BH/C1',
  unit: 'points',
  better: 'higher',
  compute: (e, ctx) => {
    const contributions = buchholzFamily(e, ctx, 1, 0);
    return { code: 'BH/C1', unit: 'points', value: total(contributions), contributions };
  },
};
