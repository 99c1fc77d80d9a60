/**
 * A position: one signed byte per square (White +, Black -, man 1, king 2), the side to move, and
 * for Frisian the run of non-capturing moves of one king. Read and written as PDN FEN
 * ("W:W31,32,K45:B1-20"), squares by number or, on 8x8 boards, by algebraic name. A Frisian FEN
 * may end with the runs as lidraughts writes them, Black's then White's: ":+0+328" is a White
 * king on 28 that has made three non-capturing moves in a row and may not make a fourth.
 */
import type { Rules } from './variants';

export const WHITE = 1;
export const BLACK = -1;
export type Side = typeof WHITE | typeof BLACK;

export type Position = {
  rules: Rules;
  board: Int8Array;
  side: Side;
  /** Frisian (Rules.kingMoveLimit): per side [square of the king, non-capturing moves in a row]. */
  kingRun: Int16Array;
};

export class FenError extends Error {
  constructor(
    readonly fen: string,
    readonly reason: string,
  ) {
    super(`${reason}: ${fen}`);
    this.name = 'FenError';
  }
}

export const squareName = (rules: Rules, sq: number): string => {
  if (rules.notation === 'numeric') return String(sq + 1);
  const g = rules.geometry;
  return `${String.fromCharCode(97 + (g.col[sq] ?? 0))}${g.size - (g.row[sq] ?? 0)}`;
};

/** A square by number (1-based) or by algebraic name; -1 when it is not a playing square. */
export function parseSquare(rules: Rules, text: string): number {
  const g = rules.geometry;
  const t = text.trim().toLowerCase();
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    return n >= 1 && n <= g.squares ? n - 1 : -1;
  }
  const m = /^([a-z])(\d+)$/.exec(t);
  if (!m) return -1;
  return g.at(g.size - Number(m[2]), (m[1] ?? 'a').charCodeAt(0) - 97);
}

export function initialPosition(rules: Rules): Position {
  const g = rules.geometry;
  const board = new Int8Array(g.squares);
  for (let s = 0; s < g.squares; s++) {
    const r = g.row[s] ?? 0;
    const top = r - rules.menFromRow;
    const bottom = g.size - 1 - rules.menFromRow - r;
    if (top >= 0 && top < rules.menRows) board[s] = -1;
    else if (bottom >= 0 && bottom < rules.menRows) board[s] = 1;
  }
  return { rules, board, side: rules.first === 'white' ? WHITE : BLACK, kingRun: new Int16Array(4).fill(-1) };
}

/** Frisian king runs (lidraughts): "+<moves><square>" for Black, then the same for White. */
const KING_RUNS = /^\+(\d)(\d*)\+(\d)(\d*)$/;

function readKingRuns(rules: Rules, fen: string, m: RegExpExecArray, run: Int16Array): void {
  // index 0-1: White's king and count, 2-3: Black's (movegen.ts kingBlocked)
  const runs: [number, string, string | undefined, string | undefined][] = [
    [2, 'Black', m[1], m[2]],
    [0, 'White', m[3], m[4]],
  ];
  for (const [at, side, count, square] of runs) {
    const n = Number(count);
    if (n === 0) continue;
    const sq = parseSquare(rules, square ?? '');
    if (sq < 0) throw new FenError(fen, `${side}'s king run of ${n} moves needs the king's square`);
    run[at] = sq;
    run[at + 1] = n;
  }
}

export function parseFen(rules: Rules, fen: string): Position {
  const parts = fen.trim().replace(/\.$/, '').split(':');
  const turn = (parts[0] ?? '').trim().toUpperCase();
  if (turn !== 'W' && turn !== 'B') throw new FenError(fen, 'side to move must be W or B');
  const board = new Int8Array(rules.geometry.squares);
  const kingRun = new Int16Array(4).fill(-1);
  for (const part of parts.slice(1)) {
    const p = part.trim();
    const runs = rules.kingMoveLimit === null ? null : KING_RUNS.exec(p);
    if (runs) {
      readKingRuns(rules, fen, runs, kingRun);
      continue;
    }
    const colour = p[0]?.toUpperCase();
    if (colour !== 'W' && colour !== 'B') continue; // other PDN fields (H0, F1) are not pieces
    const sign = colour === 'W' ? 1 : -1;
    for (const item of p.slice(1).split(',')) {
      let t = item.trim();
      if (t === '') continue;
      const king = /^k/i.test(t);
      if (king) t = t.slice(1);
      const range = /^(\d+)-(\d+)$/.exec(t);
      const squares: number[] = [];
      if (range)
        for (let n = Number(range[1]); n <= Number(range[2]); n++)
          squares.push(parseSquare(rules, String(n)));
      else squares.push(parseSquare(rules, t));
      for (const s of squares) {
        if (s < 0) throw new FenError(fen, `no square ${t} on this board`);
        if (board[s] !== 0) throw new FenError(fen, `two pieces on square ${t}`);
        board[s] = sign * (king ? 2 : 1);
      }
    }
  }
  return { rules, board, side: turn === 'W' ? WHITE : BLACK, kingRun };
}

export function toFen(pos: Position): string {
  const list = (sign: number) => {
    const out: string[] = [];
    pos.board.forEach((p, s) => {
      if (p * sign > 0) out.push(`${p * sign === 2 ? 'K' : ''}${squareName(pos.rules, s)}`);
    });
    return out.join(',');
  };
  const run = (at: number) => {
    const n = pos.kingRun[at + 1] ?? 0;
    return n > 0 ? `${n}${squareName(pos.rules, pos.kingRun[at] ?? 0)}` : '0';
  };
  const counting = (pos.kingRun[1] ?? 0) > 0 || (pos.kingRun[3] ?? 0) > 0;
  const runs = pos.rules.kingMoveLimit !== null && counting ? `:+${run(2)}+${run(0)}` : '';
  return `${pos.side === WHITE ? 'W' : 'B'}:W${list(1)}:B${list(-1)}${runs}`;
}
