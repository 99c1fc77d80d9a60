/**
 * The team rating of the seeds' team page (docs/TEAMS.md "Team rating"): "chaque équipe part de
 * 500 points, et chaque match en transfère du perdant au vainqueur, d'autant plus que le résultat
 * était improbable. À sa clôture, un tournoi en redistribue à nouveau selon le classement final,
 * d'autant plus que son plateau était relevé."
 *
 * Pure: the ratings are derived from a starting list and the rated matches in order, never
 * accumulated, so a corrected result gives the figures as if it had been entered right.
 * - A match: E = 1 / (1 + 10^((Rb - Ra) / 400)), S = 1 / ½ / 0 (match won, drawn, lost), the
 *   home team gains round(K (S - E)) and the away team loses exactly that (zero-sum).
 * - The close of a tournament: a stake P = C · avg / 500 (avg the mean rating of its teams before
 *   the close); the team ranked r of n gains round(P (n + 1 - 2r) / (n - 1)): the champion P, the
 *   last -P, linear between, zero-sum (the scale is antisymmetric and so is the rounding).
 * Rounding is half away from zero, the same from either side, so ratings stay whole numbers.
 */

export const TEAM_RATING = {
  /** Every team starts here (the team page). */
  start: 500,
  /** The most a match can move: 32, as for players with few games; teams play few matches a season. */
  k: 32,
  /** The Elo curve's scale: 400 points of difference = expected score 10:1. */
  scale: 400,
  /** The closing stake of a field averaging the start (500): the champion gains 20, the last loses 20. */
  closing: 20,
} as const;

/** Half away from zero: round(-x) = -round(x), so a transfer is the same seen from either side. */
export const roundHalfAway = (x: number): number => Math.sign(x) * Math.round(Math.abs(x));

/** The expected score of a team rated `ra` against one rated `rb` (0..1). */
export const expectedScore = (ra: number, rb: number): number =>
  1 / (1 + 10 ** ((rb - ra) / TEAM_RATING.scale));

/** Points the home team gains (the away team loses them) for a match scored `s` (1, ½, 0) by home. */
export const matchTransfer = (home: number, away: number, s: number): number =>
  roundHalfAway(TEAM_RATING.k * (s - expectedScore(home, away)));

/** The closing stake P of a field: C · avg / 500, never below zero. */
export const closingStake = (ratings: readonly number[]): number => {
  if (ratings.length === 0) return 0;
  const avg = ratings.reduce((a, b) => a + b, 0) / ratings.length;
  return (TEAM_RATING.closing * Math.max(0, avg)) / TEAM_RATING.start;
};

/** What each rank gains at the close, rank 1 first, from the ratings in final rank order. */
export function closingShares(ratingsByRank: readonly number[]): number[] {
  const n = ratingsByRank.length;
  if (n < 2) return ratingsByRank.map(() => 0);
  const p = closingStake(ratingsByRank);
  return ratingsByRank.map((_, i) => roundHalfAway((p * (n - 1 - 2 * i)) / (n - 1)) || 0);
}

/** One rated match: the teams by rating key, the home team's score (1 won, ½ drawn, 0 lost). */
export type RatedMatch = { round: number; home: string; away: string; score: number };

/** One tournament's part: its rated matches in round order, and its final ranking once finished. */
export type RatingRun = { tournamentId: number; matches: RatedMatch[]; finalRanking: string[] | null };

export type RatingLine = {
  tournamentId: number;
  /** Null: the closing redistribution. */
  round: number | null;
  key: string;
  opponent: string | null;
  before: number;
  opponentBefore: number | null;
  expected: number | null;
  score: number | null;
  change: number;
};

export type Rated = { rating: number; matches: number };

/**
 * The ratings after every run in order, from `base` (a key missing from it starts at 500), with
 * each change as a line. A key only gains a row when a run names it.
 */
export function deriveRatings(
  base: ReadonlyMap<string, Rated>,
  runs: readonly RatingRun[],
): { ratings: Map<string, Rated>; lines: RatingLine[] } {
  const ratings = new Map<string, Rated>([...base].map(([k, v]) => [k, { ...v }]));
  const get = (k: string): Rated => {
    let r = ratings.get(k);
    if (!r) ratings.set(k, (r = { rating: TEAM_RATING.start, matches: 0 }));
    return r;
  };
  const lines: RatingLine[] = [];
  for (const run of runs) {
    for (const m of run.matches) {
      const a = get(m.home);
      const b = get(m.away);
      const [ra, rb] = [a.rating, b.rating];
      const change = matchTransfer(ra, rb, m.score) || 0;
      const e = expectedScore(ra, rb);
      const line = { tournamentId: run.tournamentId, round: m.round };
      lines.push({
        ...line,
        key: m.home,
        opponent: m.away,
        before: ra,
        opponentBefore: rb,
        expected: e,
        score: m.score,
        change,
      });
      lines.push({
        ...line,
        key: m.away,
        opponent: m.home,
        before: rb,
        opponentBefore: ra,
        expected: 1 - e,
        score: 1 - m.score,
        change: -change || 0,
      });
      a.rating += change;
      b.rating -= change;
      a.matches += 1;
      b.matches += 1;
    }
    if (!run.finalRanking) continue;
    const ranked = run.finalRanking.map(get);
    const shares = closingShares(ranked.map((r) => r.rating));
    run.finalRanking.forEach((key, i) => {
      const r = ranked[i] as Rated;
      const change = shares[i] ?? 0;
      lines.push({
        tournamentId: run.tournamentId,
        round: null,
        key,
        opponent: null,
        before: r.rating,
        opponentBefore: null,
        expected: null,
        score: null,
        change,
      });
      r.rating += change;
    });
  }
  return { ratings, lines };
}
