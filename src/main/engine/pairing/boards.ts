/**
 * Publication order of the boards (C.04.2 and REFERENCES.md): by the score of the pair's
 * higher-ranked entrant, then by the sum of the pair's scores (the lower entrant's score), then by
 * the higher-ranked entrant's pairing number; the PAB is published last.
 */
import { ranksBelow } from './colours';
import type { EntrantState, Pair } from './model';

export function publicationOrder(pairs: Pair[], states: readonly EntrantState[]): Pair[] {
  const key = (p: Pair): [number, number, number] => {
    const w = states[p.white];
    const b = states[p.black];
    if (!w || !b) throw new Error('publicationOrder: unknown entrant');
    const [hi, lo] = ranksBelow(w, b) ? [b, w] : [w, b];
    return [hi.score, lo.score, hi.rank];
  };
  return pairs
    .map((p) => ({ p, k: key(p) }))
    .sort((x, y) => y.k[0] - x.k[0] || y.k[1] - x.k[1] || x.k[2] - y.k[2])
    .map((x) => x.p);
}
