/**
 * The results portal's tournaments held in memory (RULES.md R16.2-R16.3): under a round's rush 200
 * phones read and report the same round, and loading it from the file for each request was most
 * of the portal's time.
 *
 * - Between writes, reads are answered from memory. Anything written by anyone else drops it: the
 *   arbiter's results, a rating import of another connection.
 * - The portal's own writes run as a batch (`writeBatch`, one transaction): the batch reads each
 *   tournament once, and its writes (reports.ts) update that model in place as they change the
 *   file. After the batch the model is the file's again and the phones' reads go on from it.
 *   A write of the batch that fails takes its model with it (the next one reads the file, where
 *   the failed write was rolled back); a batch that does not commit drops every model.
 * Nothing is kept from a transaction that could still roll back.
 */
import type { Db } from '../../db/connection';
import { latestRound, loadState, requireRunning, type PlayState, type Running } from '../rounds/state';
import { roundUnits, type Unit } from './units';

/** A tournament as the portal uses it: its state, and the latest round's boards with their reports. */
export type PortalModel = {
  state: PlayState;
  /** The same state once started (null before the start or once cancelled: `running` throws why). */
  running: Running | null;
  /** The latest round's boards as the rules see them (empty before round 1 is paired). */
  units: Map<number, Unit>;
};

export function loadModel(db: Db, tournamentId: number): PortalModel {
  const state = loadState(db, tournamentId);
  let running: Running | null;
  try {
    running = requireRunning(state);
  } catch {
    running = null;
  }
  const round = running ? latestRound(running) : null;
  return { state, running, units: running && round ? roundUnits(db, running, round) : new Map() };
}

/** The model's state once started; otherwise the reason it is not, as `requireRunning` says it. */
export const runningOf = (m: PortalModel): Running => m.running ?? requireRunning(m.state);

type Kept = {
  version: string;
  models: Map<number, PortalModel>;
  /** What the reads build from the models (pairings, standings), dropped at every write. */
  entries: Map<string, unknown>;
};

const kept = new WeakMap<Db, Kept>();
/** The models of the batch now writing on a connection. */
const batches = new WeakMap<Db, Map<number, PortalModel>>();

/**
 * total_changes counts every row this connection wrote (never less after a rollback, so a rolled
 * back write drops the models too); data_version moves when another connection commits.
 */
const versionOf = (db: Db): string =>
  // One kept statement (db.pragma prepares its statement at every call).
  String(db.prepare("SELECT total_changes() || '/' || data_version FROM pragma_data_version").pluck().get());

/** What is kept for `db`, as long as nothing was written since; a fresh empty one otherwise. */
function current(db: Db): Kept {
  const version = versionOf(db);
  let k = kept.get(db);
  if (!k || k.version !== version) {
    k = { version, models: new Map(), entries: new Map() };
    kept.set(db, k);
  }
  return k;
}

/**
 * The tournament's model: inside `writeBatch` the batch's own (its writes update it), in another
 * transaction a fresh one of that transaction, otherwise the one kept since the last write.
 */
export function modelOf(db: Db, tournamentId: number): PortalModel {
  const batch = batches.get(db);
  if (batch) {
    let m = batch.get(tournamentId);
    if (!m) {
      m = loadModel(db, tournamentId);
      batch.set(tournamentId, m);
    }
    return m;
  }
  if (db.inTransaction) return loadModel(db, tournamentId);
  const k = current(db);
  let m = k.models.get(tournamentId);
  if (!m) {
    m = loadModel(db, tournamentId);
    k.models.set(tournamentId, m);
  }
  return m;
}

/**
 * Inside `writeBatch`: the tournament's model no longer says what the file holds (a write failed
 * half-way, or changed more than its model records); the next use reads it again.
 */
export function forgetModel(db: Db, tournamentId: number): void {
  batches.get(db)?.delete(tournamentId);
}

/**
 * Runs `body` in one IMMEDIATE transaction as a batch: `modelOf` gives the batch's models, read
 * once (or taken over from the reads when nothing was written since) and updated in place by the
 * batch's writes. Once committed they are kept for the reads that follow.
 */
export function writeBatch<T>(db: Db, body: () => T): T {
  const done: { kept: Kept | null } = { kept: null };
  try {
    const out = db
      .transaction(() => {
        // Inside the transaction: another process's commit before it began is seen here.
        const models = new Map(current(db).models);
        batches.set(db, models);
        const value = body();
        done.kept = { version: versionOf(db), models, entries: new Map() };
        return value;
      })
      .immediate();
    if (done.kept) kept.set(db, done.kept);
    return out;
  } catch (e) {
    kept.delete(db);
    throw e;
  } finally {
    batches.delete(db);
  }
}

/** A read built from the models (the round's pairings, the standings), kept until the next write. */
export function remembered<T>(db: Db, key: string, build: () => T): T {
  if (db.inTransaction) return build();
  const k = current(db);
  if (k.entries.has(key)) return k.entries.get(key) as T;
  const value = build();
  k.entries.set(key, value);
  return value;
}
