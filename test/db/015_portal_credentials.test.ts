import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFile, openEventFile } from '../../src/main/db/connection';
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/db/migrations/index';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-015-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// A version-11 file: Anna's invitation (token 5) and a password login of Bartosz (token 6), each
// with a report on board 2.
const setup = `INSERT INTO events (name, created_at) VALUES ('E', 'now');
  INSERT INTO tournaments (event_id, name, variant, time_control_kind, time_control, scheduled_start,
    duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
    point_system, unplayed_policy, created_at)
  VALUES (1, 'T', 'international', 'classical', '90', '2026-05-02T10:00', 480, 200, 4, 7, 'automatic', 0, 0,
    'free', 1, '${JSON.stringify(DEFAULT_SETTINGS.pointSystem)}', 'recorded', 'now');
  INSERT INTO entrants (tournament_id, entry_no, name, created_at) VALUES (1, 1, 'Anna', 'now'), (1, 2, 'Bartosz', 'now');
  INSERT INTO portal_tokens (id, tournament_id, entrant_id, token_hash, kind, created_at)
    VALUES (5, 1, 1, 'h5', 'invitation', 'now'), (6, 1, 2, 'h6', 'password', 'now');
  INSERT INTO portal_reports (id, tournament_id, round_number, unit_no, side, entrant_id, token_id, request_key,
    kind, results, at) VALUES
    (9, 1, 1, 2, 0, 1, 5, 'key-0001', 'result', '["draw"]', '2026-05-02T10:30:00.000Z'),
    (10, 1, 1, 2, 1, 2, 6, 'key-0002', 'result', '["draw"]', '2026-05-02T10:31:00.000Z');`;

const MIGRATIONS_BEFORE_015 = MIGRATIONS.filter((m) => m.version < 15);

describe('migration 015: personal codes, and how each report came (R16.2-R16.3)', () => {
  it("keeps a version-11 file's tokens and reports, and says each old report came by link or by password", () => {
    const path = join(dir, 'old.diagonal');
    const old = createEventFile(path, { migrations: MIGRATIONS_BEFORE_015 });
    old.exec(setup);
    old.close();
    const db = openEventFile(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      expect(
        db.prepare('SELECT id, entrant_id, kind, code_hash, invitation_id FROM portal_tokens').all(),
      ).toEqual([
        { id: 5, entrant_id: 1, kind: 'invitation', code_hash: null, invitation_id: null },
        { id: 6, entrant_id: 2, kind: 'password', code_hash: null, invitation_id: null },
      ]);
      expect(
        db
          .prepare('SELECT id, token_id, channel, credential, phone, address, results FROM portal_reports')
          .all(),
      ).toEqual([
        {
          id: 9,
          token_id: 5,
          channel: 'link',
          credential: 5,
          phone: null,
          address: null,
          results: '["draw"]',
        },
        {
          id: 10,
          token_id: 6,
          channel: 'password',
          credential: 6,
          phone: null,
          address: null,
          results: '["draw"]',
        },
      ]);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      // A code session belongs to an invitation, and only a code session does.
      db.prepare(
        "INSERT INTO portal_tokens (tournament_id, entrant_id, token_hash, kind, invitation_id, created_at) VALUES (1, 1, 'h7', 'code', 5, 'now')",
      ).run();
      expect(() =>
        db
          .prepare(
            "INSERT INTO portal_tokens (tournament_id, entrant_id, token_hash, kind, created_at) VALUES (1, 1, 'h8', 'code', 'now')",
          )
          .run(),
      ).toThrow(/CHECK/);
      expect(() =>
        db
          .prepare(
            "INSERT INTO portal_tokens (tournament_id, entrant_id, token_hash, kind, code_hash, created_at) VALUES (1, 1, 'h9', 'password', 'x', 'now')",
          )
          .run(),
      ).toThrow(/CHECK/);
      expect(() =>
        db
          .prepare(
            `INSERT INTO portal_reports (tournament_id, round_number, unit_no, side, entrant_id, token_id, channel,
               credential, request_key, kind, at) VALUES (1, 1, 2, 0, 1, 5, 'email', 5, 'key-0003', 'contest', 'now')`,
          )
          .run(),
      ).toThrow(/CHECK/);
      // Deleting the invitation deletes its code sessions and the reports that came through it.
      db.exec('DELETE FROM portal_tokens WHERE id = 5');
      expect(db.prepare('SELECT id FROM portal_tokens ORDER BY id').pluck().all()).toEqual([6]);
      expect(db.prepare('SELECT id FROM portal_reports').pluck().all()).toEqual([10]);
    } finally {
      db.close();
    }
  });
});
