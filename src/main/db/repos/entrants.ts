import type { Db } from '../connection';
import type { Entrant, EntrantFields } from '../../../shared/api/entrants';

type Row = {
  id: number;
  tournament_id: number;
  entry_no: number;
  start_no: number | null;
  name: string;
  rating: number | null;
  title: Entrant['title'];
  federation: string | null;
  rating_id: string | null;
  birth_year: number | null;
  sex: Entrant['sex'];
  club: string | null;
  present: number;
  withdrawn_after_round: number | null;
};

const toEntrant = (r: Row): Entrant => ({
  id: r.id,
  tournamentId: r.tournament_id,
  entryNo: r.entry_no,
  startNo: r.start_no,
  name: r.name,
  rating: r.rating,
  title: r.title,
  federation: r.federation,
  ratingId: r.rating_id,
  birthYear: r.birth_year,
  sex: r.sex,
  club: r.club,
  present: r.present === 1,
  withdrawnAfterRound: r.withdrawn_after_round,
});

const params = (f: EntrantFields) => ({
  name: f.name,
  rating: f.rating,
  title: f.title,
  federation: f.federation,
  rating_id: f.ratingId,
  birth_year: f.birthYear,
  sex: f.sex,
  club: f.club,
  present: f.present ? 1 : 0,
});

export function insertEntrant(db: Db, tournamentId: number, f: EntrantFields, at: string): number {
  const next = db
    .prepare('SELECT COALESCE(MAX(entry_no), 0) + 1 AS n FROM entrants WHERE tournament_id = ?')
    .get(tournamentId) as { n: number };
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO entrants (tournament_id, entry_no, name, rating, title, federation, rating_id, birth_year,
         sex, club, present, created_at)
       VALUES (@tournament_id, @entry_no, @name, @rating, @title, @federation, @rating_id, @birth_year,
         @sex, @club, @present, @created_at)`,
    )
    .run({ ...params(f), tournament_id: tournamentId, entry_no: next.n, created_at: at });
  return Number(lastInsertRowid);
}

export function updateEntrant(db: Db, id: number, f: EntrantFields): void {
  db.prepare(
    `UPDATE entrants SET name = @name, rating = @rating, title = @title, federation = @federation,
       rating_id = @rating_id, birth_year = @birth_year, sex = @sex, club = @club, present = @present
     WHERE id = @id`,
  ).run({ ...params(f), id });
}

export function deleteEntrant(db: Db, id: number): void {
  db.prepare('DELETE FROM entrants WHERE id = ?').run(id);
}

export function getEntrant(db: Db, id: number): Entrant | null {
  const row = db.prepare('SELECT * FROM entrants WHERE id = ?').get(id) as Row | undefined;
  return row ? toEntrant(row) : null;
}

/** In registration order (the renderer sorts for display). */
export function listEntrants(db: Db, tournamentId: number): Entrant[] {
  const rows = db
    .prepare('SELECT * FROM entrants WHERE tournament_id = ? ORDER BY entry_no')
    .all(tournamentId);
  return (rows as Row[]).map(toEntrant);
}

/** Registered, present and still playing (a withdrawn entrant is no longer present, R10.2), withdrawn. */
export function countEntrants(
  db: Db,
  tournamentId: number,
): { all: number; present: number; withdrawn: number } {
  return db
    .prepare(
      `SELECT COUNT(*) AS "all",
              COALESCE(SUM(present AND withdrawn_after_round IS NULL), 0) AS present,
              COALESCE(SUM(withdrawn_after_round IS NOT NULL), 0) AS withdrawn
         FROM entrants WHERE tournament_id = ?`,
    )
    .get(tournamentId) as { all: number; present: number; withdrawn: number };
}

/** R1.5: entrants with this rating-list ID in other tournaments of the file. */
export function entrantsWithRatingId(
  db: Db,
  ratingId: string,
  exceptTournament: number,
): { tournamentId: number; name: string }[] {
  return db
    .prepare(
      'SELECT tournament_id AS tournamentId, name FROM entrants WHERE rating_id = ? AND tournament_id != ?',
    )
    .all(ratingId, exceptTournament) as { tournamentId: number; name: string }[];
}
