/**
 * Points, streaks and the ranking of an arena (RULES.md R14.3-R14.5), derived from the games
 * alone. Each entrant's finished games are taken in the order they ended: a correction of one
 * result therefore changes the streaks and points of every later game of both players, with no
 * stored running total to repair.
 */
import type { ArenaEntrant, ArenaGame, ArenaResult } from './types';

export type Outcome = 'win' | 'draw' | 'loss';

export type ScoredArenaGame = {
  gameId: number;
  opponent: number;
  colour: 'white' | 'black';
  outcome: Outcome;
  /** R14.3 and R14.4: 0, 1, 2, 3 (streak), 4 (boosted) or 6 (boosted on a streak). */
  points: number;
  /** R14.3: a win from the third consecutive win on. */
  onStreak: boolean;
  boosted: boolean;
  endedAt: number;
};

export type ArenaStanding = {
  id: number;
  /** R14.5: entrants equal on points and wins share the place. */
  place: number;
  points: number;
  wins: number;
  games: number;
  /** Consecutive wins up to now; from 2 on, the next win is worth 3 (R14.3). */
  streak: number;
  history: readonly ScoredArenaGame[];
};

const outcomeOf = (result: ArenaResult, colour: 'white' | 'black'): Outcome => {
  if (result === 'draw' || result === 'ruled-draw') return 'draw';
  return (result === 'white-wins') === (colour === 'white') ? 'win' : 'loss';
};

/** R14.3/R14.4: what one game is worth, given the wins in a row before it. */
export function gamePoints(outcome: Outcome, winsInRow: number, boosted: boolean): number {
  if (outcome === 'draw') return 1;
  if (outcome === 'loss') return 0;
  const base = winsInRow >= 2 ? 3 : 2;
  return boosted ? base * 2 : base;
}

const byEnd = (a: ArenaGame, b: ArenaGame) => (a.endedAt ?? 0) - (b.endedAt ?? 0) || a.id - b.id;

/** Every entrant scored and ranked (R14.5); equal entrants in rating order, then by id. */
export function scoreArena(entrants: readonly ArenaEntrant[], games: readonly ArenaGame[]): ArenaStanding[] {
  const rows = new Map<number, { streak: number; history: ScoredArenaGame[] }>();
  for (const e of entrants) rows.set(e.id, { streak: 0, history: [] });
  const finished = games.filter((g) => g.result !== null && g.endedAt !== null).sort(byEnd);
  for (const g of finished) {
    for (const colour of ['white', 'black'] as const) {
      const row = rows.get(colour === 'white' ? g.white : g.black);
      if (!row) continue;
      const outcome = outcomeOf(g.result!, colour);
      const boosted = colour === 'white' ? g.whiteBoosted : g.blackBoosted;
      row.history.push({
        gameId: g.id,
        opponent: colour === 'white' ? g.black : g.white,
        colour,
        outcome,
        points: gamePoints(outcome, row.streak, boosted),
        onStreak: outcome === 'win' && row.streak >= 2,
        boosted,
        endedAt: g.endedAt!,
      });
      row.streak = outcome === 'win' ? row.streak + 1 : 0;
    }
  }
  const rating = new Map(entrants.map((e) => [e.id, e.rating ?? -1]));
  const standings = entrants.map((e) => {
    const row = rows.get(e.id)!;
    return {
      id: e.id,
      place: 0,
      points: row.history.reduce((s, h) => s + h.points, 0),
      wins: row.history.filter((h) => h.outcome === 'win').length,
      games: row.history.length,
      streak: row.streak,
      history: row.history,
    };
  });
  standings.sort(
    (a, b) => b.points - a.points || b.wins - a.wins || rating.get(b.id)! - rating.get(a.id)! || a.id - b.id,
  );
  standings.forEach((s, i) => {
    const prev = standings[i - 1];
    s.place = prev && prev.points === s.points && prev.wins === s.wins ? prev.place : i + 1;
  });
  return standings;
}
