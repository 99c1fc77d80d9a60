/**
 * SB, Sonneborn-Berger (RULES.md R9.2): the final scores of opponents beaten plus half the final
 * scores of opponents drawn, game by game (two legs: a win and a draw against one opponent count
 * one and a half times their score). R9.2 counts a draw as half whatever the point system, so a
 * 3/1/0 draw still adds half. R9.4 FIDE 2023 policy: see opponents.ts.
 */
import type { ScoredGame } from '../types';
import type { Tiebreak } from './types';
import { boardsOf, contribution, fide2023, fideLines, opponentPoints, total } from './opponents';

const share = (g: ScoredGame): number => (g.outcome === 'win' ? 1 : g.outcome === 'draw' ? 0.5 : 0);

export const sonnebornBerger: Tiebreak = {
  code: 'SB',
  unit: 'points',
  better: 'higher',
  compute: (e, ctx) => {
    // FIDE 2023 policy: an unplayed round is the virtual opponent's score (the entrant's own)
    // times what the entrant scored that round, a bye included (opponents.ts).
    if (fide2023(ctx)) {
      const { lines } = fideLines(e, ctx, true);
      return { code: 'SB', unit: 'points', value: total(lines), contributions: lines };
    }
    const contributions = boardsOf(e).map((b) =>
      contribution(ctx, b, opponentPoints(ctx, b.opponent) * b.games.reduce((s, g) => s + share(g), 0)),
    );
    return { code: 'SB', unit: 'points', value: total(contributions), contributions };
  },
};
