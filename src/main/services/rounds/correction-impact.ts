/** What a correction of round k touches (R6.7, R9.1), said before the arbiter confirms it. */
import type { GameResult } from '../../../shared/domain';
import type { CorrectionImpact, Repair } from '../../../shared/api/results';
import type { RoundRow } from '../../db/repos/rounds';
import type { Running } from './state';

const hasResult = (r: RoundRow) => r.boards.some((b) => b.games.some((g) => g.result !== null));

/**
 * The standings after rounds k to the latest change. A later round with a result keeps its
 * pairing (R6.7); round k+1 paired without results is re-paired in a Swiss (`repair`, which may
 * give the same boards); a round robin's later rounds come from the Berger table (R7.1).
 */
export function correctionImpact(
  s: Running,
  round: number,
  before: GameResult | null,
  after: GameResult,
  repair: Repair | null,
): CorrectionImpact {
  const later = s.rounds
    .filter((r) => r.number > round)
    .map((r) => {
      if (repair?.round === r.number)
        return { round: r.number, pairing: repair.changed ? ('repaired' as const) : ('same' as const) };
      if (s.format === 'round-robin' && !hasResult(r)) return { round: r.number, pairing: 'table' as const };
      return { round: r.number, pairing: 'played' as const };
    });
  return { round, before, after, standings: { from: round, to: s.rounds.length }, later };
}
