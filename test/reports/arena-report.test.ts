import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../api/harness';
import { lines, readBack } from './pdf';

const START = new Date(2026, 5, 1, 14, 0).getTime();
const at = (minutes: number) => new Date(START + minutes * 60_000);

let h: Harness;
let clock = at(0);
afterEach(() => h.done());

/*
 * Played by hand (R14.2-R14.5): Anna 2000, Bogdan 1990, Claire 1980, Daan 1970.
 *  0' Anna-Bogdan, Claire-Daan. Anna boosts and wins (4), Claire wins (2).
 *  3' by rank Anna 4, Claire 2, Bogdan 0, Daan 0, without the pairs just met: Anna-Claire, Bogdan-Daan.
 *     Anna wins (2, second win), Bogdan-Daan drawn.
 *  6' Anna 6, Claire 2, Bogdan 1, Daan 1; allowed Anna-Daan, Bogdan-Claire. Daan had White less
 *     often: Daan-Anna; Claire last had Black: Claire-Bogdan. Anna wins with Black: third win, 3.
 *     Claire-Bogdan drawn.
 * Final: Anna 9 (3 wins), Claire 3 (1), Bogdan 2, Daan 1.
 */
describe('the arena ranking report', () => {
  it('prints the final ranking and every game with its points, streak and boost marks', async () => {
    h = harness('en', () => clock);
    await h.api['event.create']({ file: 'arena', name: 'Arena night' });
    const t = await h.api['arena.create']({
      settings: {
        name: 'Blitz arena',
        scheduledStart: '2026-06-01T14:00',
        durationMinutes: 30,
        arbiter: 'Jan Arbiter',
      },
      clock: { baseSeconds: 180, incrementSeconds: 2 },
    });
    const id: Record<string, number> = {};
    for (const [name, rating] of [
      ['Anna', 2000],
      ['Bogdan', 1990],
      ['Claire', 1980],
      ['Daan', 1970],
    ] as const)
      id[name] = (await h.api['entrant.add']({ tournamentId: t.id, name, rating })).id;
    const tick = async (m: number) => {
      clock = at(m);
      return (await h.api['arena.tick']({ tournamentId: t.id, now: true })).boards;
    };
    const play = async (
      m: number,
      results: ('white-wins' | 'draw' | 'black-wins')[],
      boards: { gameId: number }[],
    ) => {
      clock = at(m);
      for (const [i, result] of results.entries())
        await h.api['arena.result']({ gameId: boards[i]!.gameId, result });
    };
    let b = await tick(0);
    await h.api['arena.boost']({ gameId: b[0]!.gameId, entrantId: id.Anna! });
    await play(2, ['white-wins', 'white-wins'], b);
    b = await tick(3);
    expect(b.map((x) => `${x.white.name}-${x.black.name}`)).toEqual(['Anna-Claire', 'Bogdan-Daan']);
    await play(5, ['white-wins', 'draw'], b);
    b = await tick(6);
    expect(b.map((x) => `${x.white.name}-${x.black.name}`)).toEqual(['Daan-Anna', 'Claire-Bogdan']);
    await play(8, ['black-wins', 'draw'], b);
    await tick(41);

    const out = await h.api['arena.report']({ tournamentId: t.id, language: 'en' });
    expect(out.fileName).toBe('blitz-arena-arena-ranking.pdf');
    const text = lines(readBack(Buffer.from(out.pdf, 'base64')));
    expect(text).toContain('Arena night – Arena ranking');
    expect(text.some((l) => l.startsWith('Final ranking'))).toBe(true);
    const rows = text.filter((l) => /^\d (Anna|Bogdan|Claire|Daan) /.test(l));
    expect(rows).toEqual([
      '1 Anna 2000 9 3 3',
      '2 Claire 1980 3 1 3',
      '3 Bogdan 1990 2 0 3',
      '4 Daan 1970 1 0 3',
    ]);
    const all = text.join(' ');
    expect(all).toContain('1. Anna – 9 pts');
    expect(all).toContain('1. Bogdan (W) won 4! 2. Claire (W) won 2 3. Daan (B) won 3*');
    expect(all).toContain('4. Daan – 1 pts');
  });
});
