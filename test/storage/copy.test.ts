import Database from 'better-sqlite3';
import { copyFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../api/harness';
import { enterRound, startedSwiss } from './setup';

let h: Harness;
afterEach(() => h.done());
const event = () => join(h.dir, 'data', 'Club Open.diagonal');

/** What a copy made with `cp EVENT.diagonal` (no -wal, no -shm) holds: results entered, by round. */
function copyAlone(tag: string): Map<number, number> {
  const copy = join(h.dir, `copy-${tag}.diagonal`);
  copyFileSync(event(), copy);
  const db = new Database(copy, { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = db
      .prepare(
        `SELECT r.number AS round, COUNT(g.result) AS results FROM rounds r
         JOIN boards b ON b.round_id = r.id JOIN games g ON g.board_id = b.id GROUP BY r.number`,
      )
      .all() as { round: number; results: number }[];
    return new Map(rows.map((r) => [r.round, r.results]));
  } finally {
    db.close();
  }
}

// Issue: "a file copied while the app runs holds only round 1 of a tournament in round 3: the
// rest is in the -wal file beside it".
describe('a copy of the event file alone is complete', () => {
  it('holds every acknowledged result and round while the app keeps the file open', async () => {
    h = harness();
    const t = await startedSwiss(h, 8);
    expect(copyAlone('start')).toEqual(new Map([[1, 0]]));
    await enterRound(h, t, 1);
    expect(copyAlone('r1')).toEqual(new Map([[1, 4]]));
    await h.api['round.pairNext']({ tournamentId: t });
    await enterRound(h, t, 2);
    await h.api['round.pairNext']({ tournamentId: t });
    await h.api['result.set']({ tournamentId: t, round: 3, board: 2, result: 'draw' });
    // Round 3 of the issue: two full rounds and one result of the third, in the file alone.
    expect(copyAlone('r3')).toEqual(
      new Map([
        [1, 4],
        [2, 4],
        [3, 1],
      ]),
    );
    expect(statSync(`${event()}-wal`).size).toBe(0);
  });

  it('closes cleanly: no -wal, -shm or lock left beside the event', async () => {
    h = harness();
    await startedSwiss(h, 4);
    expect(existsSync(`${event()}.lock`)).toBe(true);
    await h.api['event.close']({});
    expect(readdirSync(join(h.dir, 'data')).sort()).toEqual(['Club Open.diagonal', 'backups']);
  });
});
