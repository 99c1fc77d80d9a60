/**
 * SB/C1, Sonneborn-Berger Cut 1 (FIDE C.07 14.1.1): SB without the part of the opponent with the
 * lowest score (not the lowest part: a loss to the weakest opponent cuts nothing); under a FIDE
 * policy a VUR is cut instead when it adds at least as much (16.5, fide.ts).
 */
import type { Tiebreak } from './types';
import { total } from './opponents';
import { sbLines } from './sonneborn-berger';

export const sonnebornBergerCut1: Tiebreak = {
  code: 'SB/C1',
  unit: 'points',
  better: 'higher',
  compute: (e, ctx) => {
    const contributions = sbLines(e, ctx, 1);
    return { code: 'SB/C1', unit: 'points', value: total(contributions), contributions };
  },
};
