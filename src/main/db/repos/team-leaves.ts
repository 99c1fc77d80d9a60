import type { Db } from '../connection';
import type { GameResult } from '../../../shared/domain';

/** A team's abandon or forfeit as stored (migration 024), with what it wrote. */
export type LeaveGame = { id: number; board: number; result: GameResult };
export type TeamLeaveRecord = {
  id: number;
  tournamentId: number;
  teamId: number;
  kind: 'abandon' | 'forfeit';
  afterRound: number;
  by: 'arbiter' | 'captain';
  channel: 'link' | 'code' | null;
  phone: string | null;
  matchId: number | null;
  matchNo: number | null;
  games: LeaveGame[];
  at: string;
  undoneAt: string | null;
};
export type NewTeamLeave = Omit<TeamLeaveRecord, 'id' | 'undoneAt'>;

type Row = {
  id: number;
  tournament_id: number;
  team_id: number;
  kind: 'abandon' | 'forfeit';
  after_round: number;
  declared_by: 'arbiter' | 'captain';
  channel: 'link' | 'code' | null;
  phone: string | null;
  match_id: number | null;
  match_no: number | null;
  games: string;
  at: string;
  undone_at: string | null;
};

const toLeave = (r: Row): TeamLeaveRecord => ({
  id: r.id,
  tournamentId: r.tournament_id,
  teamId: r.team_id,
  kind: r.kind,
  afterRound: r.after_round,
  by: r.declared_by,
  channel: r.channel,
  phone: r.phone,
  matchId: r.match_id,
  matchNo: r.match_no,
  games: JSON.parse(r.games) as LeaveGame[],
  at: r.at,
  undoneAt: r.undone_at,
});

export function insertTeamLeave(db: Db, l: NewTeamLeave): number {
  const info = db
    .prepare(
      `INSERT INTO team_leaves (tournament_id, team_id, kind, after_round, declared_by, channel, phone,
         match_id, match_no, games, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      l.tournamentId,
      l.teamId,
      l.kind,
      l.afterRound,
      l.by,
      l.channel,
      l.phone,
      l.matchId,
      l.matchNo,
      JSON.stringify(l.games),
      l.at,
    );
  return Number(info.lastInsertRowid);
}

/** The team's latest leave not undone, if any. */
export const liveLeaveOf = (db: Db, teamId: number): TeamLeaveRecord | null => {
  const r = db
    .prepare('SELECT * FROM team_leaves WHERE team_id = ? AND undone_at IS NULL ORDER BY id DESC LIMIT 1')
    .get(teamId) as Row | undefined;
  return r ? toLeave(r) : null;
};

/** The tournament's leaves not undone, oldest first. */
export const liveLeaves = (db: Db, tournamentId: number): TeamLeaveRecord[] =>
  (
    db
      .prepare('SELECT * FROM team_leaves WHERE tournament_id = ? AND undone_at IS NULL ORDER BY id')
      .all(tournamentId) as Row[]
  ).map(toLeave);

export const markLeaveUndone = (db: Db, id: number, at: string): void =>
  void db.prepare('UPDATE team_leaves SET undone_at = ? WHERE id = ?').run(at, id);

/** The team is in again: no longer marked as left (R10.2 undone). */
export const clearTeamLeft = (db: Db, teamId: number): void =>
  void db.prepare('UPDATE teams SET left_kind = NULL, left_after_round = NULL WHERE id = ?').run(teamId);
