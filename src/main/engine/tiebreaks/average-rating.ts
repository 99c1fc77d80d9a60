/**
 * ARO, average rating of opponents (FIDE C.07): over the opponents met over the board (at least one
 * game played), rated ones only, rounded to the nearest whole number.
 */
import type { Tiebreak } from './types';
import { anyPlayed, boardsOf, contribution } from './opponents';

export const averageRating: Tiebreak = {
  code: 'ARO',
  unit: 'rating',
  better: 'higher',
  compute: (e, ctx) => {
    const contributions = boardsOf(e).flatMap((b) => {
      const rating = ctx.scores.get(b.opponent)?.rating ?? null;
      return anyPlayed(b.games) && rating !== null ? [contribution(ctx, b, rating)] : [];
    });
    const sum = contributions.reduce((s, c) => s + c.value, 0);
    return {
      code: 'ARO',
      unit: 'rating',
      value: contributions.length === 0 ? 0 : Math.round(sum / contributions.length),
      contributions,
    };
  },
};
