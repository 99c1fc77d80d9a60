import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../api/harness';
import { main } from '../../src/main/transports/cli';
import { createEventFile } from '../../src/main/db/connection';
import { backupAfterPairing, listBackups } from '../../src/main/session/backups';
import { enterRound, startedSwiss } from './setup';

let h: Harness;
afterEach(() => h.done());
const data = (f = '') => join(h.dir, 'data', f);

/** Rounds and results in an event file, read with plain SQLite. */
function contents(path: string): { rounds: number; results: number } {
  const db = new Database(path, { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const one = (sql: string) => db.prepare(sql).pluck().get() as number;
    return {
      rounds: one('SELECT COUNT(*) FROM rounds'),
      results: one('SELECT COUNT(*) FROM games WHERE result IS NOT NULL'),
    };
  } finally {
    db.close();
  }
}

describe('automatic backups when a round is paired', () => {
  it('writes backups/<event> round <n> <time> from the clock of the call, holding that round', async () => {
    let clock = new Date(2026, 11, 5, 10, 2, 9);
    h = harness('en', { now: () => clock });
    const t = await startedSwiss(h, 6);
    await enterRound(h, t, 1);
    clock = new Date(2026, 11, 5, 11, 40, 0);
    await h.api['round.pairNext']({ tournamentId: t });
    expect(readdirSync(data('backups')).sort()).toEqual([
      'Club Open round 1 2026-12-05 10.02.09.diagonal',
      'Club Open round 2 2026-12-05 11.40.00.diagonal',
    ]);
    expect(contents(data('backups/Club Open round 1 2026-12-05 10.02.09.diagonal'))).toEqual({
      rounds: 1,
      results: 0,
    });
    expect(contents(data('backups/Club Open round 2 2026-12-05 11.40.00.diagonal'))).toEqual({
      rounds: 2,
      results: 3,
    });
  });

  it("keeps the last ten of this event file and leaves other event files' backups alone", async () => {
    h = harness();
    const dir = data();
    mkdirSync(dir, { recursive: true });
    const db = createEventFile(join(dir, 'Club Open.diagonal'));
    try {
      const other = join(dir, 'Club Open 2.diagonal');
      const otherDb = createEventFile(other);
      await backupAfterPairing(otherDb, other, 1, new Date(2026, 0, 1, 9, 0, 0));
      otherDb.close();
      for (let round = 1; round <= 12; round++)
        await backupAfterPairing(
          db,
          join(dir, 'Club Open.diagonal'),
          round,
          new Date(2026, 11, 5, 9 + round, 0, 0),
        );
      // Two pairings in the same second do not overwrite each other.
      await backupAfterPairing(db, join(dir, 'Club Open.diagonal'), 12, new Date(2026, 11, 5, 21, 0, 0));
    } finally {
      db.close();
    }
    const kept = listBackups(join(dir, 'Club Open.diagonal')).map((b) => b.name);
    expect(kept).toEqual([
      'Club Open round 12 2026-12-05 21.00.00 2.diagonal',
      'Club Open round 12 2026-12-05 21.00.00.diagonal',
      ...[11, 10, 9, 8, 7, 6, 5, 4].map(
        (r) => `Club Open round ${r} 2026-12-05 ${String(9 + r).padStart(2, '0')}.00.00.diagonal`,
      ),
    ]);
    expect(existsSync(join(dir, 'backups', 'Club Open 2 round 1 2026-01-01 09.00.00.diagonal'))).toBe(true);
  });
});

describe('a copy while the app runs', () => {
  it('"Save a copy..." writes a complete copy under a new name in the data folder, never over a file', async () => {
    h = harness();
    const t = await startedSwiss(h, 6);
    await enterRound(h, t, 1);
    expect(await h.api['event.saveCopy']({ file: 'Club Open copy' })).toEqual({
      file: 'Club Open copy.diagonal',
      fileName: 'Club Open copy.diagonal',
    });
    expect(contents(data('Club Open copy.diagonal'))).toEqual({ rounds: 1, results: 3 });
    // Play goes on in the open file, not in the copy.
    await h.api['round.pairNext']({ tournamentId: t });
    expect(contents(data('Club Open copy.diagonal'))).toEqual({ rounds: 1, results: 3 });
    expect(await h.dispatch('event.saveCopy', { file: 'Club Open copy' }, 'en')).toMatchObject({
      ok: false,
      error: { code: 'fileExists' },
    });
    expect(await h.dispatch('event.saveCopy', { file: '../elsewhere' }, 'en')).toMatchObject({
      ok: false,
      error: { code: 'badFileName' },
    });
  });

  it('`diagonal backup EVENT OUT` copies an event that a window has open and is playing in', async () => {
    h = harness();
    const t = await startedSwiss(h, 6);
    await enterRound(h, t, 1);
    await h.api['round.pairNext']({ tournamentId: t });
    await h.api['result.set']({ tournamentId: t, round: 2, board: 1, result: 'draw' });
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s) };
    const copy = join(h.dir, 'copy.diagonal');
    expect(await main(['backup', data('Club Open.diagonal'), copy], io)).toBe(0);
    expect(err).toEqual([]);
    expect(out.join('')).toContain('copy.diagonal');
    expect(contents(copy)).toEqual({ rounds: 2, results: 4 });
    // The window still writes after the copy.
    expect(
      await h.dispatch('result.set', { tournamentId: t, round: 2, board: 2, result: 'draw' }, 'en'),
    ).toMatchObject({
      ok: true,
    });
    expect(await main(['backup', data('Club Open.diagonal'), copy], io)).toBe(3);
    expect(err.join('\n')).toContain('The file "copy.diagonal" already exists');
    expect(await main(['backup', data('Club Open.diagonal')], io)).toBe(2);
  });
});
