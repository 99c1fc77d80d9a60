/** Results (R8), the R15 ruled draw, and corrections with the R6.7 re-pair. */
import type { GameResult } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import type { Repair } from '../../../shared/api/results';
import type { RoundView } from '../../../shared/api/rounds';
import type { Db } from '../../db/connection';
import {
  clearRound,
  setGameResult,
  setBoardPoints,
  setRoundOpening,
  setRoundStatus,
  type GameRow,
  type RoundRow,
} from '../../db/repos/rounds';
import { correctionImpact } from './correction-impact';
import { pairSwiss } from './pair-swiss';
import { pairLines, writeProposal, type Proposal } from './proposal';
import { setPlayStatus } from '../../db/repos/start';
import { findRound, isFinished, loadState, requireRunning, unfinishedGames, type Running } from './state';
import { pointsAfter, roundView } from './views';
import { refuseRulingBeforeClose } from './duration';
import { drawFor, isRoundOpening } from './opening';

export type GameRef = { tournamentId: number; round: number; board: number; leg: 1 | 2 };

function findGame(s: Running, ref: GameRef): { round: RoundRow; game: GameRow } {
  const round = findRound(s, ref.round);
  const board = round.boards.find((b) => b.boardNo === ref.board);
  if (!board)
    throw new AppError('play:noSuchBoard', {
      round: ref.round,
      board: ref.board,
      boards: round.boards.length,
    });
  if (board.black === null) throw new AppError('play:boardIsBye', { round: ref.round, board: ref.board });
  const game = board.games.find((g) => g.leg === ref.leg);
  if (!game) throw new AppError('play:noSuchLeg', { round: ref.round, board: ref.board, leg: ref.leg });
  return { round, game };
}

/**
 * Keeps `rounds.status` in step with the results (finished once every game has one) and the
 * tournament's status (finished once the last planned round is, running again when a result is
 * taken back). `s` is the state the caller already holds, with its changes made in memory too (a
 * result keystroke reads the file once).
 */
export function refreshStatus(db: Db, tournamentId: number, number: number, held?: Running): RoundView {
  return roundView(...refreshStatusOf(db, tournamentId, number, held));
}

function refreshStatusOf(db: Db, tournamentId: number, number: number, held?: Running): [Running, RoundRow] {
  const s = held ?? requireRunning(loadState(db, tournamentId));
  const r = findRound(s, number);
  const status = unfinishedGames(r) === 0 ? 'finished' : 'paired';
  if (r.status !== status) {
    setRoundStatus(db, r.id, status);
    r.status = status;
  }
  const play = isFinished(s, s.roundsPlanned) ? 'finished' : 'running';
  if (s.tournament.status !== play) {
    setPlayStatus(db, tournamentId, play);
    s.tournament = { ...s.tournament, status: play };
  }
  return [s, r];
}

export type ResultChange = {
  view: RoundView;
  gameId: number;
  before: GameResult | null;
  /** The state after the change, in memory: the standings of the same answer are computed from it. */
  state: Running;
};

/** A result of the latest round; an earlier round goes through `correctResult` (R6.7). */
export function setResult(db: Db, ref: GameRef, result: GameResult | null, now: Date): ResultChange {
  const s = requireRunning(loadState(db, ref.tournamentId));
  const { gameId, before } = setResultIn(db, s, ref, result, now);
  return { view: roundView(s, findRound(s, ref.round)), gameId, before, state: s };
}

/**
 * `setResult` on a state the caller holds (the results portal's batch of reports reads the file
 * once): the game's result and the round's and tournament's status are changed in `s` as in the
 * file. No view is built.
 */
export function setResultIn(
  db: Db,
  s: Running,
  ref: GameRef,
  result: GameResult | null,
  now: Date,
): { gameId: number; before: GameResult | null } {
  // R15.1, R8.5: one board ruled drawn (the r key) obeys the same time as the whole round.
  if (result === 'ruled-draw') refuseRulingBeforeClose(db, s.tournament, now);
  const { game } = findGame(s, ref);
  if (ref.round !== s.rounds.length)
    throw new AppError('play:useCorrection', { round: ref.round, latest: s.rounds.length });
  setGameResult(db, game.id, result, now.toISOString());
  const before = game.result;
  game.result = result;
  refreshStatusOf(db, ref.tournamentId, ref.round, s);
  return { gameId: game.id, before };
}

export function ruleRound(db: Db, tournamentId: number, number: number, now: Date) {
  const s = requireRunning(loadState(db, tournamentId));
  refuseRulingBeforeClose(db, s.tournament, now);
  const r = findRound(s, number);
  const open = r.boards.flatMap((b) => b.games.filter((g) => g.result === null).map((g) => g.id));
  if (open.length === 0) throw new AppError('play:nothingToRule', { round: number });
  for (const id of open) setGameResult(db, id, 'ruled-draw', now.toISOString());
  const [held] = refreshStatusOf(db, tournamentId, number);
  return { view: roundView(held, findRound(held, number)), ruled: open.length, games: open, state: held };
}

const asProposal = (r: RoundRow): Proposal => ({
  boards: r.boards.filter((b) => b.black !== null).map((b) => ({ white: b.white, black: b.black ?? 0 })),
  bye: r.boards.find((b) => b.black === null)?.white ?? null,
  absences: r.absences.filter((a) => a.kind !== 'bye'),
});

/** The state as it would be with `result` in game `gameId`, and rounds after `upTo` dropped. */
function withResult(s: Running, gameId: number, result: GameResult, upTo: number): Running {
  const rounds = s.rounds
    .filter((r) => r.number <= upTo)
    .map((r) => ({
      ...r,
      boards: r.boards.map((b) => ({
        ...b,
        games: b.games.map((g) => (g.id === gameId ? { ...g, result } : g)),
      })),
    }));
  return { ...s, rounds };
}

type Plan = {
  game: GameRow;
  next: RoundRow | null;
  old: Proposal | null;
  proposal: Proposal | null;
  repair: Repair | null;
  /** The points the re-paired round is paired on, with the corrected result. */
  points: Map<number, number> | null;
};

const withoutResult = (r: RoundRow) => r.boards.every((b) => b.games.every((g) => g.result === null));

/**
 * R6.7: the round a correction of round `k` re-pairs: the latest paired round, when it comes
 * after k and has no result yet. Rounds between them have results (a round is paired once the one
 * before it is complete), so their pairings stay; round k+1 itself when it is the latest.
 */
export function roundToRepair(s: Running, k: number): RoundRow | null {
  const last = s.rounds[s.rounds.length - 1];
  if (!last || last.number <= k || s.format !== 'swiss' || !withoutResult(last)) return null;
  return last;
}

/** R6.7: whether correcting round k re-pairs the latest round without results, and how. */
function plan(s: Running, ref: GameRef, result: GameResult): Plan {
  const { game } = findGame(s, ref);
  const next = roundToRepair(s, ref.round);
  if (!next) return { game, next, old: null, proposal: null, repair: null, points: null };
  const old = asProposal(next);
  // paired as round `next` would be now: every round before it, with the corrected result
  const basis = withResult(s, game.id, result, next.number - 1);
  const proposal = pairSwiss(basis, next.number, old.absences);
  const before = pairLines(s, old);
  const after = pairLines(s, proposal);
  const changed = JSON.stringify(before) !== JSON.stringify(after);
  const opening = isRoundOpening(next.opening) ? next.opening.moves : null;
  return {
    game,
    next,
    old,
    proposal,
    repair: { round: next.number, old: before, new: after, changed, opening },
    points: pointsAfter(basis, next.number - 1),
  };
}

export function previewCorrection(db: Db, ref: GameRef, result: GameResult) {
  const s = requireRunning(loadState(db, ref.tournamentId));
  const p = plan(s, ref, result);
  return { repair: p.repair, impact: correctionImpact(s, ref.round, p.game.result, result, p.repair) };
}

export type Correction = ResultChange & {
  repair: Repair | null;
  oldNext: Proposal | null;
  /** The re-paired round's opening when the arbiter asked for a new one (R11.2): old and new. */
  opening: { before: unknown; after: unknown } | null;
};

export function correctResult(
  db: Db,
  ref: GameRef,
  result: GameResult,
  confirm: boolean,
  now: Date,
  /** R11.2: the re-paired round keeps its drawn opening unless this asks for a new one. */
  newOpening = false,
): Correction {
  const s = requireRunning(loadState(db, ref.tournamentId));
  if (result === 'ruled-draw') refuseRulingBeforeClose(db, s.tournament, now);
  const p = plan(s, ref, result);
  const at = now.toISOString();
  const repairs = p.repair?.changed === true;
  if (repairs && !confirm)
    throw new AppError('play:confirmRepair', { round: p.repair?.round ?? 0 }, { repair: p.repair });
  setGameResult(db, p.game.id, result, at);
  let opening: Correction['opening'] = null;
  if (p.next && p.points && !repairs) repoint(db, p.next, p.points);
  if (repairs && p.next && p.proposal && p.points) {
    clearRound(db, p.next.id);
    writeProposal(db, s, p.proposal, { number: p.next.number, id: p.next.id }, at, p.points);
    if (newOpening && isRoundOpening(p.next.opening)) {
      const after = drawFor(s, p.next.number, [p.next.opening]);
      setRoundOpening(db, p.next.id, after);
      opening = { before: p.next.opening, after };
    }
  }
  const [held] = refreshStatusOf(db, ref.tournamentId, ref.round);
  return {
    view: roundView(held, findRound(held, ref.round)),
    state: held,
    gameId: p.game.id,
    before: p.game.result,
    repair: p.repair,
    oldNext: repairs ? p.old : null,
    opening,
  };
}

/** R6.7: a round re-paired into the same boards is paired on the new points all the same. */
function repoint(db: Db, r: RoundRow, points: Map<number, number>): void {
  for (const b of r.boards)
    if (b.black !== null)
      setBoardPoints(db, b.id, { white: points.get(b.white) ?? 0, black: points.get(b.black) ?? 0 });
}

/**
 * The undo of a correction, once the old result is back: a round it re-paired gets its old
 * pairing (and its opening, when a new one was drawn), paired on the points as they are again;
 * a round it re-paired into the same boards only gets those points back (R6.7).
 */
export function restoreRound(
  db: Db,
  tournamentId: number,
  corrected: number,
  repaired: { number: number; old: Proposal; opening?: unknown } | null,
  now: Date,
): void {
  const s = requireRunning(loadState(db, tournamentId));
  if (!repaired) {
    const r = roundToRepair(s, corrected);
    if (r) repoint(db, r, pointsAfter(s, r.number - 1));
    return;
  }
  const r = findRound(s, repaired.number);
  clearRound(db, r.id);
  writeProposal(
    db,
    s,
    repaired.old,
    { number: r.number, id: r.id },
    now.toISOString(),
    pointsAfter(s, r.number - 1),
  );
  if (repaired.opening !== undefined)
    setRoundOpening(db, r.id, isRoundOpening(repaired.opening) ? repaired.opening : null);
}
