import type { Migration } from './types';

/**
 * Pairing constraints of a Swiss (issue 30): `forbidden_pairs` are two entrants the arbiter says
 * must not meet, in every round (`last_round` NULL) or in rounds `first_round..last_round`, kept
 * like a rematch (C.04.3 C1); `tournaments.acceleration` is 'none' or 'baku', the accelerated
 * rounds of FIDE C.04.5.1 (virtual points for pairing only).
 */
function up(db: Parameters<Migration['up']>[0]): void {
  db.exec(`
    ALTER TABLE tournaments ADD COLUMN acceleration TEXT NOT NULL DEFAULT 'none'
      CHECK (acceleration IN ('none', 'baku'));
    CREATE TABLE forbidden_pairs (
      id            INTEGER PRIMARY KEY,
      tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
      entrant_a     INTEGER NOT NULL REFERENCES entrants(id) ON DELETE CASCADE,
      entrant_b     INTEGER NOT NULL REFERENCES entrants(id) ON DELETE CASCADE,
      first_round   INTEGER NOT NULL DEFAULT 1 CHECK (first_round >= 1),
      last_round    INTEGER CHECK (last_round IS NULL OR last_round >= first_round),
      CHECK (entrant_a < entrant_b)
    );
    CREATE INDEX forbidden_pairs_tournament ON forbidden_pairs(tournament_id);
  `);
}

export const pairingConstraints: Migration = { version: 20, name: 'pairing_constraints', up };
