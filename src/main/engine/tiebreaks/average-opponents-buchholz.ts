/**
 * AOB, average of opponents' Buchholz (FIDE C.07 8.4): the mean of the Buchholz (under the policy
 * in force) of the opponents met over the board, to two decimals. A dummy opponent has no
 * Buchholz and is left out.
 */
import { buchholzFamily } from './fide';
import { anyPlayed, boardsOf, contribution, total } from './opponents';
import type { Tiebreak } from './types';

export const averageOpponentsBuchholz: Tiebreak = {
  code: 'AOB',
  unit: 'points',
  better: 'higher',
  compute: (e, ctx) => {
    const contributions = boardsOf(e).flatMap((b) => {
      const o = ctx.scores.get(b.opponent);
      return o && anyPlayed(b.games) ? [contribution(ctx, b, total(buchholzFamily(o, ctx, 0, 0)))] : [];
    });
    const n = contributions.length;
    const scale = ctx.points.scale;
    // Two decimals in the tournament's own units (points are integers at `scale` in the engine).
    const value = n === 0 ? 0 : (Math.round((total(contributions) / n / scale) * 100) / 100) * scale;
    return { code: 'AOB', unit: 'points', value, contributions };
  },
};
