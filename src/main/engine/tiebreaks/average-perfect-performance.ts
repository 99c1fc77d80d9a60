/**
 * APPO, average perfect performance of opponents (FIDE C.07 10.5): the mean of the perfect
 * tournament performances (PTP, perfect-performance.ts) of the opponents met over the board,
 * rounded to the nearest whole number (half up). An opponent without a PTP (no game over the
 * board against a rated opponent) is left out, as the FIDE TEC tie-break server does; nobody
 * left: no figure (0). Each line is an opponent and their PTP.
 */
import type { Contribution, EntrantScore } from '../types';
import { anyPlayed, boardsOf, contribution } from './opponents';
import { perfectTournamentPerformance } from './perfect-performance';
import type { Tiebreak, TiebreakContext } from './types';

// Every entrant's PTP is read once per standings, by each of their opponents.
const ptpCache = new WeakMap<EntrantScore, number>();

function ptpOf(o: EntrantScore, ctx: TiebreakContext): number {
  let value = ptpCache.get(o);
  if (value === undefined) {
    value = perfectTournamentPerformance.compute(o, ctx, [o.startNo]).value;
    ptpCache.set(o, value);
  }
  return value;
}

export const averagePerfectPerformanceOfOpponents: Tiebreak = {
  code: 'APPO',
  unit: 'rating',
  better: 'higher',
  compute: (e, ctx) => {
    const lines: Contribution[] = boardsOf(e).flatMap((b) => {
      const o = ctx.scores.get(b.opponent);
      const ptp = o && anyPlayed(b.games) ? ptpOf(o, ctx) : 0;
      return ptp > 0 ? [contribution(ctx, b, ptp)] : [];
    });
    const sum = lines.reduce((s, l) => s + l.value, 0);
    const value = lines.length === 0 ? 0 : Math.round(sum / lines.length);
    return { code: 'APPO', unit: 'rating', value, contributions: lines };
  },
};
