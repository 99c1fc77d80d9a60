/**
 * Prepared statements kept per connection: the repos prepare their SQL at each call, and under the
 * results portal's rush (200 phones at once) preparing cost as much as running. A statement is
 * given back with its modes reset (pluck, raw, expand), so a caller finds it as `prepare` made it.
 * The SQL texts are the repos' own constants; the cap only guards against text built per call.
 */
import type { Db } from './connection';

const CAP = 1000;

type Statement = ReturnType<Db['prepare']>;

export function cacheStatements(db: Db): Db {
  const prepare = db.prepare.bind(db);
  const kept = new Map<string, Statement>();
  const cached = (sql: string): Statement => {
    let stmt = kept.get(sql);
    // A statement still stepping through rows (iterate) cannot run again: prepare a fresh one.
    if (stmt && !stmt.busy) {
      if (stmt.reader) stmt.pluck(false).raw(false).expand(false);
      return stmt;
    }
    stmt = prepare(sql);
    if (kept.size >= CAP) kept.clear();
    kept.set(sql, stmt);
    return stmt;
  };
  db.prepare = cached as Db['prepare'];
  return db;
}
