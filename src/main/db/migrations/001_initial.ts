import type { Migration } from './types';

/**
 * The first schema covers the whole domain, so that later work only adds (ARCHITECTURE.md:
 * additive-only schema once released). CHECK constraints repeat the rules the API validates,
 * as a last line of defence for a file edited by hand.
 */
const SQL = `
CREATE TABLE events (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

CREATE TABLE tournaments (
  id               INTEGER PRIMARY KEY,
  event_id         INTEGER NOT NULL REFERENCES events(id),
  kind             TEXT NOT NULL DEFAULT 'rounds' CHECK (kind IN ('rounds', 'arena')),
  status           TEXT NOT NULL DEFAULT 'registration'
                   CHECK (status IN ('registration', 'running', 'finished', 'cancelled')),
  name             TEXT NOT NULL,
  arbiter          TEXT NOT NULL DEFAULT '',
  city             TEXT NOT NULL DEFAULT '',
  variant          TEXT NOT NULL,
  time_control_kind TEXT NOT NULL CHECK (time_control_kind IN ('classical', 'rapid', 'blitz')),
  time_control     TEXT NOT NULL,
  scheduled_start  TEXT NOT NULL,
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
  seats            INTEGER NOT NULL CHECK (seats BETWEEN 4 AND 200),
  minimum          INTEGER NOT NULL CHECK (minimum BETWEEN 4 AND seats),
  threshold        INTEGER NOT NULL CHECK (threshold BETWEEN 7 AND 20),
  format_mode      TEXT NOT NULL CHECK (format_mode IN ('automatic', 'force-round-robin', 'force-swiss')),
  two_legs         INTEGER NOT NULL CHECK (two_legs IN (0, 1)),
  extra_round      INTEGER NOT NULL CHECK (extra_round IN (0, 1)),
  swiss_rounds     INTEGER CHECK (swiss_rounds IS NULL OR swiss_rounds >= 1),
  opening_mode     TEXT NOT NULL,
  themed_opening   TEXT,          -- JSON {name, imbalance} (R11.1)
  rated            INTEGER NOT NULL CHECK (rated IN (0, 1)),
  rating_floor     INTEGER CHECK (rating_floor IS NULL OR (rating_floor BETWEEN 1000 AND 2000 AND rating_floor % 100 = 0)),
  point_system     TEXT NOT NULL, -- JSON PointSystem (R4.1)
  tiebreaks        TEXT,          -- JSON TiebreakCode[]; NULL: default of the format (R9.2, R9.3)
  pairing_order    TEXT NOT NULL DEFAULT 'rating' CHECK (pairing_order IN ('rating', 'entry')),
  table_numbers    TEXT NOT NULL DEFAULT 'lot' CHECK (table_numbers IN ('lot', 'rating')),
  withdrawn_last   INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn_last IN (0, 1)),
  unplayed_policy  TEXT NOT NULL DEFAULT 'recorded' CHECK (unplayed_policy IN ('recorded', 'fide-2023')),
  -- Decided at the start (R2.3, R3): format, rounds, and the reason as a JSON message.
  format           TEXT CHECK (format IS NULL OR format IN ('swiss', 'round-robin')),
  rounds_planned   INTEGER,
  format_decision  TEXT,
  -- Lots (R6.4, R7.2): a stored seed keeps every draw reproducible and printable.
  lot_seed         TEXT,
  initial_colour   TEXT CHECK (initial_colour IS NULL OR initial_colour IN ('white', 'black')),
  started_at       TEXT,
  created_at       TEXT NOT NULL
);

CREATE TABLE entrants (
  id                    INTEGER PRIMARY KEY,
  tournament_id         INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  entry_no              INTEGER NOT NULL,
  start_no              INTEGER,
  name                  TEXT NOT NULL,          -- "Surname, Given name"
  rating                INTEGER,
  title                 TEXT,
  federation            TEXT,
  rating_id             TEXT,                   -- FMJD or national list ID (R1.5)
  rating_list_id        INTEGER REFERENCES rating_lists(id) ON DELETE SET NULL,
  birth_year            INTEGER,
  sex                   TEXT CHECK (sex IS NULL OR sex IN ('M', 'F')),
  club                  TEXT,
  present               INTEGER NOT NULL DEFAULT 1 CHECK (present IN (0, 1)),
  withdrawn_after_round INTEGER,
  is_program            INTEGER NOT NULL DEFAULT 0 CHECK (is_program = 0), -- R1.4
  created_at            TEXT NOT NULL,
  UNIQUE (tournament_id, entry_no),
  UNIQUE (tournament_id, start_no)
);
CREATE INDEX entrants_rating_id ON entrants(rating_id);

CREATE TABLE rating_lists (
  id           INTEGER PRIMARY KEY,
  source       TEXT NOT NULL,       -- 'fmjd' or a national federation
  name         TEXT NOT NULL,
  list_date    TEXT,
  imported_at  TEXT NOT NULL,
  file_name    TEXT,
  mapping      TEXT                 -- JSON column mapping of a CSV list, remembered (PRODUCT.md)
);

CREATE TABLE rating_entries (
  id           INTEGER PRIMARY KEY,
  list_id      INTEGER NOT NULL REFERENCES rating_lists(id) ON DELETE CASCADE,
  player_id    TEXT NOT NULL,
  name         TEXT NOT NULL,
  federation   TEXT,
  title        TEXT,
  rating       INTEGER,
  games        INTEGER,
  birth_year   INTEGER,
  sex          TEXT,
  club         TEXT,
  variant      TEXT,
  time_control TEXT,
  search_key   TEXT NOT NULL        -- name folded for accent-blind search
);
CREATE INDEX rating_entries_search ON rating_entries(search_key);
CREATE INDEX rating_entries_player ON rating_entries(player_id);
CREATE INDEX rating_entries_list ON rating_entries(list_id);

CREATE TABLE rounds (
  id            INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  number        INTEGER NOT NULL CHECK (number >= 1),
  status        TEXT NOT NULL DEFAULT 'paired' CHECK (status IN ('paired', 'finished')),
  opening       TEXT,               -- JSON: the opening drawn for the round (R11.2)
  paired_at     TEXT NOT NULL,
  UNIQUE (tournament_id, number)
);

CREATE TABLE boards (
  id            INTEGER PRIMARY KEY,
  round_id      INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
  board_no      INTEGER NOT NULL,
  white_entrant INTEGER NOT NULL REFERENCES entrants(id),
  black_entrant INTEGER REFERENCES entrants(id),       -- NULL: pairing-allocated bye (R4.2)
  UNIQUE (round_id, board_no)
);

CREATE TABLE games (
  id       INTEGER PRIMARY KEY,
  board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  leg      INTEGER NOT NULL CHECK (leg IN (1, 2)),        -- R5.1: second leg, colours reversed
  white    INTEGER NOT NULL REFERENCES entrants(id),
  black    INTEGER NOT NULL REFERENCES entrants(id),
  result   TEXT CHECK (result IS NULL OR result IN (
             'white-wins', 'draw', 'black-wins', 'ruled-draw',
             'white-wins-no-show', 'black-wins-no-show',
             'white-wins-forfeit', 'black-wins-forfeit', 'double-forfeit')),  -- R8
  entered_at TEXT,
  UNIQUE (board_id, leg)
);

CREATE TABLE round_absences (
  id         INTEGER PRIMARY KEY,
  round_id   INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
  entrant_id INTEGER NOT NULL REFERENCES entrants(id),
  kind       TEXT NOT NULL CHECK (kind IN ('bye', 'half-bye', 'full-bye', 'absent', 'withdrawn')),
  UNIQUE (round_id, entrant_id)
);

CREATE TABLE activity_log (
  id            INTEGER PRIMARY KEY,
  at            TEXT NOT NULL,
  action        TEXT NOT NULL,      -- the API method
  tournament_id INTEGER REFERENCES tournaments(id) ON DELETE SET NULL,
  summary       TEXT NOT NULL,      -- JSON: what changed, for the activity screen
  undo          TEXT                -- JSON: how to undo it where safe, else NULL
);
CREATE INDEX activity_log_tournament ON activity_log(tournament_id);
`;

export const initial: Migration = { version: 1, name: 'initial', up: (db) => db.exec(SQL) };
