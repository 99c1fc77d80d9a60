import type { Migration } from './types';

/**
 * Who spoke for a side through the results portal (RULES.md R16.2-R16.3). An invitation now
 * carries, beside its link, a short personal code printed on the slip (a salted scrypt hash,
 * like the tournament password); a phone that types the code gets a session token of kind
 * 'code' bound to that invitation, so that the link and the code of one slip are one credential
 * and go together when the slip is replaced. Each report keeps how it came (link, code or the
 * tournament's password), its credential, and the phone and address that sent it, for the
 * arbiter's panel and the activity log. The kind's CHECK cannot be widened in place, so both
 * tables are rebuilt as in 011, rows and ids kept: reports written before came by link when their
 * token was an invitation, else by password, their credential the token itself.
 */
const SQL = `
CREATE TABLE portal_tokens_015 (
  id            INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  entrant_id    INTEGER REFERENCES entrants(id) ON DELETE CASCADE,
  team_id       INTEGER REFERENCES teams(id) ON DELETE CASCADE,
  token_hash    TEXT NOT NULL UNIQUE,
  kind          TEXT NOT NULL CHECK (kind IN ('invitation', 'code', 'password')),
  code_hash     TEXT,
  code_salt     TEXT,
  invitation_id INTEGER REFERENCES portal_tokens_015(id) ON DELETE CASCADE,
  created_at    TEXT NOT NULL,
  revoked_at    TEXT,
  CHECK ((entrant_id IS NULL) <> (team_id IS NULL)),
  CHECK ((kind = 'code') = (invitation_id IS NOT NULL)),
  CHECK (code_hash IS NULL OR kind = 'invitation')
);
INSERT INTO portal_tokens_015 (id, tournament_id, entrant_id, team_id, token_hash, kind, created_at, revoked_at)
  SELECT id, tournament_id, entrant_id, team_id, token_hash, kind, created_at, revoked_at FROM portal_tokens;

CREATE TABLE portal_reports_015 (
  id            INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  round_number  INTEGER NOT NULL CHECK (round_number >= 1),
  unit_no       INTEGER NOT NULL CHECK (unit_no >= 1),
  side          INTEGER NOT NULL CHECK (side IN (0, 1)),
  entrant_id    INTEGER REFERENCES entrants(id) ON DELETE CASCADE,
  team_id       INTEGER REFERENCES teams(id) ON DELETE CASCADE,
  token_id      INTEGER NOT NULL REFERENCES portal_tokens_015(id) ON DELETE CASCADE,
  channel       TEXT NOT NULL CHECK (channel IN ('link', 'code', 'password')),
  credential    INTEGER NOT NULL,
  phone         TEXT,
  address       TEXT,
  request_key   TEXT NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('result', 'contest')),
  results       TEXT,
  at            TEXT NOT NULL,
  rejected_at   TEXT,
  UNIQUE (token_id, request_key),
  CHECK ((entrant_id IS NULL) <> (team_id IS NULL))
);
INSERT INTO portal_reports_015 (id, tournament_id, round_number, unit_no, side, entrant_id, team_id, token_id,
    channel, credential, request_key, kind, results, at, rejected_at)
  SELECT r.id, r.tournament_id, r.round_number, r.unit_no, r.side, r.entrant_id, r.team_id, r.token_id,
    CASE t.kind WHEN 'invitation' THEN 'link' ELSE 'password' END, r.token_id,
    r.request_key, r.kind, r.results, r.at, r.rejected_at
  FROM portal_reports r JOIN portal_tokens t ON t.id = r.token_id;

DROP TABLE portal_reports;
DROP TABLE portal_tokens;
ALTER TABLE portal_tokens_015 RENAME TO portal_tokens;
ALTER TABLE portal_reports_015 RENAME TO portal_reports;
CREATE INDEX portal_tokens_entrant ON portal_tokens(tournament_id, entrant_id);
CREATE INDEX portal_tokens_team ON portal_tokens(tournament_id, team_id);
CREATE INDEX portal_tokens_invitation ON portal_tokens(invitation_id);
CREATE INDEX portal_reports_unit ON portal_reports(tournament_id, round_number, unit_no);
`;

export const portalCredentials: Migration = {
  version: 15,
  name: 'portal_credentials',
  up: (db) => db.exec(SQL),
};
