/*
 * Direct encounter when the tied have not all met (FIDE C.07 Article 6; RULES.md R9.5), worked by
 * hand, 2/1/0. The one who scored more among the tied than any other could still reach (their
 * points plus a win in every encounter they have not had) ranks first; those left are decided
 * again among themselves.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/main/engine/standings';
import type { ScoringSheet } from '../../src/main/engine/types';
import { sheet } from './builder';

const ranks = (sh: ScoringSheet) =>
  Object.fromEntries(
    computeStandings(sh, { format: 'swiss', tiebreaks: ['DE'] }).rows.map((r) => [r.startNo, r.rank]),
  );

describe('direct encounter among tied entrants who have not all met', () => {
  it('ranks first the one nobody else can catch, the others stay tied', () => {
    /*
     * R1: 1-2 1 wins; 3-5 3 wins; 4-6 4 wins   R2: 1-3 1 wins; 2-6 2 wins; 4-5 4 wins
     * R3: 1-4 4 wins; 2-5 2 wins; 3-6 3 wins
     * Points: 4 = 6; 1, 2, 3 = 4; 5, 6 = 0. Among 1, 2, 3: 1 beat 2 and 3 (4); 2 and 3 have 0
     * each and have not met: at most 0 + 2 = 2 < 4, so 1 ranks first of them. Then 2 and 3
     * alone: 0 each, each could reach 2: tied. 5 and 6 have not met: tied.
     */
    const sh = sheet(6, ['1-2 w; 3-5 w; 4-6 w', '1-3 w; 2-6 w; 4-5 w', '1-4 b; 2-5 w; 3-6 w']);
    expect(ranks(sh)).toEqual({ 4: 1, 1: 2, 2: 3, 3: 3, 5: 5, 6: 5 });
  });

  it('leaves them tied when another could still reach the leader', () => {
    /*
     * R1: 1-2 1 wins; 3-4 3 wins; 5-6 5 wins   R2: 1-3 1 wins; 2-5 2 wins; 4-6 4 wins
     * R3: 1-4 4 wins; 2-6 2 wins; 3-5 3 wins
     * Points: 1, 2, 3, 4 = 4; 5 = 2; 6 = 0. Among 1-4: 1 has 4 (beat 2 and 3, lost to 4); 2 has
     * 0 and did not meet 3 or 4: could reach 4, not less than 1's 4. Nobody is separated.
     */
    const sh = sheet(6, ['1-2 w; 3-4 w; 5-6 w', '1-3 w; 2-5 w; 4-6 w', '1-4 b; 2-6 w; 3-5 w']);
    expect(ranks(sh)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 5, 6: 6 });
  });

  it('counts both games of an encounter not had with two legs', () => {
    /*
     * Two legs, 2/1/0 (game 2 of a board reverses the colours).
     * R1: 1-2 1 wins both; 3-4 3 wins both; 5-6 5 wins both
     * R2: 1-3 two draws; 2-5 2 wins both; 4-6 4 wins both
     * R3: 1-4 4 wins both; 2-6 two draws; 3-5 5 wins both
     * Points: 1, 2, 3 = 6; 4, 5 = 8; 6 = 2. Among 1, 2, 3: 1 has 4 + 2 = 6; 3 has 2 and has not
     * met 2: two games to win, 2 + 4 = 6, not less than 6: nobody is separated (one game would
     * have made it 4). 4 and 5 have not met: tied.
     */
    const sh = sheet(6, [
      '1-2 w,b; 3-4 w,b; 5-6 w,b',
      '1-3 =,=; 2-5 w,b; 4-6 w,b',
      '1-4 b,w; 2-6 =,=; 3-5 b,w',
    ]);
    expect(ranks(sh)).toEqual({ 4: 1, 5: 1, 1: 3, 2: 3, 3: 3, 6: 6 });
  });
});
