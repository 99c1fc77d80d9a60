/**
 * Scoring a match (RULES.md R16.1b): each board scores as a game (R8), the team with more board
 * points wins the match; the team bye is a won match with every board won. The team's match, as
 * a "game" of a team scoring sheet, lets the individual standings engine compute BH, SB, OWP, DE
 * on match points.
 */
import { isPlayed, type GameResult, type PointSystem } from '../../../shared/domain';
import type { MatchPoints } from '../../../shared/teams';
import { sides } from '../sheet';
import type { ScoringSheet } from '../types';
import type { TeamBoard, TeamMatchRecord, TeamSheet } from './model';

/** Board points of one board game, home side first; null before the result. */
export function boardPoints(b: TeamBoard, p: PointSystem): { home: number; away: number } | null {
  if (b.result === null) return null;
  const [w, bl] = sides(b.result, p);
  return b.homeColour === 'white' ? { home: w.points, away: bl.points } : { home: bl.points, away: w.points };
}

export type MatchScore = {
  home: number;
  away: number;
  /** Every board has a result (the bye always). */
  complete: boolean;
  /** At least one board game was played over the board (R8.1). */
  played: boolean;
  /** The match as one game from the home team's side (null until complete); the bye has none. */
  result: GameResult | null;
};

export function matchScore(m: TeamMatchRecord, sheet: Pick<TeamSheet, 'boards' | 'game'>): MatchScore {
  if (m.away === null) {
    // R16.1b: the bye is worth a win with every board won.
    return { home: sheet.boards * sheet.game.bye, away: 0, complete: true, played: false, result: null };
  }
  let home = 0;
  let away = 0;
  let complete = true;
  let played = false;
  for (const b of m.boards) {
    const p = boardPoints(b, sheet.game);
    if (!p || b.result === null) {
      complete = false;
      continue;
    }
    home += p.home;
    away += p.away;
    if (isPlayed(b.result)) played = true;
  }
  return { home, away, complete, played, result: complete ? matchResult(m, home, away, played) : null };
}

function matchResult(m: TeamMatchRecord, home: number, away: number, played: boolean): GameResult {
  // R16.1b: a forfeited match is lost by the team that forfeited; not a meeting (R6.2).
  if (m.forfeitedBy !== null) return m.forfeitedBy === m.home ? 'black-wins-forfeit' : 'white-wins-forfeit';
  if (!played) {
    if (home > away) return 'white-wins-forfeit';
    if (away > home) return 'black-wins-forfeit';
    if (home === 0) return 'double-forfeit';
    return 'draw';
  }
  return home > away ? 'white-wins' : away > home ? 'black-wins' : 'draw';
}

/** R16.1: match points as the point system of a team scoring sheet. */
export function matchPointSystem(mp: MatchPoints): PointSystem {
  return {
    win: mp.win,
    draw: mp.draw,
    loss: mp.loss,
    forfeitWin: mp.win,
    forfeitLoss: mp.loss,
    bye: mp.win,
    halfBye: mp.draw,
    zeroBye: 0,
    fullBye: mp.win,
    scale: 1,
  };
}

/**
 * The team scoring sheet: each team an entrant by its starting number, each match a board of
 * one game whose result is the match's; a team bye is a bye (no tiebreak, R16.1b); a team not
 * paired in a round is absent, or withdrawn once it has left.
 */
export function teamScoringSheet(sheet: TeamSheet): ScoringSheet {
  const rounds: ScoringSheet['rounds'][number][] = [];
  for (let r = 1; r <= sheet.rounds; r++) {
    const ms = sheet.matches.filter((m) => m.round === r);
    const seen = new Set<number>();
    const boards = [];
    const absences: { startNo: number; kind: 'bye' | 'absent' | 'withdrawn' }[] = [];
    for (const m of ms) {
      seen.add(m.home);
      if (m.away === null) {
        absences.push({ startNo: m.home, kind: 'bye' });
        continue;
      }
      seen.add(m.away);
      boards.push({ white: m.home, black: m.away, games: [{ result: matchScore(m, sheet).result }] });
    }
    for (const t of sheet.teams)
      if (!seen.has(t.startNo))
        absences.push({ startNo: t.startNo, kind: t.left && t.left.afterRound < r ? 'withdrawn' : 'absent' });
    rounds.push({ number: r, gamesPerRound: 1, boards, absences });
  }
  return {
    entrants: sheet.teams.map((t) => ({
      startNo: t.startNo,
      rating: null,
      withdrawn: t.left !== null && t.left.afterRound <= sheet.rounds,
    })),
    rounds,
    points: matchPointSystem(sheet.match),
    rated: false,
  };
}
