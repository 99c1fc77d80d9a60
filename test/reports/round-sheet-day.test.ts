import { afterEach, describe, expect, it } from 'vitest';
import { harness } from '../api/harness';
import { enter, field, tournament, type Harness } from '../services/rounds/setup';
import { lines, readBack } from './pdf';

/*
 * A tournament day spread over three days: round 1 paired on 5 December, round 2 on 6 December,
 * both sheets printed again on 7 December. Eight entrants by rating (R6.3), round 1 1-5, 2-6,
 * 3-7, 4-8 (R6.4): White wins on boards 1 and 2, board 3 drawn, Black wins on board 4.
 */
let clock = new Date('2026-12-05T08:30:00Z');
let h: Harness | undefined;
afterEach(() => h?.done());

const sheet = async (hh: Harness, tournamentId: number, round: number) =>
  lines(
    readBack(
      Buffer.from(
        (await hh.api['report.render']({ tournamentId, kind: 'round-sheet', language: 'en', round })).pdf,
        'base64',
      ),
    ),
  );

describe('round sheet of a tournament day', () => {
  it("is dated with the round's own day and shows everyone's points before the round", async () => {
    const hh = harness('en', () => clock);
    h = hh;
    const t = await tournament(hh, field(8), { tableNumbers: 'rating' });
    await hh.api['tournament.start']({ tournamentId: t, seed: 3 });
    const r1 = await hh.api['round.get']({ tournamentId: t, round: 1 });
    const results = ['white-wins', 'white-wins', 'draw', 'black-wins'] as const;
    for (const [i, result] of results.entries()) await enter(hh, t, 1, i + 1, result);
    clock = new Date('2026-12-06T08:30:00Z');
    const r2 = await hh.api['round.pairNext']({ tournamentId: t });
    clock = new Date('2026-12-07T20:00:00Z');

    const one = await sheet(hh, t, 1);
    expect(one).toContain('Date: 2026-12-05');
    expect(one).toContain('Printed 2026-12-07 Page 1 of 1');
    // before round 1 nobody has a point
    for (const b of r1.boards)
      expect(one.some((l) => l.includes(`${b.white.name} 0 ${b.white.rating}`))).toBe(true);

    const two = await sheet(hh, t, 2);
    expect(two).toContain('Date: 2026-12-06');
    expect(two.join('\n')).not.toContain('Date: 2026-12-07');
    // After round 1, by hand: the Whites of boards 1 and 2 and the Black of board 4 have 2, both
    // of board 3 have 1, the rest 0.
    const before = new Map<number, number>();
    r1.boards.forEach((b, i) => {
      const [w, k] = { 'white-wins': [2, 0], draw: [1, 1], 'black-wins': [0, 2] }[results[i] ?? 'draw'];
      before.set(b.white.startNo, w ?? 0);
      before.set(b.black.startNo, k ?? 0);
    });
    for (const b of r2.boards) {
      const w = `${b.white.startNo} ${b.white.name} ${before.get(b.white.startNo)} ${b.white.rating}`;
      const k = `${b.black.startNo} ${b.black.name} ${before.get(b.black.startNo)} ${b.black.rating}`;
      expect(two).toContain(`${b.boardNo} ${w} ${k}`);
    }
  });
});
