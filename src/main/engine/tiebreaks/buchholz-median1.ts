/** BH/M1, Median Buchholz (FIDE C.07; RULES.md R9.5): Buchholz without the lowest and the highest. */
import type { Tiebreak } from './types';
import { buchholzFamily } from './fide';
import { total } from './opponents';

export const buchholzMedian1: Tiebreak = {
  code: 'BH/M1',
  unit: 'points',
  better: 'higher',
  compute: (e, ctx) => {
    const contributions = buchholzFamily(e, ctx, 1, 1);
    return { code: 'BH/M1', unit: 'points', value: total(contributions), contributions };
  },
};
