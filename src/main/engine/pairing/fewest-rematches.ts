/**
 * R6.2: when no pairing respects the absolute criteria, the app offers the pairing with the
 * fewest rematches and the arbiter confirms it. One maximum-weight matching whose weight puts,
 * in this order: the bye only to whoever may have it (R4.3: a second bye gives a win's points
 * without a game, a rematch is at least a game), then no rematch, then the scores as close as
 * they can be, the bye to the lowest score and pairing number. Colours: fewer Whites first.
 * Forbidden pairs (issue 30) stay absolute: such a pair has no edge at all.
 * Pure: the sheet of the rounds before, the entrants to pair, and the pairing out.
 */
import { scoreSheet } from '../sheet';
import type { EntrantScore, ScoringSheet, StartNo } from '../types';
import { maxWeightMatching, type WeightedEdge } from './matching';

/** The weight's fields, highest first: each outweighs every sum of the ones below it. */
export const BYE_ALLOWED = 1n << 56n;
export const NO_REMATCH = 1n << 40n;
export const SCORE = 1n << 12n;

export type RematchEntrant = { id: number; startNo: StartNo };

export type FewestRematchesInput = {
  /** The rounds before the one to pair. */
  sheet: ScoringSheet;
  /** The entrants to pair, in pairing-number order; the pairing names them by `id`. */
  entrants: readonly RematchEntrant[];
  /** Issue 30: whether two entrants (by id) are kept apart in this round. */
  apart: (a: number, b: number) => boolean;
};

export type FewestRematchesPairing = {
  /** Highest score first, then the better pairing number. */
  boards: { white: number; black: number }[];
  bye: number | null;
  rematches: number;
};

type Field = {
  readonly n: number;
  points: (i: number) => number;
  met: (i: number, j: number) => boolean;
  byeEligible: (i: number) => boolean;
  /** Whites minus Blacks over the games played. */
  balance: (i: number) => number;
};

function field(input: FewestRematchesInput): Field {
  const scores = new Map(scoreSheet(input.sheet).map((x) => [x.startNo, x]));
  const present = input.entrants;
  const score = (i: number): EntrantScore | undefined => scores.get(present[i]?.startNo ?? 0);
  const rounds = (i: number) => score(i)?.rounds ?? [];
  const games = (i: number) =>
    rounds(i)
      .flatMap((r) => (r.kind === 'board' ? r.games : []))
      .filter((g) => g.played);
  return {
    n: present.length,
    points: (i) => score(i)?.points ?? 0,
    // R6.2: a game that was not played is not a meeting.
    met: (i, j) =>
      rounds(i).some(
        (r) => r.kind === 'board' && r.opponent === present[j]?.startNo && r.games.some((g) => g.played),
      ),
    // R4.3: neither a bye nor a forfeit win before.
    byeEligible: (i) =>
      !rounds(i).some(
        (r) =>
          r.kind === 'bye' || (r.kind === 'board' && r.games.some((g) => !g.played && g.outcome === 'win')),
      ),
    balance: (i) => games(i).reduce((sum, g) => sum + (g.colour === 'white' ? 1 : -1), 0),
  };
}

/** The matching's edges: vertex `n` is the bye when the count is odd. */
function rematchEdges(f: Field, apart: (i: number, j: number) => boolean): WeightedEdge[] {
  const { n } = f;
  const top = BigInt(Math.max(0, ...Array.from({ length: n }, (_, i) => f.points(i))) + 1);
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      if (apart(i, j)) continue;
      const diff = BigInt(Math.abs(f.points(i) - f.points(j)));
      edges.push([i, j, (f.met(i, j) ? 0n : NO_REMATCH) + (top - diff) * SCORE]);
    }
  if (n % 2 === 1)
    for (let i = 0; i < n; i++)
      edges.push([
        i,
        n,
        (f.byeEligible(i) ? BYE_ALLOWED : 0n) + (top - BigInt(f.points(i))) * SCORE + BigInt(i),
      ]);
  return edges;
}

/** The pairing with the fewest rematches, or null when no pairing keeps the forbidden pairs apart. */
export function pairFewestRematches(input: FewestRematchesInput): FewestRematchesPairing | null {
  const present = input.entrants;
  const f = field(input);
  const { n } = f;
  const id = (i: number): number => present[i]?.id ?? 0;
  const edges = rematchEdges(f, (i, j) => input.apart(id(i), id(j)));
  const mate = maxWeightMatching(n % 2 === 1 ? n + 1 : n, edges, true);
  // Every edge left is allowed, and the matching is of maximum cardinality: someone unmatched
  // means that no pairing keeps the forbidden pairs apart.
  for (let i = 0; i < n; i++) if ((mate[i] ?? -1) < 0) return null;

  const pairs: { white: number; black: number; key: [number, number] }[] = [];
  let bye: number | null = null;
  let rematches = 0;
  for (let i = 0; i < n; i++) {
    const j = mate[i] ?? -1;
    if (j === n && n % 2 === 1) bye = present[i]?.id ?? null;
    if (j <= i || j >= n) continue;
    if (f.met(i, j)) rematches++;
    const iWhite = f.balance(i) < f.balance(j) || (f.balance(i) === f.balance(j) && i < j);
    const [w, b] = iWhite ? [i, j] : [j, i];
    pairs.push({ white: id(w), black: id(b), key: [Math.max(f.points(i), f.points(j)), Math.min(i, j)] });
  }
  pairs.sort((x, y) => y.key[0] - x.key[0] || x.key[1] - y.key[1]);
  return { boards: pairs.map(({ white, black }) => ({ white, black })), bye, rematches };
}
