import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { harness } from '../api/harness';
import { startedSwiss } from './setup';

/** A small tmpfs is a real full disk; mounting one needs root, so elsewhere this test is skipped. */
function mountTiny(at: string, size: string): boolean {
  if (process.getuid?.() !== 0) return false;
  return spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', at]).status === 0;
}

/** Writes until the disk says ENOSPC. */
function fill(path: string): void {
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(4096, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
  } finally {
    closeSync(fd);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'diagonal-full-'));
mkdirSync(join(dir, 'disk'));
const mounted = mountTiny(join(dir, 'disk'), '2m');
afterAll(() => {
  if (mounted) spawnSync('umount', [join(dir, 'disk')]);
  rmSync(dir, { recursive: true, force: true });
});

describe('a full disk', () => {
  it.runIf(mounted)('says the disk is full, saves nothing, and works again once there is room', async () => {
    const h = harness('en', { dataDir: join(dir, 'disk', 'data') });
    try {
      const t = await startedSwiss(h, 6);
      const filler = join(dir, 'disk', 'filler');
      fill(filler);
      const set = await h.dispatch(
        'result.set',
        { tournamentId: t, round: 1, board: 1, result: 'draw' },
        'en',
      );
      expect(set).toMatchObject({
        ok: false,
        error: {
          code: 'storage:diskFull',
          message:
            'The disk that holds "Club Open.diagonal" is full. Nothing was saved. Free some space on it, then try again.',
        },
      });
      const created = await h.dispatch('event.create', { file: 'Second', name: 'Second' }, 'en');
      expect(created).toMatchObject({ ok: false, error: { code: 'storage:diskFull' } });
      expect(h.errors).toEqual([]);
      rmSync(filler);
      await h.api['event.open']({ file: 'Club Open' });
      const round = await h.api['round.get']({ tournamentId: t, round: 1 });
      expect(round.boards[0]?.games[0]?.result).toBeNull();
      expect(
        await h.dispatch('result.set', { tournamentId: t, round: 1, board: 1, result: 'draw' }, 'en'),
      ).toMatchObject({
        ok: true,
      });
    } finally {
      h.done();
    }
  });
});
