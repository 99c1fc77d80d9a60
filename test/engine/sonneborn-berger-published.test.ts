import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/main/engine/standings';
import { sheet } from './builder';

/*
 * The Sonneborn-Berger example published in Sensei's Library ("Sonneborn-Berger"): a double round
 * robin of A, B, C, D, one point a win, no draws.
 *   cycle 1: A beats B, C, D; B beats C, D; C beats D
 *   cycle 2: B beats A, A beats C, D beats A; C beats B, B beats D; C beats D
 * Published: scores A 4, B 4, C 3, D 1; SB A 4+3+3+1 = 11, B 4+3+1+1 = 9, C 4+1+1 = 6, D 4.
 * Here as three rounds of two legs (R5) on the Berger table for 4 (1-4, 2-3 / 4-3, 1-2 / 2-4, 3-1),
 * A-D = 1-4; the second game of a board has the colours reversed, so "w,w" on 1-4 is A winning
 * with White, then D winning with White. Points 1/0.5/0 are kept in half-points (scale 2).
 */
const published = sheet(4, ['1-4 w,w; 2-3 w,w', '4-3 b,w; 1-2 w,w', '2-4 w,b; 3-1 b,w'], {
  points: {
    win: 2,
    draw: 1,
    loss: 0,
    forfeitWin: 2,
    forfeitLoss: 0,
    bye: 2,
    halfBye: 1,
    zeroBye: 0,
    fullBye: 2,
    scale: 2,
  },
});

describe('Sonneborn-Berger against a published example', () => {
  it('gives the published scores and SB figures, and the published order', () => {
    const s = computeStandings(published, { format: 'round-robin', tiebreaks: ['SB'], shown: [] });
    expect(s.rows.map((r) => [r.rank, r.startNo, r.points / 2, (r.tiebreaks[0]?.value ?? 0) / 2])).toEqual([
      [1, 1, 4, 11],
      [2, 2, 4, 9],
      [3, 3, 3, 6],
      [4, 4, 1, 4],
    ]);
  });

  it('the R9.3 order keeps A and B tied on wins and on direct encounter (one win each): TPN', () => {
    const s = computeStandings(published, { format: 'round-robin' });
    const a = s.rows[0];
    expect(a?.startNo).toBe(1);
    expect(a?.tiebreaks.map((f) => [f.code, f.value])).toEqual([
      ['WIN', 4],
      ['DE', 2],
      ['TPN', 1],
      ['SB', 22],
    ]);
  });
});
