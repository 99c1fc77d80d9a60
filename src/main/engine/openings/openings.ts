/**
 * Tournament openings (RULES.md R11): the official tables of Italian and English draughts as
 * data, each opening replayed with the move generator; and random-move openings on every variant.
 */
import type { Variant } from '../../../shared/domain';
import { findMove, moveText } from '../draughts/notation';
import { generateMoves, makeMove, MoveList, type Undo } from '../draughts/movegen';
import { initialPosition, toFen, type Position } from '../draughts/position';
import { RULES } from '../draughts/variants';
import { ENGLISH_TABLE } from './english-table';
import { ITALIAN_TABLE } from './italian-table';

/** Degree 0 is balanced (PARI); 1-4 favour the first or the second mover. */
export type OpeningClass = { degree: number; favoured: 'first' | 'second' | null };

export type TableOpening = {
  number: number;
  moves: string[];
  class: OpeningClass;
  /** English ballots barred as lost are not drawn in tournaments. */
  barred: boolean;
  name: string | null;
};

export type Ceiling = 1 | 2 | 3 | 'all';

// one list and one undo record serve every replay and draw: the engine runs one call at a time
const list = new MoveList();
const undo: Undo = { run0: -1, run1: 0, run2: -1, run3: 0 };

export const TABLE_VARIANTS = ['italian', 'english'] as const;
export type TableVariant = (typeof TABLE_VARIANTS)[number];
export const isTableVariant = (v: Variant): v is TableVariant => v === 'italian' || v === 'english';

const tables: Record<TableVariant, TableOpening[]> = {
  italian: ITALIAN_TABLE.map(([number, moves, degree, favoured]) => ({
    number,
    moves: moves.split(' '),
    class: { degree, favoured },
    barred: false,
    name: null,
  })),
  english: ENGLISH_TABLE.map(([number, moves, degree, favoured, deck, name]) => ({
    number,
    moves: moves.split(' '),
    class: { degree, favoured },
    barred: !deck,
    name,
  })),
};

export const openingTable = (variant: TableVariant): readonly TableOpening[] => tables[variant];

/**
 * R11.1/R11.4: the openings a draw may give under a ceiling of imbalance: up to 1N/1B includes the
 * balanced ones. Barred English ballots are never drawn.
 */
export function openingsUpTo(variant: TableVariant, ceiling: Ceiling): TableOpening[] {
  return tables[variant].filter((o) => !o.barred && (ceiling === 'all' || o.class.degree <= ceiling));
}

export const findOpening = (variant: TableVariant, number: number): TableOpening | undefined =>
  tables[variant].find((o) => o.number === number);

/** The class as the tables write it: PARI, or the degree and B/N (first/second mover). */
export const classLabel = (c: OpeningClass): string =>
  c.degree === 0 || c.favoured === null ? 'PARI' : `${c.degree}${c.favoured === 'first' ? 'B' : 'N'}`;

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
