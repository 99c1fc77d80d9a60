/**
 * Issue 33.1 from the command line: the FMJD report of a rated round robin of 12 played two games a
 * round (R5.1), after three rounds, written by `diagonal export fmjd` and read back by
 * `diagonal import fmjd` to the same games. Every game of boards 1 and 2 is won by White, every
 * other game drawn: 3 rounds x 6 boards x 2 games = 36 games, each written in its own column
 * (R1 round 1 game 1, R2 round 1 game 2, ... R6; R7 to R22 empty until played), as its first line says.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';

const dir = mkdtempSync(join(tmpdir(), 'diagonal-cli-fmjd2-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Io = { out: string[]; err: string[]; io: { out: (s: string) => void; err: (s: string) => void } };
function capture(): Io {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s) => out.push(s), err: (s) => err.push(s) }, out, err };
}

async function api<T>(event: string, method: string, input: unknown = {}): Promise<T> {
  const c = capture();
  // event.create makes the file it is given; every other call acts on the open one
  const on = method === 'event.create' ? [] : ['--event', event];
  const code = await main(['api', method, JSON.stringify(input), ...on], c.io);
  if (code !== 0) throw new Error(`${method}: ${c.err.join(' ')}`);
  return JSON.parse(c.out.join('')) as T;
}

type Round = {
  boards: {
    boardNo: number;
    white: { name: string };
    black: { name: string };
    games: { leg: number; result: string | null; whiteId: number }[];
  }[];
};

/** Every game as "round.leg board result", the board's White first. */
async function games(event: string, tournamentId: number): Promise<string[]> {
  const out: string[] = [];
  for (let round = 1; round <= 3; round++) {
    const r = await api<Round>(event, 'round.get', { tournamentId, round });
    for (const b of r.boards)
      for (const g of b.games) out.push(`${round}.${g.leg} ${b.white.name}–${b.black.name} ${g.result}`);
  }
  return out.sort();
}

describe('diagonal export fmjd and import fmjd of a two-game round robin (issue 33.1)', () => {
  it('writes 36 games in six columns and reads them back to the same games', async () => {
    const event = join(dir, 'club.diagonal');
    await api(event, 'event.create', { file: event, name: 'Club' });
    const t = await api<{ id: number }>(event, 'tournament.create', {
      settings: {
        name: 'Championnat du club',
        scheduledStart: '2026-12-05T10:00',
        closeAtEnd: false,
        formatMode: 'force-round-robin',
        twoLegs: true,
        rated: true,
      },
    });
    for (let i = 1; i <= 12; i++)
      await api(event, 'entrant.add', {
        tournamentId: t.id,
        name: `Joueur ${String(i).padStart(2, '0')}`,
        rating: 2000 - i,
      });
    await api(event, 'tournament.start', { tournamentId: t.id, seed: 1 });
    for (let round = 1; round <= 3; round++) {
      if (round > 1) await api(event, 'round.pairNext', { tournamentId: t.id });
      const r = await api<Round>(event, 'round.get', { tournamentId: t.id, round });
      for (const b of r.boards)
        for (const g of b.games)
          await api(event, 'result.set', {
            tournamentId: t.id,
            round,
            board: b.boardNo,
            leg: g.leg,
            result: b.boardNo <= 2 ? 'white-wins' : 'draw',
          });
    }
    const played = await games(event, t.id);
    expect(played).toHaveLength(36);

    const report = join(dir, 'club-fmjd.csv');
    const out = capture();
    expect(await main(['export', 'fmjd', event, '--tournament', String(t.id), '-o', report], out.io)).toBe(0);
    const lines = readFileSync(report, 'utf8').split('\r\n');
    expect(lines[0]).toBe(
      'fill in FMJD-report;Championnat du club;2 games per round: one column per game in playing order (R1 round 1 game 1, R2 round 1 game 2, R3 round 2 game 1, ...)',
    );
    // 11 rounds of two games make 22 columns; after three rounds the first six are filled
    const columns = Array.from({ length: 22 }, (_, i) => `R${i + 1}`).join(';');
    expect(lines[1]).toBe(`Pl;FMJD-id;Title;Name;Cn;FMJD-rating;${columns};Pt`);
    const rows = lines.slice(2).filter((l) => l !== '');
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      const cells = row.split(';');
      expect(cells.slice(6, 12).every((c) => /^[012]\/\d+[wb]$/.test(c))).toBe(true);
      expect(cells.slice(12, 28).every((c) => c === '')).toBe(true);
    }

    const back = join(dir, 'back.diagonal');
    await api(back, 'event.create', { file: back, name: 'Back' });
    const c = capture();
    expect(await main(['import', 'fmjd', report, '--event', back], c.io)).toBe(0);
    const [imported] = await api<{ id: number }[]>(back, 'tournament.list');
    expect(await games(back, imported!.id)).toEqual(played);
  });
});
