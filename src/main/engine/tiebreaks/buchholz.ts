/** BH, Buchholz (FIDE C.07; RULES.md R9.5): the sum of the final scores of every opponent. */
import type { Tiebreak } from './types';
import { buchholzFamily } from './fide';
import { total } from './opponents';

export const buchholz: Tiebreak = {
  code: 'BH',
  unit: 'points',
  better: 'higher',
  compute: (e, ctx) => {
    const contributions = buchholzFamily(e, ctx, 0, 0);
    return { code: 'BH', unit: 'points', value: total(contributions), contributions };
  },
};
