/**
 * WIN, number of wins (RULES.md R9.2, R9.3), counted per game. R9.4: a forfeit or no-show win is
 * a game won as recorded and counts; a bye is not a win and does not. FIDE policies (C.07 7.1):
 * every round scored as a win counts, a bye scored as a win included (virtual line, opponents.ts).
 */
import type { Tiebreak } from './types';
import { fide, fideRounds, virtualLine } from './fide';
import { boardsOf, contribution, total } from './opponents';

export const wins: Tiebreak = {
  code: 'WIN',
  unit: 'count',
  better: 'higher',
  compute: (e, ctx) => {
    if (fide(ctx)) {
      const lines = fideRounds(e, ctx)
        .filter((r) => r.wins > 0)
        .map((r) => (r.board ? contribution(ctx, r.board, r.wins) : virtualLine(r, e.points, r.wins)));
      return { code: 'WIN', unit: 'count', value: total(lines), contributions: lines };
    }
    const contributions = boardsOf(e)
      .map((b) => contribution(ctx, b, b.games.filter((g) => g.outcome === 'win').length))
      .filter((c) => c.value > 0);
    return { code: 'WIN', unit: 'count', value: total(contributions), contributions };
  },
};
