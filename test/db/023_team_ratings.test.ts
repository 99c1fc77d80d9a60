import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/db/migrations/index';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-023-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('023: team ratings, seeding by team rating', () => {
  it('keeps the team settings of a file at 022 and lets them seed by team rating', () => {
    const path = join(dir, 'old.diagonal');
    const before = MIGRATIONS.findIndex((m) => m.version === 23);
    expect(MIGRATIONS[before - 1]?.version).toBe(22);
    const old = createEventFile(path, { migrations: MIGRATIONS.slice(0, before) });
    old.exec(`INSERT INTO events (id, name, created_at) VALUES (1, 'Event', '2026-12-01');
      INSERT INTO tournaments (id, event_id, name, variant, time_control_kind, time_control, scheduled_start,
        duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
        point_system, created_at)
      VALUES (1, 1, 'Cup', 'international', 'classical', '{}', '2026-12-05T10:00', 240, 40, 4, 7, 'automatic',
        0, 0, 'free', 1, '{}', '2026-12-01');`);
    old.prepare(`INSERT INTO team_settings VALUES (1, 4, 3, 1, 0, 'arbiter', 1000, 5, 'last')`).run();
    expect(() => old.prepare(`UPDATE team_settings SET seeding = 'team-rating'`).run()).toThrow(/CHECK/);
    old.close();
    const db = openEventFile(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      expect(db.prepare('SELECT * FROM team_settings').get()).toEqual({
        tournament_id: 1,
        boards: 4,
        match_win: 3,
        match_draw: 1,
        match_loss: 0,
        seeding: 'arbiter',
        unrated_rating: 1000,
        rounds: 5,
        board_points: 'last',
      });
      db.prepare(`UPDATE team_settings SET seeding = 'team-rating'`).run();
      expect(db.prepare('SELECT seeding FROM team_settings').get()).toEqual({ seeding: 'team-rating' });
      db.prepare(
        `INSERT INTO team_ratings VALUES ('dc villeurbanne', 'DC Villeurbanne', 612, 20, 'x')`,
      ).run();
      expect(() => db.prepare(`INSERT INTO team_ratings VALUES ('a', 'A', 612, -1, 'x')`).run()).toThrow(
        /CHECK/,
      );
    } finally {
      db.close();
    }
  });
});
