/**
 * R12.3: which games of a rated tournament can be rated, in one place. A game can be rated when it
 * is played over the board (a forfeit, a no-show, a double forfeit or a bye never is), it is not
 * marked unrated, and at least one of its two players has a rating for the tournament's variant
 * and time control (the rating the entrant was registered with): a game between two unrated
 * players gives a rating list nothing to compute. The rating report lists these games, and the
 * rated status counts them.
 */
import { isPlayed, type GameResult } from '../../shared/domain';

/** A game as far as rating goes; `result` null: not finished yet. */
export type RatableGame = { result: GameResult | null; unrated?: boolean | undefined };

/**
 * Whether the game can be rated (R12.3), from its players' ratings. A game without a result yet
 * can be, if it is played: it counts.
 */
export function canBeRated(g: RatableGame, white: number | null, black: number | null): boolean {
  if (g.result !== null && !isPlayed(g.result)) return false;
  if (g.unrated === true) return false;
  return white !== null || black !== null;
}

/**
 * How many games can be rated, and on what the figure rests:
 * `paired` the games of the rounds paired so far (byes left out; forfeits counted but never rated);
 * `expected` the games a round robin of the entrants present will play (R3.1, R3.2, R5);
 * `entrants` only the entrants are known to count (a Swiss before its pairings): `rateable` and
 * `total` null. `rated`: entrants with a rating, of `entrants`.
 */
export type RatedGamesCount = {
  basis: 'paired' | 'expected' | 'entrants';
  rateable: number | null;
  total: number | null;
  rated: number;
  entrants: number;
};

type PairedRound = {
  boards: readonly {
    black: number | null;
    games: readonly PairedGame[];
  }[];
};

/** A game between two entrants (White and Black, or home and away: the rule is the same for both). */
export type PairedGame = RatableGame & { white: number; black: number };

/**
 * After the start: the games paired so far, of rounds, of team matches (R12.3: a board played
 * over the board counts, a board lost by forfeit never does) or of an arena; `ratingOf` by entrant id.
 */
export function countGames(
  games: Iterable<PairedGame>,
  ratingOf: (id: number) => number | null,
  entrants: readonly { rating: number | null }[],
): RatedGamesCount {
  let total = 0;
  let rateable = 0;
  for (const g of games) {
    total += 1;
    if (canBeRated(g, ratingOf(g.white), ratingOf(g.black))) rateable += 1;
  }
  return { basis: 'paired', rateable, total, rated: ratedCount(entrants), entrants: entrants.length };
}

/** After the start: the games of the rounds paired so far; `ratingOf` by entrant id. */
export function countPaired(
  rounds: readonly PairedRound[],
  ratingOf: (id: number) => number | null,
  entrants: readonly { rating: number | null }[],
): RatedGamesCount {
  // the bye is no game (R4.2)
  const games = rounds.flatMap((r) => r.boards.filter((b) => b.black !== null).flatMap((b) => b.games));
  return countGames(games, ratingOf, entrants);
}

/** Before the first game of a team tournament or an arena: only nobody rated gives a figure. */
export function countEntrants(entrants: readonly { rating: number | null }[]): RatedGamesCount {
  const rated = ratedCount(entrants);
  return {
    basis: 'entrants',
    rateable: rated === 0 ? 0 : null,
    total: null,
    rated,
    entrants: entrants.length,
  };
}

const ratedCount = (es: readonly { rating: number | null }[]): number =>
  es.filter((e) => e.rating !== null).length;
const pairs = (n: number): number => (n * (n - 1)) / 2;

/** What the start will play, as `decideStart` says it (R2, R3, R5). */
export type PlannedStart = {
  format: 'swiss' | 'round-robin' | 'cancelled';
  rounds: number;
  gamesPerRound: 1 | 2;
  /** A double round robin (2); absent in decisions stored before it: 1. */
  cycles?: 1 | 2 | undefined;
};

/**
 * Before the start, from the entrants present and what the start would decide. A round robin
 * plays every pair of them (R7), so its figure is exact until a forfeit; a Swiss's pairings are
 * not known, so only nobody rated (none), or at most one unrated (all), give a figure for it.
 */
export function countExpected(
  present: readonly { rating: number | null }[],
  plan: PlannedStart | null,
): RatedGamesCount {
  const n = present.length;
  const rated = ratedCount(present);
  const unrated = n - rated;
  const base = { rated, entrants: n };
  if (!plan || plan.format === 'cancelled')
    return { basis: 'entrants', rateable: rated === 0 ? 0 : null, total: null, ...base };
  const legs = plan.gamesPerRound * (plan.cycles ?? 1);
  if (plan.format === 'round-robin')
    return {
      basis: 'expected',
      rateable: (pairs(n) - pairs(unrated)) * legs,
      total: pairs(n) * legs,
      ...base,
    };
  const total = plan.rounds * Math.floor(n / 2) * plan.gamesPerRound;
  if (rated === 0) return { basis: 'expected', rateable: 0, total, ...base };
  if (unrated <= 1) return { basis: 'expected', rateable: total, total, ...base };
  return { basis: 'entrants', rateable: null, total: null, ...base };
}
