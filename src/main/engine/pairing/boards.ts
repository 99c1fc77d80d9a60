/**
 * Publication order of the boards (C.04.2 and REFERENCES.md): by the score of the pair's
 * higher-ranked entrant, then by the sum of the pair's scores (the lower entrant's score), then by
 * the higher-ranked entrant's pairing number; the PAB is published last. Points scored, never the
 * virtual points of an accelerated round (C.04.5), as the reference engine publishes them.
 */
import type { EntrantState, Pair } from './model';

const pointsBelow = (a: EntrantState, b: EntrantState): boolean =>
  a.points < b.points || (a.points === b.points && a.rank > b.rank);

export function publicationOrder(pairs: Pair[], states: readonly EntrantState[]): Pair[] {
  const key = (p: Pair): [number, number, number] => {
    const w = states[p.white];
    const b = states[p.black];
    if (!w || !b) throw new Error('publicationOrder: unknown entrant');
    const [hi, lo] = pointsBelow(w, b) ? [b, w] : [w, b];
    return [hi.points, lo.points, hi.rank];
  };
  return pairs
    .map((p) => ({ p, k: key(p) }))
    .sort((x, y) => y.k[0] - x.k[0] || y.k[1] - x.k[1] || x.k[2] - y.k[2])
    .map((x) => x.p);
}
