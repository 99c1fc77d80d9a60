import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../src/main/db/migrate';
import { initial } from '../../src/main/db/migrations/001_initial';
import { GAME_RESULTS, ROUND_ABSENCES } from '../../src/shared/domain';

let dir: string;
let db: Database.Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-001-'));
  db = new Database(join(dir, 'e.diagonal'));
  db.pragma('foreign_keys = ON');
  migrate(db, join(dir, 'e.diagonal'), [initial]);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const tournament = (over: Record<string, unknown> = {}) => ({
  event_id: 1,
  name: 'Open',
  variant: 'international',
  time_control_kind: 'classical',
  time_control: "90'+30''",
  scheduled_start: '2026-12-01T10:00',
  duration_minutes: 480,
  seats: 200,
  minimum: 4,
  threshold: 7,
  format_mode: 'automatic',
  two_legs: 0,
  extra_round: 0,
  opening_mode: 'free',
  rated: 1,
  point_system: '{}',
  created_at: 'now',
  ...over,
});
function insertTournament(over: Record<string, unknown> = {}): number {
  const row = tournament(over);
  const cols = Object.keys(row);
  const sql = `INSERT INTO tournaments (${cols.join(',')}) VALUES (${cols.map((c) => '@' + c).join(',')})`;
  return Number(db.prepare(sql).run(row).lastInsertRowid);
}

describe('migration 001 (initial schema)', () => {
  it('creates every table of the domain on an empty file', () => {
    const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    for (const t of [
      'events',
      'tournaments',
      'entrants',
      'rating_lists',
      'rating_entries',
      'rounds',
      'boards',
      'games',
      'round_absences',
      'activity_log',
    ])
      expect(names).toContain(t);
    const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").pluck().all();
    expect(indexes).toEqual(expect.arrayContaining(['rating_entries_search', 'rating_entries_player']));
    expect(db.pragma('user_version', { simple: true })).toBe(1);
  });

  it('stores a whole tournament: entrants, a round, a board with two legs, a bye and an absence', () => {
    db.prepare("INSERT INTO events (name, created_at) VALUES ('Event', 'now')").run();
    const t = insertTournament({ two_legs: 1 });
    const add = db.prepare(
      "INSERT INTO entrants (tournament_id, entry_no, name, created_at) VALUES (?, ?, ?, 'now')",
    );
    const [a, b, c, d] = [1, 2, 3, 4].map((n) => Number(add.run(t, n, `Player, ${n}`).lastInsertRowid));
    const r = Number(
      db.prepare("INSERT INTO rounds (tournament_id, number, paired_at) VALUES (?, 1, 'now')").run(t)
        .lastInsertRowid,
    );
    const board = Number(
      db
        .prepare('INSERT INTO boards (round_id, board_no, white_entrant, black_entrant) VALUES (?, 1, ?, ?)')
        .run(r, a, b).lastInsertRowid,
    );
    db.prepare(
      'INSERT INTO boards (round_id, board_no, white_entrant, black_entrant) VALUES (?, 2, ?, NULL)',
    ).run(r, c);
    const game = db.prepare('INSERT INTO games (board_id, leg, white, black, result) VALUES (?, ?, ?, ?, ?)');
    game.run(board, 1, a, b, 'white-wins');
    game.run(board, 2, b, a, 'draw');
    db.prepare("INSERT INTO round_absences (round_id, entrant_id, kind) VALUES (?, ?, 'absent')").run(r, d);
    expect(db.prepare('SELECT COUNT(*) FROM games').pluck().get()).toBe(2);
  });

  it('accepts every R8 result and every absence kind, and nothing else', () => {
    db.prepare("INSERT INTO events (name, created_at) VALUES ('Event', 'now')").run();
    const t = insertTournament();
    const e = db.prepare(
      "INSERT INTO entrants (tournament_id, entry_no, name, created_at) VALUES (?, ?, 'X', 'now')",
    );
    const a = Number(e.run(t, 1).lastInsertRowid);
    const b = Number(e.run(t, 2).lastInsertRowid);
    const r = Number(
      db.prepare("INSERT INTO rounds (tournament_id, number, paired_at) VALUES (?, 1, 'now')").run(t)
        .lastInsertRowid,
    );
    const board = Number(
      db
        .prepare('INSERT INTO boards (round_id, board_no, white_entrant, black_entrant) VALUES (?, 1, ?, ?)')
        .run(r, a, b).lastInsertRowid,
    );
    const g = Number(
      db.prepare('INSERT INTO games (board_id, leg, white, black) VALUES (?, 1, ?, ?)').run(board, a, b)
        .lastInsertRowid,
    );
    const set = db.prepare('UPDATE games SET result = ? WHERE id = ?');
    for (const result of GAME_RESULTS) set.run(result, g);
    expect(() => set.run('1-0', g)).toThrow(/CHECK/);
    const abs = db.prepare(
      'INSERT OR REPLACE INTO round_absences (round_id, entrant_id, kind) VALUES (?, ?, ?)',
    );
    for (const kind of ROUND_ABSENCES) abs.run(r, a, kind);
    expect(() => abs.run(r, a, 'holiday')).toThrow(/CHECK/);
  });

  it('refuses settings outside the rules and a program entrant (R1.2, R2.2, R12.1, R1.4)', () => {
    db.prepare("INSERT INTO events (name, created_at) VALUES ('Event', 'now')").run();
    expect(() => insertTournament({ seats: 201 })).toThrow(/CHECK/);
    expect(() => insertTournament({ threshold: 25 })).toThrow(/CHECK/);
    expect(() => insertTournament({ minimum: 10, seats: 8 })).toThrow(/CHECK/);
    expect(() => insertTournament({ rating_floor: 1050 })).toThrow(/CHECK/);
    const t = insertTournament();
    expect(() =>
      db
        .prepare(
          "INSERT INTO entrants (tournament_id, entry_no, name, is_program, created_at) VALUES (?, 1, 'Bot', 1, 'now')",
        )
        .run(t),
    ).toThrow(/CHECK/);
  });

  it('enforces foreign keys: no entrant of a missing tournament', () => {
    expect(() =>
      db
        .prepare(
          "INSERT INTO entrants (tournament_id, entry_no, name, created_at) VALUES (99, 1, 'X', 'now')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
  });
});
