import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations/index';
import { getDuration } from '../../src/main/db/repos/duration';
import { getTournament } from '../../src/main/db/repos/tournaments';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { harness, type Harness } from '../api/harness';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-012-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const row = (id: number, name: string, kind: string, close: number, extra = '') => `
  INSERT INTO tournaments (id, event_id, name, kind, variant, time_control_kind, time_control, scheduled_start,
    duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
    point_system, unplayed_policy, created_at, close_at_end, extension_minutes, closed_at, status)
  VALUES (${id}, 1, '${name}', '${kind}', 'international', 'classical', '90', '2026-05-02T10:00', ${extra || 480},
    200, 4, 7, 'automatic', 0, 0, 'free', 1, '${JSON.stringify(DEFAULT_SETTINGS.pointSystem)}', 'recorded', 'now',
    ${close}, ${id === 2 ? 30 : 0}, ${id === 3 ? "'2026-05-02T16:10:00.000Z'" : 'NULL'},
    '${id === 3 ? 'finished' : 'running'}');`;

/**
 * A version-11 file as the app wrote it with the old defaults: 1 and 3 kept the close as created
 * (3 was closed by it at 18:10 local of day one), 2's arbiter turned it off and on again by hand
 * and extended it by 30 minutes, 4 is an arena, 5 was imported from a TRF (close off).
 */
function oldFile(path: string): void {
  const old = createEventFile(path, { migrations: MIGRATIONS.slice(0, 11) });
  const change = (id: number, before: boolean) =>
    `INSERT INTO activity_log (at, action, tournament_id, summary, undo) VALUES ('now', 'tournament.updateSettings', ${id},
      '{"changed":["closeAtEnd"]}', '{"method":"tournament.updateSettings","input":{"id":${id},"settings":{"closeAtEnd":${before}}}}');`;
  old.exec(`INSERT INTO events (name, created_at) VALUES ('E', 'now');
    ${row(1, 'Weekend Open', 'rounds', 1)} ${row(2, 'Rapid', 'rounds', 1, '120')} ${row(3, 'Closed Open', 'rounds', 1)}
    ${row(4, 'Blitz arena', 'arena', 1, '60')} ${row(5, 'Imported', 'rounds', 0)}
    ${change(2, true)} ${change(2, false)}
    INSERT INTO activity_log (at, action, tournament_id, summary) VALUES ('now', 'tournament.updateSettings', 1,
      '{"changed":["name"]}');`);
  old.close();
}

describe('migration 012: the announced end of a tournament in rounds (R15.1)', () => {
  it('turns off the close that was on only by default, and keeps the one turned on by hand with its end', () => {
    const path = join(dir, 'old.diagonal');
    oldFile(path);
    const db = openEventFile(path);
    try {
      const t = (id: number) => getTournament(db, id)?.settings;
      expect(t(1)).toMatchObject({ closeAtEnd: false, announcedEnd: null });
      expect(getDuration(db, 1)).toEqual({ extensionMinutes: 0, closedAt: null, closeNotice: true });
      // By hand: 10:00 + 120 minutes + the 30 the arbiter added; the extension is in the end now.
      expect(t(2)).toMatchObject({ closeAtEnd: true, announcedEnd: '2026-05-02T12:30' });
      expect(getDuration(db, 2)).toEqual({ extensionMinutes: 0, closedAt: null, closeNotice: false });
      // Closed by the default: the close is off, the closing stays a fact until the arbiter reopens.
      expect(t(3)).toMatchObject({ closeAtEnd: false, announcedEnd: null });
      expect(getDuration(db, 3)).toEqual({
        extensionMinutes: 0,
        closedAt: '2026-05-02T16:10:00.000Z',
        closeNotice: true,
      });
      expect(getTournament(db, 3)?.status).toBe('finished');
      // The arena keeps its duration and close (R14.1); the imported tournament is as it was.
      expect(getTournament(db, 4)?.settings).toMatchObject({ durationMinutes: 60, closeAtEnd: true });
      expect(getDuration(db, 4).closeNotice).toBe(false);
      expect(t(5)).toMatchObject({ closeAtEnd: false, announcedEnd: null });
      expect(getDuration(db, 5).closeNotice).toBe(false);
      expect(() => db.prepare('UPDATE tournaments SET close_notice = 2 WHERE id = 1').run()).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });
});

describe('the close turned off when the file is opened is said once (R15.1)', () => {
  let h: Harness;
  afterEach(() => h.done());
  it('shows the notice until the arbiter has read it, then logs it and says it no more', async () => {
    h = harness('en');
    mkdirSync(join(h.dir, 'data'), { recursive: true });
    oldFile(join(h.dir, 'data', 'old.diagonal'));
    await h.api['event.open']({ file: 'old' });
    expect(await h.api['tournament.time']({ id: 1 })).toMatchObject({
      phase: 'running',
      closeAtEnd: false,
      endsAt: null,
      closeTurnedOff: true,
    });
    expect((await h.api['tournament.time']({ id: 2 })).closeTurnedOff).toBe(false);
    const seen = await h.api['tournament.closeNoticeSeen']({ id: 1 });
    expect(seen.closeTurnedOff).toBe(false);
    // Once: a second call changes nothing and writes nothing.
    await h.api['tournament.closeNoticeSeen']({ id: 1 });
    const log = (await h.api['activity.list']({ tournamentId: 1 })).filter(
      (i) => i.action === 'tournament.closeNoticeSeen',
    );
    expect(log).toHaveLength(1);
    // The tournament the default had closed says when; the arbiter may reopen it.
    expect(await h.api['tournament.time']({ id: 3 })).toMatchObject({
      phase: 'closed',
      closedAt: '2026-05-02T16:10:00.000Z',
      closeTurnedOff: true,
    });
    expect(await h.api['tournament.closedDraws']({ id: 3 })).toEqual([]);
  });
});
