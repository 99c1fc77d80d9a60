import type { Migration } from './types';

/**
 * The team rating (docs/TEAMS.md "Team rating"). `team_ratings` holds the event's starting list:
 * each team's rating and rated matches before the event's own tournaments, keyed by its club (or
 * name) folded (case and accents aside), as a federation's file brought it in. A team without a
 * row starts at 500. The ratings shown are derived from these rows and the event's matches, never
 * stored beside them, so a corrected result cannot leave a stale figure.
 *
 * `team_settings.seeding` gains 'team-rating' (seeds by the team rating), beside 'rating' (the
 * mean of the players' ratings) and 'arbiter': SQLite cannot change a CHECK, so the table is
 * rebuilt with its rows.
 */
const SQL = `
CREATE TABLE team_ratings (
  rating_key  TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  rating      INTEGER NOT NULL CHECK (rating BETWEEN 0 AND 5000),
  matches     INTEGER NOT NULL CHECK (matches >= 0),
  imported_at TEXT NOT NULL
);

CREATE TABLE team_settings_023 (
  tournament_id  INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
  boards         INTEGER NOT NULL CHECK (boards BETWEEN 1 AND 20),
  match_win      INTEGER NOT NULL,
  match_draw     INTEGER NOT NULL,
  match_loss     INTEGER NOT NULL CHECK (match_loss >= 0 AND match_draw >= match_loss AND match_win > match_draw),
  seeding        TEXT NOT NULL CHECK (seeding IN ('rating', 'arbiter', 'team-rating')),
  unrated_rating INTEGER NOT NULL,
  rounds         INTEGER CHECK (rounds IS NULL OR rounds >= 1),
  board_points   TEXT NOT NULL CHECK (board_points IN ('off', 'first', 'last'))
);
INSERT INTO team_settings_023 (tournament_id, boards, match_win, match_draw, match_loss, seeding,
  unrated_rating, rounds, board_points)
  SELECT tournament_id, boards, match_win, match_draw, match_loss, seeding, unrated_rating, rounds,
    board_points FROM team_settings;
DROP TABLE team_settings;
ALTER TABLE team_settings_023 RENAME TO team_settings;
`;

export const teamRatings: Migration = { version: 23, name: 'team_ratings', up: (db) => db.exec(SQL) };
