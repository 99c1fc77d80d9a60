/**
 * The opponents an entrant's tiebreaks look at (RULES.md R9.4): every board, played or not,
 * scored as recorded; a bye or any other absence is no opponent and enters no tiebreak. The FIDE
 * 2023 policy setting (below) replaces this for BH, BH/C1, BH/M1, SB and WIN in a Swiss.
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

/*
 * The FIDE 2023 policy (RULES.md R9.4; StandingsOptions.unplayed = 'fide-2023'): FIDE C.07
 * Tie-Break Regulations, Article 16 "Unplayed rounds". The regulation text itself could not be
 * read here; what follows was confirmed from implementations that cite its articles, chiefly
 * github.com/OttoMilvang/TieBreakServer (gacrux/tiebreak.py, rule set "2024-08-01"), with the
 * VUR-first cut also in Sharly-Chess and @echecs/buchholz:
 * - 16.4: in a Swiss, every round the entrant did not play over the board (forfeit won or lost,
 *   double forfeit, any bye, absence) is a game against a virtual ("dummy") opponent whose score
 *   is the entrant's own final score, in BH and in SB, where it is multiplied by what the entrant
 *   scored that round. Round robins keep unplayed games as recorded (no dummy there).
 * - 16.2: a Voluntary Unplayed Round (VUR) is an unplayed round not scored as a win: a forfeit
 *   loss, a double forfeit, a half or zero bye, an absence; not a forfeit win nor the pairing bye.
 * - 16.5: Cut 1 and the median's low cut remove a VUR first; the high cut has no such exception.
 * - WIN (C.07 7.1, REFERENCES.md): every round scored as a win, played or not, byes included.
 * Not implemented: 16.3 (an entrant's unplayed rounds at the end of the event counting as draws in
 * the score their opponents' BH reads), and the 2026 revision (rule set "2026-03-01"), which caps
 * the dummy's score at the forfeiting opponent's score (16.4.1) or, with no opponent, at a draw per
 * round (16.4.2): a later edition, for a later policy value.
 */

export const fide2023 = (ctx: TiebreakContext): boolean => ctx.unplayed === 'fide-2023';

/** One round of an entrant as FIDE C.07 Article 16 sees it. */
export type FideRound = {
  round: number;
  /** The board of the round; null for a bye or an absence. */
  board: BoardEntry | null;
  played: boolean;
  points: number;
  /** What SB multiplies by: 1 a win, 0.5 a draw, per game; a bye its points in wins. */
  share: number;
  /** 16.2: a Voluntary Unplayed Round, cut first from the bottom (16.5). */
  vur: boolean;
  /** Rounds scored as a win (WIN, C.07 7.1). */
  wins: number;
};

const shareOf = (g: ScoredGame): number => (g.outcome === 'win' ? 1 : g.outcome === 'draw' ? 0.5 : 0);

export function fideRounds(e: EntrantScore, ctx: TiebreakContext): FideRound[] {
  const win = ctx.points.win;
  return e.rounds.flatMap((r): FideRound[] => {
    if (r.kind === 'board') {
      if (r.games.length === 0) return [];
      const played = anyPlayed(r.games);
      const wins = r.games.filter((g) => g.outcome === 'win').length;
      const share = r.games.reduce((s, g) => s + shareOf(g), 0);
      return [
        {
          round: r.round,
          board: r,
          played,
          points: r.points,
          share,
          vur: !played && wins < r.games.length,
          wins,
        },
      ];
    }
    const share = win > 0 ? r.points / win : 0;
    const asWin = r.kind === 'bye' || r.kind === 'full-bye';
    return [
      {
        round: r.round,
        board: null,
        played: false,
        points: r.points,
        share,
        vur: !asWin,
        wins: asWin ? Math.floor(share) : 0,
      },
    ];
  });
}

/** A breakdown line against the virtual opponent: opponent 0, the entrant's own final score. */
export const virtualLine = (e: EntrantScore, r: FideRound, value: number): Contribution => ({
  round: r.round,
  opponent: 0,
  opponentPoints: e.points,
  scored: r.points,
  played: false,
  value,
  cut: false,
  virtual: true,
});

/** The lines of BH (`sb` false) or SB (`sb` true) under the FIDE 2023 policy, with each line's VUR flag. */
export function fideLines(
  e: EntrantScore,
  ctx: TiebreakContext,
  sb: boolean,
): { lines: Contribution[]; vur: boolean[] } {
  const rounds = fideRounds(e, ctx);
  const lines = rounds.map((r) => {
    const factor = sb ? r.share : 1;
    if (r.played && r.board)
      return contribution(ctx, r.board, opponentPoints(ctx, r.board.opponent) * factor);
    return virtualLine(e, r, e.points * factor);
  });
  return { lines, vur: rounds.map((r) => r.vur) };
}

/**
 * FIDE C.07 16.5: the bottom cuts take a VUR first (the lowest of them, earliest round among
 * equals), then the lowest line; the top cut (median) takes the highest line, no exception.
 */
export function cutFide(
  lines: Contribution[],
  vur: readonly boolean[],
  low: number,
  high: number,
): Contribution[] {
  const left = lines.map((_, i) => i);
  const at = (i: number) => lines[i] as Contribution;
  const take = (pick: (i: number) => boolean, dir: 1 | -1) => {
    const pool = left.filter(pick);
    if (pool.length === 0) return false;
    pool.sort((a, b) => dir * (at(a).value - at(b).value) || at(a).round - at(b).round);
    const i = pool[0] as number;
    lines[i] = { ...at(i), cut: true };
    left.splice(left.indexOf(i), 1);
    return true;
  };
  for (let k = 0; k < low; k++) if (!take((i) => vur[i] === true, 1)) take(() => true, 1);
  for (let k = 0; k < high; k++) take(() => true, -1);
  return lines;
}

/** BH, BH/C1, BH/M1 lines under the policy in force: `low`/`high` lines cut (R9.2, R9.4). */
export function buchholzFamily(
  e: EntrantScore,
  ctx: TiebreakContext,
  low: number,
  high: number,
): Contribution[] {
  if (!fide2023(ctx)) return cut(buchholzLines(e, ctx), low, high);
  const { lines, vur } = fideLines(e, ctx, false);
  return cutFide(lines, vur, low, high);
}
