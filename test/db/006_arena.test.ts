import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations/index';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-006-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 006: arenas', () => {
  it('adds the arena tables to a version-5 file; a game is ended exactly when it has a result', () => {
    const path = join(dir, 'old.diagonal');
    createEventFile(path, { migrations: MIGRATIONS.slice(0, 5) }).close();
    const db = openEventFile(path, { migrations: MIGRATIONS.slice(0, 6) });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(6);
      db.exec(`
        INSERT INTO events (id, name, created_at) VALUES (1, 'E', 'now');
        INSERT INTO tournaments (id, event_id, kind, name, variant, time_control_kind, time_control, scheduled_start,
          duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
          point_system, created_at)
        VALUES (1, 1, 'arena', 'A', 'international', 'blitz', '3+2', '2026-06-01T14:00', 60, 20, 4, 7, 'automatic',
          0, 0, 'free', 0, '{}', 'now');
        INSERT INTO entrants (id, tournament_id, entry_no, name, created_at) VALUES (1, 1, 1, 'X', 'now'), (2, 1, 2, 'Y', 'now');
        INSERT INTO arena_settings (tournament_id, base_seconds, increment_seconds) VALUES (1, 180, 2);`);
      const add = db.prepare(
        `INSERT INTO arena_games (tournament_id, board, white_id, black_id, started_at, ended_at, result)
         VALUES (1, 1, ?, ?, 't', ?, ?)`,
      );
      expect(() => add.run(1, 2, 'end', null)).toThrow(/CHECK/);
      expect(() => add.run(1, 2, null, 'draw')).toThrow(/CHECK/);
      expect(() => add.run(1, 1, null, null)).toThrow(/CHECK/);
      expect(() => add.run(1, 2, 'end', 'ruled-draw')).not.toThrow();
    } finally {
      db.close();
    }
  });
});
