/**
 * R6.2: when no pairing respects the absolute criteria, the app offers the pairing with the
 * fewest rematches and the arbiter confirms it. One maximum-weight matching whose weight puts,
 * in this order: the bye only to whoever may have it (R4.3: a second bye gives a win's points
 * without a game, a rematch is at least a game), then no rematch, then the scores as close as
 * they can be, the bye to the lowest score and pairing number. Colours: fewer Whites first.
 * Forbidden pairs (issue 30) stay absolute: such a pair has no edge at all, and a round that
 * cannot be paired without one is refused (`play:noPairingForbidden`), nothing saved.
 */
import { scoreSheet } from '../../engine/sheet';
import { maxWeightMatching, type WeightedEdge } from '../../engine/pairing/matching';
import type { EntrantScore } from '../../engine/types';
import { AppError } from '../../../shared/errors';
import { holdsIn } from '../forbidden';
import type { Proposal } from './proposal';
import { toSheet } from './sheet';
import type { Running } from './state';

const BYE_ALLOWED = 1n << 56n;
const NO_REMATCH = 1n << 40n;
const SCORE = 1n << 12n;

export function pairFewestRematches(
  s: Running,
  number: number,
  out: Proposal['absences'],
): Proposal & { rematches: number } {
  const left = new Set(out.map((a) => a.entrantId));
  const scores = new Map(scoreSheet(toSheet(s, number - 1)).map((x) => [x.startNo, x]));
  const present = s.entrants.filter((e) => !left.has(e.id));
  const score = (i: number): EntrantScore | undefined => scores.get(present[i]?.startNo ?? 0);
  const met = (i: number, j: number): boolean =>
    (score(i)?.rounds ?? []).some(
      (r) => r.kind === 'board' && r.opponent === present[j]?.startNo && r.games.some((g) => g.played),
    );
  const byeEligible = (i: number): boolean =>
    !(score(i)?.rounds ?? []).some(
      (r) =>
        r.kind === 'bye' || (r.kind === 'board' && r.games.some((g) => !g.played && g.outcome === 'win')),
    );
  const apart = new Set(
    s.forbidden
      .filter((f) => holdsIn(f, number))
      .flatMap((f) => [`${f.entrant_a}-${f.entrant_b}`, `${f.entrant_b}-${f.entrant_a}`]),
  );
  const forbidden = (i: number, j: number): boolean => apart.has(`${present[i]?.id}-${present[j]?.id}`);
  const n = present.length;
  const top = BigInt(Math.max(0, ...present.map((_, i) => score(i)?.points ?? 0)) + 1);
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      if (forbidden(i, j)) continue;
      const diff = BigInt(Math.abs((score(i)?.points ?? 0) - (score(j)?.points ?? 0)));
      edges.push([i, j, (met(i, j) ? 0n : NO_REMATCH) + (top - diff) * SCORE]);
    }
  const bye = n; // an extra vertex when the count is odd
  if (n % 2 === 1)
    for (let i = 0; i < n; i++)
      edges.push([
        i,
        bye,
        (byeEligible(i) ? BYE_ALLOWED : 0n) + (top - BigInt(score(i)?.points ?? 0)) * SCORE + BigInt(i),
      ]);
  const mate = maxWeightMatching(n % 2 === 1 ? n + 1 : n, edges, true);
  // Every edge left is allowed, and the matching is of maximum cardinality: someone unmatched
  // means that no pairing keeps the forbidden pairs apart.
  for (let i = 0; i < n; i++)
    if ((mate[i] ?? -1) < 0) throw new AppError('play:noPairingForbidden', { round: number });

  const whites = (i: number) =>
    (score(i)?.rounds ?? [])
      .flatMap((r) => (r.kind === 'board' ? r.games : []))
      .filter((g) => g.played && g.colour === 'white').length;
  const blacks = (i: number) =>
    (score(i)?.rounds ?? [])
      .flatMap((r) => (r.kind === 'board' ? r.games : []))
      .filter((g) => g.played && g.colour === 'black').length;
  const pairs: { white: number; black: number; key: [number, number] }[] = [];
  let byeId: number | null = null;
  let rematches = 0;
  for (let i = 0; i < n; i++) {
    const j = mate[i] ?? -1;
    if (j === bye && n % 2 === 1) byeId = present[i]?.id ?? null;
    if (j <= i || j >= n) continue;
    if (met(i, j)) rematches++;
    const iWhite =
      whites(i) - blacks(i) < whites(j) - blacks(j) ||
      (whites(i) - blacks(i) === whites(j) - blacks(j) && i < j);
    const [w, b] = iWhite ? [i, j] : [j, i];
    pairs.push({
      white: present[w]?.id ?? 0,
      black: present[b]?.id ?? 0,
      key: [Math.max(score(i)?.points ?? 0, score(j)?.points ?? 0), Math.min(i, j)],
    });
  }
  pairs.sort((x, y) => y.key[0] - x.key[0] || x.key[1] - y.key[1]);
  return {
    boards: pairs.map(({ white, black }) => ({ white, black })),
    bye: byeId,
    absences: out,
    rematches,
  };
}
