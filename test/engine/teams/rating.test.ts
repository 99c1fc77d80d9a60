/**
 * The team rating (docs/TEAMS.md "Team rating", the seeds' team page): K = 32 on the Elo curve
 * E = 1 / (1 + 10^((Rb - Ra) / 400)), and the closing stake P = 20 · avg / 500 spread linearly
 * from +P (champion) to -P (last). Every figure below is worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import {
  closingShares,
  closingStake,
  deriveRatings,
  expectedScore,
  matchTransfer,
  roundHalfAway,
} from '../../../src/main/engine/teams/rating';

describe('one match', () => {
  it('two teams at 500: the winner takes 16 from the loser', () => {
    // E = 1 / (1 + 10^0) = 0.5; 32 · (1 - 0.5) = 16
    expect(expectedScore(500, 500)).toBe(0.5);
    expect(matchTransfer(500, 500, 1)).toBe(16);
    expect(matchTransfer(500, 500, 0)).toBe(-16);
    // a draw between equals moves nothing: 32 · (0.5 - 0.5) = 0
    expect(matchTransfer(500, 500, 0.5)).toBe(0);
  });

  it('the more improbable the result, the more it transfers', () => {
    // 400 beats 600: E = 1 / (1 + 10^(200/400)) = 1 / (1 + 3.162278) = 0.240253;
    // 32 · (1 - 0.240253) = 24.312 -> 24
    expect(expectedScore(400, 600)).toBeCloseTo(0.240253, 5);
    expect(matchTransfer(400, 600, 1)).toBe(24);
    // 600 beats 400: E = 0.759747; 32 · 0.240253 = 7.688 -> 8
    expect(matchTransfer(600, 400, 1)).toBe(8);
  });

  it('a draw against a weaker team costs the stronger one', () => {
    // 516 draws with 500: 10^(-16/400) = 10^-0.04 = 0.912011; E = 1 / 1.912011 = 0.523009;
    // 32 · (0.5 - 0.523009) = -0.736 -> -1
    expect(expectedScore(516, 500)).toBeCloseTo(0.523009, 5);
    expect(matchTransfer(516, 500, 0.5)).toBe(-1);
    // 484 beats 500: 10^0.04 = 1.096478; E = 1 / 2.096478 = 0.476991; 32 · 0.523009 = 16.736 -> 17
    expect(matchTransfer(484, 500, 1)).toBe(17);
  });

  it('rounds half away from zero, so a transfer reads the same from either side', () => {
    expect(roundHalfAway(2.5)).toBe(3);
    expect(roundHalfAway(-2.5)).toBe(-3);
    expect(roundHalfAway(-0.4)).toBe(-0);
    expect(Math.round(-2.5)).toBe(-2); // what Math.round alone would give
  });
});

describe('the close of a tournament', () => {
  it('a field averaging 500 stakes 20: champion +20, last -20, linear between', () => {
    // four teams: (n + 1 - 2r) / (n - 1) = 3/3, 1/3, -1/3, -3/3; 20/3 = 6.67 -> 7
    expect(closingStake([515, 501, 501, 483])).toBe(20);
    expect(closingShares([515, 501, 501, 483])).toEqual([20, 7, -7, -20]);
    // five teams: 4/4, 2/4, 0, -2/4, -4/4 of 20
    expect(closingShares([500, 500, 500, 500, 500])).toEqual([20, 10, 0, -10, -20]);
  });

  it('a stronger field redistributes more', () => {
    // avg (700 + 650 + 600 + 550) / 4 = 625; P = 20 · 625 / 500 = 25; 25/3 = 8.33 -> 8
    expect(closingStake([700, 650, 600, 550])).toBe(25);
    expect(closingShares([700, 650, 600, 550])).toEqual([25, 8, -8, -25]);
  });

  it('ten teams: 20 · 9/9, 7/9, 5/9, 3/9, 1/9 and their opposites, summing to zero', () => {
    // 20 · 7/9 = 15.56 -> 16; 20 · 5/9 = 11.11 -> 11; 20 · 3/9 = 6.67 -> 7; 20/9 = 2.22 -> 2
    const shares = closingShares(Array.from({ length: 10 }, () => 500));
    expect(shares).toEqual([20, 16, 11, 7, 2, -2, -7, -11, -16, -20]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('one team alone redistributes nothing', () => {
    expect(closingShares([640])).toEqual([0]);
  });
});

describe('deriving the ratings', () => {
  const run = {
    tournamentId: 1,
    matches: [
      { round: 1, home: 'a', away: 'b', score: 1 },
      { round: 1, home: 'c', away: 'd', score: 0.5 },
      { round: 2, home: 'a', away: 'c', score: 0.5 },
      { round: 2, home: 'b', away: 'd', score: 1 },
    ],
    finalRanking: ['a', 'c', 'b', 'd'],
  };

  it('from 500 each, match by match, then the close', () => {
    const { ratings, lines } = deriveRatings(new Map(), [run]);
    // round 1: a 516, b 484 (16); c 500, d 500 (draw of equals)
    // round 2: a 516 draws c 500: -1, a 515, c 501; b 484 beats d 500: +17, b 501, d 483
    // close: by rank a 515, c 501, b 501, d 483, avg 500, shares 20, 7, -7, -20
    expect(Object.fromEntries([...ratings].map(([k, v]) => [k, v]))).toEqual({
      a: { rating: 535, matches: 2 },
      b: { rating: 494, matches: 2 },
      c: { rating: 508, matches: 2 },
      d: { rating: 463, matches: 2 },
    });
    expect([...ratings.values()].reduce((n, r) => n + r.rating, 0)).toBe(2000);
    const a2 = lines.find((l) => l.key === 'a' && l.round === 2);
    expect(a2).toMatchObject({ before: 516, opponent: 'c', opponentBefore: 500, score: 0.5, change: -1 });
    expect(lines.filter((l) => l.round === null).map((l) => [l.key, l.change])).toEqual([
      ['a', 20],
      ['c', 7],
      ['b', -7],
      ['d', -20],
    ]);
  });

  it('starts from the imported ratings, and an unfinished tournament has no close', () => {
    const base = new Map([['a', { rating: 600, matches: 12 }]]);
    const { ratings } = deriveRatings(base, [
      { tournamentId: 2, matches: [{ round: 1, home: 'b', away: 'a', score: 1 }], finalRanking: null },
    ]);
    // b 500 beats a 600: E = 1 / (1 + 10^(100/400)) = 1 / (1 + 1.778279) = 0.359935;
    // 32 · 0.640065 = 20.48 -> 20
    expect(ratings.get('a')).toEqual({ rating: 580, matches: 13 });
    expect(ratings.get('b')).toEqual({ rating: 520, matches: 1 });
    expect(base.get('a')).toEqual({ rating: 600, matches: 12 });
  });
});
