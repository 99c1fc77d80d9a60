/**
 * What the phones read (their board, the pairings, the standings) kept in memory between requests
 * (RULES.md R16.2-R16.3): under a round's rush 200 phones read the same round, and loading it from
 * the file for each one was most of the portal's time. Every entry is dropped as soon as anything
 * is written: by the arbiter, by a phone's report, by a settled window, by another connection
 * (a rating import). Nothing is kept from inside a transaction, which could still roll back.
 */
import type { Db } from '../../db/connection';

type Kept = { version: string; entries: Map<string, unknown> };

const models = new WeakMap<Db, Kept>();

/**
 * total_changes counts every row this connection wrote (never less after a rollback, so a rolled
 * back write drops entries too); data_version moves when another connection commits.
 */
const versionOf = (db: Db): string =>
  `${String(db.prepare('SELECT total_changes()').pluck().get())}/${String(db.pragma('data_version', { simple: true }))}`;

export function remembered<T>(db: Db, key: string, build: () => T): T {
  if (db.inTransaction) return build();
  const version = versionOf(db);
  let kept = models.get(db);
  if (!kept || kept.version !== version) {
    kept = { version, entries: new Map() };
    models.set(db, kept);
  }
  if (kept.entries.has(key)) return kept.entries.get(key) as T;
  const value = build();
  kept.entries.set(key, value);
  return value;
}
