import type { Migration } from './types';

/**
 * The double round robin (RULES.md R7, FIDE C.05 Annex 1): `round_robin_cycles` is how many times
 * a round robin plays the Berger table, 1 (every tournament written before this step) or 2, the
 * second cycle with colours reversed. A Swiss ignores it; the decision stored at the start says
 * what was played (`format_decision.cycles`).
 */
function up(db: Parameters<Migration['up']>[0]): void {
  db.exec(`
    ALTER TABLE tournaments ADD COLUMN round_robin_cycles INTEGER NOT NULL DEFAULT 1
      CHECK (round_robin_cycles IN (1, 2));
  `);
}

export const roundRobinCycles: Migration = { version: 18, name: 'round_robin_cycles', up };
