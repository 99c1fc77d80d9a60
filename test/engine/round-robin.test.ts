import { describe, expect, it } from 'vitest';
import { roundRobinSchedule, scheduledToRound } from '../../src/main/engine/round-robin';
import { scoreSheet } from '../../src/main/engine/sheet';
import { DRAUGHTS_POINTS } from '../../src/shared/domain';

describe('round-robin schedule (R7)', () => {
  it('R3.2: four entrants, two legs: 3 rounds of two games, six games each', () => {
    const s = roundRobinSchedule(4, { gamesPerRound: 2 });
    expect(s).toHaveLength(3);
    // Published table for 4: 1-4, 2-3 / 4-3, 1-2 / 2-4, 3-1.
    expect(s.map((r) => r.boards.map((b) => `${b.white}-${b.black}`).join(' '))).toEqual([
      '1-4 2-3',
      '4-3 1-2',
      '2-4 3-1',
    ]);
    const games = new Map<number, number>();
    for (const r of s)
      for (const b of r.boards)
        for (const e of [b.white, b.black]) games.set(e, (games.get(e) ?? 0) + r.gamesPerRound);
    expect([...games.values()]).toEqual([6, 6, 6, 6]);
  });

  it('R7.1: five entrants, a bye every round, each entrant once', () => {
    const s = roundRobinSchedule(5);
    expect(s.map((r) => r.bye)).toEqual([1, 4, 2, 5, 3]);
  });

  it('double round robin of 5: every pair meets twice, once with each colour; two byes each', () => {
    const s = roundRobinSchedule(5, { double: true });
    expect(s).toHaveLength(10);
    const seen = new Set<string>();
    for (const r of s) for (const b of r.boards) seen.add(`${b.white}-${b.black}`);
    expect(seen.size).toBe(20); // 10 pairs x 2 colours
    expect([...s.map((r) => r.bye)].sort()).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('becomes an empty round of the sheet, the bye scored as a win for every game (R4.2)', () => {
    const rounds = roundRobinSchedule(3, { gamesPerRound: 2 }).map(scheduledToRound);
    const scores = scoreSheet({
      entrants: [1, 2, 3].map((startNo) => ({ startNo, rating: null, withdrawn: false })),
      rounds: rounds.slice(0, 1),
      points: DRAUGHTS_POINTS,
      rated: true,
    });
    // Table for 4 without 4: round 1 "1-4" is 1's bye, worth 2 x 2 = 4; 2-3 not played yet.
    expect(scores.map((e) => e.points)).toEqual([4, 0, 0]);
  });
});
