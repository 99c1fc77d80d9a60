/**
 * ARO, average rating of opponents (FIDE C.07 10.1): over the opponents met over the board (at
 * least one game played), rated ones only, rounded to the nearest whole number (half up). ARO/C1
 * leaves out the lowest-rated of them (14.1); with one opponent or none there is no figure (0).
 * The criteria themselves are built with the rest of the cut/median family (cut-median.ts).
 */
import type { Contribution, EntrantScore } from '../types';
import { anyPlayed, boardsOf, contribution } from './opponents';
import type { TiebreakContext } from './types';

/** ARO's lines, the `low` lowest-rated and the `high` highest-rated opponents cut (C.07 14.1). */
export function aroLines(e: EntrantScore, ctx: TiebreakContext, low: number, high = 0): Contribution[] {
  const lines = boardsOf(e).flatMap((b) => {
    const rating = ctx.scores.get(b.opponent)?.rating ?? null;
    return anyPlayed(b.games) && rating !== null ? [contribution(ctx, b, rating)] : [];
  });
  const order = lines.map((_, i) => i).sort((a, b) => (lines[a]?.value ?? 0) - (lines[b]?.value ?? 0));
  const dropped = [...order.slice(0, low), ...order.slice(low).reverse().slice(0, high)];
  for (const i of dropped) lines[i] = { ...(lines[i] as Contribution), cut: true };
  return lines;
}

/** The mean of the ratings not cut, rounded; none left: 0. */
export function aroValue(lines: readonly Contribution[]): number {
  const kept = lines.filter((l) => !l.cut);
  const sum = kept.reduce((s, c) => s + c.value, 0);
  return kept.length === 0 ? 0 : Math.round(sum / kept.length);
}
