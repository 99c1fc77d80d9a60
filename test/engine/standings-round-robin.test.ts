import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/main/engine/standings';
import type { Standings } from '../../src/main/engine/types';
import { isAppError } from '../../src/shared/errors';
import { sheet } from './builder';

const order = (s: Standings) => s.rows.map((r) => [r.rank, r.startNo, r.points]);

/*
 * Round robin of 5 (the Berger table for 6, 6 is the bye), 2/1/0, bye worth 2 (R4.2).
 *   R1: 2-5 2 wins; 3-4 draw; 1 bye        R2: 5-3 5 wins; 1-2 draw; 4 bye
 *   R3: 3-1 3 wins; 4-5 4 wins; 2 bye      R4: 1-4 1 wins; 2-3 draw; 5 bye
 *   R5: 4-2 4 wins; 5-1 draw; 3 bye
 * Points: 1 = 2+1+0+2+1 = 6; 2 = 2+1+2+1+0 = 6; 3 = 1+0+2+1+2 = 6; 4 = 1+2+2+0+2 = 7; 5 = 0+2+0+2+1 = 5.
 * Wins (byes are no wins, R4.2): 1: one (4); 2: one (5); 3: one (1); 4: two; 5: one (3).
 * 1, 2 and 3 are tied on 6 points and one win. Direct encounter among them only (R9.3):
 *   1: draw with 2 (1) + loss to 3 (0) = 1; 2: draw with 1 (1) + draw with 3 (1) = 2;
 *   3: win over 1 (2) + draw with 2 (1) = 3. All three met: decisive, 3 then 2 then 1,
 *   the reverse of the starting numbers.
 * SB (shown, R9.3) of 3: beat 1 (6), lost to 5 (0), drew 4 (7/2) and 2 (6/2): 6 + 3.5 + 3 = 12.5.
 */
const five = sheet(5, [
  '2-5 w; 3-4 =; 1 bye',
  '5-3 w; 1-2 =; 4 bye',
  '3-1 w; 4-5 w; 2 bye',
  '1-4 w; 2-3 =; 5 bye',
  '4-2 w; 5-1 =; 3 bye',
]);

describe('round-robin standings (R9.3)', () => {
  it('a three-way tie is decided by the games among the tied only', () => {
    const s = computeStandings(five, { format: 'round-robin' });
    expect(order(s)).toEqual([
      [1, 4, 7],
      [2, 3, 6],
      [3, 2, 6],
      [4, 1, 6],
      [5, 5, 5],
    ]);
    const de = (n: number) => s.rows.find((r) => r.startNo === n)?.tiebreaks.find((f) => f.code === 'DE');
    expect([3, 2, 1].map((n) => de(n)?.value)).toEqual([3, 2, 1]);
    expect(de(3)).toMatchObject({ among: [1, 2, 3], decisive: true });
    expect(de(3)?.contributions.map((c) => [c.opponent, c.scored])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('shows SB, never BH', () => {
    const s = computeStandings(five, { format: 'round-robin' });
    expect(s.columns).toEqual(['WIN', 'DE', 'TPN', 'SB']);
    expect(s.rows.find((r) => r.startNo === 3)?.tiebreaks.find((f) => f.code === 'SB')?.value).toBe(12.5);
  });
});

/*
 * Round robin of 6, a four-way tie where direct encounter splits 2 + 2 and is applied again
 * among those still tied (FIDE C.07). Results (winner first), all games decisive but 5-6:
 *   among {1,2,3,4}: 2>1, 1>3, 1>4, 2>3, 4>2, 3>4
 *   against 5 and 6: 1>5, 6>1, 2>6, 5>2, 3>5, 3>6, 4>5, 4>6; and 5-6 draw
 * Points: 1: 2+2 (3, 4) + 2 (5) = 6, wins 3; 2: 2+2 (1, 3) + 2 (6) = 6, wins 3;
 *         3: 2 (4) + 4 (5, 6) = 6, wins 3; 4: 2 (2) + 4 (5, 6) = 6, wins 3;
 *         5: 2 (2) + 1 = 3, wins 1; 6: 2 (1) + 1 = 3, wins 1.
 * WIN leaves {1,2,3,4} tied. DE among them: 1: 4 (3, 4); 2: 4 (1, 3); 3: 2 (4); 4: 2 (2).
 * Still tied {1,2}: DE again between them: 2 beat 1 -> 2 first. {3,4}: 3 beat 4 -> 3 first.
 * {5,6}: one win each, drew each other, TPN: 5 then 6.
 * Expected: 2, 1, 3, 4, 5, 6 (starting numbers alone would give 1 before 2).
 */
const six = sheet(6, [
  '1-6 b; 2-5 b; 3-4 w',
  '6-4 b; 5-3 b; 1-2 b',
  '2-6 w; 3-1 b; 4-5 w',
  '6-5 =; 1-4 w; 2-3 w',
  '3-6 w; 4-2 w; 5-1 b',
]);

describe('direct encounter applied again among those still tied', () => {
  it('orders a four-way tie 2, 1, 3, 4', () => {
    const s = computeStandings(six, { format: 'round-robin' });
    expect(order(s)).toEqual([
      [1, 2, 6],
      [2, 1, 6],
      [3, 3, 6],
      [4, 4, 6],
      [5, 5, 3],
      [6, 6, 3],
    ]);
    const de = s.rows.find((r) => r.startNo === 2)?.tiebreaks.find((f) => f.code === 'DE');
    expect(de?.value).toBe(4);
    expect(de?.refined).toMatchObject({ value: 2, among: [1, 2] });
  });

  it('does not decide when the tied have not all met', () => {
    // 1 and 2 both beat 3, drew 4 and never met: 3 points and one win each; DE among them has
    // no game to count, so it is not decisive and TPN decides.
    const s = computeStandings(sheet(4, ['1-3 w; 2-4 =', '3-2 b; 4-1 =']), { format: 'round-robin' });
    const de = s.rows.find((r) => r.startNo === 1)?.tiebreaks.find((f) => f.code === 'DE');
    expect(de).toMatchObject({ decisive: false, among: [1, 2] });
    expect(order(s).slice(0, 2)).toEqual([
      [1, 1, 3],
      [2, 2, 3],
    ]);
  });

  it('an unknown tiebreak code is refused by name', async () => {
    const { parseTiebreakCodes } = await import('../../src/main/engine/tiebreaks/registry');
    expect(parseTiebreakCodes('BH/C1, SB,WIN')).toEqual(['BH/C1', 'SB', 'WIN']);
    try {
      parseTiebreakCodes('SB,BHX');
      expect.unreachable();
    } catch (e) {
      expect(isAppError(e) && e.code).toBe('engine:tiebreak.unknownCode');
      expect(isAppError(e) && e.params.code).toBe('BHX');
    }
  });
});
