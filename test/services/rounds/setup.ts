/** A tournament in a real temp event file, driven through dispatch the way the screens drive it. */
import { harness, type Harness } from '../../api/harness';
import type { ApiInput } from '../../../src/shared/api/contract';
import type { GameResult } from '../../../src/shared/domain';

export type Field = { name: string; rating: number | null; present?: boolean }[];

export async function tournament(
  h: Harness,
  field: Field,
  settings: Partial<ApiInput<'tournament.create'>['settings']> = {},
): Promise<number> {
  await h.api['event.create']({ file: 'play', name: 'Play' });
  const t = await h.api['tournament.create']({
    settings: { name: 'Club Open', scheduledStart: '2026-12-05T10:00', closeAtEnd: false, ...settings },
  });
  for (const e of field)
    await h.api['entrant.add']({
      tournamentId: t.id,
      name: e.name,
      rating: e.rating,
      present: e.present ?? true,
    });
  return t.id;
}

/** "Surname, N" with ratings 2000, 1990, ... so that pairing and table numbers by rating are 1, 2, ... */
export const field = (n: number): Field =>
  Array.from({ length: n }, (_, i) => ({
    name: `Player ${String(i + 1).padStart(2, '0')}`,
    rating: 2000 - 10 * i,
  }));

/** Entrant id by starting number, from the entrant list. */
export async function idsByStartNo(h: Harness, tournamentId: number): Promise<Map<number, number>> {
  const list = await h.api['entrant.list']({ tournamentId });
  return new Map(list.filter((e) => e.startNo !== null).map((e) => [e.startNo ?? 0, e.id]));
}

/** Board number of the board where `white` (by starting number) plays White, with `black`. */
export function boardOf(
  round: { boards: { boardNo: number; white: { startNo: number }; black: { startNo: number } }[] },
  white: number,
  black: number,
): number {
  const b = round.boards.find((x) => x.white.startNo === white && x.black.startNo === black);
  if (!b) throw new Error(`no board ${white}-${black}`);
  return b.boardNo;
}

export async function enter(
  h: Harness,
  tournamentId: number,
  round: number,
  board: number,
  result: GameResult,
  leg: 1 | 2 = 1,
) {
  return h.api['result.set']({ tournamentId, round, board, leg, result });
}

export { harness, type Harness };
