import type { Db } from '../connection';

/**
 * R15.1 for a tournament in rounds (010, 012): the close by the clock, when it closed the
 * tournament, and whether the screens still have to say that the close was turned off for it.
 */
export type DurationRecord = { extensionMinutes: number; closedAt: string | null; closeNotice: boolean };

export function getDuration(db: Db, tournamentId: number): DurationRecord {
  const r = db
    .prepare('SELECT extension_minutes, closed_at, close_notice FROM tournaments WHERE id = ?')
    .get(tournamentId) as
    { extension_minutes: number; closed_at: string | null; close_notice: number } | undefined;
  return {
    extensionMinutes: r?.extension_minutes ?? 0,
    closedAt: r?.closed_at ?? null,
    closeNotice: r?.close_notice === 1,
  };
}

/** The close by the clock and its announced end, changed on their own at any time (R15.1). */
export function setClose(
  db: Db,
  tournamentId: number,
  closeAtEnd: boolean,
  announcedEnd: string | null,
): void {
  db.prepare('UPDATE tournaments SET close_at_end = ?, announced_end = ? WHERE id = ?').run(
    closeAtEnd ? 1 : 0,
    announcedEnd,
    tournamentId,
  );
}

/** The announced duration closed the tournament: finished from now on, whatever is corrected. */
export function closeByDuration(db: Db, tournamentId: number, at: string): void {
  db.prepare("UPDATE tournaments SET closed_at = ?, status = 'finished' WHERE id = ?").run(at, tournamentId);
}

/** The arbiter reopened a tournament the clock closed; its status follows the results again. */
export function clearClosed(db: Db, tournamentId: number): void {
  db.prepare('UPDATE tournaments SET closed_at = NULL WHERE id = ?').run(tournamentId);
}

/** The screens said that the close was turned off (migration 012); they say it once. */
export function clearCloseNotice(db: Db, tournamentId: number): void {
  db.prepare('UPDATE tournaments SET close_notice = 0 WHERE id = ?').run(tournamentId);
}

/** A game the close ruled drawn: its result is a ruled draw entered at the close's own instant. */
export type ClosedDrawRow = {
  gameId: number;
  round: number;
  match: number | null;
  board: number;
  leg: number;
  white: string;
  black: string;
};

export function closedDraws(db: Db, tournamentId: number, closedAt: string): ClosedDrawRow[] {
  const games = db
    .prepare(
      `SELECT g.id AS gameId, r.number AS round, NULL AS match, b.board_no AS board, g.leg AS leg,
              w.name AS white, k.name AS black
         FROM games g JOIN boards b ON b.id = g.board_id JOIN rounds r ON r.id = b.round_id
         JOIN entrants w ON w.id = g.white JOIN entrants k ON k.id = g.black
        WHERE r.tournament_id = ? AND g.result = 'ruled-draw' AND g.entered_at = ?`,
    )
    .all(tournamentId, closedAt) as ClosedDrawRow[];
  const boards = db
    .prepare(
      `SELECT g.id AS gameId, r.number AS round, m.match_no AS match, g.board AS board, 1 AS leg,
              CASE g.home_colour WHEN 'white' THEN h.name ELSE a.name END AS white,
              CASE g.home_colour WHEN 'white' THEN a.name ELSE h.name END AS black
         FROM team_games g JOIN team_matches m ON m.id = g.match_id JOIN rounds r ON r.id = m.round_id
         JOIN entrants h ON h.id = g.home_player JOIN entrants a ON a.id = g.away_player
        WHERE r.tournament_id = ? AND g.result = 'ruled-draw' AND g.entered_at = ?`,
    )
    .all(tournamentId, closedAt) as ClosedDrawRow[];
  const order = (x: ClosedDrawRow) => [x.round, x.match ?? 0, x.board, x.leg];
  return [...games, ...boards].sort((x, y) => {
    const a = order(x);
    const b = order(y);
    return a.reduce((d, v, i) => d || v - (b[i] ?? 0), 0);
  });
}
