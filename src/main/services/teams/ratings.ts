/**
 * The event's team ratings (docs/TEAMS.md "Team rating", migration 023): the starting list in
 * `team_ratings` (500 for a team not in it), then every team tournament of the event in the order
 * it started, its complete matches with a board played over the board round by round (R12.3: an
 * unplayed match is not rated), and its closing redistribution once it is finished. Derived on
 * every read, so a corrected result or a re-opened round gives the figures as if entered right.
 */
import { AppError } from '../../../shared/errors';
import { fold } from '../../../shared/fold';
import type { Db } from '../../db/connection';
import { readTeamRatingsCsv, writeTeamRatingsCsv } from '../../io/team-ratings-csv';
import { matchScore } from '../../engine/teams/match';
import {
  TEAM_RATING,
  deriveRatings,
  type RatedMatch,
  type RatingLine,
  type RatingRun,
} from '../../engine/teams/rating';
import { computeTeamStandings, teamSequence } from '../../engine/teams/standings';
import { latestRound, loadTeamState, sheetOf, startNoOf, type TeamState } from './state';

/** A team's key across the event's tournaments: its name, without case, accents or extra spaces. */
export const ratingKey = (name: string): string => fold(name.trim().replace(/\s+/g, ' '));

export type TeamRatingRow = {
  key: string;
  name: string;
  rating: number;
  matches: number;
  /** The rating before the event's tournaments (the file imported, or 500). */
  start: number;
};

export type EventRatings = {
  rows: Map<string, TeamRatingRow>;
  lines: RatingLine[];
  /** The rating of a team by its name: 500 for a team never rated. */
  of: (name: string) => number;
};

type BaseRow = { rating_key: string; name: string; rating: number; matches: number };

export const listBase = (db: Db): BaseRow[] =>
  db
    .prepare('SELECT rating_key, name, rating, matches FROM team_ratings ORDER BY rating_key')
    .all() as BaseRow[];

/** One tournament's rated matches (round, then match order) and its final ranking when finished. */
export function ratingRun(s: TeamState): RatingRun {
  const last = latestRound(s);
  const sheet = sheetOf(s, last);
  const key = (id: number) => ratingKey(s.teams.find((t) => t.id === id)?.name ?? '');
  const matches: RatedMatch[] = [];
  const ordered = [...s.matches].sort((a, b) => a.round - b.round || a.matchNo - b.matchNo);
  for (const m of ordered) {
    if (m.away === null) continue;
    const seeded = sheet.matches.find((x) => x.round === m.round && x.home === startNoOf(s, m.home));
    if (!seeded) continue;
    const sc = matchScore(seeded, sheet);
    if (!sc.complete || !sc.played || sc.result === null) continue;
    const score = sc.result.startsWith('white-wins') ? 1 : sc.result.startsWith('black-wins') ? 0 : 0.5;
    matches.push({ round: m.round, home: key(m.home), away: key(m.away), score });
  }
  let finalRanking: string[] | null = null;
  if (s.tournament.status === 'finished') {
    const rows = computeTeamStandings(
      sheet,
      teamSequence(s.settings.boardPoints),
      s.tournament.settings.withdrawnLast,
    );
    finalRanking = rows.map((r) => key(s.teams.find((t) => t.seed === r.startNo)?.id ?? 0));
  }
  return { tournamentId: s.tournament.id, matches, finalRanking };
}

/** The event's team tournaments (cancelled aside), those started first in the order they started. */
const teamTournaments = (db: Db): { id: number; started: boolean }[] =>
  (
    db
      .prepare(
        `SELECT t.id, t.started_at IS NOT NULL AS started FROM tournaments t
         JOIN team_settings s ON s.tournament_id = t.id WHERE t.status <> 'cancelled'
         ORDER BY t.started_at IS NULL, t.started_at, t.id`,
      )
      .all() as { id: number; started: number }[]
  ).map((r) => ({ id: r.id, started: r.started === 1 }));

/**
 * Every team's rating now: the starting list, then each started team tournament in order; the
 * teams of a tournament not started yet are listed at their rating.
 */
export function eventRatings(db: Db): EventRatings {
  const base = listBase(db);
  const rows = new Map<string, TeamRatingRow>();
  for (const b of base)
    rows.set(b.rating_key, {
      key: b.rating_key,
      name: b.name,
      rating: b.rating,
      matches: b.matches,
      start: b.rating,
    });
  const runs: RatingRun[] = [];
  for (const { id, started } of teamTournaments(db)) {
    const s = loadTeamState(db, id);
    for (const t of s.teams) {
      const k = ratingKey(t.name);
      if (!rows.has(k))
        rows.set(k, {
          key: k,
          name: t.name,
          rating: TEAM_RATING.start,
          matches: 0,
          start: TEAM_RATING.start,
        });
    }
    if (started) runs.push(ratingRun(s));
  }
  const start = new Map(base.map((b) => [b.rating_key, { rating: b.rating, matches: b.matches }]));
  const { ratings, lines } = deriveRatings(start, runs);
  for (const [k, r] of ratings) {
    const row = rows.get(k);
    if (row) Object.assign(row, r);
  }
  return { rows, lines, of: (name) => rows.get(ratingKey(name))?.rating ?? TEAM_RATING.start };
}

/** The ratings as the API lists them: highest first, ties by name. */
export const ratingList = (r: EventRatings) =>
  [...r.rows.values()]
    .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name))
    .map(({ name, rating, matches, start }) => ({ name, rating, matches, start }));

/** One tournament's changes, in the order they were applied, each with the rating after it. */
export function ratingHistory(db: Db, tournamentId: number) {
  const s = loadTeamState(db, tournamentId);
  const r = eventRatings(db);
  const name = (k: string | null) => (k === null ? null : (r.rows.get(k)?.name ?? k));
  return r.lines
    .filter((l) => l.tournamentId === s.tournament.id)
    .map((l) => ({
      round: l.round,
      team: name(l.key) ?? '',
      opponent: name(l.opponent),
      before: l.before,
      opponentBefore: l.opponentBefore,
      expected: l.expected === null ? null : Math.round(l.expected * 10000) / 10000,
      score: l.score,
      change: l.change,
      after: l.before + l.change,
    }));
}

export const exportRatings = (db: Db) => ({
  fileName: 'team-ratings.csv',
  text: writeTeamRatingsCsv(ratingList(eventRatings(db))),
});

/**
 * A federation's file as the starting ratings of the teams it names (before this event's
 * tournaments); refused whole with every row problem, nothing written.
 */
export function importRatings(db: Db, fileName: string, text: string, now: Date): number {
  const { rows, problems } = readTeamRatingsCsv(text, ratingKey);
  if (problems.length > 0)
    throw new AppError(
      'teams:errors.ratingsFileRefused',
      { fileName, count: problems.length },
      { issues: problems },
    );
  const put = db.prepare(
    `INSERT INTO team_ratings (rating_key, name, rating, matches, imported_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (rating_key) DO UPDATE SET name = excluded.name, rating = excluded.rating,
       matches = excluded.matches, imported_at = excluded.imported_at`,
  );
  for (const r of rows) put.run(ratingKey(r.name), r.name, r.rating, r.matches, now.toISOString());
  return rows.length;
}
