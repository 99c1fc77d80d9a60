import type { Migration } from './types';

/**
 * The results portal (RULES.md R16.2-R16.3). Off for every tournament until the arbiter turns it
 * on. Secrets are never stored as given: the tournament password as a salted scrypt hash, a
 * personal token as its SHA-256 (a 256-bit random token needs no salt). A report covers one
 * "unit": a board of an individual round, or a match of a team round (`unit_no` is then the
 * match's number, and `results` its board results): the same tables hold both.
 */
const SQL = `
CREATE TABLE portal_settings (
  tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
  enabled       INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
  access        TEXT NOT NULL DEFAULT 'open' CHECK (access IN ('open', 'private')),
  password_hash TEXT,
  password_salt TEXT,
  updated_at    TEXT NOT NULL
);

CREATE TABLE portal_tokens (
  id            INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  entrant_id    INTEGER NOT NULL REFERENCES entrants(id) ON DELETE CASCADE,
  token_hash    TEXT NOT NULL UNIQUE,
  kind          TEXT NOT NULL CHECK (kind IN ('invitation', 'password')),
  created_at    TEXT NOT NULL,
  revoked_at    TEXT
);
CREATE INDEX portal_tokens_entrant ON portal_tokens(tournament_id, entrant_id);

CREATE TABLE portal_reports (
  id            INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  round_number  INTEGER NOT NULL CHECK (round_number >= 1),
  unit_no       INTEGER NOT NULL CHECK (unit_no >= 1),
  side          INTEGER NOT NULL CHECK (side IN (0, 1)),
  entrant_id    INTEGER NOT NULL REFERENCES entrants(id) ON DELETE CASCADE,
  token_id      INTEGER NOT NULL REFERENCES portal_tokens(id) ON DELETE CASCADE,
  -- the phone's own key for one submission: a retry is answered again, never stored twice
  request_key   TEXT NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('result', 'contest')),
  results       TEXT,
  at            TEXT NOT NULL,
  rejected_at   TEXT,
  UNIQUE (token_id, request_key)
);
CREATE INDEX portal_reports_unit ON portal_reports(tournament_id, round_number, unit_no);

-- What became of a unit's reports: validated by the portal (two matching, or the window passed),
-- or decided by the arbiter (confirm, override, reject).
CREATE TABLE portal_decisions (
  id            INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  round_number  INTEGER NOT NULL,
  unit_no       INTEGER NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('matching', 'window', 'confirm', 'override', 'reject')),
  results       TEXT,
  at            TEXT NOT NULL
);
CREATE INDEX portal_decisions_unit ON portal_decisions(tournament_id, round_number, unit_no);
`;

export const portal: Migration = { version: 9, name: 'portal', up: (db) => db.exec(SQL) };
