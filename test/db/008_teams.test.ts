import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations/index';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-008-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 008: teams', () => {
  it('adds the team tables to a version-7 file; one player, one team; a match never against itself', () => {
    const path = join(dir, 'old.diagonal');
    createEventFile(path, { migrations: MIGRATIONS.slice(0, 7) }).close();
    const db = openEventFile(path, { migrations: MIGRATIONS.slice(0, 8) });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(8);
      db.exec(`
        INSERT INTO events (id, name, created_at) VALUES (1, 'E', 'now');
        INSERT INTO tournaments (id, event_id, name, variant, time_control_kind, time_control, scheduled_start,
          duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
          point_system, created_at)
        VALUES (1, 1, 'T', 'international', 'classical', '90', '2026-06-01T14:00', 60, 20, 4, 7, 'automatic',
          0, 0, 'free', 0, '{}', 'now');
        INSERT INTO team_settings (tournament_id, boards, match_win, match_draw, match_loss, seeding, unrated_rating,
          rounds, board_points) VALUES (1, 4, 3, 1, 0, 'rating', 1000, NULL, 'off');
        INSERT INTO entrants (id, tournament_id, entry_no, name, created_at) VALUES (1, 1, 1, 'X', 'now');
        INSERT INTO teams (id, tournament_id, entry_no, name, created_at) VALUES (1, 1, 1, 'A', 'now'), (2, 1, 2, 'B', 'now');
        INSERT INTO team_players (entrant_id, team_id, position) VALUES (1, 1, 1);
        INSERT INTO rounds (id, tournament_id, number, paired_at) VALUES (1, 1, 1, 'now');`);
      expect(() =>
        db.exec('INSERT INTO team_players (entrant_id, team_id, position) VALUES (1, 2, 1)'),
      ).toThrow(/UNIQUE/);
      expect(() =>
        db.exec('INSERT INTO team_matches (round_id, match_no, home_team, away_team) VALUES (1, 1, 1, 1)'),
      ).toThrow(/CHECK/);
      expect(() =>
        db.exec(`INSERT INTO team_settings (tournament_id, boards, match_win, match_draw, match_loss, seeding,
          unrated_rating, rounds, board_points) VALUES (2, 4, 1, 1, 0, 'rating', 1000, NULL, 'off')`),
      ).toThrow(/CHECK/);
      expect(() => db.exec("UPDATE teams SET left_kind = 'abandon' WHERE id = 1")).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });
});
