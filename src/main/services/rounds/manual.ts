/**
 * Manual edits of a generated pairing (R6.6): swap two entrants, exchange colours on a board,
 * pair two entrants on a board. Every edit is checked; a rematch (R6.2), a forbidden pair of this
 * round (issue 30), a third same colour in a row, a colour difference beyond 2 or a second bye
 * (R4.3) is a warning the arbiter confirms.
 */
import { holdsIn } from '../forbidden';
import { AppError } from '../../../shared/errors';
import type { RoundEdit, RoundView, Warning } from '../../../shared/api/rounds';
import { scoreSheet } from '../../engine/sheet';
import type { Db } from '../../db/connection';
import { clearRound } from '../../db/repos/rounds';
import { writeProposal, type Proposal } from './proposal';
import { toSheet } from './sheet';
import { entrantOf, findRound, loadState, requireRunning, type Running } from './state';
import { pointsAfter, roundView } from './views';

/** Slot -1 is the bye; otherwise [board index, 0 for White | 1 for Black]. */
type Slot = [number, 0 | 1] | -1;

/** The round as an editable proposal, results kept with their boards. */
function current(s: Running, number: number): Proposal {
  const r = findRound(s, number);
  return {
    boards: r.boards
      .filter((b) => b.black !== null)
      .map((b) => ({ white: b.white, black: b.black ?? 0, results: b.games.map((g) => g.result) })),
    bye: r.boards.find((b) => b.black === null)?.white ?? null,
    absences: r.absences.filter((a) => a.kind !== 'bye'),
  };
}

function slotOf(p: Proposal, id: number): Slot {
  if (p.bye === id) return -1;
  for (const [i, b] of p.boards.entries()) {
    if (b.white === id) return [i, 0];
    if (b.black === id) return [i, 1];
  }
  throw new AppError('play:notInRound', { id });
}

const get = (p: Proposal, s: Slot): number =>
  s === -1 ? (p.bye ?? 0) : s[1] === 0 ? (p.boards[s[0]]?.white ?? 0) : (p.boards[s[0]]?.black ?? 0);

function put(p: Proposal, s: Slot, id: number): void {
  if (s === -1) p.bye = id;
  else {
    const b = p.boards[s[0]];
    if (b) p.boards[s[0]] = s[1] === 0 ? { ...b, white: id } : { ...b, black: id };
  }
}

function swap(p: Proposal, a: number, b: number): void {
  const sa = slotOf(p, a);
  const sb = slotOf(p, b);
  put(p, sa, b);
  put(p, sb, a);
}

function boardIndex(p: Proposal, board: number): number {
  if (board < 1 || board > p.boards.length)
    throw new AppError('play:noSuchBoard', { board, boards: p.boards.length });
  return board - 1;
}

function apply(p: Proposal, edit: RoundEdit): Proposal {
  const out: Proposal = { ...p, boards: p.boards.map((b) => ({ ...b })) };
  if (edit.kind === 'swap') swap(out, edit.a, edit.b);
  else if (edit.kind === 'colours') {
    const i = boardIndex(out, edit.board);
    const b = out.boards[i];
    if (b) out.boards[i] = { ...b, white: b.black, black: b.white };
  } else {
    if (edit.white === edit.black) throw new AppError('play:pairSelf', {});
    const i = boardIndex(out, edit.board);
    swap(out, get(out, [i, 0]), edit.white);
    swap(out, get(out, [i, 1]), edit.black);
  }
  return out;
}

const changedBoards = (before: Proposal, after: Proposal): number[] =>
  after.boards.flatMap((b, i) => {
    const o = before.boards[i];
    return o && o.white === b.white && o.black === b.black ? [] : [i];
  });

/** Whether the arbiter keeps these two apart in this round (a forbidden pair, issue 30). */
const isForbidden = (s: Running, number: number, a: number, b: number): boolean =>
  s.forbidden.some(
    (f) =>
      holdsIn(f, number) &&
      ((f.entrant_a === a && f.entrant_b === b) || (f.entrant_a === b && f.entrant_b === a)),
  );

function warnings(s: Running, number: number, before: Proposal, after: Proposal): Warning[] {
  const scores = new Map(scoreSheet(toSheet(s, number - 1)).map((x) => [x.startNo, x]));
  const history = (id: number) => scores.get(entrantOf(s, id).startNo ?? 0)?.rounds ?? [];
  const name = (id: number) => entrantOf(s, id).name;
  const out: Warning[] = [];
  for (const i of changedBoards(before, after)) {
    const b = after.boards[i];
    if (!b) continue;
    const board = i + 1;
    const black = entrantOf(s, b.black).startNo ?? 0;
    // R6.2: a played game is a meeting; a forfeit is not.
    const met = history(b.white).find(
      (r) => r.kind === 'board' && r.opponent === black && r.games.some((g) => g.played),
    );
    if (met)
      out.push({
        code: 'rematch',
        params: { board, white: name(b.white), black: name(b.black), round: met.round },
      });
    if (isForbidden(s, number, b.white, b.black))
      out.push({ code: 'forbidden', params: { board, white: name(b.white), black: name(b.black) } });
    if (s.decision.gamesPerRound === 2) continue; // R5.3: both colours every round
    for (const [id, colour] of [
      [b.white, 'white'],
      [b.black, 'black'],
    ] as const) {
      const colours = history(id).flatMap((r) =>
        r.kind === 'board' ? r.games.filter((g) => g.played).map((g) => g.colour) : [],
      );
      const last2 = colours.slice(-2);
      if (last2.length === 2 && last2.every((c) => c === colour))
        out.push({
          code: colour === 'white' ? 'thirdWhite' : 'thirdBlack',
          params: { board, name: name(id) },
        });
      const whites = colours.filter((c) => c === 'white').length + (colour === 'white' ? 1 : 0);
      const blacks = colours.length + 1 - whites;
      if (Math.abs(whites - blacks) > 2)
        out.push({ code: 'colourDifference', params: { board, name: name(id), whites, blacks } });
    }
  }
  if (after.bye !== null && after.bye !== before.bye) {
    const ps = s.tournament.settings.pointSystem;
    // R4.3: no second bye, nor a bye after a forfeit win.
    const had = history(after.bye).some(
      (r) =>
        r.kind === 'bye' ||
        (r.kind === 'board' &&
          r.games.some((g) => !g.played && g.points >= ps.forfeitWin && g.outcome === 'win')),
    );
    if (had) out.push({ code: 'byeAgain', params: { name: name(after.bye) } });
  }
  return out;
}

function prepare(db: Db, tournamentId: number, number: number, edit: RoundEdit) {
  const s = requireRunning(loadState(db, tournamentId));
  if (number !== s.rounds.length)
    throw new AppError('play:editLatestOnly', { round: number, latest: s.rounds.length });
  const before = current(s, number);
  const after = apply(before, edit);
  for (const i of changedBoards(before, after))
    if ((before.boards[i]?.results ?? []).some((r) => r !== null))
      throw new AppError('play:editBoardHasResult', { round: number, board: i + 1 });
  // A changed board starts without results.
  for (const i of changedBoards(before, after)) {
    const b = after.boards[i];
    if (b) after.boards[i] = { white: b.white, black: b.black };
  }
  return { s, before, after, warnings: warnings(s, number, before, after) };
}

export function previewEdit(db: Db, tournamentId: number, number: number, edit: RoundEdit): Warning[] {
  return prepare(db, tournamentId, number, edit).warnings;
}

export type EditOutcome = { view: RoundView; warnings: Warning[]; before: Proposal };

export function editRound(
  db: Db,
  tournamentId: number,
  number: number,
  edit: RoundEdit,
  confirm: boolean,
  now: Date,
): EditOutcome {
  const { s, before, after, warnings: w } = prepare(db, tournamentId, number, edit);
  if (w.length > 0 && !confirm)
    throw new AppError(
      'play:confirmEdit',
      { count: w.length },
      { issues: w.map((x) => ({ field: 'edit', code: `warning.${x.code}`, params: x.params })) },
    );
  replaceRound(db, s, number, after, now);
  const s2 = requireRunning(loadState(db, tournamentId));
  return { view: roundView(s2, findRound(s2, number)), warnings: w, before };
}

/** Rewrites a round's boards (an edit, or its undo). */
export function replaceRound(db: Db, s: Running, number: number, p: Proposal, now: Date): void {
  const r = findRound(s, number);
  clearRound(db, r.id);
  writeProposal(db, s, p, { number, id: r.id }, now.toISOString(), pointsAfter(s, number - 1));
}
