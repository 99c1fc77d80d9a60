/**
 * Unpairing the latest round (a latecomer arrives after the round was paired): while no result of
 * the round has been entered, the round goes and can be paired again. Unpairing round 1 takes the
 * start back too: registration is open again until round 1 is paired (R1.3), so the latecomer can
 * be registered, and the next start decides the format and draws the lots anew (R2, R6.4, R7.2).
 */
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/connection';
import { deleteRound, dropKeptOpening, keepOpening, type RoundRow } from '../../db/repos/rounds';
import { clearStart, setPlayStatus } from '../../db/repos/start';
import type { RoundOpening } from '../../engine/openings/draw';
import { leftOut } from './proposal';
import { latestRound, loadState, requireRunning, type Running } from './state';

/** A drawn opening as stored with a round (opening.ts reads it the same way; it imports this file). */
const drawn = (o: unknown): o is RoundOpening =>
  typeof o === 'object' && o !== null && Array.isArray((o as RoundOpening).moves);

export type Unpaired = {
  round: number;
  boards: number;
  registration: boolean;
  /** R11.2: the moves of the drawn opening kept for the round's next pairing, or null. */
  kept: string[] | null;
};

/**
 * Results entered on a round since it was paired. A round-robin game against an entrant left out
 * of the round (announced absent or withdrawn before it, R10) is scored by the pairing itself.
 */
export function enteredResults(s: Running, r: RoundRow): number {
  const out = new Set([...leftOut(s, r.number), ...r.absences].map((a) => a.entrantId));
  let n = 0;
  for (const b of r.boards)
    for (const g of b.games) if (g.result !== null && !out.has(g.white) && !out.has(g.black)) n += 1;
  return n;
}

/**
 * Refused unless `round` is the latest round and nothing was entered in it since its pairing.
 * R11.2: its drawn opening is kept for the round's next pairing, unless `newOpening`.
 */
export function unpairRound(db: Db, tournamentId: number, round: number, newOpening = false): Unpaired {
  const s = loadState(db, tournamentId);
  // R2.1: a start that cancelled the tournament paired nothing; taking it back reopens registration.
  if (s.tournament.status === 'cancelled' && round === 1 && s.rounds.length === 0) {
    clearStart(db, tournamentId);
    return { round, boards: 0, registration: true, kept: null };
  }
  const run = requireRunning(s);
  const last = latestRound(run);
  if (!last || last.number !== round)
    throw new AppError('play:unpairNotLatest', { round, latest: last?.number ?? 0 });
  const entered = enteredResults(run, last);
  if (entered > 0) throw new AppError('play:unpairHasResults', { round, count: entered });
  const withdrawn = run.entrants.find((e) => e.withdrawnAfterRound === round);
  if (withdrawn)
    // R10.2: the withdrawal scored this round's game; it is undone first, or it would be lost.
    throw new AppError('play:unpairWithdrawn', { round, name: withdrawn.name });
  const boards = last.boards.length;
  const settings = run.tournament.settings;
  const kept = !newOpening && drawn(last.opening) ? last.opening : null;
  if (kept) keepOpening(db, tournamentId, round, kept, settings);
  else dropKeptOpening(db, tournamentId, round);
  deleteRound(db, last.id);
  if (round === 1) {
    clearStart(db, tournamentId);
    return { round, boards, registration: true, kept: kept?.moves ?? null };
  }
  // a round robin round of forfeits only finishes as it is paired (R10): running again without it
  setPlayStatus(db, tournamentId, 'running');
  return { round, boards, registration: false, kept: kept?.moves ?? null };
}
