/**
 * Counting tiebreaks of FIDE C.07 Article 7, game by game, each line a round that counts:
 * WON (7.2) games won over the board; BPG (7.3) games played with Black; BWG (7.4) games won with
 * Black over the board; GE (7.5) rounds the entrant elected to play: every round but a voluntary
 * unplayed one (16.2: a forfeit loss, a double forfeit, a half or zero bye, an absence). None of
 * them depends on the unplayed-rounds policy.
 */
import type { ScoredGame } from '../types';
import { fideRounds, virtualLine } from './fide';
import { boardsOf, contribution, total } from './opponents';
import type { Tiebreak } from './types';

type Code = 'WON' | 'BPG' | 'BWG';

function countGames(code: Code, counts: (g: ScoredGame) => boolean): Tiebreak {
  return {
    code,
    unit: 'count',
    better: 'higher',
    compute: (e, ctx) => {
      const contributions = boardsOf(e)
        .map((b) => contribution(ctx, b, b.games.filter(counts).length))
        .filter((c) => c.value > 0);
      return { code, unit: 'count', value: total(contributions), contributions };
    },
  };
}

export const wonGames = countGames('WON', (g) => g.played && g.outcome === 'win');
export const blackGames = countGames('BPG', (g) => g.played && g.colour === 'black');
export const blackWins = countGames('BWG', (g) => g.played && g.colour === 'black' && g.outcome === 'win');

export const gamesElected: Tiebreak = {
  code: 'GE',
  unit: 'count',
  better: 'higher',
  compute: (e, ctx) => {
    const contributions = fideRounds(e, ctx)
      .filter((r) => !r.vur)
      .map((r) => (r.board ? contribution(ctx, r.board, 1) : virtualLine(r, e.points, 1)));
    return { code: 'GE', unit: 'count', value: total(contributions), contributions };
  },
};
