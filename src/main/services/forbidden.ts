/**
 * Forbidden pairs (issue 30): entrants the arbiter keeps apart, for all rounds or a range. The
 * Swiss honours them as absolutely as a rematch (C.04.3 C1, services/rounds/pair-swiss.ts).
 */
import { AppError } from '../../shared/errors';
import type { ForbiddenPair } from '../../shared/api/forbidden';
import type { Entrant } from '../../shared/api/entrants';
import type { Db } from '../db/connection';
import { listEntrants } from '../db/repos/entrants';
import {
  deleteForbidden,
  getForbidden,
  insertForbidden,
  listForbidden,
  type ForbiddenRow,
} from '../db/repos/forbidden';
import { loadEntrant } from './entrants';
import { loadTournament } from './tournaments';

const side = (e: Entrant | undefined, id: number) => ({
  id,
  name: e?.name ?? '',
  startNo: e?.startNo ?? null,
});

function toPair(r: ForbiddenRow, byId: Map<number, Entrant>): ForbiddenPair {
  return {
    id: r.id,
    tournamentId: r.tournament_id,
    a: side(byId.get(r.entrant_a), r.entrant_a),
    b: side(byId.get(r.entrant_b), r.entrant_b),
    firstRound: r.first_round,
    lastRound: r.last_round,
  };
}

export function listForbiddenPairs(db: Db, tournamentId: number): ForbiddenPair[] {
  loadTournament(db, tournamentId);
  const byId = new Map(listEntrants(db, tournamentId).map((e) => [e.id, e]));
  return listForbidden(db, tournamentId).map((r) => toPair(r, byId));
}

/** Whether a stored pair holds in `round`. */
export const holdsIn = (r: Pick<ForbiddenRow, 'first_round' | 'last_round'>, round: number): boolean =>
  r.first_round <= round && (r.last_round === null || round <= r.last_round);

export function addForbiddenPair(
  db: Db,
  input: { tournamentId: number; a: number; b: number; firstRound: number; lastRound: number | null },
): ForbiddenPair {
  const t = loadTournament(db, input.tournamentId);
  if (t.settings.formatMode === 'force-round-robin')
    throw new AppError('forbiddenNotSwiss', { name: t.settings.name });
  const a = loadEntrant(db, input.a);
  const b = loadEntrant(db, input.b);
  if (a.id === b.id) throw new AppError('forbiddenSelf', { name: a.name });
  for (const e of [a, b])
    if (e.tournamentId !== t.id)
      throw new AppError('forbiddenOtherTournament', { name: e.name, tournament: t.settings.name });
  const { firstRound, lastRound } = input;
  if (lastRound !== null && lastRound < firstRound)
    throw new AppError('forbiddenRounds', { first: firstRound, last: lastRound });
  const [lo, hi] = a.id < b.id ? [a, b] : [b, a];
  const overlaps = listForbidden(db, t.id).find(
    (r) =>
      r.entrant_a === lo.id &&
      r.entrant_b === hi.id &&
      (r.last_round === null || r.last_round >= firstRound) &&
      (lastRound === null || r.first_round <= lastRound),
  );
  if (overlaps) throw new AppError('forbiddenDuplicate', { a: lo.name, b: hi.name });
  const id = insertForbidden(db, {
    tournament_id: t.id,
    entrant_a: lo.id,
    entrant_b: hi.id,
    first_round: firstRound,
    last_round: lastRound,
  });
  const row = getForbidden(db, id);
  if (!row) throw new Error('addForbiddenPair: row not written');
  return toPair(row, new Map([a, b].map((e) => [e.id, e])));
}

export function removeForbiddenPair(db: Db, id: number): ForbiddenPair {
  const row = getForbidden(db, id);
  if (!row) throw new AppError('forbiddenNotFound', { id });
  const byId = new Map(listEntrants(db, row.tournament_id).map((e) => [e.id, e]));
  deleteForbidden(db, id);
  return toPair(row, byId);
}
