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
import { bitsFor, edgeWeight, type WeightContext } from './weights';
import type { WeightedGraph } from './weighted-graph';

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
};

export function pairBracket(st: BracketState): void {
  const { sorted, graph, ctx, matched } = st;
  const bracket = st.bracket;
  const movedDown = st.movedDown;
  const score = (v: number): number => sorted[v]?.score ?? 0;
  const nextBegin = bracket.length;
  const nextVertex = st.residentStart + (nextBegin - movedDown);
  const groupStart = st.next;
  while (st.next < sorted.length && score(st.next) >= score(groupStart)) bracket.push(st.next++);
  const size = bracket.length;
  const vx = (i: number): number => bracket[i] ?? 0;
  const solve = (): void => {
    st.mate = graph.solve();
  };
  const mateOf = (v: number): number => st.mate[v] ?? v;
  const inResidents = (v: number): boolean => mateOf(v) >= st.residentStart && mateOf(v) < nextVertex;
  /** Matched to a later entrant of the bracket: plays the S1 part. */
  const upper = (v: number): boolean => mateOf(v) > v && mateOf(v) < nextVertex;

  // Base weights of the pairs within the bracket and towards the next score group.
  const base: bigint[][] = [];
  for (let i = movedDown; i < size; i++) {
    const row: bigint[] = [];
    for (let j = 0; j < i; j++) {
      const h = sorted[vx(j)];
      const l = sorted[vx(i)];
      row.push(h && l ? edgeWeight(h, l, i < nextBegin, i >= nextBegin, ctx) : 0n);
      graph.set(vx(i), vx(j), row[j] ?? 0n);
    }
    base[i] = row;
  }
  const baseAt = (i: number, j: number): bigint => base[i]?.[j] ?? 0n;
  const zeroBase = (i: number, j: number): void => {
    const row = base[i];
    if (row) row[j] = 0n;
  };
  solve();

  chooseMovedDown(st, nextBegin, inResidents, baseAt, solve);

  // 2. The opponents of the paired MDPs, the highest resident first.
  for (let p = 0; p < movedDown; p++) {
    const pv = vx(p);
    if (!matched[pv]) continue;
    let addend = BigInt(size);
    const ranked: number[] = [];
    for (let o = movedDown; o < nextBegin; o++) {
      const ov = vx(o);
      if (!matched[ov] && baseAt(o, p)) ranked.push(ov);
    }
    if (!alreadyBest(graph, pv, mateOf(pv), ranked)) {
      for (let o = nextBegin - 1; o >= movedDown; o--) {
        const ov = vx(o);
        if (matched[ov]) continue;
        const w = baseAt(o, p);
        if (w) graph.set(pv, ov, w + addend++);
      }
      solve();
    }
    const mv = mateOf(pv);
    matched[mv] = 1;
    if (mv !== pv) graph.fix(pv, mv);
  }

  // 3. The remainder: S1 are the residents who pair within it, S2 the others (D.2).
  const rem: number[] = [];
  let pairs = 0;
  for (let i = movedDown; i < nextBegin; i++) {
    const v = vx(i);
    if (mateOf(v) < st.residentStart) continue;
    rem.push(i);
    if (mateOf(v) < v) pairs++;
  }
  const G = BigInt(ctx.groupBits);
  /** Prefer fewer exchanges, then the smallest differences of the exchanged BSNs (D.3). */
  const withExchange = (a: number, c: number, remIndex: number): bigint => {
    const w = baseAt(rem[c] ?? 0, rem[a] ?? 0);
    if (!w) return w;
    return w + (((remIndex < pairs ? 1n << (2n * G) : 0n) - BigInt(remIndex)) << 1n);
  };
  const setRem = (a: number, c: number, w: bigint): void => graph.set(vx(rem[a] ?? 0), vx(rem[c] ?? 0), w);
  for (let c = 0; c < rem.length; c++) for (let a = 0; a < c; a++) setRem(a, c, withExchange(a, c, a));
  solve();

  let exchanges = 0;
  for (let a = 0; a < pairs; a++) if (!upper(vx(rem[a] ?? 0))) exchanges++;

  // 3a. S1 entrants who leave S1: the lowest possible first.
  let left = exchanges;
  for (let a = pairs - 1; a >= 0 && left > 0; a--) {
    const v = vx(rem[a] ?? 0);
    if (upper(v)) {
      for (let c = a + 1; c < rem.length; c++) {
        const w = withExchange(a, c, a);
        if (w) setRem(a, c, w - 1n);
      }
      solve();
    }
    const exchanged = !upper(v);
    if (exchanged) left--;
    for (let c = a + 1; c < rem.length; c++) {
      if (exchanged) zeroBase(rem[c] ?? 0, rem[a] ?? 0);
      setRem(a, c, withExchange(a, c, a));
    }
  }

  // 3b. S2 entrants who move up to S1: the highest possible first.
  left = exchanges;
  for (let a = pairs; a < rem.length && left > 1; a++) {
    const v = vx(rem[a] ?? 0);
    const already = upper(v);
    if (!already) {
      for (let c = a + 1; c < rem.length; c++) {
        const w = withExchange(a, c, a);
        if (w) setRem(a, c, w + 1n);
      }
      solve();
    }
    if (upper(v)) {
      left--;
      for (let c = 0; c < a; c++) {
        zeroBase(rem[a] ?? 0, rem[c] ?? 0);
        setRem(c, a, 0n);
      }
      for (let o = nextBegin; o < size; o++) {
        zeroBase(o, rem[a] ?? 0);
        graph.set(v, vx(o), 0n);
      }
    }
    if (!already) for (let c = a + 1; c < rem.length; c++) setRem(a, c, withExchange(a, c, a));
  }

  // Lock the exchanges: no edge from an entrant playing S2 down to a later one, nor to an S1 one.
  for (let a = 0; a < rem.length; a++) {
    const v = vx(rem[a] ?? 0);
    for (let c = a + 1; c < rem.length; c++) {
      if (!upper(v) || upper(vx(rem[c] ?? 0))) zeroBase(rem[c] ?? 0, rem[a] ?? 0);
      setRem(a, c, baseAt(rem[c] ?? 0, rem[a] ?? 0));
    }
  }

  // 4. Each S1 entrant's opponent: the highest S2 entrant possible, S1 in order (transpositions,
  // D.2). Deciding them one by one is lexicographic: below every stored criterion, S1 entrant k's
  // choice gets digit k of a number whose digits rank the opponents (the first S1 entrant's digit
  // most significant). As many digits as fit in the room below the criteria are decided by one
  // solve, then those pairs are fixed.
  const s1 = rem.filter((i) => upper(vx(i)));
  const digit = bitsFor(rem.length);
  const perSolve = Math.max(1, Math.floor((3 * ctx.groupBits + 1) / digit));
  for (let from = 0; from < s1.length; from += perSolve) {
    const chunk = s1.slice(from, from + perSolve);
    const ranked = (i: number): number[] => {
      const list: number[] = [];
      for (let c = rem.indexOf(i) + 1; c < rem.length; c++) {
        const cv = vx(rem[c] ?? 0);
        if (baseAt(rem[c] ?? 0, i) && !graph.isFixed(cv)) list.push(cv);
      }
      return list;
    };
    // When the current matching already gives each of them its best possible opponent, it
    // maximises every digit at once and the solve is skipped.
    if (!chunk.every((i) => alreadyBest(graph, vx(i), mateOf(vx(i)), ranked(i)))) {
      chunk.forEach((i, j) => {
        const a = rem.indexOf(i);
        const shift = BigInt(digit * (chunk.length - 1 - j));
        for (let c = a + 1; c < rem.length; c++) {
          const w = baseAt(rem[c] ?? 0, i);
          if (w) setRem(a, c, w + (BigInt(rem.length - 1 - c) << shift));
        }
      });
      solve();
    }
    for (const i of chunk) {
      const v = vx(i);
      const mv = mateOf(v);
      matched[v] = 1;
      matched[mv] = 1;
      graph.fix(v, mv);
    }
  }

  nextBracket(st, nextBegin, groupStart);
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
  baseAt: (i: number, j: number) => bigint,
  solve: () => void,
): void {
  const { bracket, movedDown, matched, graph, sorted } = st;
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
      for (let o = movedDown; o < nextBegin; o++) {
        const w = baseAt(o, p);
        if (w) graph.set(pv, vx(o), w | 1n);
      }
      solve();
    }
    if (inResidents(pv)) {
      matched[pv] = 1;
      remainingPaired--;
      for (let o = movedDown; o < nextBegin; o++) {
        const w = baseAt(o, p);
        if (w) graph.set(pv, vx(o), (w | BigInt(nextBegin - movedDown)) + 1n);
      }
    }
  }
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
