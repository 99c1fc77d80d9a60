import type { Db } from '../connection';
import type { Colour, Format } from '../../../shared/domain';

/** What the start decided and drew (001 columns of `tournaments`, R2.3, R6.4, R7.2). */
export type StartRecord = {
  format: Format | null;
  roundsPlanned: number | null;
  /** JSON as stored: the decision with its reason and notes. */
  decision: unknown;
  seed: number | null;
  initialColour: Colour | null;
  startedAt: string | null;
};

export function getStart(db: Db, tournamentId: number): StartRecord {
  const r = db
    .prepare(
      'SELECT format, rounds_planned, format_decision, lot_seed, initial_colour, started_at FROM tournaments WHERE id = ?',
    )
    .get(tournamentId) as
    | {
        format: Format | null;
        rounds_planned: number | null;
        format_decision: string | null;
        lot_seed: string | null;
        initial_colour: Colour | null;
        started_at: string | null;
      }
    | undefined;
  return {
    format: r?.format ?? null,
    roundsPlanned: r?.rounds_planned ?? null,
    decision: r?.format_decision ? (JSON.parse(r.format_decision) as unknown) : null,
    seed: r?.lot_seed ? Number(r.lot_seed) : null,
    initialColour: r?.initial_colour ?? null,
    startedAt: r?.started_at ?? null,
  };
}

export function saveStart(
  db: Db,
  tournamentId: number,
  s: {
    status: 'running' | 'cancelled';
    format: Format | null;
    rounds: number;
    decision: unknown;
    seed: number | null;
    initialColour: Colour | null;
    at: string;
  },
): void {
  db.prepare(
    `UPDATE tournaments SET status = ?, format = ?, rounds_planned = ?, format_decision = ?, lot_seed = ?,
       initial_colour = ?, started_at = ? WHERE id = ?`,
  ).run(
    s.status,
    s.format,
    s.rounds,
    JSON.stringify(s.decision),
    s.seed === null ? null : String(s.seed),
    s.initialColour,
    s.at,
    tournamentId,
  );
}

/**
 * Running or finished, as the results say (services/rounds/state.ts `isFinished`). A tournament the
 * announced duration closed (R15.1, `closed_at`) stays finished: a correction does not reopen it.
 */
export function setPlayStatus(db: Db, tournamentId: number, status: 'running' | 'finished'): void {
  db.prepare(
    `UPDATE tournaments SET status = CASE WHEN closed_at IS NULL THEN ? ELSE 'finished' END
       WHERE id = ? AND status IN ('running', 'finished')`,
  ).run(status, tournamentId);
}

/** Starting numbers in one go: cleared first, so the UNIQUE (tournament_id, start_no) never trips. */
export function setStartNumbers(
  db: Db,
  tournamentId: number,
  numbers: readonly { id: number; startNo: number }[],
): void {
  db.prepare('UPDATE entrants SET start_no = NULL WHERE tournament_id = ?').run(tournamentId);
  const stmt = db.prepare('UPDATE entrants SET start_no = ? WHERE id = ?');
  for (const n of numbers) stmt.run(n.startNo, n.id);
}

export function setWithdrawn(db: Db, entrantId: number, afterRound: number | null): void {
  db.prepare('UPDATE entrants SET withdrawn_after_round = ? WHERE id = ?').run(afterRound, entrantId);
}

/** The start taken back: registration again, the decision, lots and starting numbers cleared. */
export function clearStart(db: Db, tournamentId: number): void {
  db.prepare(
    `UPDATE tournaments SET status = 'registration', format = NULL, rounds_planned = NULL,
       format_decision = NULL, lot_seed = NULL, initial_colour = NULL, started_at = NULL WHERE id = ?`,
  ).run(tournamentId);
  db.prepare('UPDATE entrants SET start_no = NULL WHERE tournament_id = ?').run(tournamentId);
}
