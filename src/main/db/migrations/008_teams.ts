import type { Migration } from './types';

/**
 * Team events (RULES.md R16.1, R16.1b, R10.2). A team tournament is a `tournaments` row (kind
 * 'rounds') with a `team_settings` row; its players are ordinary entrants of that tournament, so
 * registration, rating lists and R1.5 work unchanged, and `team_players` keys on the entrant: one
 * player belongs to one team. Rounds reuse `rounds` (number, status, paired_at) and the start
 * columns of `tournaments`; a team match is a pairing of two teams in a round, with its N board
 * games in `team_games`, so the individual `boards`/`games` of individual events stay untouched.
 * A team bye is a `team_matches` row without an away team (no games).
 */
const SQL = `
CREATE TABLE team_settings (
  tournament_id  INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
  boards         INTEGER NOT NULL CHECK (boards BETWEEN 1 AND 20),
  match_win      INTEGER NOT NULL,
  match_draw     INTEGER NOT NULL,
  match_loss     INTEGER NOT NULL CHECK (match_loss >= 0 AND match_draw >= match_loss AND match_win > match_draw),
  seeding        TEXT NOT NULL CHECK (seeding IN ('rating', 'arbiter')),
  unrated_rating INTEGER NOT NULL,
  rounds         INTEGER CHECK (rounds IS NULL OR rounds >= 1),
  board_points   TEXT NOT NULL CHECK (board_points IN ('off', 'first', 'last'))
);

CREATE TABLE teams (
  id               INTEGER PRIMARY KEY,
  tournament_id    INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  entry_no         INTEGER NOT NULL,
  seed             INTEGER,
  name             TEXT NOT NULL,
  club             TEXT,
  federation       TEXT,
  captain          TEXT,
  -- R10.2, R16.1b: how and after which round the team left.
  left_kind        TEXT CHECK (left_kind IS NULL OR left_kind IN ('abandon', 'forfeit')),
  left_after_round INTEGER,
  created_at       TEXT NOT NULL,
  CHECK ((left_kind IS NULL) = (left_after_round IS NULL)),
  UNIQUE (tournament_id, entry_no),
  UNIQUE (tournament_id, seed)
);

CREATE TABLE team_players (
  entrant_id INTEGER PRIMARY KEY REFERENCES entrants(id) ON DELETE CASCADE,
  team_id    INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL CHECK (position >= 1),
  UNIQUE (team_id, position)
);

-- A line-up the arbiter chose for a round (paired or not yet); without rows, the first N.
CREATE TABLE team_lineups (
  team_id      INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  round_number INTEGER NOT NULL CHECK (round_number >= 1),
  board        INTEGER NOT NULL CHECK (board >= 1),
  entrant_id   INTEGER NOT NULL REFERENCES entrants(id) ON DELETE CASCADE,
  PRIMARY KEY (team_id, round_number, board),
  UNIQUE (team_id, round_number, entrant_id)
);

CREATE TABLE team_matches (
  id           INTEGER PRIMARY KEY,
  round_id     INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
  match_no     INTEGER NOT NULL CHECK (match_no >= 1),
  home_team    INTEGER NOT NULL REFERENCES teams(id),   -- White on board 1
  away_team    INTEGER REFERENCES teams(id),            -- NULL: the team bye
  forfeited_by INTEGER REFERENCES teams(id),
  UNIQUE (round_id, match_no),
  CHECK (away_team IS NULL OR away_team <> home_team)
);

CREATE TABLE team_games (
  id          INTEGER PRIMARY KEY,
  match_id    INTEGER NOT NULL REFERENCES team_matches(id) ON DELETE CASCADE,
  board       INTEGER NOT NULL CHECK (board >= 1),
  home_colour TEXT NOT NULL CHECK (home_colour IN ('white', 'black')),
  home_player INTEGER NOT NULL REFERENCES entrants(id),
  away_player INTEGER NOT NULL REFERENCES entrants(id),
  result      TEXT CHECK (result IS NULL OR result IN (
                'white-wins', 'draw', 'black-wins', 'ruled-draw',
                'white-wins-no-show', 'black-wins-no-show',
                'white-wins-forfeit', 'black-wins-forfeit', 'double-forfeit')),  -- R8
  entered_at  TEXT,
  UNIQUE (match_id, board)
);
`;

export const teams: Migration = { version: 8, name: 'teams', up: (db) => db.exec(SQL) };
