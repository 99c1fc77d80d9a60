/**
 * KS, Koya system (FIDE C.07 8.5), for round robins: the points scored against the entrants who
 * finished on at least half the maximum possible score (every game of every round won).
 */
import { boardsOf, contribution, total } from './opponents';
import type { Tiebreak } from './types';

export const koya: Tiebreak = {
  code: 'KS',
  unit: 'points',
  better: 'higher',
  compute: (e, ctx) => {
    const games = Math.max(
      0,
      ...[...ctx.scores.values()].map((s) =>
        s.rounds.reduce((n, r) => n + (r.kind === 'board' ? Math.max(1, r.games.length) : 1), 0),
      ),
    );
    const half = (ctx.points.win * games) / 2;
    const contributions = boardsOf(e)
      .filter((b) => (ctx.scores.get(b.opponent)?.points ?? 0) >= half)
      .map((b) => contribution(ctx, b, b.points));
    return { code: 'KS', unit: 'points', value: total(contributions), contributions };
  },
};
