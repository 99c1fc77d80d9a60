/**
 * ARO, average rating of opponents (FIDE C.07 10.1): over the opponents met over the board (at
 * least one game played), rated ones only, rounded to the nearest whole number (half up). ARO/C1
 * leaves out the lowest-rated of them (14.1); with one opponent or none there is no figure (0).
 */
import type { Tiebreak } from './types';
import type { Contribution, EntrantScore } from '../types';
import { anyPlayed, boardsOf, contribution } from './opponents';
import type { TiebreakContext } from './types';

/** ARO with the `low` lowest-rated and the `high` highest-rated opponents left out (C.07 14.1). */
export function aro(
  e: EntrantScore,
  ctx: TiebreakContext,
  low: number,
  high = 0,
): { value: number; lines: Contribution[] } {
  const lines = boardsOf(e).flatMap((b) => {
    const rating = ctx.scores.get(b.opponent)?.rating ?? null;
    return anyPlayed(b.games) && rating !== null ? [contribution(ctx, b, rating)] : [];
  });
  const order = lines.map((_, i) => i).sort((a, b) => (lines[a]?.value ?? 0) - (lines[b]?.value ?? 0));
  const dropped = [...order.slice(0, low), ...order.slice(low).reverse().slice(0, high)];
  for (const i of dropped) lines[i] = { ...(lines[i] as Contribution), cut: true };
  const kept = lines.filter((l) => !l.cut);
  const sum = kept.reduce((s, c) => s + c.value, 0);
  return { value: kept.length === 0 ? 0 : Math.round(sum / kept.length), lines };
}

export const averageRating: Tiebreak = {
  code: 'ARO',
  unit: 'rating',
  better: 'higher',
  compute: (e, ctx) => {
    const { value, lines } = aro(e, ctx, 0);
    return { code: 'ARO', unit: 'rating', value, contributions: lines };
  },
};

export const averageRatingCut1: Tiebreak = {
  code: 'ARO/C1',
  unit: 'rating',
  better: 'higher',
  compute: (e, ctx) => {
    const { value, lines } = aro(e, ctx, 1);
    return { code: 'ARO/C1', unit: 'rating', value, contributions: lines };
  },
};
