/** BH/C2, Buchholz Cut 2 (FIDE C.07 14.1): Buchholz without the two least significant opponents. */
import type { Tiebreak } from './types';
import { buchholzFamily } from './fide';
import { total } from './opponents';

export const buchholzCut2: Tiebreak = {
  code: 'BH/C2',
  unit: 'points',
  better: 'higher',
  compute: (e, ctx) => {
    const contributions = buchholzFamily(e, ctx, 2, 0);
    return { code: 'BH/C2', unit: 'points', value: total(contributions), contributions };
  },
};
