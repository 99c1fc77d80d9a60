/*
 * The FIDE policies of RULES.md R9.4 (StandingsOptions.unplayed): FIDE C.07 Tie-Break Regulations,
 * Article 16 "Unplayed rounds", in a Swiss, in two editions.
 * - `fide-2023` (approved August 2023):
 *   16.2: a Voluntary Unplayed Round (VUR) is an unplayed round not scored as a win: a forfeit
 *   loss, a double forfeit, a half or zero bye, an absence; not a forfeit win nor a bye.
 *   16.3: the score of an opponent read by BH, SB, FB and AOB is adjusted: the VURs after their
 *   last round that is not one (they did not come back) count as draws.
 *   16.4: every round the entrant did not play over the board is a game against a dummy opponent
 *   whose score is the entrant's own final score; SB multiplies it by what the entrant scored.
 *   16.5: a cut takes a VUR instead of the ordinary candidate when the VUR adds at least as much.
 * - `fide-2026` (changed March 2026): as 2023, but the dummy's score is capped: at the score of
 *   the opponent who forfeited or was forfeited (16.4.1), or, with no opponent, at a draw in every
 *   round (16.4.2).
 * Checked on IA Mario Held, "Exercises in Tie-Breaking" (FIDE Arbiters' Commission, 2024) and the
 * FIDE TEC tie-break server's tests; see test/engine/tiebreaks-held-exercise.test.ts.
 */
import type { Contribution, EntrantScore, ScoredGame } from '../types';
import { anyPlayed, buchholzLines, contribution, cut, type BoardEntry } from './opponents';
import type { TiebreakContext } from './types';

export const fide = (ctx: TiebreakContext): boolean =>
  ctx.unplayed === 'fide-2023' || ctx.unplayed === 'fide-2026';

/** One round of an entrant as FIDE C.07 Article 16 sees it. */
export type FideRound = {
  round: number;
  /** The board of the round; null for a bye or an absence. */
  board: BoardEntry | null;
  played: boolean;
  points: number;
  /** What SB multiplies by: 1 a win, 0.5 a draw, per game; a bye its points in wins. */
  share: number;
  /** 16.2: a Voluntary Unplayed Round. */
  vur: boolean;
  /** Rounds scored as a win (WIN, C.07 7.1). */
  wins: number;
  /** Games the round stands for: the board's games, one for a bye or an absence. */
  games: number;
};

const shareOf = (g: ScoredGame): number => (g.outcome === 'win' ? 1 : g.outcome === 'draw' ? 0.5 : 0);

const roundsCache = new WeakMap<EntrantScore, FideRound[]>();

export function fideRounds(e: EntrantScore, ctx: TiebreakContext): FideRound[] {
  const cached = roundsCache.get(e);
  if (cached) return cached;
  const win = ctx.points.win;
  const rounds = e.rounds.flatMap((r): FideRound[] => {
    if (r.kind === 'board') {
      if (r.games.length === 0) return [];
      const played = anyPlayed(r.games);
      const wins = r.games.filter((g) => g.outcome === 'win').length;
      const share = r.games.reduce((s, g) => s + shareOf(g), 0);
      const vur = !played && wins < r.games.length;
      return [
        { round: r.round, board: r, played, points: r.points, share, vur, wins, games: r.games.length },
      ];
    }
    const share = win > 0 ? r.points / win : 0;
    const asWin = r.kind === 'bye' || r.kind === 'full-bye';
    const wins = asWin ? Math.floor(share) : 0;
    return [
      { round: r.round, board: null, played: false, points: r.points, share, vur: !asWin, wins, games: 1 },
    ];
  });
  roundsCache.set(e, rounds);
  return rounds;
}

/** 16.3: an entrant's score as their opponents' tiebreaks read it (trailing VURs as draws). */
export function adjustedPoints(ctx: TiebreakContext, startNo: number): number {
  const e = ctx.scores.get(startNo);
  if (!e) return 0;
  if (!fide(ctx)) return e.points;
  const rounds = fideRounds(e, ctx);
  let points = e.points;
  for (let i = rounds.length - 1; i >= 0 && rounds[i]?.vur; i--) {
    const r = rounds[i] as FideRound;
    points += ctx.points.draw * r.games - r.points;
  }
  return points;
}

/** 16.4: the dummy opponent's score for an unplayed round; capped from the 2026 edition on. */
export function dummyPoints(e: EntrantScore, r: FideRound, ctx: TiebreakContext): number {
  if (ctx.unplayed !== 'fide-2026') return e.points;
  if (r.board) return Math.min(e.points, ctx.scores.get(r.board.opponent)?.points ?? 0);
  const games = fideRounds(e, ctx).reduce((s, x) => s + x.games, 0);
  return Math.min(e.points, ctx.points.draw * games);
}

/** A breakdown line against the dummy opponent: opponent 0, the dummy's score. */
export const virtualLine = (r: FideRound, opponentPoints: number, value: number): Contribution => ({
  round: r.round,
  opponent: 0,
  opponentPoints,
  scored: r.points,
  played: false,
  value,
  cut: false,
  virtual: true,
});

/** The lines of BH (`sb` false) or SB (`sb` true) under a FIDE policy, with each line's VUR flag. */
export function fideLines(
  e: EntrantScore,
  ctx: TiebreakContext,
  sb: boolean,
): { lines: Contribution[]; vur: boolean[] } {
  const rounds = fideRounds(e, ctx);
  const lines = rounds.map((r) => {
    const factor = sb ? r.share : 1;
    if (r.played && r.board) {
      const opp = adjustedPoints(ctx, r.board.opponent);
      return { ...contribution(ctx, r.board, opp * factor), opponentPoints: opp };
    }
    const dummy = dummyPoints(e, r, ctx);
    return virtualLine(r, dummy, dummy * factor);
  });
  return { lines, vur: rounds.map((r) => r.vur) };
}

/** BH, BH/Cn, BH/M1 lines under the policy in force: `low`/`high` lines cut (R9.2, R9.4). */
export function buchholzFamily(
  e: EntrantScore,
  ctx: TiebreakContext,
  low: number,
  high: number,
): Contribution[] {
  if (!fide(ctx)) return cut(buchholzLines(e, ctx), low, high);
  const { lines, vur } = fideLines(e, ctx, false);
  return cut(lines, low, high, vur);
}
