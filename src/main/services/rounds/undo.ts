/**
 * The activity log and the undo of the last action where it is safe (PRODUCT.md): a result, a
 * ruled draw, a correction, a manual edit, an absence, a withdrawal, the pairing of a round
 * without results (and so the start), and before round 1 the registration of entrants and the
 * settings. Every undo checks that what
 * it puts back is still what the action left; anything else is refused with the reason.
 */
import type { GameResult } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import type { ActivityItem } from '../../../shared/api/activity';
import type { Db } from '../../db/connection';
import { listActivity, type ActivityEntry } from '../../db/repos/activity';
import { setAnnouncedAbsence, setGameResult } from '../../db/repos/rounds';
import { setWithdrawn } from '../../db/repos/start';
import { replaceRound } from './manual';
import type { Proposal } from './proposal';
import { refreshStatus, restoreRound } from './results';
import { findRound, loadState, requireRunning } from './state';
import { isCallUndo, undoCall } from './undo-registration';
import { unpairRound } from './unpair';
import { restoreOpening } from './opening';

const pairedRound = (summary: unknown): number => Number((summary as { round?: unknown } | null)?.round ?? 0);

export type Undo =
  | {
      kind: 'results';
      round: number;
      games: { gameId: number; before: GameResult | null; after: GameResult | null }[];
    }
  | {
      kind: 'correction';
      round: number;
      gameId: number;
      before: GameResult | null;
      after: GameResult;
      next: number | null;
      oldNext: Proposal | null;
      /** R11.2: the re-paired round was given a new opening; `before` comes back with the pairing. */
      opening?: { before: unknown; after: unknown };
    }
  | { kind: 'edit'; round: number; before: Proposal }
  | { kind: 'absence'; round: number; entrantId: number; before: boolean }
  | { kind: 'opening'; round: number; before: unknown; after: unknown }
  | { kind: 'withdraw'; entrantId: number; forfeited: { gameId: number; before: GameResult | null }[] };

const UNDO_KINDS = ['results', 'correction', 'edit', 'absence', 'withdraw', 'opening'];
const isUndo = (u: unknown): u is Undo =>
  typeof u === 'object' && u !== null && UNDO_KINDS.includes(String((u as { kind?: unknown }).kind));

const undoneIds = (log: ActivityEntry[]): Set<number> =>
  new Set(
    log
      .filter((a) => a.action === 'activity.undo')
      .map((a) => Number((a.summary as { undid?: unknown } | null)?.undid ?? 0)),
  );

/** The tournament's actions and the event's own (created, renamed, a rating list imported). */
export function listItems(db: Db, tournamentId: number, limit: number): ActivityItem[] {
  const log = listActivity(db).filter((a) => a.tournamentId === tournamentId || a.tournamentId === null);
  const undone = undoneIds(log);
  return log
    .reverse()
    .slice(0, limit)
    .map((a) => ({
      id: a.id,
      at: a.at,
      action: a.action,
      tournamentId: a.tournamentId,
      summary: a.summary,
      undone: undone.has(a.id),
    }));
}

function gameResult(db: Db, gameId: number): GameResult | null | undefined {
  const r = db.prepare('SELECT result FROM games WHERE id = ?').get(gameId) as
    { result: GameResult | null } | undefined;
  return r === undefined ? undefined : r.result;
}

function checkGames(db: Db, games: { gameId: number; after: GameResult | null }[]): void {
  for (const g of games) if (gameResult(db, g.gameId) !== g.after) throw new AppError('play:undoChanged', {});
}

/** Undoes the last action not yet undone; returns it for the log. */
export function undoLast(db: Db, tournamentId: number, now: Date): ActivityEntry {
  const log = listActivity(db, tournamentId);
  const undone = undoneIds(log);
  const target = [...log].reverse().find((a) => a.action !== 'activity.undo' && !undone.has(a.id));
  if (!target) throw new AppError('play:undoNothing', {});
  const u = target.undo;
  if (target.action === 'round.pairNext' || target.action === 'tournament.start') {
    // A round paired too early: unpaired while none of its results is entered (unpair.ts).
    const round = target.action === 'tournament.start' ? 1 : pairedRound(target.summary);
    unpairRound(db, tournamentId, round);
    return target;
  }
  if (isCallUndo(u)) {
    if (!undoCall(db, u, now)) throw new AppError('play:undoNotSupported', { action: target.action });
    return target;
  }
  if (!isUndo(u)) throw new AppError('play:undoNotSupported', { action: target.action });
  const s = requireRunning(loadState(db, tournamentId));
  const at = now.toISOString();
  switch (u.kind) {
    case 'results':
      checkGames(db, u.games);
      for (const g of u.games) setGameResult(db, g.gameId, g.before, at);
      refreshStatus(db, tournamentId, u.round);
      break;
    case 'correction':
      checkGames(db, [{ gameId: u.gameId, after: u.after }]);
      if (u.next !== null && u.oldNext) {
        const next = findRound(s, u.next);
        if (next.boards.some((b) => b.games.some((g) => g.result !== null)))
          throw new AppError('play:undoNextHasResults', { round: u.next });
      }
      setGameResult(db, u.gameId, u.before, at);
      // the re-paired round back as it was, on the points as they are again (R6.7)
      restoreRound(
        db,
        tournamentId,
        u.round,
        u.next !== null && u.oldNext
          ? { number: u.next, old: u.oldNext, ...(u.opening ? { opening: u.opening.before } : {}) }
          : null,
        now,
      );
      refreshStatus(db, tournamentId, u.round);
      break;
    case 'edit':
      if (u.round !== s.rounds.length) throw new AppError('play:undoNextPaired', { round: u.round });
      replaceRound(db, s, u.round, u.before, now);
      break;
    case 'absence':
      if (u.round <= s.rounds.length) throw new AppError('play:undoNextPaired', { round: u.round });
      setAnnouncedAbsence(db, tournamentId, u.round, u.entrantId, u.before);
      break;
    case 'opening':
      restoreOpening(db, tournamentId, u.round, u.before, u.after);
      break;
    case 'withdraw':
      if (s.rounds.length > (s.byId.get(u.entrantId)?.withdrawnAfterRound ?? 0))
        throw new AppError('play:undoNextPaired', { round: s.rounds.length });
      for (const f of u.forfeited) setGameResult(db, f.gameId, f.before, at);
      setWithdrawn(db, u.entrantId, null);
      {
        const last = s.rounds[s.rounds.length - 1];
        if (last) refreshStatus(db, tournamentId, last.number);
      }
      break;
  }
  return target;
}
