/**
 * Tournament openings (RULES.md R11): the official tables (src/shared/openings) replayed with the
 * move generator, and random-move openings on every variant.
 */
import type { Variant } from '../../../shared/domain';
export * from '../../../shared/openings/tables';
import { findMove, moveText } from '../draughts/notation';
import { generateMoves, makeMove, MoveList, unmakeMove, type Undo } from '../draughts/movegen';
import { initialPosition, toFen, type Position } from '../draughts/position';
import { RULES } from '../draughts/variants';

// one list and one undo record serve every replay and draw: the engine runs one call at a time
const list = new MoveList();
const undo: Undo = { run0: -1, run1: 0, run2: -1, run3: 0 };

export class OpeningError extends Error {
  constructor(
    readonly moves: string[],
    readonly ply: number,
  ) {
    super(`move ${ply + 1} (${moves[ply] ?? ''}) of "${moves.join(' ')}" is not legal`);
    this.name = 'OpeningError';
  }
}

/** Plays `moves` from the initial position; the position after them, or OpeningError. */
export function replay(variant: Variant, moves: readonly string[]): { position: Position; moves: string[] } {
  const pos = initialPosition(RULES[variant]);
  const written: string[] = [];
  moves.forEach((m, ply) => {
    generateMoves(pos, list);
    const i = findMove(pos, list, m);
    if (i < 0) throw new OpeningError([...moves], ply);
    written.push(moveText(pos.rules, list, i));
    makeMove(pos, list, i, undo);
  });
  return { position: pos, moves: written };
}

export const fenAfter = (variant: Variant, moves: readonly string[]): string =>
  toFen(replay(variant, moves).position);

/**
 * R11.5: `plies` random legal moves, each drawn uniformly among the legal moves of its position
 * (equal captures counted once). `random` returns numbers in [0, 1).
 */
export function randomOpening(
  variant: Variant,
  plies: number,
  random: () => number,
): { moves: string[]; fen: string } {
  const pos = initialPosition(RULES[variant]);
  const moves: string[] = [];
  for (let p = 0; p < plies; p++) {
    const n = generateMoves(pos, list);
    if (n === 0) break;
    const i = Math.min(n - 1, Math.floor(random() * n));
    moves.push(moveText(pos.rules, list, i));
    makeMove(pos, list, i, undo);
  }
  return { moves, fen: toFen(pos) };
}

const distinctCache = new Map<string, number>();

/**
 * R11.5: how many different openings `plies` random moves can give: the positions reached (two
 * move orders to one position are one opening). Russian draughts, one move: 7. Counted once per
 * variant and number of moves, by walking every line.
 */
export function distinctRandomOpenings(variant: Variant, plies: number): number {
  const key = `${variant}:${plies}`;
  const known = distinctCache.get(key);
  if (known !== undefined) return known;
  const pos = initialPosition(RULES[variant]);
  const seen = new Set<string>();
  const lists = Array.from({ length: plies }, () => new MoveList());
  const undos: Undo[] = Array.from({ length: plies }, () => ({ run0: -1, run1: 0, run2: -1, run3: 0 }));
  const walk = (ply: number): void => {
    const moves = ply < plies ? lists[ply] : undefined;
    const n = moves ? generateMoves(pos, moves) : 0;
    // as randomOpening: a line that meets a position without moves stops there
    if (!moves || n === 0) {
      seen.add(toFen(pos));
      return;
    }
    const undo = undos[ply] as Undo;
    for (let i = 0; i < n; i++) {
      makeMove(pos, moves, i, undo);
      walk(ply + 1);
      unmakeMove(pos, moves, i, undo);
    }
  };
  walk(0);
  distinctCache.set(key, seen.size);
  return seen.size;
}
