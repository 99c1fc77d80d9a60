/*
 * The codes added to the catalogue (RULES.md R9.5), worked by hand: the general FIDE C.07 Art. 14
 * Cut-n / Median-n on BH, FB, SB and ARO, FMJD's Solkoff-plus, and PTP.
 *
 * Six entrants, five rounds (everyone meets everyone), 2/1/0, ratings 2000 down to 1500:
 *   R1: 1-2 1 wins; 3-4 draw; 5-6 6 wins      R2: 1-3 1 wins; 2-6 draw; 4-5 4 wins
 *   R3: 6-1 draw; 3-5 3 wins; 2-4 4 wins      R4: 1-4 4 wins; 6-3 6 wins; 5-2 draw
 *   R5: 1-5 1 wins; 2-3 draw; 4-6 draw
 * Points: 1 = 2+2+1+0+2 = 7; 2 = 0+1+0+1+1 = 3; 3 = 1+0+2+0+1 = 4; 4 = 1+2+2+2+1 = 8;
 *         5 = 0+0+0+1+0 = 1; 6 = 2+1+1+2+1 = 7 (30 in all, 15 games).
 * Opponents' scores, sorted: 1 [1 3 4 7 8] BH 23; 2 [1 4 7 7 8] 27; 3 [1 3 7 7 8] 26;
 *   4 [1 3 4 7 7] 22; 5 [3 4 7 7 8] 29; 6 [1 3 4 7 8] 23.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/main/engine/standings';
import { expected, perfectPerformance } from '../../src/main/engine/tiebreaks/perfect-performance';
import { parseTiebreakCodes } from '../../src/main/engine/tiebreaks/registry';
import type { Standings } from '../../src/main/engine/types';
import type { TiebreakCode } from '../../src/shared/domain';
import { sheet } from './builder';

const field = sheet(
  6,
  [
    '1-2 w; 3-4 =; 5-6 b',
    '1-3 w; 2-6 =; 4-5 w',
    '6-1 =; 3-5 w; 2-4 b',
    '1-4 b; 6-3 w; 5-2 =',
    '1-5 w; 2-3 =; 4-6 =',
  ],
  { ratings: [2000, 1900, 1800, 1700, 1600, 1500] },
);

const of = (s: Standings, code: TiebreakCode): Record<number, number> =>
  Object.fromEntries(
    s.rows.map((r) => [r.startNo, r.tiebreaks.find((f) => f.code === code)?.value ?? Number.NaN]),
  );

const codes: TiebreakCode[] = [
  'BH',
  'BH/C2',
  'BH/C3',
  'BH/M2',
  'SB',
  'SB/C2',
  'SB/M1',
  'SB/M2',
  'FB/C1',
  'ARO/M1',
  'ARO/C2',
  'SOLK+',
  'AOB',
];
const s = computeStandings(field, { format: 'swiss', tiebreaks: codes });

describe('general Cut-n / Median-n (FIDE C.07 Art. 14)', () => {
  it('BH: Cut-2 and Cut-3 keep the highest, Median-2 the middle one', () => {
    expect(of(s, 'BH')).toEqual({ 1: 23, 2: 27, 3: 26, 4: 22, 5: 29, 6: 23 });
    // 1 [1 3 4 7 8]: C2 4+7+8, C3 7+8, M2 4. 4 [1 3 4 7 7]: C2 18, C3 14, M2 4.
    expect(of(s, 'BH/C2')).toEqual({ 1: 19, 2: 22, 3: 22, 4: 18, 5: 22, 6: 19 });
    expect(of(s, 'BH/C3')).toEqual({ 1: 15, 2: 15, 3: 15, 4: 14, 5: 15, 6: 15 });
    expect(of(s, 'BH/M2')).toEqual({ 1: 4, 2: 7, 3: 7, 4: 4, 5: 7, 6: 4 });
  });

  it('SB: cuts by the opponent’s score, not by the part (C.07 14.1.1)', () => {
    // SB: 1 = 3 (beat 2) + 4 (beat 3) + 7/2 (drew 6) + 0 (lost to 4) + 1 (beat 5) = 11.5;
    // 4 = 4/2 + 1 + 3 + 7 + 7/2 = 16.5; 6 = 1 + 3/2 + 7/2 + 4 + 8/2 = 14.
    expect(of(s, 'SB')).toEqual({ 1: 11.5, 2: 6, 3: 6.5, 4: 16.5, 5: 1.5, 6: 14 });
    // SB/C2 of 1 drops 5 (1) and 2 (3): 4 + 3.5 + 0 = 7.5; of 4 drops 5 (1) and 2 (3): 2 + 7 + 3.5.
    expect(of(s, 'SB/C2')[1]).toBe(7.5);
    expect(of(s, 'SB/C2')[4]).toBe(12.5);
    // SB/M1 of 1 drops 5 (1, part 1) and 4 (8, part 0): 3 + 4 + 3.5 = 10.5. Of 4: 5 (1) goes, and
    // of 1 and 6 (both 7) the one whose part is larger, 1 (7): 3 + 2 + 3.5 = 8.5.
    expect(of(s, 'SB/M1')[1]).toBe(10.5);
    expect(of(s, 'SB/M1')[4]).toBe(8.5);
    // SB/M2 of 4 keeps 3 (4 points) alone, drawn: 2.
    expect(of(s, 'SB/M2')[4]).toBe(2);
  });

  it('FB/C1: fore Buchholz (last round drawn) without the lowest', () => {
    // Fore scores: 1 won R5 -> 6, 5 lost it -> 2; the R5 draws stay. 1: 3+4+7+8+2 = 24 - 2 = 22;
    // 4: 4+2+3+6+7 = 22 - 2 = 20.
    expect(of(s, 'FB/C1')[1]).toBe(22);
    expect(of(s, 'FB/C1')[4]).toBe(20);
  });

  it('ARO: Median-1 and Cut-2 by rating', () => {
    // 1 met 1900 1800 1500 1700 1600: M1 drops 1500 and 1900 -> 1700. 4 met 1800 1600 1900
    // 2000 1500: C2 drops 1500 and 1600 -> (1800 + 1900 + 2000) / 3 = 1900.
    expect(of(s, 'ARO/M1')[1]).toBe(1700);
    expect(of(s, 'ARO/C2')[4]).toBe(1900);
  });

  it('reads any Cut-n / Median-n of BH, FB, SB, ARO, and refuses the others', () => {
    expect(parseTiebreakCodes('BH/C7,SB/M3,FB/C1,ARO/M2')).toEqual(['BH/C7', 'SB/M3', 'FB/C1', 'ARO/M2']);
    const refused = (text: string) => {
      try {
        parseTiebreakCodes(text);
      } catch (e) {
        return (e as { code: string; params: { code: string } }).params.code;
      }
      return null;
    };
    expect(refused('WIN/C1')).toBe('WIN/C1');
    expect(refused('BH/C0')).toBe('BH/C0');
  });
});

describe('Solkoff-plus (FMJD: the sum of the opponents’ Solkoffs)', () => {
  it('adds up each opponent’s BH; FIDE’s AOB is its average', () => {
    // BH 1 23, 2 27, 3 26, 4 22, 5 29, 6 23. 1 met 2 3 6 4 5: 27 + 26 + 23 + 22 + 29 = 127.
    // 4 met 3 5 2 1 6: 26 + 29 + 27 + 23 + 23 = 128. 5 met 6 4 3 2 1: 23 + 22 + 26 + 27 + 23 = 121.
    expect(of(s, 'SOLK+')[1]).toBe(127);
    expect(of(s, 'SOLK+')[4]).toBe(128);
    expect(of(s, 'SOLK+')[5]).toBe(121);
    expect(of(s, 'AOB')[1]).toBe(127 / 5);
  });

  it('as recorded a forfeit opponent counts; the FIDE policies count opponents met over the board', () => {
    // 1-2 1 wins; 3-4 4 wins by forfeit. As recorded BH 1 = 0, 2 = 2, 3 = 2, 4 = 0, and each
    // one's Solkoff-plus is his opponent's BH: 1 <- 2's 2, 2 <- 1's 0, 3 <- 4's 0, 4 <- 3's 2.
    const two = sheet(4, ['1-2 w; 3-4 B+']);
    const rec = computeStandings(two, { format: 'swiss', tiebreaks: ['SOLK+'] });
    expect(of(rec, 'SOLK+')).toEqual({ 1: 2, 2: 0, 3: 0, 4: 2 });
    const fide = computeStandings(two, { format: 'swiss', tiebreaks: ['SOLK+'], unplayed: 'fide-2023' });
    expect(of(fide, 'SOLK+')[3]).toBe(0);
    expect(of(fide, 'SOLK+')[4]).toBe(0);
  });
});

describe('PTP, perfect tournament performance (FIDE C.07, B.02 table 8.1(b))', () => {
  it('the expected score of the table', () => {
    expect(expected(2000, 2000)).toBe(50);
    expect(expected(2003, 2000)).toBe(50);
    expect(expected(2004, 2000)).toBe(51);
    expect(expected(1811, 2000)).toBe(25);
    expect(expected(2736, 2000)).toBe(100);
  });

  it('the lowest rating whose expected score reaches the score', () => {
    // Half a point against 2000: 1997 expects 0.50 (difference 3), 1996 only 0.49.
    expect(perfectPerformance([2000], 50)).toBe(1997);
    // Nothing: the lowest opponent minus 800; everything: the highest plus 800.
    expect(perfectPerformance([2000], 0)).toBe(1200);
    expect(perfectPerformance([1800, 2200], 200)).toBe(3000);
    // 1.5 of 2 against 2000 twice: 0.75 each needs 189 above (0.74 up to 188).
    expect(perfectPerformance([2000, 2000], 150)).toBe(2189);
    // 1 of 2 against 1800 and 2200: 1998 expects 0.76 + 0.24; 1997 0.75 + 0.24.
    expect(perfectPerformance([1800, 2200], 100)).toBe(1998);
  });

  it('in the standings: over the games played against rated opponents', () => {
    const one = sheet(2, ['1-2 ='], { ratings: [2000, 2000] });
    const st = computeStandings(one, { format: 'swiss', tiebreaks: ['PTP'] });
    expect(of(st, 'PTP')).toEqual({ 1: 1997, 2: 1997 });
  });
});
