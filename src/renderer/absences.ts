import type { Entrant } from '../shared/api/entrants';

type Playing = Pick<Entrant, 'id' | 'startNo' | 'withdrawnAfterRound'>;

/**
 * R10.1 absences for the next round: who still plays (a starting number, not withdrawn), by
 * starting number, and which of them are marked absent for `nextRound` (none without one).
 */
export function absencesFor<E extends Playing>(
  entrants: readonly E[],
  marked: readonly { round: number; entrantId: number }[],
  nextRound: number | null,
): { playing: E[]; absent: Set<number>; absentNow: E[] } {
  const playing = entrants
    .filter((e) => e.startNo !== null && e.withdrawnAfterRound === null)
    .sort((x, y) => (x.startNo ?? 0) - (y.startNo ?? 0));
  const absent = new Set(marked.filter((a) => a.round === nextRound).map((a) => a.entrantId));
  return { playing, absent, absentNow: playing.filter((e) => absent.has(e.id)) };
}
