/**
 * The opponents an entrant's tiebreaks look at (RULES.md R9.4): every board, played or not,
 * scored as recorded; a bye or any other absence is no opponent and enters no tiebreak. The FIDE
 * policy settings replace this in a Swiss (fide.ts).
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
 * Marks the `low` least and `high` most significant lines as cut (FIDE C.07 14.1: Cut-n drops the
 * n lowest, Median-n the n lowest and the n highest). Significance is the opponent's score, then
 * the part the line adds (for SB, C.07 14.1.1: the opponent with the lowest score, not the lowest
 * product), then the earliest round. `vur` marks FIDE voluntary unplayed rounds (fide.ts): Article
 * 16.5 cuts the lowest of them instead whenever it adds at least as much as the ordinary candidate.
 */
export function cut(
  lines: Contribution[],
  low: number,
  high: number,
  vur: readonly boolean[] = [],
): Contribution[] {
  const left = lines.map((_, i) => i);
  const at = (i: number) => lines[i] as Contribution;
  const byScore = (a: number, b: number) =>
    at(a).opponentPoints - at(b).opponentPoints || at(a).value - at(b).value || at(a).round - at(b).round;
  const byValue = (a: number, b: number) =>
    at(a).value - at(b).value || at(a).opponentPoints - at(b).opponentPoints || at(a).round - at(b).round;
  const drop = (i: number | undefined) => {
    if (i === undefined) return;
    lines[i] = { ...at(i), cut: true };
    left.splice(left.indexOf(i), 1);
  };
  for (let k = 0; k < low && left.length > 0; k++) {
    const ordinary = [...left].sort(byScore)[0] as number;
    const unplayed = left.filter((i) => vur[i] === true).sort(byValue)[0];
    drop(unplayed !== undefined && at(unplayed).value >= at(ordinary).value ? unplayed : ordinary);
  }
  for (let k = 0; k < high && left.length > 0; k++) drop([...left].sort((a, b) => byScore(b, a))[0]);
  return lines;
}

export const total = (lines: readonly Contribution[]): number =>
  lines.reduce((s, l) => (l.cut ? s : s + l.value), 0);
