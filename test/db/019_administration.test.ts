import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations/index';
import { getTournament } from '../../src/main/db/repos/tournaments';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-019-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('019: the administrative fields', () => {
  it('gives a tournament of an older file empty ones, its printed dates the paired days', () => {
    const path = join(dir, 'old.diagonal');
    const before = MIGRATIONS.findIndex((m) => m.version === 19);
    const old = createEventFile(path, { migrations: MIGRATIONS.slice(0, before) });
    old.exec(`INSERT INTO events (name, created_at) VALUES ('E', 'now');
      INSERT INTO tournaments (id, event_id, name, variant, time_control_kind, time_control, scheduled_start,
        duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
        point_system, unplayed_policy, created_at)
      VALUES (1, 1, 'Open', 'international', 'classical', '90', '2026-05-02T10:00', 480, 200, 4, 7, 'automatic',
        0, 0, 'free', 1, '${JSON.stringify(DEFAULT_SETTINGS.pointSystem)}', 'recorded', 'now');`);
    old.close();
    const db = openEventFile(path);
    try {
      expect(getTournament(db, 1)?.settings).toMatchObject({
        name: 'Open',
        deputies: '',
        organiser: '',
        federation: '',
        startDate: null,
        endDate: null,
        notes: '',
      });
    } finally {
      db.close();
    }
  });
});
