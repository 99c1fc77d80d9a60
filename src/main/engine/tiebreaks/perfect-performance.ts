/**
 * PTP, perfect tournament performance (FIDE C.07 10.3): the lowest whole rating R with
 * which the entrant's expected score against the opponents met over the board (rated ones, the
 * same games as TPR) reaches the score made in those games. The expected score of one game is
 * FIDE B.02 table 8.1(b): the probability PD for the rating difference. A score of nothing gives
 * the lowest opponent's rating minus 800, a full score the highest plus 800. No game over the
 * board against a rated opponent: no figure (0). Each line is an opponent and their rating.
 */
import { contribution } from './opponents';
import { ratedBoards } from './performance';
import type { Tiebreak } from './types';

/**
 * FIDE B.02 8.1(b): the highest rating difference at which the stronger side's PD is 0.50, 0.51,
 * ... 0.99; above the last (735) it is 1.00.
 */
// prettier-ignore
const PD_UPTO = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
  170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374,
  391, 411, 432, 456, 484, 517, 559, 619, 735,
];

/** The expected score, in hundredths, of a player rated `own` against one rated `opponent`. */
export function expected(own: number, opponent: number): number {
  const diff = Math.abs(own - opponent);
  const i = PD_UPTO.findIndex((upTo) => diff <= upTo);
  const pd = i === -1 ? 100 : 50 + i;
  return own >= opponent ? pd : 100 - pd;
}

/** The lowest R whose expected score over `ratings` (one per game) reaches `hundredths`. */
export function perfectPerformance(ratings: readonly number[], hundredths: number): number {
  const low = Math.min(...ratings) - 800;
  const high = Math.max(...ratings) + 800;
  if (hundredths <= 0) return low;
  if (hundredths >= 100 * ratings.length) return high;
  const reaches = (r: number) => ratings.reduce((s, x) => s + expected(r, x), 0) >= hundredths;
  // The expected score never falls as R rises: the lowest R that reaches it, by bisection.
  let lo = low;
  let hi = high;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (reaches(mid)) hi = mid;
    else lo = mid;
  }
  return reaches(lo) ? lo : hi;
}

export const perfectTournamentPerformance: Tiebreak = {
  code: 'PTP',
  unit: 'rating',
  better: 'higher',
  compute: (e, ctx) => {
    const rated = ratedBoards(e, ctx);
    const ratings = rated.flatMap((x) => x.games.map(() => x.rating));
    const win = ctx.points.win;
    const scored = rated.reduce((s, x) => s + x.games.reduce((t, g) => t + g.points, 0), 0);
    const value =
      ratings.length === 0 || win <= 0 ? 0 : perfectPerformance(ratings, Math.round((100 * scored) / win));
    return {
      code: 'PTP',
      unit: 'rating',
      value,
      contributions: rated.map((x) => contribution(ctx, x.b, x.rating)),
    };
  },
};
