/**
 * Reading an event file that cannot be written (a write-protected stick, a CD, a file marked
 * read-only) leaves nothing beside it: no -wal, no -shm, no lock. SQLite, asked to read a WAL
 * file, creates both where it can (and as root it always can), and a read-only connection never
 * removes them, so such a file is read from a copy in memory instead: nobody can be writing it.
 */
import { chmodSync, copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../api/harness';
import { main } from '../../src/main/transports/cli';
import { startedSwiss } from './setup';

let h: Harness;
let folder = '';
beforeEach(() => {
  h = harness('en', () => new Date(2026, 11, 5, 14, 30));
  folder = join(h.dir, 'stick');
});
afterEach(() => {
  chmodSync(folder, 0o755);
  h.done();
});

/** An event in play copied to a folder of its own, then the file (and the folder) write-protected. */
async function protectedEvent(folderMode: number): Promise<{ file: string; tournamentId: number }> {
  const tournamentId = await startedSwiss(h, 6);
  await h.api['result.set']({ tournamentId, round: 1, board: 1, result: 'draw' });
  await h.api['event.close']({});
  mkdirSync(folder);
  const file = join(folder, 'Club Open.diagonal');
  copyFileSync(join(h.dir, 'data', 'Club Open.diagonal'), file);
  chmodSync(file, 0o444);
  chmodSync(folder, folderMode);
  return { file, tournamentId };
}

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('a write-protected event file', () => {
  it('diagonal api reads it from a read-only folder and leaves no -wal or -shm beside it', async () => {
    const { file, tournamentId } = await protectedEvent(0o555);
    const list = await cli('api', 'tournament.list', '--event', file);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.out)).toMatchObject([{ id: tournamentId, settings: { name: 'Open A' } }]);
    const round = await cli('api', 'round.get', JSON.stringify({ tournamentId, round: 1 }), '--event', file);
    const r1 = JSON.parse(round.out) as { boards: { games: { result: string | null }[] }[] };
    expect(r1.boards[0]?.games[0]?.result).toBe('draw');
    expect(readdirSync(folder)).toEqual(['Club Open.diagonal']);
  });

  it('a window opens it read-only, reads it and closes it, and nothing appears beside it', async () => {
    const { file, tournamentId } = await protectedEvent(0o755);
    const w = harness('en', { access: 'path', now: () => new Date(2026, 11, 5, 15, 0) });
    try {
      expect(await w.api['event.open']({ file, readOnly: true })).toMatchObject({ readOnly: true });
      expect((await w.api['round.get']({ tournamentId, round: 1 })).boards[0]?.games[0]?.result).toBe('draw');
      expect(readdirSync(folder)).toEqual(['Club Open.diagonal']);
      // Read-only: a change is refused as for any read-only file.
      expect(
        await w.dispatch('result.set', { tournamentId, round: 1, board: 2, result: 'draw' }, 'en'),
      ).toMatchObject({
        ok: false,
        error: { code: 'storage:readOnly' },
      });
    } finally {
      w.done();
    }
    expect(readdirSync(folder)).toEqual(['Club Open.diagonal']);
  });
});
