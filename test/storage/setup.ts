/** An event file in play, driven through dispatch as the screens drive it (storage tests). */
import { writeFileSync } from 'node:fs';
import type { Harness } from '../api/harness';
import type { GameResult } from '../../src/shared/domain';

const RESULTS: GameResult[] = ['white-wins', 'draw', 'black-wins'];

/** A Swiss of `n` entrants, started: round 1 paired, nothing entered. Returns the tournament id. */
export async function startedSwiss(h: Harness, n = 8, file = 'Club Open'): Promise<number> {
  await h.api['event.create']({ file, name: 'Club Open 2026' });
  const t = await h.api['tournament.create']({
    settings: { name: 'Open A', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
  });
  for (let i = 0; i < n; i++)
    await h.api['entrant.add']({ tournamentId: t.id, name: `Player ${i + 1}, A`, rating: 2000 - 10 * i });
  await h.api['tournament.start']({ tournamentId: t.id, seed: 7 });
  return t.id;
}

/** Enters every board of `round`: white wins, draw, black wins, in turn. */
export async function enterRound(h: Harness, tournamentId: number, round: number): Promise<number> {
  const r = await h.api['round.get']({ tournamentId, round });
  let n = 0;
  for (const b of r.boards)
    await h.api['result.set']({ tournamentId, round, board: b.boardNo, result: RESULTS[n++ % 3] ?? 'draw' });
  return n;
}

/** A rating list of `rows` players: long enough that its import is still writing when asked. */
export function bigList(path: string, rows: number): void {
  const lines = ['FMJD-id;Name;Fed;Rating'];
  for (let i = 0; i < rows; i++) lines.push(`${30000 + i};Nowak${i}, Jan;POL;${1200 + (i % 900)}`);
  writeFileSync(path, lines.join('\n') + '\n');
}
