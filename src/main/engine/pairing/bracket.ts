/**
 * One pairing bracket of the Dutch system (C.04.3 section D): the moved-down entrants (MDPs) and
 * the resident score group, with the next score group alongside so that C8 can look ahead.
 * Every decision is taken in the order of the bracket procedure and fixed before the next one:
 *   1. which MDPs are paired in this bracket (C6, C7: the highest scores first, D.1);
 *   2. the opponent of each paired MDP (the highest resident possible, D.1);
 *   3. the number of exchanges between S1 and S2, then which S1 entrants leave (the lowest first)
 *      and which S2 entrants come up (the highest first), D.2 and D.3;
 *   4. each S1 entrant's opponent, the highest S2 entrant possible (transpositions, D.2).
 * Each step adds a small bonus or penalty to the edges that express it, re-solves, reads the answer
 * and locks it; the bits used sit below every criterion (weights.ts), so no criterion is traded.
 */
import type { EntrantState } from './model';
import { FieldRecorder, type FloatReason, type PairingTrace, type WeighedField } from './trace';
import { bitsFor, bracketShifts, compatible, edgeWeight, writeFields, type WeightContext } from './weights';
import type { WeightedGraph } from './weighted-graph';

/** A bracket whose score groups do not fit in the round's score fields (dutch.ts starts over). */
export class ScoreFieldsTooNarrow extends Error {}

/**
 * The edge between two moved-down entrants is set in the bracket where the lower of them was a
 * resident and kept from then on (a bracket sets only the edges to its residents and the next
 * score group). Its score bits were placed for that bracket's score groups (weights.ts
 * bracketShifts), so each later bracket writes it again for its own: what it was made of.
 */
type Carried = { single: boolean; bonus: number };

export type BracketState = {
  /** Entrants to pair in order (score, then pairing number); a vertex is an index in it. */
  sorted: readonly EntrantState[];
  graph: WeightedGraph;
  ctx: WeightContext;
  /** The current maximum-weight matching (mate[v] = v: unmatched). */
  mate: Int32Array;
  /** Vertices whose pair is decided. */
  matched: Uint8Array;
  /** The bracket's vertices: MDPs first, then the residents. */
  bracket: number[];
  movedDown: number;
  /** First vertex of the resident score group. */
  residentStart: number;
  /** First vertex not yet in any bracket. */
  next: number;
  /** The edges between moved-down entrants h < l, at h * n + l (see Carried). */
  carried: Map<number, Carried>;
  /** Records the brackets when an explanation is asked for (trace.ts). */
  trace?: PairingTrace | undefined;
};

export function pairBracket(st: BracketState): void {
  const room = openRoom(st);
  chooseMovedDown(st, room.nextBegin, room.inResidents, room.has, room.setBase, room.solve);
  pairMovedDown(room);
  const rem = remainder(room);
  leaveS1(room, rem);
  comeUpS2(room, rem);
  lockExchanges(room, rem);
  pairS1(room, rem);
  if (st.trace) recordBracket(st, st.trace, room.nextBegin);
  st.carried = carriedOn(room);
  nextBracket(st, room.nextBegin, room.groupStart);
}

/**
 * The bracket being paired: its entrants (bracket entries, `vx` their vertices), the base weights
 * of its pairs and of those towards the next score group, and the matching as last solved.
 */
type Room = {
  st: BracketState;
  /** Bracket entries from here on belong to the next score group. */
  nextBegin: number;
  /** The first vertex of the next score group. */
  nextVertex: number;
  groupStart: number;
  size: number;
  vx: (i: number) => number;
  solve: () => void;
  mateOf: (v: number) => number;
  inResidents: (v: number) => boolean;
  /** Matched to a later entrant of the bracket: plays the S1 part. */
  upper: (v: number) => boolean;
  slot: (i: number, j: number) => number;
  /** The bonus last set on each edge. */
  bonusOf: Float64Array;
  /**
   * Sets the edge of the entries i and j to its base weight plus `bonus`, or none without a base.
   * The order says which end a re-solve detaches first (matching-dynamic.ts), not the weight.
   */
  setBase: (i: number, j: number, bonus?: number) => void;
  /** Whether the entries i > j may be paired. */
  has: (i: number, j: number) => boolean;
  /** The pair of entries i > j may no longer be paired. */
  zeroBase: (i: number, j: number) => void;
};

/** Takes in the next score group, writes the base weights and solves once. */
function openRoom(st: BracketState): Room {
  const { sorted, graph, ctx } = st;
  const bracket = st.bracket;
  const movedDown = st.movedDown;
  const score = (v: number): number => sorted[v]?.score ?? 0;
  const nextBegin = bracket.length;
  const nextVertex = st.residentStart + (nextBegin - movedDown);
  const groupStart = st.next;
  while (st.next < sorted.length && score(st.next) >= score(groupStart)) bracket.push(st.next++);
  const size = bracket.length;
  const vx = (i: number): number => bracket[i] ?? 0;
  const layout = bracketShifts(bracket.map(score));
  if (layout.bits > ctx.scoreBits) throw new ScoreFieldsTooNarrow();
  ctx.scoreShift = layout.shift;
  const mateOf = (v: number): number => st.mate[v] ?? v;

  // Base weights of the pairs within the bracket and towards the next score group: the pair of
  // bracket entries i > j at slot(i, j), in limbs (weights.ts); `present` says it may be paired.
  const L = graph.limbs;
  const slot = (i: number, j: number): number => (i * (i - 1)) / 2 + j;
  const base = new Float64Array(slot(size, 0) * L);
  const present = new Uint8Array(slot(size, 0));
  const bonusOf = new Float64Array(slot(size, 0));
  const setBase = (i: number, j: number, bonus = 0): void => {
    const k = i > j ? slot(i, j) : slot(j, i);
    bonusOf[k] = bonus;
    if (present[k]) graph.set(vx(i), vx(j), base, k * L, bonus);
    else graph.clear(vx(i), vx(j));
  };
  for (let i = movedDown; i < size; i++) {
    for (let j = 0; j < i; j++) {
      const h = sorted[vx(j)];
      const l = sorted[vx(i)];
      const k = slot(i, j);
      if (h && l && edgeWeight(h, l, i < nextBegin, i >= nextBegin, ctx, base, k * L, L)) present[k] = 1;
      setBase(i, j);
    }
  }
  rewriteCarried(st, L);
  const room: Room = {
    st,
    nextBegin,
    nextVertex,
    groupStart,
    size,
    vx,
    solve: () => {
      st.mate = graph.solve();
    },
    mateOf,
    inResidents: (v) => mateOf(v) >= st.residentStart && mateOf(v) < nextVertex,
    upper: (v) => mateOf(v) > v && mateOf(v) < nextVertex,
    slot,
    bonusOf,
    setBase,
    has: (i, j) => present[slot(i, j)] === 1,
    zeroBase: (i, j) => {
      present[slot(i, j)] = 0;
    },
  };
  room.solve();
  return room;
}

/** 2. The opponents of the paired MDPs, the highest resident first. */
function pairMovedDown(room: Room): void {
  const { st, vx, has, setBase, mateOf, nextBegin, size } = room;
  const { graph, matched, movedDown } = st;
  for (let p = 0; p < movedDown; p++) {
    const pv = vx(p);
    if (!matched[pv]) continue;
    let addend = size;
    const ranked: number[] = [];
    for (let o = movedDown; o < nextBegin; o++) {
      const ov = vx(o);
      if (!matched[ov] && has(o, p)) ranked.push(ov);
    }
    if (!alreadyBest(graph, pv, mateOf(pv), ranked)) {
      for (let o = nextBegin - 1; o >= movedDown; o--) {
        if (matched[vx(o)]) continue;
        if (has(o, p)) setBase(p, o, addend++);
      }
      room.solve();
    }
    const mv = mateOf(pv);
    matched[mv] = 1;
    if (mv !== pv) graph.fix(pv, mv);
  }
}

/** The remainder (D.2): its bracket entries, S1 first, and the weights that decide its exchanges. */
type Remainder = {
  /** Bracket entries: the residents who pair within the bracket. */
  rem: number[];
  /** How many pairs the remainder makes: S1 is its first `pairs` entries. */
  pairs: number;
  exchanges: number;
  /** Prefer fewer exchanges, then the smallest differences of the exchanged BSNs (D.3). */
  exchange: (remIndex: number) => number;
  /** Whether the remainder entries a < c may be paired. */
  hasRem: (a: number, c: number) => boolean;
  /** The pair of remainder entries a < c: its base weight plus `bonus`. */
  setRem: (a: number, c: number, bonus: number) => void;
};

/** 3. The remainder: S1 are the residents who pair within it, S2 the others (D.2). */
function remainder(room: Room): Remainder {
  const { st, vx, mateOf, has, setBase, nextBegin } = room;
  const rem: number[] = [];
  let pairs = 0;
  for (let i = st.movedDown; i < nextBegin; i++) {
    const v = vx(i);
    if (mateOf(v) < st.residentStart) continue;
    rem.push(i);
    if (mateOf(v) < v) pairs++;
  }
  const G = st.ctx.groupBits;
  const exchange = (remIndex: number): number => ((remIndex < pairs ? 2 ** (2 * G) : 0) - remIndex) * 2;
  const hasRem = (a: number, c: number): boolean => has(rem[c] ?? 0, rem[a] ?? 0);
  const setRem = (a: number, c: number, bonus: number): void => setBase(rem[a] ?? 0, rem[c] ?? 0, bonus);
  for (let c = 0; c < rem.length; c++) for (let a = 0; a < c; a++) setRem(a, c, exchange(a));
  room.solve();

  let exchanges = 0;
  for (let a = 0; a < pairs; a++) if (!room.upper(vx(rem[a] ?? 0))) exchanges++;
  return { rem, pairs, exchanges, exchange, hasRem, setRem };
}

/** 3a. S1 entrants who leave S1: the lowest possible first. */
function leaveS1(room: Room, r: Remainder): void {
  const { vx, upper, zeroBase } = room;
  const { rem, pairs, exchange, hasRem, setRem } = r;
  let left = r.exchanges;
  for (let a = pairs - 1; a >= 0 && left > 0; a--) {
    const v = vx(rem[a] ?? 0);
    if (upper(v)) {
      for (let c = a + 1; c < rem.length; c++) if (hasRem(a, c)) setRem(a, c, exchange(a) - 1);
      room.solve();
    }
    const exchanged = !upper(v);
    if (exchanged) left--;
    for (let c = a + 1; c < rem.length; c++) {
      if (exchanged) zeroBase(rem[c] ?? 0, rem[a] ?? 0);
      setRem(a, c, exchange(a));
    }
  }
}

/** 3b. S2 entrants who move up to S1: the highest possible first. */
function comeUpS2(room: Room, r: Remainder): void {
  const { vx, upper, zeroBase, setBase, nextBegin, size } = room;
  const { rem, pairs, exchange, hasRem, setRem } = r;
  let left = r.exchanges;
  for (let a = pairs; a < rem.length && left > 1; a++) {
    const v = vx(rem[a] ?? 0);
    const already = upper(v);
    if (!already) {
      for (let c = a + 1; c < rem.length; c++) if (hasRem(a, c)) setRem(a, c, exchange(a) + 1);
      room.solve();
    }
    if (upper(v)) {
      left--;
      for (let c = 0; c < a; c++) {
        zeroBase(rem[a] ?? 0, rem[c] ?? 0);
        setRem(c, a, 0);
      }
      for (let o = nextBegin; o < size; o++) {
        zeroBase(o, rem[a] ?? 0);
        setBase(rem[a] ?? 0, o);
      }
    }
    if (!already) for (let c = a + 1; c < rem.length; c++) setRem(a, c, exchange(a));
  }
}

/** Locks the exchanges: no edge from an entrant playing S2 down to a later one, nor to an S1 one. */
function lockExchanges(room: Room, { rem, setRem }: Remainder): void {
  const { vx, upper, zeroBase } = room;
  for (let a = 0; a < rem.length; a++) {
    const v = vx(rem[a] ?? 0);
    for (let c = a + 1; c < rem.length; c++) {
      if (!upper(v) || upper(vx(rem[c] ?? 0))) zeroBase(rem[c] ?? 0, rem[a] ?? 0);
      setRem(a, c, 0);
    }
  }
}

/**
 * 4. Each S1 entrant's opponent: the highest S2 entrant possible, S1 in order (transpositions,
 * D.2). Deciding them one by one is lexicographic: below every stored criterion, S1 entrant k's
 * choice gets digit k of a number whose digits rank the opponents (the first S1 entrant's digit
 * most significant). As many digits as fit in the room below the criteria are decided by one
 * solve, then those pairs are fixed.
 */
function pairS1(room: Room, { rem, setRem }: Remainder): void {
  const { st, vx, upper, has, mateOf } = room;
  const { graph, matched } = st;
  const s1 = rem.filter((i) => upper(vx(i)));
  const digit = bitsFor(rem.length);
  const perSolve = Math.max(1, Math.floor((3 * st.ctx.groupBits + 1) / digit));
  for (let from = 0; from < s1.length; from += perSolve) {
    const chunk = s1.slice(from, from + perSolve);
    const ranked = (i: number): number[] => {
      const list: number[] = [];
      for (let c = rem.indexOf(i) + 1; c < rem.length; c++) {
        const cv = vx(rem[c] ?? 0);
        if (has(rem[c] ?? 0, i) && !graph.isFixed(cv)) list.push(cv);
      }
      return list;
    };
    // When the current matching already gives each of them its best possible opponent, it
    // maximises every digit at once and the solve is skipped.
    if (!chunk.every((i) => alreadyBest(graph, vx(i), mateOf(vx(i)), ranked(i)))) {
      chunk.forEach((i, j) => {
        const a = rem.indexOf(i);
        const unit = 2 ** (digit * (chunk.length - 1 - j));
        for (let c = a + 1; c < rem.length; c++)
          if (has(rem[c] ?? 0, i)) setRem(a, c, (rem.length - 1 - c) * unit);
      });
      room.solve();
    }
    for (const i of chunk) {
      const v = vx(i);
      const mv = mateOf(v);
      matched[v] = 1;
      matched[mv] = 1;
      graph.fix(v, mv);
    }
  }
}

/** The edges between the next bracket's moved-down entrants stay as they are now (see Carried). */
function carriedOn(room: Room): Map<number, Carried> {
  const { st, vx, has, slot, bonusOf, nextBegin } = room;
  const { sorted, matched, movedDown, ctx } = st;
  const carried = new Map<number, Carried>();
  const n = sorted.length;
  for (let i = 0; i < nextBegin; i++) {
    const l = vx(i);
    if (matched[l]) continue;
    for (let j = 0; j < i; j++) {
      const h = vx(j);
      if (matched[h]) continue;
      const old = st.carried.get(h * n + l);
      if (i < movedDown) {
        if (old) carried.set(h * n + l, old);
      } else if (has(i, j))
        carried.set(h * n + l, { single: ctx.byeIsSingleDownfloater, bonus: bonusOf[slot(i, j)]! });
    }
  }
  return carried;
}

/** Writes the edges between the bracket's moved-down entrants again, for its score groups (see Carried). */
function rewriteCarried(st: BracketState, limbs: number): void {
  const { sorted, ctx, graph } = st;
  const n = sorted.length;
  const single = ctx.byeIsSingleDownfloater;
  const w = new Float64Array(limbs);
  for (const [key, c] of st.carried) {
    const h = Math.floor(key / n);
    const l = key - h * n;
    const ph = sorted[h];
    const pl = sorted[l];
    if (!ph || !pl) continue;
    ctx.byeIsSingleDownfloater = c.single;
    edgeWeight(ph, pl, true, false, ctx, w, 0, limbs);
    graph.set(h, l, w, 0, c.bonus);
  }
  ctx.byeIsSingleDownfloater = single;
}

/**
 * Whether the current matching already gives v the best opponent that a bonus on its edges to
 * `ranked` (best first) could give it: v's mate is among them, and none ranked above the mate can
 * be v's partner in any heaviest matching (their edges to v are not tight under the optimal
 * duals). Then the bonus would leave the matching optimal, and the solve is skipped.
 */
function alreadyBest(graph: WeightedGraph, v: number, mate: number, ranked: readonly number[]): boolean {
  const at = ranked.indexOf(mate);
  return at !== -1 && ranked.slice(0, at).every((u) => !graph.mayPair(v, u));
}

/** 1. Which MDPs are paired in this bracket: as many as possible, highest scores first (D.1). */
function chooseMovedDown(
  st: BracketState,
  nextBegin: number,
  inResidents: (v: number) => boolean,
  has: (i: number, j: number) => boolean,
  setBase: (i: number, j: number, bonus: number) => void,
  solve: () => void,
): void {
  const { bracket, movedDown, matched, sorted } = st;
  const vx = (i: number): number => bracket[i] ?? 0;
  const score = (i: number): number => sorted[vx(i)]?.score ?? 0;
  let groupScore = 0;
  let remaining = 0;
  let remainingPaired = 0;
  for (let p = 0; p < movedDown; p++) {
    if (p === 0 || score(p) < groupScore) {
      groupScore = score(p);
      remaining = 0;
      remainingPaired = 0;
      for (let q = p; q < bracket.length && score(q) >= groupScore; q++) {
        remaining++;
        if (inResidents(vx(q))) remainingPaired++;
      }
    }
    if (!remainingPaired) continue;
    const pv = vx(p);
    if (remaining <= remainingPaired) {
      matched[pv] = 1;
      continue;
    }
    remaining--;
    if (!inResidents(pv)) {
      // The base weights leave their low bits free (weights.ts): a bonus there only breaks ties.
      for (let o = movedDown; o < nextBegin; o++) if (has(o, p)) setBase(p, o, 1);
      solve();
    }
    if (inResidents(pv)) {
      matched[pv] = 1;
      remainingPaired--;
      for (let o = movedDown; o < nextBegin; o++) if (has(o, p)) setBase(p, o, nextBegin - movedDown + 1);
    }
  }
}

/** The bracket as it was paired: its entrants, the pairs fixed in it and who moves down, why. */
function recordBracket(st: BracketState, trace: PairingTrace, nextBegin: number): void {
  const { sorted, matched, ctx } = st;
  const entrants = st.bracket.slice(0, nextBegin);
  const index = (v: number): number => sorted[v]?.index ?? -1;
  const pairs: [number, number][] = [];
  const left: number[] = [];
  for (const v of entrants) {
    const m = st.mate[v] ?? v;
    if (!matched[v]) left.push(v);
    else if (v < m) pairs.push([index(v), index(m)]);
  }
  const reason = (v: number): FloatReason => {
    const p = sorted[v];
    const others = entrants.filter((u) => u !== v);
    if (p && others.length > 0 && !others.some((u) => compatible(p, sorted[u] ?? p, ctx)))
      return 'incompatible';
    return entrants.length % 2 === 1 && left.length === 1 ? 'odd' : 'best';
  };
  trace.brackets.push({
    // The resident score group's, the lowest in the bracket (moved-down entrants come first).
    score: sorted[entrants[entrants.length - 1] ?? 0]?.score ?? 0,
    movedDown: entrants.slice(0, st.movedDown).map(index),
    residents: entrants.slice(st.movedDown).map(index),
    pairs,
    leftOver: left.map((v) => ({ entrant: index(v), reason: reason(v) })),
    weighed: weighed(st, nextBegin),
  });
}

/**
 * The criteria as the engine weighed the bracket's matching when it had decided the bracket
 * (weights.ts, read field by field): the bracket's pairs, and those towards the next score group
 * that C8 looks at. The weights and these figures are written by the same function.
 */
function weighed(st: BracketState, nextBegin: number): WeighedField[] {
  const { sorted, ctx, bracket } = st;
  const n = sorted.length;
  const pos = new Map(bracket.map((v, i) => [v, i]));
  const recorder = new FieldRecorder(ctx.scoreShift);
  const single = ctx.byeIsSingleDownfloater;
  for (const [v, i] of pos) {
    const m = st.mate[v] ?? v;
    const j = pos.get(m);
    if (j === undefined || j >= i) continue;
    const h = sorted[bracket[j] ?? 0];
    const l = sorted[bracket[i] ?? 0];
    if (!h || !l) continue;
    // Two moved-down entrants: their edge as the bracket that set it wrote it (see Carried).
    if (i < st.movedDown)
      ctx.byeIsSingleDownfloater = st.carried.get((bracket[j] ?? 0) * n + v)?.single ?? single;
    recorder.next();
    writeFields(recorder, h, l, i < nextBegin, i >= nextBegin, ctx);
    ctx.byeIsSingleDownfloater = single;
  }
  return recorder.sums(Math.min(ctx.playedRounds, 2));
}

/** The entrants not paired here move down to the next bracket with the next score group. */
function nextBracket(st: BracketState, nextBegin: number, groupStart: number): void {
  const { sorted, ctx, matched } = st;
  const n = sorted.length;
  const byeScore = ctx.byeScore ?? 0;
  const nextVertex = st.residentStart + (nextBegin - st.movedDown);
  // C9 applies in the next bracket if the PAB receiver comes from its score group or below, and
  // nobody floats below that score group.
  const groupScore = sorted[groupStart]?.score ?? 0;
  let single = n % 2 === 1 && groupStart < n && byeScore >= groupScore;
  const kept: number[] = [];
  let movedDown = 0;
  st.bracket.forEach((v, i) => {
    if (i < nextBegin && matched[v]) return;
    kept.push(v);
    if (i < nextBegin) movedDown++;
    if ((sorted[st.mate[v] ?? v]?.score ?? 0) < groupScore) single = false;
  });
  ctx.byeIsSingleDownfloater = single;
  st.bracket = kept;
  st.movedDown = movedDown;
  st.residentStart = nextVertex;
}
