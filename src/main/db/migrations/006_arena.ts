import type { Migration } from './types';

/**
 * Arenas (RULES.md R14, R15). An arena is a `tournaments` row of kind 'arena' (001 reserved the
 * kind); its entrants are ordinary entrants. Stored are facts only: the games with their start
 * and end times and boosts, and who is paused. Points, streaks and the ranking are derived
 * (src/main/engine/arena/points.ts), so a correction needs no repair of running totals.
 * Times are ISO strings from the transport's clock.
 */
const SQL = `
CREATE TABLE arena_settings (
  tournament_id     INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
  base_seconds      INTEGER NOT NULL CHECK (base_seconds BETWEEN 0 AND 36000),
  increment_seconds INTEGER NOT NULL CHECK (increment_seconds BETWEEN 0 AND 600),
  -- R15.1: minutes the arbiter added to the announced duration.
  extension_minutes INTEGER NOT NULL DEFAULT 0 CHECK (extension_minutes >= 0),
  closed_at         TEXT
);

-- R14.1: entrants come and go; a paused entrant is not paired. No row: present since joining.
CREATE TABLE arena_presence (
  entrant_id      INTEGER PRIMARY KEY REFERENCES entrants(id) ON DELETE CASCADE,
  paused          INTEGER NOT NULL CHECK (paused IN (0, 1)),
  available_since TEXT NOT NULL
);

CREATE TABLE arena_games (
  id            INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  board         INTEGER NOT NULL CHECK (board >= 1),
  white_id      INTEGER NOT NULL REFERENCES entrants(id),
  black_id      INTEGER NOT NULL REFERENCES entrants(id),
  started_at    TEXT NOT NULL,
  ended_at      TEXT,
  result        TEXT CHECK (result IS NULL OR result IN ('white-wins', 'draw', 'black-wins', 'ruled-draw')),
  white_boosted INTEGER NOT NULL DEFAULT 0 CHECK (white_boosted IN (0, 1)),
  black_boosted INTEGER NOT NULL DEFAULT 0 CHECK (black_boosted IN (0, 1)),
  CHECK (white_id <> black_id),
  CHECK ((ended_at IS NULL) = (result IS NULL))
);
CREATE INDEX arena_games_tournament ON arena_games(tournament_id, id);
`;

export const arena: Migration = { version: 6, name: 'arena', up: (db) => db.exec(SQL) };
