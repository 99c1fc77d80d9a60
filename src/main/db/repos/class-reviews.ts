import type { Db } from '../connection';
import type { ClassReviews, OpeningClass } from '../../../shared/openings/tables';

type Row = { opening_number: number; degree: number; favoured: 'first' | 'second' | null };

/** R11.4: the classes the arbiter reviewed for a tournament, by opening number. */
export function classReviewsOf(db: Db, tournamentId: number): ClassReviews {
  const rows = db
    .prepare(
      'SELECT opening_number, degree, favoured FROM opening_class_reviews WHERE tournament_id = ? ORDER BY opening_number',
    )
    .all(tournamentId) as Row[];
  return Object.fromEntries(rows.map((r) => [r.opening_number, { degree: r.degree, favoured: r.favoured }]));
}

/** Sets the reviewed class, or removes the review (`null`: the table's class again). */
export function setClassReview(
  db: Db,
  tournamentId: number,
  number: number,
  c: OpeningClass | null,
  at: string,
): void {
  if (c === null) {
    db.prepare('DELETE FROM opening_class_reviews WHERE tournament_id = ? AND opening_number = ?').run(
      tournamentId,
      number,
    );
    return;
  }
  db.prepare(
    `INSERT INTO opening_class_reviews (tournament_id, opening_number, degree, favoured, reviewed_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (tournament_id, opening_number) DO UPDATE SET
       degree = excluded.degree, favoured = excluded.favoured, reviewed_at = excluded.reviewed_at`,
  ).run(tournamentId, number, c.degree, c.degree === 0 ? null : c.favoured, at);
}
