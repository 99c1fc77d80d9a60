import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations/index';
import { getDuration } from '../../src/main/db/repos/duration';
import { getTournament, insertTournament } from '../../src/main/db/repos/tournaments';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-010-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 010: the announced duration of a tournament in rounds (R15.1)', () => {
  it('leaves a tournament written before it running as it did, and keeps the close for new ones', () => {
    const path = join(dir, 'old.diagonal');
    const old = createEventFile(path, { migrations: MIGRATIONS.slice(0, 9) });
    old.exec(`INSERT INTO events (name, created_at) VALUES ('E', 'now');
      INSERT INTO tournaments (event_id, name, variant, time_control_kind, time_control, scheduled_start,
        duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
        point_system, unplayed_policy, created_at)
      VALUES (1, 'T', 'international', 'classical', '90', '2026-05-02T10:00', 480, 200, 4, 7, 'automatic', 0, 0,
        'free', 1, '${JSON.stringify(DEFAULT_SETTINGS.pointSystem)}', 'recorded', 'now');`);
    old.close();

    const db = openEventFile(path);
    try {
      // Its schedule was never enforced and may be history: the close stays off.
      expect(getTournament(db, 1)?.settings.closeAtEnd).toBe(false);
      expect(getDuration(db, 1)).toMatchObject({ extensionMinutes: 0, closedAt: null });
      // A tournament whose arbiter turns the close on keeps it (since 012 it is off by default).
      const id = insertTournament(
        db,
        1,
        { ...DEFAULT_SETTINGS, name: 'New', scheduledStart: '2026-12-05T10:00', closeAtEnd: true },
        'now',
      );
      expect(getTournament(db, id)?.settings.closeAtEnd).toBe(true);
      expect(() => db.prepare('UPDATE tournaments SET extension_minutes = -5 WHERE id = 1').run()).toThrow(
        /CHECK/,
      );
    } finally {
      db.close();
    }
  });
});
