import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../api/harness';
import { bigList, startedSwiss } from './setup';

let h: Harness;
afterEach(() => h.done());
const root = join(__dirname, '../..');

/** Another program writing to the event file: BEGIN IMMEDIATE, held for `ms`, then committed. */
function otherWriter(file: string, ms: number): Promise<{ done: Promise<number | null> }> {
  const code = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    db.exec("INSERT INTO activity_log (at, action, summary) VALUES ('2026-12-05T10:00:00Z', 'other.program', '{}')");
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`;
  const child = spawn(process.execPath, ['-e', code, file], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const done = new Promise<number | null>((ok) => child.on('exit', ok));
  return new Promise((ok, fail) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && ok({ done }));
    child.on('error', fail);
  });
}

const board1 = (t: number) => ({ tournamentId: t, round: 1, board: 1, result: 'draw' as const });

// Issue: "result.set during a 300k-row rating import fails at once with 'database is locked'".
describe('busy is not an error', () => {
  it('a result entered while a rating import is writing waits for the import, then is saved', async () => {
    h = harness();
    const t = await startedSwiss(h);
    bigList(join(h.dir, 'data', 'fmjd.csv'), 60_000);
    const { jobId } = await h.api['ratings.startImport']({ file: 'fmjd.csv', source: 'FMJD' });
    // The import has taken the write lock once its first rows are in.
    let status = await h.api['ratings.importStatus']({ jobId });
    while (status.state === 'running' && status.rows === 0) {
      await new Promise((r) => setTimeout(r, 2));
      status = await h.api['ratings.importStatus']({ jobId });
    }
    expect(status.state).toBe('running');
    const res = await h.dispatch('result.set', board1(t), 'en');
    expect(res).toMatchObject({ ok: true });
    expect((await h.api['ratings.importStatus']({ jobId })).state).toBe('done');
    const log = h.session
      .requireDb()
      .prepare("SELECT action FROM activity_log WHERE action IN ('ratings.import', 'result.set') ORDER BY id")
      .pluck()
      .all();
    // The result was written after the import committed, in a transaction of its own.
    expect(log).toEqual(['ratings.import', 'result.set']);
    expect(h.errors).toEqual([]);
  });

  it('after the wait runs out the arbiter reads "busy", typed, and nothing was saved', async () => {
    h = harness('en', { writerWaitMs: 150 });
    const t = await startedSwiss(h);
    bigList(join(h.dir, 'data', 'fmjd.csv'), 60_000);
    const { jobId } = await h.api['ratings.startImport']({ file: 'fmjd.csv', source: 'FMJD' });
    const res = await h.dispatch('result.set', board1(t), 'en');
    expect(res).toMatchObject({ ok: false, error: { code: 'storage:busy' } });
    if (!res.ok) expect(res.error.message).toMatch(/still busy with another change .* after 0 seconds/);
    while ((await h.api['ratings.importStatus']({ jobId })).state === 'running')
      await new Promise((r) => setTimeout(r, 20));
    const round = await h.api['round.get']({ tournamentId: t, round: 1 });
    expect(round.boards[0]?.games[0]?.result).toBeNull();
  });

  it('a result entered while another program writes waits for its commit (busy_timeout)', async () => {
    h = harness();
    const t = await startedSwiss(h);
    const other = await otherWriter(join(h.dir, 'data', 'Club Open.diagonal'), 700);
    const t0 = performance.now();
    const res = await h.dispatch('result.set', board1(t), 'en');
    expect(res).toMatchObject({ ok: true });
    expect(performance.now() - t0).toBeGreaterThan(500);
    expect(await other.done).toBe(0);
  });

  it('another program holding the file past the busy timeout gets a typed "busy", not "internal"', async () => {
    h = harness('fr', { open: { busyTimeoutMs: 200 } });
    const t = await startedSwiss(h);
    const other = await otherWriter(join(h.dir, 'data', 'Club Open.diagonal'), 1500);
    const res = await h.dispatch('result.set', board1(t), 'fr');
    expect(res).toMatchObject({ ok: false, error: { code: 'storage:busy' } });
    if (!res.ok) expect(res.error.message).toContain('est toujours occupé par une autre modification');
    await other.done;
    expect(await h.dispatch('result.set', board1(t), 'fr')).toMatchObject({ ok: true });
  });
});
