import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../../src/main/db/connection';
import { MIGRATIONS } from '../../../src/main/db/migrations/index';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-003-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 003: absences announced before a round is paired', () => {
  it('upgrades a version 2 file and keeps one absence per entrant and round', () => {
    const path = join(dir, 'old.diagonal');
    createEventFile(path, { migrations: MIGRATIONS.slice(0, 2) }).close();
    const db = openEventFile(path, { migrations: MIGRATIONS.slice(0, 3) });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(3);
      db.exec(`INSERT INTO events (name, created_at) VALUES ('E', 'now');
        INSERT INTO tournaments (event_id, name, variant, time_control_kind, time_control, scheduled_start,
          duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
          point_system, created_at)
        VALUES (1, 'T', 'international', 'classical', '90', '2026-12-05T10:00', 480, 200, 4, 7, 'automatic', 0, 0,
          'free', 1, '{}', 'now');
        INSERT INTO entrants (tournament_id, entry_no, name, created_at) VALUES (1, 1, 'A', 'now');`);
      const add = db.prepare(
        'INSERT OR IGNORE INTO announced_absences (tournament_id, round_number, entrant_id) VALUES (1, ?, 1)',
      );
      add.run(2);
      add.run(2);
      add.run(3);
      expect(db.prepare('SELECT round_number FROM announced_absences ORDER BY 1').pluck().all()).toEqual([
        2, 3,
      ]);
      expect(() =>
        db
          .prepare(
            'INSERT INTO announced_absences (tournament_id, round_number, entrant_id) VALUES (1, 0, 1)',
          )
          .run(),
      ).toThrow(/CHECK/);
      // Removing the entrant (before round 1, R1.3) takes its announcements with it.
      db.prepare('DELETE FROM entrants WHERE id = 1').run();
      expect(db.prepare('SELECT COUNT(*) FROM announced_absences').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });
});
