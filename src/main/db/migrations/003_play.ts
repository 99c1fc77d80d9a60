import type { Migration } from './types';

/**
 * Absences announced for a round that is not paired yet (R10.1, R6.5). 001 keeps absences per
 * round row (`round_absences.round_id`), and a round row exists only once it is paired; an
 * arbiter is told "I cannot come on Saturday" before that. The pairing of the round copies these
 * into `round_absences`.
 */
const SQL = `
CREATE TABLE announced_absences (
  id            INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  round_number  INTEGER NOT NULL CHECK (round_number >= 1),
  entrant_id    INTEGER NOT NULL REFERENCES entrants(id) ON DELETE CASCADE,
  UNIQUE (tournament_id, round_number, entrant_id)
);
`;

export const play: Migration = { version: 3, name: 'play', up: (db) => db.exec(SQL) };
