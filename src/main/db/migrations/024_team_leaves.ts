import type { Migration } from './types';

/**
 * R10.2, R16.1b: every abandon or forfeit of a team, by the arbiter or declared by its captain
 * from the phone (R16.2), with what it wrote, so that it can be undone while the next round is
 * not paired: the boards it scored as forfeits (`games`, JSON `[{ "id", "board", "result" }]`)
 * and the match it resolved for the opponent (`match_id`, a forfeit). A captain's declaration
 * keeps how his phone came in (`channel`: his personal link or code, never the password) and the
 * phone's short label. `undone_at` is set by the arbiter's undo; the row stays.
 */
const SQL = `
CREATE TABLE team_leaves (
  id            INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  team_id       INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  kind          TEXT NOT NULL CHECK (kind IN ('abandon', 'forfeit')),
  after_round   INTEGER NOT NULL CHECK (after_round >= 1),
  declared_by   TEXT NOT NULL CHECK (declared_by IN ('arbiter', 'captain')),
  channel       TEXT CHECK (channel IS NULL OR channel IN ('link', 'code')),
  phone         TEXT,
  match_id      INTEGER REFERENCES team_matches(id) ON DELETE SET NULL,
  match_no      INTEGER,
  games         TEXT NOT NULL,
  at            TEXT NOT NULL,
  undone_at     TEXT,
  CHECK ((declared_by = 'captain') = (channel IS NOT NULL))
);
CREATE INDEX team_leaves_team ON team_leaves (team_id);
`;

export const teamLeaves: Migration = { version: 24, name: 'team_leaves', up: (db) => db.exec(SQL) };
