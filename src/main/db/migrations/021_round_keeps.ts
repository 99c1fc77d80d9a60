import type { Migration } from './types';

/**
 * What a round keeps of its pairing once the scores move on:
 * - `boards.white_points`, `black_points`: the points each entrant had when the round was paired
 *   (the Pts column of its pairing and print). A later correction of an earlier result changes the
 *   standings, not the points the round was paired on (R6.7, R9.1). NULL in rounds paired before
 *   this step: they show the points computed from the results, as before.
 * - `kept_openings`: the drawn opening of a round that was unpaired (R11.2), kept for the round's
 *   next pairing unless the arbiter asked for a new one. The variant and opening mode it was
 *   drawn for are kept with it: a start taken back may change them, and then it is not used.
 */
const SQL = `
ALTER TABLE boards ADD COLUMN white_points INTEGER;
ALTER TABLE boards ADD COLUMN black_points INTEGER;

CREATE TABLE kept_openings (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  round_number  INTEGER NOT NULL CHECK (round_number >= 1),
  opening       TEXT NOT NULL,
  variant       TEXT NOT NULL,
  opening_mode  TEXT NOT NULL,
  PRIMARY KEY (tournament_id, round_number)
);
`;

export const roundKeeps: Migration = { version: 21, name: 'round_keeps', up: (db) => db.exec(SQL) };
