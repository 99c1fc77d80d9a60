/**
 * The opponents an entrant's tiebreaks look at (RULES.md R9.4): every board, played or not,
 * scored as recorded; a bye or any other absence is no opponent and enters no tiebreak.
 */
import type { Contribution, EntrantScore, RoundEntry, ScoredGame } from '../types';
import type { TiebreakContext } from './types';

export type BoardEntry = Extract<RoundEntry, { kind: 'board' }>;

// Scores are not changed once computed, so every tiebreak of one standings can share the list.
const boardsCache = new WeakMap<EntrantScore, BoardEntry[]>();

export function boardsOf(e: EntrantScore): BoardEntry[] {
  let boards = boardsCache.get(e);
  if (!boards) {
    boards = e.rounds.filter((r): r is BoardEntry => r.kind === 'board' && r.games.length > 0);
    boardsCache.set(e, boards);
  }
  return boards;
}

export const opponentPoints = (ctx: TiebreakContext, startNo: number): number =>
  ctx.scores.get(startNo)?.points ?? 0;

export const anyPlayed = (games: readonly ScoredGame[]): boolean => games.some((g) => g.played);

/** One breakdown line for a board, with the part it adds to the figure. */
export function contribution(ctx: TiebreakContext, b: BoardEntry, value: number): Contribution {
  return {
    round: b.round,
    opponent: b.opponent,
    opponentPoints: opponentPoints(ctx, b.opponent),
    scored: b.points,
    played: anyPlayed(b.games),
    value,
    cut: false,
  };
}

/** The Buchholz lines: each opponent's final score. */
export const buchholzLines = (e: EntrantScore, ctx: TiebreakContext): Contribution[] =>
  boardsOf(e).map((b) => contribution(ctx, b, opponentPoints(ctx, b.opponent)));

/**
 * Marks the `low` lowest and `high` highest lines as cut (FIDE C.07: Cut 1 drops the lowest
 * opponent score, Median drops the lowest and the highest). Among equal scores the earliest
 * round is cut; the figure is the same whichever is chosen.
 */
export function cut(lines: Contribution[], low: number, high: number): Contribution[] {
  const order = lines.map((_, i) => i);
  const at = (i: number) => lines[i] as Contribution;
  order.sort((a, b) => at(a).value - at(b).value || at(a).round - at(b).round);
  const removed = [...order.slice(0, low), ...order.slice(Math.max(low, order.length - high))];
  for (const i of removed) lines[i] = { ...at(i), cut: true };
  return lines;
}

export const total = (lines: readonly Contribution[]): number =>
  lines.reduce((s, l) => (l.cut ? s : s + l.value), 0);
