/**
 * Moves as the variant writes them: "32-28" for a move, "19x30" for a capture (from and to), with
 * the captured squares beside it for whoever needs them (a capture that several routes reach is
 * one move, R11.5). Opening tables write captures with "-" too; `findMove` accepts both.
 */
import { capturedSquares, generateMoves, landingSquares, MoveList } from './movegen';
import { parseSquare, squareName, type Position } from './position';
import type { Rules } from './variants';

export type MoveInfo = { move: string; from: string; to: string; captures: string[]; path: string[] };

export function moveText(rules: Rules, list: MoveList, i: number): string {
  const sep = (list.ncap[i] ?? 0) > 0 ? 'x' : '-';
  return `${squareName(rules, list.from[i] ?? 0)}${sep}${squareName(rules, list.to[i] ?? 0)}`;
}

export function moveInfo(rules: Rules, list: MoveList, i: number): MoveInfo {
  return {
    move: moveText(rules, list, i),
    from: squareName(rules, list.from[i] ?? 0),
    to: squareName(rules, list.to[i] ?? 0),
    captures: capturedSquares(list, i).map((s) => squareName(rules, s)),
    path: landingSquares(list, i).map((s) => squareName(rules, s)),
  };
}

export function legalMoves(pos: Position): MoveInfo[] {
  const list = new MoveList();
  const n = generateMoves(pos, list);
  return Array.from({ length: n }, (_, i) => moveInfo(pos.rules, list, i));
}

/**
 * The index in `list` (just generated for `pos`) of the move written `text` ("22-18", "19x30",
 * or a capture written "19-30"); -1 when no legal move matches, -2 when several do (the text does
 * not say which pieces are taken).
 */
export function findMove(pos: Position, list: MoveList, text: string): number {
  const m = /^\s*([a-z]?\d+)\s*[-x:]\s*([a-z]?\d+)\s*$/i.exec(text);
  if (!m) return -1;
  const from = parseSquare(pos.rules, m[1] ?? '');
  const to = parseSquare(pos.rules, m[2] ?? '');
  let found = -1;
  for (let i = 0; i < list.count; i++)
    if (list.from[i] === from && list.to[i] === to) {
      if (found >= 0) return -2;
      found = i;
    }
  return found;
}
