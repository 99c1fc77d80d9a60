/*
 * APPO, average perfect performance of opponents (FIDE C.07 10.5), worked by hand on a round robin.
 *
 * Four entrants, three rounds (everyone meets everyone), 2/1/0, ratings 1: 2000, 2: 1900,
 * 3: 1800, 4: 1700.
 *   R1: 1-4 1 wins; 2-3 draw      R2: 4-3 3 wins; 1-2 1 wins      R3: 2-4 2 wins; 3-1 1 wins
 * Points: 1 = 6, 2 = 0+1+2 = 3, 3 = 1+2+0 = 3, 4 = 0.
 *
 * PTP (C.07 10.4, the expected score of FIDE B.02 table 8.1(b): a difference of 0-3 gives 0.50,
 * 26-32 0.54, 33-39 0.55, 122-129 0.67, 130-137 0.68, 163-170 0.72, 171-179 0.73):
 * - 1, a full score: the highest opponent plus 800, 1900 + 800 = 2700.
 * - 4, nothing: the lowest opponent minus 800, 1800 - 800 = 1000.
 * - 2, 1.5 of 3 against 2000, 1800, 1700: at 1830 the differences 170, 30, 130 expect
 *   0.28 + 0.54 + 0.68 = 1.50; at 1829 (171, 29, 129) 0.27 + 0.54 + 0.67 = 1.48. PTP 1830.
 * - 3, 1.5 of 3 against 2000, 1900, 1700: at 1868 (132, 32, 168) 0.32 + 0.46 + 0.72 = 1.50; at
 *   1867 (133, 33, 167) 0.32 + 0.45 + 0.72 = 1.49. PTP 1868.
 * APPO, the mean of the opponents' PTPs, rounded:
 *   1: (1000 + 1830 + 1868) / 3 = 1566; 2: (2700 + 1868 + 1000) / 3 = 1856;
 *   3: (1000 + 2700 + 1830) / 3 = 1843.3 -> 1843; 4: (2700 + 1830 + 1868) / 3 = 2132.7 -> 2133.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/main/engine/standings';
import type { Standings } from '../../src/main/engine/types';
import type { TiebreakCode } from '../../src/shared/domain';
import { sheet } from './builder';

const ratings = [2000, 1900, 1800, 1700];

const of = (s: Standings, code: TiebreakCode): Record<number, number> =>
  Object.fromEntries(
    s.rows.map((r) => [r.startNo, r.tiebreaks.find((f) => f.code === code)?.value ?? Number.NaN]),
  );

describe('APPO, average perfect performance of opponents (FIDE C.07 10.5)', () => {
  it('averages the PTP of each opponent, rounded, and orders the two tied on points', () => {
    const rr = sheet(4, ['1-4 w; 2-3 =', '4-3 b; 1-2 w', '2-4 w; 3-1 b'], { ratings });
    const st = computeStandings(rr, { format: 'round-robin', tiebreaks: ['APPO', 'PTP'] });
    expect(of(st, 'PTP')).toEqual({ 1: 2700, 2: 1830, 3: 1868, 4: 1000 });
    expect(of(st, 'APPO')).toEqual({ 1: 1566, 2: 1856, 3: 1843, 4: 2133 });
    // 2 and 3 both have 3 points: 2's opponents performed better (1856 against 1843).
    expect(st.rows.map((r) => [r.rank, r.startNo])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    // The breakdown: one line per opponent, in round order, with that opponent's PTP.
    const first = st.rows.find((r) => r.startNo === 1)?.tiebreaks.find((f) => f.code === 'APPO');
    expect(first?.contributions.map((c) => [c.round, c.opponent, c.value])).toEqual([
      [1, 4, 1000],
      [2, 2, 1830],
      [3, 3, 1868],
    ]);
  });

  it('looks at the opponents met over the board only', () => {
    // 4 does not come to round 1: 1 wins without play. 1 and 4 then played 2 and 3 only: 1 won
    // both (PTP 1900 + 800 = 2700), 4 lost both (1800 - 800 = 1000); 2 and 3 as above.
    // APPO 1: (1830 + 1868) / 2 = 1849; 4: (1868 + 1830) / 2 = 1849; 2 and 3 unchanged.
    const rr = sheet(4, ['1-4 Wns; 2-3 =', '4-3 b; 1-2 w', '2-4 w; 3-1 b'], { ratings });
    const st = computeStandings(rr, { format: 'round-robin', tiebreaks: ['APPO', 'PTP'] });
    expect(of(st, 'PTP')).toEqual({ 1: 2700, 2: 1830, 3: 1868, 4: 1000 });
    expect(of(st, 'APPO')).toEqual({ 1: 1849, 2: 1856, 3: 1843, 4: 1849 });
  });
});
