import type { Db } from '../connection';
import type { Colour, GameResult } from '../../../shared/domain';
import type { TeamSettings } from '../../../shared/teams';

/** Team events as stored (migration 008). */
export type TeamRecord = {
  id: number;
  tournamentId: number;
  entryNo: number;
  /** The team's starting number (R16.1's initial seed), fixed at the start; null before it. */
  seed: number | null;
  name: string;
  club: string | null;
  federation: string | null;
  captain: string | null;
  left: { kind: 'abandon' | 'forfeit'; afterRound: number } | null;
};
export type TeamFieldsRecord = Pick<TeamRecord, 'name' | 'club' | 'federation' | 'captain'>;
export type MemberRecord = { entrantId: number; teamId: number; position: number };
export type TeamGameRecord = {
  id: number;
  board: number;
  homeColour: Colour;
  homePlayer: number;
  awayPlayer: number;
  result: GameResult | null;
};
export type MatchRecord = {
  id: number;
  roundId: number;
  round: number;
  matchNo: number;
  home: number;
  away: number | null;
  forfeitedBy: number | null;
  games: TeamGameRecord[];
};

export function getTeamSettings(db: Db, tournamentId: number): TeamSettings | null {
  const r = db.prepare('SELECT * FROM team_settings WHERE tournament_id = ?').get(tournamentId) as
    Record<string, number | string | null> | undefined;
  if (!r) return null;
  return {
    boards: Number(r.boards),
    matchPoints: { win: Number(r.match_win), draw: Number(r.match_draw), loss: Number(r.match_loss) },
    seeding: r.seeding as TeamSettings['seeding'],
    unratedRating: Number(r.unrated_rating),
    rounds: r.rounds === null ? null : Number(r.rounds),
    boardPoints: r.board_points as TeamSettings['boardPoints'],
  };
}

export function saveTeamSettings(db: Db, tournamentId: number, s: TeamSettings): void {
  db.prepare(
    `INSERT INTO team_settings (tournament_id, boards, match_win, match_draw, match_loss, seeding, unrated_rating,
       rounds, board_points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (tournament_id) DO UPDATE SET boards = excluded.boards, match_win = excluded.match_win,
       match_draw = excluded.match_draw, match_loss = excluded.match_loss, seeding = excluded.seeding,
       unrated_rating = excluded.unrated_rating, rounds = excluded.rounds, board_points = excluded.board_points`,
  ).run(
    tournamentId,
    s.boards,
    s.matchPoints.win,
    s.matchPoints.draw,
    s.matchPoints.loss,
    s.seeding,
    s.unratedRating,
    s.rounds,
    s.boardPoints,
  );
}

export const isTeamTournament = (db: Db, tournamentId: number): boolean =>
  db.prepare('SELECT 1 FROM team_settings WHERE tournament_id = ?').get(tournamentId) !== undefined;

type TeamRow = {
  id: number;
  tournament_id: number;
  entry_no: number;
  seed: number | null;
  name: string;
  club: string | null;
  federation: string | null;
  captain: string | null;
  left_kind: 'abandon' | 'forfeit' | null;
  left_after_round: number | null;
};
const toTeam = (r: TeamRow): TeamRecord => ({
  id: r.id,
  tournamentId: r.tournament_id,
  entryNo: r.entry_no,
  seed: r.seed,
  name: r.name,
  club: r.club,
  federation: r.federation,
  captain: r.captain,
  left:
    r.left_kind && r.left_after_round !== null ? { kind: r.left_kind, afterRound: r.left_after_round } : null,
});

export const listTeamRecords = (db: Db, tournamentId: number): TeamRecord[] =>
  (
    db.prepare('SELECT * FROM teams WHERE tournament_id = ? ORDER BY entry_no').all(tournamentId) as TeamRow[]
  ).map(toTeam);

export function getTeamRecord(db: Db, id: number): TeamRecord | null {
  const r = db.prepare('SELECT * FROM teams WHERE id = ?').get(id) as TeamRow | undefined;
  return r ? toTeam(r) : null;
}

export function insertTeam(db: Db, tournamentId: number, f: TeamFieldsRecord, at: string): number {
  const next = db
    .prepare('SELECT COALESCE(MAX(entry_no), 0) + 1 AS n FROM teams WHERE tournament_id = ?')
    .get(tournamentId) as { n: number };
  return Number(
    db
      .prepare(
        `INSERT INTO teams (tournament_id, entry_no, name, club, federation, captain, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(tournamentId, next.n, f.name, f.club, f.federation, f.captain, at).lastInsertRowid,
  );
}

export function updateTeam(db: Db, id: number, f: TeamFieldsRecord): void {
  db.prepare('UPDATE teams SET name = ?, club = ?, federation = ?, captain = ? WHERE id = ?').run(
    f.name,
    f.club,
    f.federation,
    f.captain,
    id,
  );
}

export const deleteTeam = (db: Db, id: number): void =>
  void db.prepare('DELETE FROM teams WHERE id = ?').run(id);

/** Entry numbers double as the arbiter's seeding order before the start. */
export function setEntryOrder(db: Db, tournamentId: number, order: readonly number[]): void {
  const shift = db.prepare('UPDATE teams SET entry_no = -entry_no WHERE tournament_id = ?');
  shift.run(tournamentId);
  const set = db.prepare('UPDATE teams SET entry_no = ? WHERE id = ?');
  order.forEach((id, i) => set.run(i + 1, id));
}

export function setTeamStartNumbers(db: Db, tournamentId: number, order: readonly number[]): void {
  db.prepare('UPDATE teams SET seed = NULL WHERE tournament_id = ?').run(tournamentId);
  const set = db.prepare('UPDATE teams SET seed = ? WHERE id = ?');
  order.forEach((id, i) => set.run(i + 1, id));
}

export function setTeamLeft(db: Db, id: number, kind: 'abandon' | 'forfeit', afterRound: number): void {
  db.prepare('UPDATE teams SET left_kind = ?, left_after_round = ? WHERE id = ?').run(kind, afterRound, id);
}

export const listMembers = (db: Db, tournamentId: number): MemberRecord[] =>
  db
    .prepare(
      `SELECT p.entrant_id AS entrantId, p.team_id AS teamId, p.position FROM team_players p
       JOIN teams t ON t.id = p.team_id WHERE t.tournament_id = ? ORDER BY p.team_id, p.position`,
    )
    .all(tournamentId) as MemberRecord[];

export function teamOfPlayer(db: Db, entrantId: number): number | null {
  const r = db.prepare('SELECT team_id FROM team_players WHERE entrant_id = ?').get(entrantId) as
    { team_id: number } | undefined;
  return r?.team_id ?? null;
}

/** Rewrites a roster's order (positions 1..n), `order` being every member's entrant id. */
export function setRoster(db: Db, teamId: number, order: readonly number[]): void {
  db.prepare('DELETE FROM team_players WHERE team_id = ?').run(teamId);
  const ins = db.prepare('INSERT INTO team_players (entrant_id, team_id, position) VALUES (?, ?, ?)');
  order.forEach((id, i) => ins.run(id, teamId, i + 1));
}

export function listLineups(
  db: Db,
  tournamentId: number,
): { teamId: number; round: number; board: number; entrantId: number }[] {
  return db
    .prepare(
      `SELECT l.team_id AS teamId, l.round_number AS round, l.board, l.entrant_id AS entrantId FROM team_lineups l
       JOIN teams t ON t.id = l.team_id WHERE t.tournament_id = ? ORDER BY l.team_id, l.round_number, l.board`,
    )
    .all(tournamentId) as { teamId: number; round: number; board: number; entrantId: number }[];
}

export function saveLineup(db: Db, teamId: number, round: number, players: readonly number[] | null): void {
  db.prepare('DELETE FROM team_lineups WHERE team_id = ? AND round_number = ?').run(teamId, round);
  if (!players) return;
  const ins = db.prepare(
    'INSERT INTO team_lineups (team_id, round_number, board, entrant_id) VALUES (?, ?, ?, ?)',
  );
  players.forEach((id, i) => ins.run(teamId, round, i + 1, id));
}

export function loadMatches(db: Db, tournamentId: number): MatchRecord[] {
  const ms = (
    db
      .prepare(
        `SELECT m.id, m.round_id, r.number, m.match_no, m.home_team, m.away_team, m.forfeited_by FROM team_matches m
         JOIN rounds r ON r.id = m.round_id WHERE r.tournament_id = ? ORDER BY r.number, m.match_no`,
      )
      .all(tournamentId) as {
      id: number;
      round_id: number;
      number: number;
      match_no: number;
      home_team: number;
      away_team: number | null;
      forfeited_by: number | null;
    }[]
  ).map((m): MatchRecord => ({
    id: m.id,
    roundId: m.round_id,
    round: m.number,
    matchNo: m.match_no,
    home: m.home_team,
    away: m.away_team,
    forfeitedBy: m.forfeited_by,
    games: [],
  }));
  const byId = new Map(ms.map((m) => [m.id, m]));
  const games = db
    .prepare(
      `SELECT g.id, g.match_id, g.board, g.home_colour, g.home_player, g.away_player, g.result FROM team_games g
       JOIN team_matches m ON m.id = g.match_id JOIN rounds r ON r.id = m.round_id
       WHERE r.tournament_id = ? ORDER BY g.match_id, g.board`,
    )
    .all(tournamentId) as {
    id: number;
    match_id: number;
    board: number;
    home_colour: Colour;
    home_player: number;
    away_player: number;
    result: GameResult | null;
  }[];
  for (const g of games)
    byId.get(g.match_id)?.games.push({
      id: g.id,
      board: g.board,
      homeColour: g.home_colour,
      homePlayer: g.home_player,
      awayPlayer: g.away_player,
      result: g.result,
    });
  return ms;
}

export function insertMatch(
  db: Db,
  roundId: number,
  matchNo: number,
  home: number,
  away: number | null,
  forfeitedBy: number | null,
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO team_matches (round_id, match_no, home_team, away_team, forfeited_by) VALUES (?, ?, ?, ?, ?)',
      )
      .run(roundId, matchNo, home, away, forfeitedBy).lastInsertRowid,
  );
}

export function insertTeamGame(
  db: Db,
  matchId: number,
  g: Omit<TeamGameRecord, 'id'>,
  at: string | null,
): void {
  db.prepare(
    `INSERT INTO team_games (match_id, board, home_colour, home_player, away_player, result, entered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(matchId, g.board, g.homeColour, g.homePlayer, g.awayPlayer, g.result, g.result === null ? null : at);
}

export function setTeamGameResult(db: Db, gameId: number, result: GameResult | null, at: string): void {
  db.prepare('UPDATE team_games SET result = ?, entered_at = ? WHERE id = ?').run(
    result,
    result === null ? null : at,
    gameId,
  );
}

export function setGamePlayer(db: Db, gameId: number, side: 'home' | 'away', entrantId: number): void {
  db.prepare(`UPDATE team_games SET ${side === 'home' ? 'home_player' : 'away_player'} = ? WHERE id = ?`).run(
    entrantId,
    gameId,
  );
}

export function setForfeitedBy(db: Db, matchId: number, teamId: number | null): void {
  db.prepare('UPDATE team_matches SET forfeited_by = ? WHERE id = ?').run(teamId, matchId);
}

export const deleteMatchesOfRound = (db: Db, roundId: number): void =>
  void db.prepare('DELETE FROM team_matches WHERE round_id = ?').run(roundId);
