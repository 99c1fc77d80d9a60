import type { Migration } from './types';

/**
 * The results portal for team events (RULES.md R16.2: "one report per team for the whole match
 * with its board results"). A personal token and a report now belong either to an entrant (a
 * player of an individual round) or to a team (its captain, for a match): exactly one of the two.
 * SQLite cannot relax a NOT NULL column in place, so both tables are rebuilt with their rows,
 * ids, indexes and references kept: the new tables are filled first, the old ones dropped, and
 * the renames carry the references of `portal_reports` over to the renamed `portal_tokens`.
 */
const SQL = `
CREATE TABLE portal_tokens_011 (
  id            INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  entrant_id    INTEGER REFERENCES entrants(id) ON DELETE CASCADE,
  team_id       INTEGER REFERENCES teams(id) ON DELETE CASCADE,
  token_hash    TEXT NOT NULL UNIQUE,
  kind          TEXT NOT NULL CHECK (kind IN ('invitation', 'password')),
  created_at    TEXT NOT NULL,
  revoked_at    TEXT,
  CHECK ((entrant_id IS NULL) <> (team_id IS NULL))
);
INSERT INTO portal_tokens_011 (id, tournament_id, entrant_id, team_id, token_hash, kind, created_at, revoked_at)
  SELECT id, tournament_id, entrant_id, NULL, token_hash, kind, created_at, revoked_at FROM portal_tokens;

CREATE TABLE portal_reports_011 (
  id            INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  round_number  INTEGER NOT NULL CHECK (round_number >= 1),
  unit_no       INTEGER NOT NULL CHECK (unit_no >= 1),
  side          INTEGER NOT NULL CHECK (side IN (0, 1)),
  entrant_id    INTEGER REFERENCES entrants(id) ON DELETE CASCADE,
  team_id       INTEGER REFERENCES teams(id) ON DELETE CASCADE,
  token_id      INTEGER NOT NULL REFERENCES portal_tokens_011(id) ON DELETE CASCADE,
  request_key   TEXT NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('result', 'contest')),
  results       TEXT,
  at            TEXT NOT NULL,
  rejected_at   TEXT,
  UNIQUE (token_id, request_key),
  CHECK ((entrant_id IS NULL) <> (team_id IS NULL))
);
INSERT INTO portal_reports_011 (id, tournament_id, round_number, unit_no, side, entrant_id, team_id, token_id,
    request_key, kind, results, at, rejected_at)
  SELECT id, tournament_id, round_number, unit_no, side, entrant_id, NULL, token_id,
    request_key, kind, results, at, rejected_at FROM portal_reports;

DROP TABLE portal_reports;
DROP TABLE portal_tokens;
ALTER TABLE portal_tokens_011 RENAME TO portal_tokens;
ALTER TABLE portal_reports_011 RENAME TO portal_reports;
CREATE INDEX portal_tokens_entrant ON portal_tokens(tournament_id, entrant_id);
CREATE INDEX portal_tokens_team ON portal_tokens(tournament_id, team_id);
CREATE INDEX portal_reports_unit ON portal_reports(tournament_id, round_number, unit_no);
`;

export const portalTeams: Migration = { version: 11, name: 'portal_teams', up: (db) => db.exec(SQL) };
