/**
 * TPR, tournament performance rating (FIDE C.07 10.2), and APRO, average performance rating of
 * opponents (10.3). Games played over the board only: TPR is the average rating of the opponents
 * met (ARO, unrounded) plus the rating difference dp for the fraction p of points scored in those
 * games, p to two decimals, from FIDE B.02 table 8.1(a); rounded half up. APRO is the mean TPR of
 * the opponents met, rounded. No game over the board: no figure (0).
 */
import type { Contribution, EntrantScore } from '../types';
import { anyPlayed, boardsOf, contribution } from './opponents';
import type { Tiebreak, TiebreakContext } from './types';

/** FIDE B.02 8.1(a): dp for p = 0.50, 0.51, ... 1.00; p below one half mirrors it negatively. */
// prettier-ignore
const DP = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
  158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
  366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

export function dp(p: number): number {
  const hundredths = Math.round(p * 100);
  return hundredths >= 50 ? (DP[hundredths - 50] ?? 800) : -(DP[50 - hundredths] ?? 800);
}

const cache = new WeakMap<EntrantScore, { value: number; lines: Contribution[] }>();

/** The boards against rated opponents with at least one game over the board, and those games. */
export function ratedBoards(e: EntrantScore, ctx: TiebreakContext) {
  return boardsOf(e).flatMap((b) => {
    const rating = ctx.scores.get(b.opponent)?.rating ?? null;
    const games = b.games.filter((g) => g.played);
    return anyPlayed(b.games) && rating !== null ? [{ b, rating, games }] : [];
  });
}

function tpr(e: EntrantScore, ctx: TiebreakContext): { value: number; lines: Contribution[] } {
  const cached = cache.get(e);
  if (cached) return cached;
  const rated = ratedBoards(e, ctx);
  const games = rated.reduce((n, x) => n + x.games.length, 0);
  const scored = rated.reduce((s, x) => s + x.games.reduce((t, g) => t + g.points, 0), 0);
  const ratings = rated.reduce((s, x) => s + x.rating * x.games.length, 0);
  const value =
    games === 0 || ctx.points.win <= 0
      ? 0
      : Math.round(ratings / games + dp(scored / (ctx.points.win * games)));
  const out = { value, lines: rated.map((x) => contribution(ctx, x.b, x.rating)) };
  cache.set(e, out);
  return out;
}

export const performanceRating: Tiebreak = {
  code: 'TPR',
  unit: 'rating',
  better: 'higher',
  compute: (e, ctx) => {
    const { value, lines } = tpr(e, ctx);
    return { code: 'TPR', unit: 'rating', value, contributions: lines };
  },
};

export const averagePerformanceOfOpponents: Tiebreak = {
  code: 'APRO',
  unit: 'rating',
  better: 'higher',
  compute: (e, ctx) => {
    const lines = boardsOf(e).flatMap((b) => {
      const o = ctx.scores.get(b.opponent);
      return o && anyPlayed(b.games) ? [contribution(ctx, b, tpr(o, ctx).value)] : [];
    });
    const sum = lines.reduce((s, l) => s + l.value, 0);
    const value = lines.length === 0 ? 0 : Math.round(sum / lines.length);
    return { code: 'APRO', unit: 'rating', value, contributions: lines };
  },
};
