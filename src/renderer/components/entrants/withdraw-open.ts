import type { RoundView } from '../../../shared/api/rounds';

/**
 * R10.2, R8.3: what a withdrawal now does to the entrant's games of the current round. Only a
 * game still without a result becomes a forfeit for the opponent; one with a result stays.
 * `open`: at least one game of the board (one leg, or both, R5) has none, against `opponent`;
 * `none`: the entrant plays no board in the round (a bye or an absence).
 */
export type WithdrawEffect = { kind: 'open'; opponent: string } | { kind: 'decided' } | { kind: 'none' };

export function withdrawEffect(round: RoundView | null, entrantId: number): WithdrawEffect {
  const board = round?.boards.find((b) => b.white.id === entrantId || b.black.id === entrantId);
  if (!board) return { kind: 'none' };
  const opponent = board.white.id === entrantId ? board.black.name : board.white.name;
  return board.games.some((g) => g.result === null) ? { kind: 'open', opponent } : { kind: 'decided' };
}
