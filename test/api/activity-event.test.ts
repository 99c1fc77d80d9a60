import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness';

/** Event-level actions (created, renamed, a rating list imported) show in every tournament's log. */
let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

describe('the activity log of a tournament', () => {
  it('lists the event’s own actions beside the tournament’s, newest first', async () => {
    await h.api['event.create']({ file: 'festival', name: 'Festival Łódź' });
    const data = join(h.dir, 'data');
    mkdirSync(data, { recursive: true });
    copyFileSync(join(__dirname, '../fixtures/ratings/pzwarc-1250-semicolon.csv'), join(data, 'pz.csv'));
    await h.api['ratings.import']({ file: 'pz.csv', listDate: '2026-11-01' });
    const t = await h.api['tournament.create']({
      settings: { name: 'Open', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
    });
    await h.api['entrant.add']({ tournamentId: t.id, name: 'Świątek, Łukasz', rating: 1500 });
    await h.api['event.rename']({ name: 'Festival Łódź 2026' });
    const other = await h.api['tournament.create']({
      settings: { name: 'Rapid', scheduledStart: '2026-12-06T10:00', closeAtEnd: false },
    });
    await h.api['entrant.add']({ tournamentId: other.id, name: 'Yılmaz, İpek', rating: 1400 });

    const log = await h.api['activity.list']({ tournamentId: t.id });
    expect(log.map((a) => a.action)).toEqual([
      'event.rename',
      'entrant.add',
      'tournament.create',
      'ratings.import',
      'event.create',
    ]);
    expect(log.every((a) => a.tournamentId === t.id || a.tournamentId === null)).toBe(true);
    // the undo still reaches the tournament's own last action, not the event's
    expect(await h.api['activity.undo']({ tournamentId: t.id })).toMatchObject({ action: 'entrant.add' });
  });
});
