/**
 * The Baku acceleration (FIDE C.04.5.1): before round 1 the pairing list is split into GA, the
 * first half rounded up to an even number (2 x ceil(n / 4)), and GB. The accelerated rounds are
 * the first half of the rounds, rounded up; before the first half of them (rounded up) every GA
 * entrant gets virtual points worth a win ("1"), before the rest worth a draw ("0.5"). GB gets
 * none, nor anyone after the accelerated rounds. Virtual points count for pairing only.
 */
import type { PointSystem } from '../../../shared/domain';

export type BakuPlan = {
  /** Pairing numbers 1..lastAccelerated form GA. */
  lastAccelerated: number;
  /** Virtual points before each round (index 0 = round 1), for GA; empty after the last. */
  points: number[];
};

export function bakuPlan(entrants: number, rounds: number, ps: PointSystem): BakuPlan {
  const accelerated = Math.ceil(rounds / 2);
  const full = Math.ceil(accelerated / 2);
  const points: number[] = [];
  for (let r = 0; r < accelerated; r++) points.push(r < full ? ps.win : ps.draw);
  return { lastAccelerated: Math.min(entrants, 2 * Math.ceil(entrants / 4)), points };
}
