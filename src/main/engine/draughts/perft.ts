/**
 * Perft: the number of leaf positions at exactly `depth` plies, the generator's own test against
 * published figures; `divide` splits the count by first move.
 */
import { generateMoves, makeMove, MoveList, unmakeMove, type GenerateOptions, type Undo } from './movegen';
import { moveText } from './notation';
import type { Position } from './position';

type Ply = { list: MoveList; undo: Undo };

function plies(depth: number): Ply[] {
  return Array.from({ length: depth + 1 }, () => ({
    list: new MoveList(),
    undo: { run0: -1, run1: 0, run2: -1, run3: 0 },
  }));
}

function count(pos: Position, depth: number, stack: Ply[], opts: GenerateOptions): number {
  const ply = stack[depth];
  if (!ply) return 1;
  const n = generateMoves(pos, ply.list, opts);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    makeMove(pos, ply.list, i, ply.undo);
    total += count(pos, depth - 1, stack, opts);
    unmakeMove(pos, ply.list, i, ply.undo);
  }
  return total;
}

export function perft(pos: Position, depth: number, opts: GenerateOptions = {}): number {
  if (depth <= 0) return 1;
  return count(pos, depth, plies(depth), opts);
}

export function divide(
  pos: Position,
  depth: number,
  opts: GenerateOptions = {},
): { move: string; nodes: number }[] {
  if (depth <= 0) return [];
  const stack = plies(depth);
  const top = stack[depth] as Ply;
  const n = generateMoves(pos, top.list, opts);
  const out: { move: string; nodes: number }[] = [];
  for (let i = 0; i < n; i++) {
    const move = moveText(pos.rules, top.list, i);
    makeMove(pos, top.list, i, top.undo);
    out.push({ move, nodes: depth === 1 ? 1 : count(pos, depth - 1, stack, opts) });
    unmakeMove(pos, top.list, i, top.undo);
  }
  return out;
}
