import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/db/migrations/index';
import { getTournament, updateTournamentSettings } from '../../src/main/db/repos/tournaments';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-007-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const POINTS = JSON.stringify({
  win: 2,
  draw: 1,
  loss: 0,
  forfeitWin: 2,
  forfeitLoss: 0,
  bye: 2,
  halfBye: 1,
  zeroBye: 0,
  fullBye: 2,
  scale: 1,
});

describe('migration 007: the FIDE edition of unplayed rounds (R9.4)', () => {
  it('reads a tournament saved the FIDE way before 2026 as the 2023 edition, and stores 2026', () => {
    const path = join(dir, 'old.diagonal');
    const old = createEventFile(path, { migrations: MIGRATIONS.slice(0, 6) });
    old.exec(`INSERT INTO events (name, created_at) VALUES ('E', 'now');
      INSERT INTO tournaments (event_id, name, variant, time_control_kind, time_control, scheduled_start,
        duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
        point_system, unplayed_policy, created_at)
      VALUES (1, 'T', 'international', 'classical', '90', '2026-12-05T10:00', 480, 200, 4, 7, 'automatic', 0, 0,
        'free', 1, '${POINTS}', 'fide-2023', 'now'),
             (1, 'U', 'international', 'classical', '90', '2026-12-05T10:00', 480, 200, 4, 7, 'automatic', 0, 0,
        'free', 1, '${POINTS}', 'recorded', 'now');`);
    old.close();

    // Opened by this version: every later step runs too, as on an arbiter's computer.
    const db = openEventFile(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      const first = getTournament(db, 1);
      expect(first?.settings.unplayedPolicy).toBe('fide-2023');
      expect(getTournament(db, 2)?.settings.unplayedPolicy).toBe('recorded');
      if (!first) throw new Error('no tournament');
      updateTournamentSettings(db, 1, { ...first.settings, unplayedPolicy: 'fide-2026' });
      expect(getTournament(db, 1)?.settings.unplayedPolicy).toBe('fide-2026');
      expect(() => db.prepare("UPDATE tournaments SET fide_edition = '2024' WHERE id = 1").run()).toThrow(
        /CHECK/,
      );
    } finally {
      db.close();
    }
  });
});
