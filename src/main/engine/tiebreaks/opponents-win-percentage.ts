/**
 * OWP, opponents' win percentage (RULES.md R9.5, R16.1 team events): the average, over the
 * entrant's opponents, of each opponent's share of games won (wins as counted by WIN over the games
 * that count for tiebreaks, R9.4), as a percentage rounded to two decimals.
 */
import type { EntrantScore } from '../types';
import type { Tiebreak } from './types';
import { boardsOf, contribution } from './opponents';

const shares = new WeakMap<EntrantScore, number>();

function winShare(e: EntrantScore | undefined): number {
  if (!e) return 0;
  let share = shares.get(e);
  if (share === undefined) {
    const games = boardsOf(e).flatMap((b) => b.games);
    share = games.length === 0 ? 0 : (100 * games.filter((g) => g.outcome === 'win').length) / games.length;
    shares.set(e, share);
  }
  return share;
}

export const opponentsWinPercentage: Tiebreak = {
  code: 'OWP',
  unit: 'percent',
  better: 'higher',
  compute: (e, ctx) => {
    const contributions = boardsOf(e).map((b) => contribution(ctx, b, winShare(ctx.scores.get(b.opponent))));
    const mean =
      contributions.length === 0 ? 0 : contributions.reduce((s, c) => s + c.value, 0) / contributions.length;
    return { code: 'OWP', unit: 'percent', value: Math.round(mean * 100) / 100, contributions };
  },
};
