/**
 * The one place that writes activity rows (dispatch after each mutation, and the services that
 * write their own: the portal's requests, a rating import, a new event file), and what a handler
 * puts in its activity row so that the log can name who and which board later,
 * in the arbiter's language (the shapes: src/shared/api/activity-detail.ts). Starting numbers and
 * board numbers, never ids, are what the screen shows; the ids stay for the record.
 */
import type { LoggedEntrant } from '../../shared/api/activity-detail';
import type { Entrant } from '../../shared/api/entrants';
import type { EntrantRef, RoundEdit, RoundView } from '../../shared/api/rounds';
import type { Db } from '../db/connection';
import { insertActivity, type NewActivity } from '../db/repos/activity';

/** One activity row, in the caller's transaction, stamped with the action's time. */
export function logActivity(db: Db, now: Date, row: Omit<NewActivity, 'at'>): number {
  return insertActivity(db, { ...row, at: now.toISOString() });
}

export const entrantLog = (e: Entrant) => ({
  entrant: e.id,
  name: e.name,
  startNo: e.startNo,
  federation: e.federation,
  rating: e.rating,
});

export const named = (e: Pick<EntrantRef, 'name' | 'startNo'>): LoggedEntrant => ({
  name: e.name,
  startNo: e.startNo,
});

/** Who had White and who Black in one game of a board (R5.1: leg 2 has the colours reversed). */
export function gameSides(
  view: RoundView,
  board: number,
  leg: number,
): { white: LoggedEntrant; black: LoggedEntrant } | Record<string, never> {
  const b = view.boards.find((x) => x.boardNo === board);
  const g = b?.games.find((x) => x.leg === leg);
  if (!b || !g) return {};
  const [white, black] = g.whiteId === b.white.id ? [b.white, b.black] : [b.black, b.white];
  return { white: named(white), black: named(black) };
}

/** Everyone in a round (boards, bye, absences), by id: to name the entrants an edit moved. */
export function editedEntrants(view: RoundView, edit: RoundEdit): Record<string, LoggedEntrant> {
  const all = new Map<number, EntrantRef>();
  for (const b of view.boards) for (const e of [b.white, b.black]) all.set(e.id, e);
  if (view.bye) all.set(view.bye.id, view.bye);
  for (const a of view.absences) all.set(a.entrant.id, a.entrant);
  const ids = edit.kind === 'swap' ? [edit.a, edit.b] : edit.kind === 'pair' ? [edit.white, edit.black] : [];
  const out: Record<string, LoggedEntrant> = {};
  for (const id of ids) {
    const e = all.get(id);
    if (e) out[String(id)] = named(e);
  }
  return out;
}
