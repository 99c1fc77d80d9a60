import type { Migration } from './types';

/**
 * RULES.md R9.4: the FIDE way of counting unplayed rounds has two editions of C.07 Article 16, as
 * approved in August 2023 and as changed in March 2026 (the dummy opponent's score capped). The
 * tournament stores which one it uses. `unplayed_policy` keeps its values ('fide-2023' there means
 * "the FIDE way"); the new column says which edition, and files written before read as 2023, the
 * only edition they could choose.
 */
function up(db: Parameters<Migration['up']>[0]): void {
  db.exec(
    `ALTER TABLE tournaments ADD COLUMN fide_edition TEXT NOT NULL DEFAULT '2023'
       CHECK (fide_edition IN ('2023', '2026'))`,
  );
}

export const fideEdition: Migration = { version: 7, name: 'fide_edition', up };
