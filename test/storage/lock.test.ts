import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { hostname, uptime } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../api/harness';
import { main } from '../../src/main/transports/cli';
import { processStart } from '../../src/main/db/lock';
import { startedSwiss } from './setup';

const open: Harness[] = [];
afterEach(() => open.splice(0).forEach((x) => x.done()));
/** 14:05 local time on the day of the tournament, and later that day. */
const at = (h: number, m: number) => () => new Date(2026, 11, 5, h, m);

/** The first window, with an event in play, and a second window (another process) on the same folder. */
async function twoWindows(secondApp: 'desktop' | 'web' = 'desktop') {
  const first = harness('en', { app: 'desktop', now: at(14, 5) });
  open.push(first);
  const t = await startedSwiss(first, 4);
  const second = harness('en', { dir: first.dir, app: secondApp, now: at(15, 30) });
  open.push(second);
  return { first, second, t, lock: join(first.dir, 'data', 'Club Open.diagonal.lock') };
}

/** The pid of a process that has exited: what a crashed window leaves in its lock. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

/** A live process that is not Diagonal: what a stale lock's id may belong to after a reboot. */
function otherProcess(): { pid: number; stop: () => void } {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  return { pid: child.pid ?? 0, stop: () => void child.kill() };
}

describe('one file, one writer', () => {
  it('tells the second opener where and since when the file is open', async () => {
    const { second } = await twoWindows();
    const res = await second.dispatch('event.open', { file: 'Club Open' }, 'en');
    expect(res).toMatchObject({
      ok: false,
      error: {
        code: 'storage:locked',
        message:
          '"Club Open.diagonal" is already open in another Diagonal window on this computer (since 14:05). Work in that window, or open the file here read-only.',
        details: { lock: { sameHost: true, since: '14:05', app: 'desktop' } },
      },
    });
    const nl = await second.dispatch('event.open', { file: 'Club Open' }, 'nl');
    if (!nl.ok)
      expect(nl.error.message).toContain(
        'al open in een ander Diagonal-venster op deze computer (sinds 14:05)',
      );
  });

  it('records who holds the file in the lock beside it', async () => {
    const { lock } = await twoWindows();
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
      app: 'desktop',
      openedAt: new Date(2026, 11, 5, 14, 5).toISOString(),
    });
  });

  it('opens read-only for the second opener: it reads what the first writes, and changes nothing', async () => {
    const { first, second, t } = await twoWindows();
    const ro = await second.api['event.open']({ file: 'Club Open', readOnly: true });
    expect(ro.readOnly).toBe(true);
    await first.api['result.set']({ tournamentId: t, round: 1, board: 1, result: 'draw' });
    const seen = await second.api['round.get']({ tournamentId: t, round: 1 });
    expect(seen.boards[0]?.games[0]?.result).toBe('draw');
    const refused = await second.dispatch(
      'result.set',
      { tournamentId: t, round: 1, board: 2, result: 'draw' },
      'en',
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'storage:readOnly' } });
    if (!refused.ok) expect(refused.error.message).toContain('is open read-only, so nothing can change');
    expect(await second.dispatch('ratings.startImport', { file: 'x.csv' }, 'en')).toMatchObject({
      ok: false,
      error: { code: 'storage:readOnly' },
    });
    expect(
      (await first.api['round.get']({ tournamentId: t, round: 1 })).boards[1]?.games[0]?.result,
    ).toBeNull();
  });

  it('takes over the lock of a crashed window on this computer without asking', async () => {
    const { first, second, lock } = await twoWindows('web');
    first.session.close();
    writeFileSync(
      lock,
      JSON.stringify({
        pid: deadPid(),
        host: hostname(),
        app: 'desktop',
        openedAt: '2026-12-05T13:05:00Z',
        token: 'x',
      }),
    );
    expect(await second.api['event.open']({ file: 'Club Open' })).toMatchObject({ readOnly: false });
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid, app: 'web' });
  });

  it('a stale lock whose process id now belongs to another process is taken over, not reported as open', async () => {
    const { first, second, lock } = await twoWindows('desktop');
    first.session.close();
    const other = otherProcess();
    try {
      // The web server that wrote this lock ran before a reboot; its id now belongs to another program.
      writeFileSync(
        lock,
        JSON.stringify({
          pid: other.pid,
          host: hostname(),
          app: 'web',
          openedAt: '2026-12-01T10:00:00Z',
          token: 'x',
          started: 'an-earlier-boot/4242',
        }),
      );
      expect(await second.dispatch('event.open', { file: 'Club Open' }, 'en')).toMatchObject({
        ok: true,
        value: { readOnly: false },
      });
      expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid, app: 'desktop' });
    } finally {
      other.stop();
    }
  });

  it('a lock without a start time (an older version) opened before this computer started is stale too', async () => {
    const { first, second, lock } = await twoWindows('desktop');
    first.session.close();
    const other = otherProcess();
    // The second window's clock: 15:30. This computer started uptime() seconds before it.
    const at = new Date(2026, 11, 5, 15, 30).getTime();
    const held = (openedAt: number) =>
      JSON.stringify({
        pid: other.pid,
        host: hostname(),
        app: 'web',
        openedAt: new Date(openedAt).toISOString(),
        token: 'x',
      });
    try {
      // Opened after the start of this computer: its process may be that one, so it is asked.
      writeFileSync(lock, held(at - 60_000));
      const res = await second.dispatch('event.open', { file: 'Club Open' }, 'en');
      expect(res).toMatchObject({ ok: false, error: { code: 'storage:locked' } });
      if (!res.ok) expect(res.error.message).toContain("is already open in Diagonal's web mode");
      writeFileSync(lock, held(at - (uptime() + 3600) * 1000));
      expect(await second.api['event.open']({ file: 'Club Open' })).toMatchObject({ readOnly: false });
    } finally {
      other.stop();
    }
  });

  it.runIf(process.platform === 'linux')(
    'tells a process by its boot and start time, not only by its id',
    async () => {
      const other = otherProcess();
      try {
        const mine = processStart(process.pid);
        expect(mine).toMatch(/^[0-9a-f-]{36}\/\d+$/);
        expect(processStart(process.pid)).toBe(mine);
        expect(processStart(other.pid)).not.toBe(mine);
      } finally {
        other.stop();
      }
      expect(processStart(deadPid())).toBeNull();
      const { lock } = await twoWindows();
      expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ started: processStart(process.pid) });
    },
  );

  it('names the other computer, and lets the arbiter take the file over; the other one then stops writing', async () => {
    const { first, second, lock, t } = await twoWindows();
    const mine = JSON.parse(readFileSync(lock, 'utf8')) as Record<string, unknown>;
    // The first window's lock as it would look from another computer on a network share.
    writeFileSync(lock, JSON.stringify({ ...mine, host: 'hall-laptop' }));
    const res = await second.dispatch('event.open', { file: 'Club Open' }, 'en');
    expect(res).toMatchObject({
      ok: false,
      error: { code: 'storage:lockedElsewhere', details: { lock: { sameHost: false } } },
    });
    if (!res.ok)
      expect(res.error.message).toBe(
        '"Club Open.diagonal" is open on the computer "hall-laptop" (since 14:05). Work there, or open the file here read-only. If that computer crashed or was switched off, you may take the file over.',
      );
    await second.api['event.open']({ file: 'Club Open', takeOver: true });
    await second.api['result.set']({ tournamentId: t, round: 1, board: 1, result: 'draw' });
    const stale = await first.dispatch(
      'result.set',
      { tournamentId: t, round: 1, board: 2, result: 'draw' },
      'en',
    );
    expect(stale).toMatchObject({ ok: false, error: { code: 'storage:takenOver' } });
    if (!stale.ok) expect(stale.error.message).toContain(`was taken over on "${hostname()}" (at 15:30)`);
    // From then on it is read-only, and closing it leaves the new holder's lock alone.
    expect(await first.dispatch('entrant.add', { tournamentId: t, name: 'Late, X' }, 'en')).toMatchObject({
      ok: false,
      error: { code: 'storage:readOnly' },
    });
    first.session.close();
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ app: 'desktop', host: hostname() });
    expect(
      (await second.api['round.get']({ tournamentId: t, round: 1 })).boards[1]?.games[0]?.result,
    ).toBeNull();
  });

  it('refuses a command-line writer while a window holds the file, and lets a reader read', async () => {
    const { first, t } = await twoWindows();
    const event = join(first.dir, 'data', 'Club Open.diagonal');
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s) };
    const input = JSON.stringify({ tournamentId: t, name: 'Late, X' });
    expect(await main(['api', 'entrant.add', input, '--event', event], io)).toBe(3);
    expect(err.join('\n')).toContain(
      '"Club Open.diagonal" is already open in another Diagonal window on this computer',
    );
    expect(await main(['api', 'tournament.list', '--event', event], io)).toBe(0);
    expect(JSON.parse(out.join('\n'))).toMatchObject([{ id: t }]);
  });
});
