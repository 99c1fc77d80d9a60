/** TPN, starting number (RULES.md R9.3, the last round-robin tiebreak): the lower number ranks first. */
import type { Tiebreak } from './types';

export const startingNumber: Tiebreak = {
  code: 'TPN',
  unit: 'number',
  better: 'lower',
  compute: (e) => ({ code: 'TPN', unit: 'number', value: e.startNo, contributions: [] }),
};
