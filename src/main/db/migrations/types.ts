import type { Database } from 'better-sqlite3';

/** One numbered schema step. `up` runs inside the migration transaction; it never commits. */
export type Migration = {
  readonly version: number;
  readonly name: string;
  readonly up: (db: Database) => void;
};
