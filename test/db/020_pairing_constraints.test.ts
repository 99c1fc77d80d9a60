import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/db/migrations/index';
import { getTournament } from '../../src/main/db/repos/tournaments';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-020-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 020: forbidden pairs and accelerated rounds (issue 30)', () => {
  it('keeps a tournament written before it unaccelerated and without forbidden pairs', () => {
    const path = join(dir, 'old.diagonal');
    const old = createEventFile(path, { migrations: MIGRATIONS.filter((m) => m.version < 20) });
    old.exec(`INSERT INTO events (name, created_at) VALUES ('E', 'now');
      INSERT INTO tournaments (event_id, name, variant, time_control_kind, time_control, scheduled_start,
        duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
        point_system, unplayed_policy, created_at)
      VALUES (1, 'T', 'international', 'classical', '90', '2026-05-02T10:00', 480, 200, 4, 7, 'automatic', 0, 0,
        'free', 1, '${JSON.stringify(DEFAULT_SETTINGS.pointSystem)}', 'recorded', 'now');
      INSERT INTO entrants (tournament_id, entry_no, name, present, created_at)
        VALUES (1, 1, 'A, A', 1, 'now'), (1, 2, 'B, B', 1, 'now');`);
    old.close();

    const db = openEventFile(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      expect(getTournament(db, 1)?.settings.acceleration).toBe('none');
      expect(db.prepare('SELECT COUNT(*) AS n FROM forbidden_pairs').get()).toEqual({ n: 0 });
      expect(() => db.prepare("UPDATE tournaments SET acceleration = 'fast' WHERE id = 1").run()).toThrow(
        /CHECK/,
      );
      // The smaller id first, and a range that ends before it starts is no range.
      expect(() =>
        db
          .prepare('INSERT INTO forbidden_pairs (tournament_id, entrant_a, entrant_b) VALUES (1, 2, 1)')
          .run(),
      ).toThrow(/CHECK/);
      expect(() =>
        db
          .prepare(
            'INSERT INTO forbidden_pairs (tournament_id, entrant_a, entrant_b, first_round, last_round) VALUES (1, 1, 2, 3, 2)',
          )
          .run(),
      ).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });
});
