/**
 * SB, Sonneborn-Berger (RULES.md R9.2): the final scores of opponents beaten plus half the final
 * scores of opponents drawn, game by game (two legs: a win and a draw against one opponent count
 * one and a half times their score). R9.2 counts a draw as half whatever the point system, so a
 * 3/1/0 draw still adds half. R9.4 FIDE policies: the dummy opponent and adjusted scores (fide.ts).
 * Its lines, cut or not, make SB and its Cut-n / Median-n (cut-median.ts).
 */
import type { Contribution, EntrantScore, ScoredGame } from '../types';
import { fide, fideLines } from './fide';
import { boardsOf, contribution, cut, opponentPoints } from './opponents';
import type { TiebreakContext } from './types';

const share = (g: ScoredGame): number => (g.outcome === 'win' ? 1 : g.outcome === 'draw' ? 0.5 : 0);

/**
 * SB lines with `low` (and `high`) of them cut (C.07 14.1: the opponent with the lowest (highest)
 * score, not the smallest product; 16.5 VURs first).
 */
export function sbLines(e: EntrantScore, ctx: TiebreakContext, low: number, high = 0): Contribution[] {
  if (fide(ctx)) {
    const { lines, vur } = fideLines(e, ctx, true);
    return cut(lines, low, high, vur);
  }
  const lines = boardsOf(e).map((b) =>
    contribution(ctx, b, opponentPoints(ctx, b.opponent) * b.games.reduce((s, g) => s + share(g), 0)),
  );
  return cut(lines, low, high);
}
