import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/db/migrations/index';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-011-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const setup = `INSERT INTO events (name, created_at) VALUES ('E', 'now');
  INSERT INTO tournaments (event_id, name, variant, time_control_kind, time_control, scheduled_start,
    duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
    point_system, unplayed_policy, created_at)
  VALUES (1, 'T', 'international', 'classical', '90', '2026-05-02T10:00', 480, 200, 4, 7, 'automatic', 0, 0,
    'free', 1, '${JSON.stringify(DEFAULT_SETTINGS.pointSystem)}', 'recorded', 'now');
  INSERT INTO entrants (tournament_id, entry_no, name, created_at) VALUES (1, 1, 'Anna', 'now');
  INSERT INTO portal_tokens (id, tournament_id, entrant_id, token_hash, kind, created_at)
    VALUES (5, 1, 1, 'h5', 'invitation', 'now');
  INSERT INTO portal_reports (id, tournament_id, round_number, unit_no, side, entrant_id, token_id, request_key,
    kind, results, at) VALUES (9, 1, 1, 2, 0, 1, 5, 'key-0001', 'result', '["draw"]', '2026-05-02T10:30:00.000Z');`;

describe('migration 011: portal tokens and reports of team captains (R16.2)', () => {
  it("keeps a version-10 file's tokens and reports, ids and links, and admits a team's in their place", () => {
    const path = join(dir, 'old.diagonal');
    const old = createEventFile(path, { migrations: MIGRATIONS.slice(0, 10) });
    old.exec(setup);
    old.close();
    const db = openEventFile(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      expect(db.prepare('SELECT id, entrant_id, team_id, token_hash FROM portal_tokens').all()).toEqual([
        { id: 5, entrant_id: 1, team_id: null, token_hash: 'h5' },
      ]);
      expect(
        db.prepare('SELECT id, entrant_id, team_id, token_id, results FROM portal_reports').all(),
      ).toEqual([{ id: 9, entrant_id: 1, team_id: null, token_id: 5, results: '["draw"]' }]);
      // The reports still follow their token: deleting it deletes them (the reference was carried over).
      expect(db.pragma('foreign_key_check')).toEqual([]);
      db.exec(`INSERT INTO teams (tournament_id, entry_no, name, created_at) VALUES (1, 1, 'Team A', 'now')`);
      db.prepare(
        "INSERT INTO portal_tokens (tournament_id, team_id, token_hash, kind, created_at) VALUES (1, 1, 'h6', 'invitation', 'now')",
      ).run();
      // Exactly one holder: an entrant or a team, never both, never neither.
      expect(() =>
        db
          .prepare(
            "INSERT INTO portal_tokens (tournament_id, entrant_id, team_id, token_hash, kind, created_at) VALUES (1, 1, 1, 'h7', 'invitation', 'now')",
          )
          .run(),
      ).toThrow(/CHECK/);
      expect(() =>
        db
          .prepare(
            "INSERT INTO portal_tokens (tournament_id, token_hash, kind, created_at) VALUES (1, 'h8', 'invitation', 'now')",
          )
          .run(),
      ).toThrow(/CHECK/);
      db.exec('DELETE FROM portal_tokens WHERE id = 5');
      expect(db.prepare('SELECT COUNT(*) FROM portal_reports').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });
});
