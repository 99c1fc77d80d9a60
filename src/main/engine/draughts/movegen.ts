/**
 * Legal moves of every variant from one generator (RULES.md R11.5): capture is compulsory and
 * complete; the variant's precedence picks among captures (variants.ts); two captures that take
 * the same pieces and end on the same square are one move unless the caller keeps them apart.
 * Moves are written into a reusable list of typed arrays, and made and unmade in place, so that
 * perft and the opening draw allocate nothing per move.
 */
import { MIRROR, OPPOSITE } from './geometry';
import type { Position } from './position';
import type { Rules } from './variants';

const MAX_MOVES = 1024;
/** More than a side has pieces on any board (30 men on 12x12). */
const MAX_CAPTURED = 32;

/** The moves of one position. Captured squares of move i: caps[i * MAX_CAPTURED + k], k < ncap[i]. */
export class MoveList {
  count = 0;
  readonly from = new Int16Array(MAX_MOVES);
  readonly to = new Int16Array(MAX_MOVES);
  readonly ncap = new Int8Array(MAX_MOVES);
  readonly caps = new Int16Array(MAX_MOVES * MAX_CAPTURED);
  /** The pieces taken, as they stood, for unmaking. */
  readonly taken = new Int8Array(MAX_MOVES * MAX_CAPTURED);
  /** Landing squares of a capture, for the full notation: path[i * MAX_CAPTURED + k], k < ncap[i]. */
  readonly path = new Int16Array(MAX_MOVES * MAX_CAPTURED);
  readonly promotes = new Uint8Array(MAX_MOVES);
  readonly byKing = new Uint8Array(MAX_MOVES);
}

/**
 * Which captures count as one move when the same pieces are taken and the same square is reached:
 * - merge: always one move (R11.5, as in notation);
 * - keep: apart when the pieces are taken in a different order, as the published perft figures
 *   that "keep duplicates" count them (FMJD forum, DCTL); a flying king that lands on another
 *   square between two captures of the same pieces in the same order makes the same capture;
 * - paths: every route apart, the landing squares in between too (the kish Turkish perft).
 */
export type Duplicates = 'merge' | 'keep' | 'paths';
export type GenerateOptions = { duplicates?: Duplicates };

type Tables = {
  manMoves: number[][];
  manCaptures: number[][];
  kingMoves: number[];
  kingCaptures: number[];
};

const tablesOf = new WeakMap<Rules, Tables>();
function tables(rules: Rules): Tables {
  let t = tablesOf.get(rules);
  if (!t) {
    const mirror = (ds: readonly number[]) => ds.map((d) => MIRROR[d] ?? d);
    // index 0: White, 1: Black
    t = {
      manMoves: [[...rules.manMoves], mirror(rules.manMoves)],
      manCaptures: [[...rules.manCaptures], mirror(rules.manCaptures)],
      kingMoves: [...rules.kingMoves],
      kingCaptures: [...rules.kingCaptures],
    };
    tablesOf.set(rules, t);
  }
  return t;
}

/** Captured-piece bookkeeping of the sequence being searched. */
class Search {
  readonly marked: Uint8Array;
  readonly stackSq = new Int16Array(MAX_CAPTURED);
  readonly stackPiece = new Int8Array(MAX_CAPTURED);
  readonly stackLand = new Int16Array(MAX_CAPTURED);
  depth = 0;
  from = 0;
  piece = 0;
  constructor(squares: number) {
    this.marked = new Uint8Array(squares);
  }
}

const searches = new WeakMap<Rules, Search>();

export function generateMoves(pos: Position, list: MoveList, opts: GenerateOptions = {}): number {
  const rules = pos.rules;
  const g = rules.geometry;
  const board = pos.board;
  const side = pos.side;
  const t = tables(rules);
  const colour = side > 0 ? 0 : 1;
  let search = searches.get(rules);
  if (!search) {
    search = new Search(g.squares);
    searches.set(rules, search);
  }
  list.count = 0;
  for (let s = 0; s < g.squares; s++) {
    const p = board[s] ?? 0;
    if (p * side <= 0) continue;
    search.from = s;
    search.piece = p;
    search.depth = 0;
    board[s] = 0; // the moving piece leaves its square: a capture may pass over or end on it
    capturesFrom(pos, t, colour, search, list, s, p * side === 2, -1, false);
    board[s] = p;
  }
  if (list.count > 0) {
    choose(rules, list);
    const duplicates = opts.duplicates ?? 'merge';
    if (duplicates !== 'paths') dedupe(list, duplicates === 'keep');
    return list.count;
  }
  quietMoves(pos, t, colour, list);
  return list.count;
}

const farRow = (rules: Rules, colour: number, sq: number): boolean =>
  (rules.geometry.row[sq] ?? -1) === (colour === 0 ? 0 : rules.geometry.size - 1);

/**
 * Depth-first search of the captures of the piece lifted from `search.from`, now on `sq`.
 * Returns whether a jump exists from `sq`; with `probe` it only answers that.
 */
function capturesFrom(
  pos: Position,
  t: Tables,
  colour: number,
  search: Search,
  list: MoveList,
  sq: number,
  king: boolean,
  lastDir: number,
  probe: boolean,
): boolean {
  const rules = pos.rules;
  const g = rules.geometry;
  const board = pos.board;
  const side = pos.side;
  const n = g.squares;
  const dirs = king ? t.kingCaptures : (t.manCaptures[colour] ?? []);
  const flying = king && rules.flyingKings;
  let found = false;
  for (let di = 0; di < dirs.length; di++) {
    const d = dirs[di] ?? 0;
    if (rules.removeAtOnce && lastDir >= 0 && d === OPPOSITE[lastDir]) continue;
    const ray = g.rays[d * n + sq];
    if (!ray || ray.length < 2) continue;
    let k = 0;
    if (flying) while (k < ray.length && board[ray[k] ?? 0] === 0) k++;
    if (k >= ray.length - 1) continue;
    const over = ray[k] ?? 0;
    const victim = board[over] ?? 0;
    if (victim * side >= 0 || search.marked[over]) continue;
    if (!king && !rules.menCaptureKings && (victim === 2 || victim === -2)) continue;
    const first = ray[k + 1] ?? 0;
    if (board[first] !== 0) continue;
    if (probe) return true;
    found = true;
    // the landing squares: the next one for a man or a short king, every empty one for a flying king
    let last = k + 1;
    if (flying) while (last + 1 < ray.length && board[ray[last + 1] ?? 0] === 0) last++;
    const depth = search.depth;
    search.stackSq[depth] = over;
    search.stackPiece[depth] = victim;
    search.depth = depth + 1;
    search.marked[over] = 1;
    if (rules.removeAtOnce) board[over] = 0;
    // a flying king must land where the capture goes on, if it goes on anywhere
    let goesOn = false;
    if (last > k + 1)
      for (let j = k + 1; j <= last && !goesOn; j++) {
        const land = ray[j] ?? 0;
        goesOn = capturesFrom(pos, t, colour, search, list, land, king, d, true);
      }
    for (let j = k + 1; j <= last; j++) {
      const land = ray[j] ?? 0;
      search.stackLand[depth] = land;
      const crowned = !king && rules.promoteDuringCapture && farRow(rules, colour, land);
      const asKing = king || crowned;
      if (last > k + 1 && goesOn) {
        if (capturesFrom(pos, t, colour, search, list, land, asKing, d, true))
          capturesFrom(pos, t, colour, search, list, land, asKing, d, false);
        continue;
      }
      if (!capturesFrom(pos, t, colour, search, list, land, asKing, d, false))
        record(rules, colour, search, list, land, king, crowned);
    }
    if (rules.removeAtOnce) board[over] = victim;
    search.marked[over] = 0;
    search.depth = depth;
  }
  return found;
}

function record(
  rules: Rules,
  colour: number,
  search: Search,
  list: MoveList,
  to: number,
  king: boolean,
  crowned: boolean,
): void {
  const i = list.count;
  if (i >= MAX_MOVES) throw new Error('too many moves');
  const startKing = search.piece === 2 || search.piece === -2;
  list.from[i] = search.from;
  list.to[i] = to;
  list.ncap[i] = search.depth;
  const base = i * MAX_CAPTURED;
  for (let k = 0; k < search.depth; k++) {
    list.caps[base + k] = search.stackSq[k] ?? 0;
    list.taken[base + k] = search.stackPiece[k] ?? 0;
    list.path[base + k] = search.stackLand[k] ?? 0;
  }
  list.promotes[i] = !startKing && (crowned || king || farRow(rules, colour, to)) ? 1 : 0;
  list.byKing[i] = startKing ? 1 : 0;
  list.count = i + 1;
}

function kingsTaken(list: MoveList, i: number): number {
  let n = 0;
  const base = i * MAX_CAPTURED;
  for (let k = 0; k < (list.ncap[i] ?? 0); k++) {
    const p = list.taken[base + k] ?? 0;
    if (p === 2 || p === -2) n++;
  }
  return n;
}

/**
 * Italian rule 4 (FID Art. 6.9): among captures equal so far, the one that meets a king first;
 * compares the places of the kings in the two sequences, earliest first. Negative: `a` is better.
 */
function kingOrder(list: MoveList, a: number, b: number): number {
  const ba = a * MAX_CAPTURED;
  const bb = b * MAX_CAPTURED;
  const len = list.ncap[a] ?? 0;
  for (let k = 0; k < len; k++) {
    const ka = Math.abs(list.taken[ba + k] ?? 0) === 2;
    const kb = Math.abs(list.taken[bb + k] ?? 0) === 2;
    if (ka !== kb) return ka ? -1 : 1;
  }
  return 0;
}

/** Compares two captures under the variant's precedence: positive when `a` must be preferred. */
function compare(rules: Rules, list: MoveList, a: number, b: number): number {
  const na = list.ncap[a] ?? 0;
  const nb = list.ncap[b] ?? 0;
  switch (rules.precedence) {
    case 'free':
      return 0;
    case 'count':
      return na - nb;
    case 'value': {
      // n kings are worth more than 2n-1 men and less than 2n: value 2K + M, then fewer kings,
      // then the capture made with a king.
      const ka = kingsTaken(list, a);
      const kb = kingsTaken(list, b);
      return (
        2 * ka + (na - ka) - (2 * kb + (nb - kb)) || kb - ka || (list.byKing[a] ?? 0) - (list.byKing[b] ?? 0)
      );
    }
    case 'italian':
      return (
        na - nb ||
        (list.byKing[a] ?? 0) - (list.byKing[b] ?? 0) ||
        kingsTaken(list, a) - kingsTaken(list, b) ||
        -kingOrder(list, a, b)
      );
  }
}

function copyMove(list: MoveList, from: number, to: number): void {
  if (from === to) return;
  list.from[to] = list.from[from] ?? 0;
  list.to[to] = list.to[from] ?? 0;
  list.ncap[to] = list.ncap[from] ?? 0;
  list.promotes[to] = list.promotes[from] ?? 0;
  list.byKing[to] = list.byKing[from] ?? 0;
  const n = list.ncap[from] ?? 0;
  const bf = from * MAX_CAPTURED;
  const bt = to * MAX_CAPTURED;
  list.caps.copyWithin(bt, bf, bf + n);
  list.taken.copyWithin(bt, bf, bf + n);
  list.path.copyWithin(bt, bf, bf + n);
}

/** Keeps only the captures the precedence allows. */
function choose(rules: Rules, list: MoveList): void {
  if (rules.precedence === 'free' || list.count < 2) return;
  let best = 0;
  for (let i = 1; i < list.count; i++) if (compare(rules, list, i, best) > 0) best = i;
  let kept = 0;
  for (let i = 0; i < list.count; i++)
    if (compare(rules, list, i, best) === 0) {
      copyMove(list, i, kept);
      kept++;
    }
  list.count = kept;
}

/** Same start, end and pieces; with `inOrder`, the pieces taken in the same order too. */
function sameCapture(list: MoveList, a: number, b: number, inOrder: boolean): boolean {
  if (list.from[a] !== list.from[b] || list.to[a] !== list.to[b] || list.ncap[a] !== list.ncap[b])
    return false;
  const n = list.ncap[a] ?? 0;
  const ba = a * MAX_CAPTURED;
  const bb = b * MAX_CAPTURED;
  for (let k = 0; k < n; k++) {
    const s = list.caps[ba + k];
    if (inOrder) {
      if (list.caps[bb + k] !== s) return false;
      continue;
    }
    let hit = false;
    for (let j = 0; j < n && !hit; j++) hit = list.caps[bb + j] === s;
    if (!hit) return false;
  }
  return true;
}

/** R11.5: the same pieces taken, the same square reached: one move, as in notation. */
function dedupe(list: MoveList, inOrder: boolean): void {
  if (list.count < 2) return;
  let kept = 0;
  for (let i = 0; i < list.count; i++) {
    let dup = false;
    for (let j = 0; j < kept && !dup; j++) dup = (list.ncap[i] ?? 0) >= 2 && sameCapture(list, i, j, inOrder);
    if (!dup) {
      copyMove(list, i, kept);
      kept++;
    }
  }
  list.count = kept;
}

function pushQuiet(list: MoveList, from: number, to: number, promotes: boolean, king: boolean): void {
  const i = list.count;
  if (i >= MAX_MOVES) throw new Error('too many moves');
  list.from[i] = from;
  list.to[i] = to;
  list.ncap[i] = 0;
  list.promotes[i] = promotes ? 1 : 0;
  list.byKing[i] = king ? 1 : 0;
  list.count = i + 1;
}

/** Frisian: the king that made the last `kingMoveLimit` non-capturing moves in a row may not move again. */
function kingBlocked(pos: Position, sq: number, colour: number): boolean {
  const limit = pos.rules.kingMoveLimit;
  if (limit === null) return false;
  if (pos.kingRun[colour * 2] !== sq || (pos.kingRun[colour * 2 + 1] ?? 0) < limit) return false;
  // the limit does not apply to a side that has only kings left
  for (let s = 0; s < pos.board.length; s++) if ((pos.board[s] ?? 0) === pos.side) return true;
  return false;
}

function quietMoves(pos: Position, t: Tables, colour: number, list: MoveList): void {
  const rules = pos.rules;
  const g = rules.geometry;
  const board = pos.board;
  const side = pos.side;
  const n = g.squares;
  for (let s = 0; s < n; s++) {
    const p = (board[s] ?? 0) * side;
    if (p <= 0) continue;
    if (p === 1) {
      const dirs = t.manMoves[colour] ?? [];
      for (let di = 0; di < dirs.length; di++) {
        const ray = g.rays[(dirs[di] ?? 0) * n + s];
        const to = ray?.[0];
        if (to !== undefined && board[to] === 0) pushQuiet(list, s, to, farRow(rules, colour, to), false);
      }
      continue;
    }
    if (kingBlocked(pos, s, colour)) continue;
    for (let di = 0; di < t.kingMoves.length; di++) {
      const ray = g.rays[(t.kingMoves[di] ?? 0) * n + s];
      if (!ray) continue;
      const reach = rules.flyingKings ? ray.length : Math.min(1, ray.length);
      for (let k = 0; k < reach; k++) {
        const to = ray[k] ?? 0;
        if (board[to] !== 0) break;
        pushQuiet(list, s, to, false, true);
      }
    }
  }
}

/** What `makeMove` changed besides the board, to unmake it. */
export type Undo = { run0: number; run1: number; run2: number; run3: number };

export function makeMove(pos: Position, list: MoveList, i: number, undo: Undo): void {
  const board = pos.board;
  const from = list.from[i] ?? 0;
  const to = list.to[i] ?? 0;
  const piece = board[from] ?? 0;
  const n = list.ncap[i] ?? 0;
  const base = i * MAX_CAPTURED;
  board[from] = 0;
  for (let k = 0; k < n; k++) board[list.caps[base + k] ?? 0] = 0;
  board[to] = list.promotes[i] ? piece * 2 : piece;
  const run = pos.kingRun;
  undo.run0 = run[0] ?? -1;
  undo.run1 = run[1] ?? -1;
  undo.run2 = run[2] ?? -1;
  undo.run3 = run[3] ?? -1;
  if (pos.rules.kingMoveLimit !== null) {
    const c = pos.side > 0 ? 0 : 1;
    if (n === 0 && (piece === 2 || piece === -2)) {
      run[c * 2 + 1] = run[c * 2] === from ? (run[c * 2 + 1] ?? 0) + 1 : 1;
      run[c * 2] = to;
    } else {
      run[c * 2] = -1;
      run[c * 2 + 1] = 0;
    }
    // the opponent's king that was counting may just have been taken
    const o = 1 - c;
    for (let k = 0; k < n; k++)
      if (list.caps[base + k] === run[o * 2]) {
        run[o * 2] = -1;
        run[o * 2 + 1] = 0;
      }
  }
  pos.side = pos.side > 0 ? -1 : 1;
}

export function unmakeMove(pos: Position, list: MoveList, i: number, undo: Undo): void {
  const board = pos.board;
  const from = list.from[i] ?? 0;
  const to = list.to[i] ?? 0;
  const moved = board[to] ?? 0;
  const n = list.ncap[i] ?? 0;
  const base = i * MAX_CAPTURED;
  board[to] = 0;
  board[from] = list.promotes[i] ? moved / 2 : moved;
  for (let k = 0; k < n; k++) board[list.caps[base + k] ?? 0] = list.taken[base + k] ?? 0;
  pos.kingRun[0] = undo.run0;
  pos.kingRun[1] = undo.run1;
  pos.kingRun[2] = undo.run2;
  pos.kingRun[3] = undo.run3;
  pos.side = pos.side > 0 ? -1 : 1;
}

export const capturedSquares = (list: MoveList, i: number): number[] =>
  Array.from(list.caps.subarray(i * MAX_CAPTURED, i * MAX_CAPTURED + (list.ncap[i] ?? 0)));

export const landingSquares = (list: MoveList, i: number): number[] =>
  Array.from(list.path.subarray(i * MAX_CAPTURED, i * MAX_CAPTURED + (list.ncap[i] ?? 0)));
