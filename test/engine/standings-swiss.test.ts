import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/main/engine/standings';
import type { Standings, TiebreakFigure } from '../../src/main/engine/types';
import type { TiebreakCode } from '../../src/shared/domain';
import { sheet } from './builder';

const figure = (s: Standings, startNo: number, code: TiebreakCode): TiebreakFigure | undefined =>
  s.rows.find((r) => r.startNo === startNo)?.tiebreaks.find((f) => f.code === code);
const value = (s: Standings, startNo: number, code: TiebreakCode) => figure(s, startNo, code)?.value;

/*
 * Five entrants, three rounds, 2/1/0, with byes and a forfeit, worked by hand.
 *   R1: 1-2 1 wins; 3-4 draw; 5 bye          R2: 5-1 1 wins; 2-3 2 wins by forfeit; 4 bye
 *   R3: 1-4 draw; 3-5 3 wins; 2 bye
 * Points: 1 = 2+2+1 = 5; 2 = 0+2+2 = 4; 3 = 1+0+2 = 3; 4 = 1+2+1 = 4; 5 = 2+0+0 = 2.
 * R9.4: byes are no opponents; the forfeit 2-3 counts as a game, a win for 2.
 *   1: opponents 2 (4), 5 (2), 4 (4): BH 10, Cut 1 drops 5 -> 8; SB 4 + 2 + 4/2 = 8; 2 wins
 *   2: opponents 1 (5), 3 (3): BH 8, Cut 1 drops 3 -> 5; SB 0 + 3 = 3; 1 win (the forfeit)
 *   3: opponents 4 (4), 2 (4), 5 (2): BH 10, Cut 1 -> 8; SB 4/2 + 0 + 2 = 4; 1 win
 *   4: opponents 3 (3), 1 (5): BH 8, Cut 1 -> 5; SB 3/2 + 5/2 = 4; 0 wins
 *   5: opponents 1 (5), 3 (3): BH 8, Cut 1 -> 5; SB 0; 0 wins
 * R9.2 order: 1 (5); 2 and 4 on 4 points, BH/C1 5 each, SB 4 beats 3: 4 then 2; 3 (3); 5 (2).
 */
const five = sheet(5, ['1-2 w; 3-4 =; 5 bye', '5-1 b; 2-3 W+; 4 bye', '1-4 =; 3-5 w; 2 bye'], {
  ratings: [2000, 1900, 1800, 1700, null],
});

describe('Swiss standings (R9.2) on a hand-worked tournament', () => {
  const s = computeStandings(five, { format: 'swiss' });

  it('orders by points, Buchholz Cut 1, Sonneborn-Berger, wins', () => {
    expect(s.rows.map((r) => [r.rank, r.startNo, r.points])).toEqual([
      [1, 1, 5],
      [2, 4, 4],
      [3, 2, 4],
      [4, 3, 3],
      [5, 5, 2],
    ]);
    expect(s.sequence).toEqual(['BH/C1', 'SB', 'WIN']);
  });

  it('computes every figure as worked by hand', () => {
    expect([1, 2, 3, 4, 5].map((n) => value(s, n, 'BH/C1'))).toEqual([8, 5, 8, 5, 5]);
    expect([1, 2, 3, 4, 5].map((n) => value(s, n, 'SB'))).toEqual([8, 3, 4, 4, 0]);
    expect([1, 2, 3, 4, 5].map((n) => value(s, n, 'WIN'))).toEqual([2, 1, 1, 0, 0]);
    // R9.2: BH is shown next to the points.
    expect(s.columns).toEqual(['BH/C1', 'SB', 'WIN', 'BH']);
    expect([1, 2, 3, 4, 5].map((n) => value(s, n, 'BH'))).toEqual([10, 8, 10, 8, 8]);
  });

  it('R9.6: the breakdown lists each opponent, their score, the contribution and the one cut', () => {
    expect(figure(s, 1, 'BH/C1')?.contributions).toEqual([
      { round: 1, opponent: 2, opponentPoints: 4, scored: 2, played: true, value: 4, cut: false },
      { round: 2, opponent: 5, opponentPoints: 2, scored: 2, played: true, value: 2, cut: true },
      { round: 3, opponent: 4, opponentPoints: 4, scored: 1, played: true, value: 4, cut: false },
    ]);
    // The forfeit shows as unplayed, and adds the full opponent score to SB (a win as recorded).
    expect(figure(s, 2, 'SB')?.contributions).toEqual([
      { round: 1, opponent: 1, opponentPoints: 5, scored: 0, played: true, value: 0, cut: false },
      { round: 2, opponent: 3, opponentPoints: 3, scored: 2, played: false, value: 3, cut: false },
    ]);
  });

  it('Median Buchholz drops the lowest and the highest', () => {
    const m = computeStandings(five, { format: 'swiss', tiebreaks: ['BH/M1'] });
    // 1: 4, 2, 4 -> drop 2 and one 4 -> 4; 2: 5, 3 -> both dropped -> 0; 3: 4, 4, 2 -> 4.
    expect([1, 2, 3].map((n) => value(m, n, 'BH/M1'))).toEqual([4, 0, 4]);
  });

  it('ARO counts opponents met over the board and rated only', () => {
    const a = computeStandings(five, { format: 'swiss', tiebreaks: ['ARO'] });
    // 1: 1900 and 1700 (5 is unrated) -> 1800; 2: 2000 (the forfeit against 3 is not a game met) ->
    // 2000; 3: 1700 (2 was a forfeit, 5 unrated) -> 1700; 5: 2000 and 1800 -> 1900.
    expect([1, 2, 3, 5].map((n) => value(a, n, 'ARO'))).toEqual([1800, 2000, 1700, 1900]);
  });

  it('OWP averages the opponents’ share of games won', () => {
    const o = computeStandings(five, { format: 'swiss', tiebreaks: ['OWP'] });
    // 4's opponents: 3 won 1 of 3 games (33.33 %), 1 won 2 of 3 (66.67 %) -> 50 %.
    // 2's opponents: 1 (66.67 %) and 3 (33.33 %) -> 50 %; 5's: 1 and 3 -> 50 %.
    // 1's opponents: 2 won 1 of 2 (50 %), 5 won 0 of 2 (0 %), 4 won 0 of 2 (0 %) -> 16.67 %.
    expect([4, 2, 1].map((n) => value(o, n, 'OWP'))).toEqual([50, 50, 16.67]);
  });
});

/*
 * 3/1/0 points and a withdrawal (R10.2). Entrant 4 wins twice and withdraws before round 3.
 *   R1: 1-2 draw; 3-4 4 wins       R2: 4-1 4 wins; 2-3 draw       R3: 1-3 1 wins; 2 bye; 4 withdrawn
 * Points: 1 = 1+0+3 = 4; 2 = 1+1+3 = 5; 3 = 0+1+0 = 1; 4 = 3+3+0 = 6.
 * SB (a draw counts half the opponent's score, R9.2, whatever the point system):
 *   1: 5/2 + 0 + 1 = 3.5; 2: 4/2 + 1/2 = 2.5; 3: 0 + 5/2 + 0 = 2.5; 4: 1 + 4 = 5.
 * BH: 1: 5+6+1 = 12; 2: 4+1 = 5 (the bye is no opponent); 3: 6+5+4 = 15; 4: 1+4 = 5.
 */
const withdrawal = sheet(4, ['1-2 =; 3-4 b', '4-1 w; 2-3 =', '1-3 w; 2 bye; 4 withdrawn'], {
  points: {
    win: 3,
    draw: 1,
    loss: 0,
    forfeitWin: 3,
    forfeitLoss: 0,
    bye: 3,
    halfBye: 1,
    zeroBye: 0,
    fullBye: 3,
    scale: 1,
  },
  withdrawn: [4],
});

describe('3/1/0 points and a withdrawn entrant', () => {
  it('keeps the withdrawn entrant’s points and ranks them by points by default', () => {
    const s = computeStandings(withdrawal, { format: 'swiss' });
    expect(s.rows.map((r) => [r.startNo, r.points])).toEqual([
      [4, 6],
      [2, 5],
      [1, 4],
      [3, 1],
    ]);
    expect([1, 2, 3, 4].map((n) => value(s, n, 'SB'))).toEqual([3.5, 2.5, 2.5, 5]);
    expect([1, 2, 3, 4].map((n) => value(s, n, 'BH'))).toEqual([12, 5, 15, 5]);
  });

  it('R10.2 setting: withdrawn entrants rank behind every entrant still in', () => {
    const s = computeStandings(withdrawal, { format: 'swiss', withdrawnLast: true });
    expect(s.rows.map((r) => [r.rank, r.startNo, r.withdrawn])).toEqual([
      [1, 2, false],
      [2, 1, false],
      [3, 3, false],
      [4, 4, true],
    ]);
  });
});

describe('entrants that every tiebreak leaves tied share the rank', () => {
  it('two entrants who drew their only game', () => {
    const s = computeStandings(sheet(2, ['1-2 =']), { format: 'swiss' });
    expect(s.rows.map((r) => [r.rank, r.startNo])).toEqual([
      [1, 1],
      [1, 2],
    ]);
  });
});
