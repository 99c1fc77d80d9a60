/**
 * WIN, number of wins (RULES.md R9.2, R9.3), counted per game. R9.4: a forfeit or no-show win is
 * a game won as recorded and counts; a bye is not a win and does not.
 */
import type { Tiebreak } from './types';
import { boardsOf, contribution, total } from './opponents';

export const wins: Tiebreak = {
  code: 'WIN',
  unit: 'count',
  better: 'higher',
  compute: (e, ctx) => {
    const contributions = boardsOf(e)
      .map((b) => contribution(ctx, b, b.games.filter((g) => g.outcome === 'win').length))
      .filter((c) => c.value > 0);
    return { code: 'WIN', unit: 'count', value: total(contributions), contributions };
  },
};
