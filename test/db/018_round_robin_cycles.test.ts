import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/db/migrations/index';
import { getTournament, insertTournament } from '../../src/main/db/repos/tournaments';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-018-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 018: the cycles of a round robin (R7, double round robin)', () => {
  it('keeps a tournament written before it a single round robin, and stores two cycles for new ones', () => {
    const path = join(dir, 'old.diagonal');
    const before = MIGRATIONS.filter((m) => m.version < 18);
    const old = createEventFile(path, { migrations: before });
    old.exec(`INSERT INTO events (name, created_at) VALUES ('E', 'now');
      INSERT INTO tournaments (event_id, name, variant, time_control_kind, time_control, scheduled_start,
        duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
        point_system, unplayed_policy, created_at)
      VALUES (1, 'T', 'international', 'classical', '90', '2026-05-02T10:00', 480, 200, 4, 7, 'automatic', 0, 0,
        'free', 1, '${JSON.stringify(DEFAULT_SETTINGS.pointSystem)}', 'recorded', 'now');`);
    old.close();

    const db = openEventFile(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      expect(getTournament(db, 1)?.settings.roundRobinCycles).toBe(1);
      const id = insertTournament(
        db,
        1,
        { ...DEFAULT_SETTINGS, name: 'Club', scheduledStart: '2026-12-05T10:00', roundRobinCycles: 2 },
        'now',
      );
      expect(getTournament(db, id)?.settings.roundRobinCycles).toBe(2);
      expect(() => db.prepare('UPDATE tournaments SET round_robin_cycles = 3 WHERE id = 1').run()).toThrow(
        /CHECK/,
      );
    } finally {
      db.close();
    }
  });
});
