/** The Baku acceleration (FIDE C.04.5.1) as TRF-2026 `250` lines, for the export and the generator. */
import type { PointSystem } from '../../shared/domain';
import { bakuPlan } from '../engine/pairing/baku';
import type { TrfAccelerationRecord } from './trf-types';

/** C.04.5.1 as `250` lines: GA's virtual points in tenths, one line per run of equal values. */
export function bakuRecords(entrants: number, rounds: number, ps: PointSystem): TrfAccelerationRecord[] {
  const plan = bakuPlan(entrants, rounds, ps);
  const out: TrfAccelerationRecord[] = [];
  plan.points.forEach((v, r) => {
    const gamePoints = (v * 10) / ps.scale;
    const prev = out.at(-1);
    if (prev && prev.gamePoints === gamePoints && prev.lastRound === r) prev.lastRound = r + 1;
    else {
      const record = { matchPoints: '', gamePoints, firstRound: r + 1, lastRound: r + 1 };
      out.push({ ...record, firstPlayer: 1, lastPlayer: plan.lastAccelerated });
    }
  });
  return out;
}
