import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/main/engine/standings';
import type { Standings, StandingsOptions, TiebreakFigure } from '../../src/main/engine/types';
import type { TiebreakCode } from '../../src/shared/domain';
import { sheet } from './builder';

const figure = (s: Standings, startNo: number, code: TiebreakCode): TiebreakFigure => {
  const f = s.rows.find((r) => r.startNo === startNo)?.tiebreaks.find((x) => x.code === code);
  if (!f) throw new Error(`no ${code} for ${startNo}`);
  return f;
};
const value = (s: Standings, startNo: number, code: TiebreakCode) => figure(s, startNo, code).value;
const cutRounds = (f: TiebreakFigure) => f.contributions.filter((c) => c.cut).map((c) => c.round);

/*
 * Six entrants, three rounds, 2/1/0 (a bye scores 2, an absence 0), worked by hand.
 *   R1: 1-2 1 wins; 3-4 draw; 5-6 5 wins by forfeit (6 forfeits)
 *   R2: 1-3 draw; 4-6 6 wins; 5 bye; 2 absent
 *   R3: 1-4 1 wins; 2-6 6 wins; 3-5 draw
 * Points: 1 = 2+1+2 = 5; 2 = 0+0+0 = 0; 3 = 1+1+1 = 3; 4 = 1+0+0 = 1; 5 = 2+2+1 = 5; 6 = 0+2+2 = 4.
 *
 * Ratings 2000, 1900, ... 1500 for 1 to 6.
 * As recorded (R9.4): the forfeit is a game against that opponent, the bye and the absence no line.
 *   1: 2 (0), 3 (3), 4 (1): BH 4, Cut 1 drops 0 -> 4, Median drops 0 and 3 -> 1;
 *      SB 0 + 3/2 + 1 = 2.5; 2 wins; ARO (1900 + 1800 + 1700) / 3 = 1800
 *   2: 1 (5), 6 (4): BH 9, Cut 1 drops 4 -> 5, Median drops both -> 0; SB 0; 0 wins
 *   3: 4 (1), 1 (5), 5 (5): BH 11, Cut 1 -> 10, Median -> 5; SB 1/2 + 5/2 + 5/2 = 5.5; 0 wins;
 *      ARO (1700 + 2000 + 1600) / 3 = 1766.7 -> 1767
 *   4: 3 (3), 6 (4), 1 (5): BH 12, Cut 1 -> 9, Median -> 4; SB 3/2 = 1.5; 0 wins;
 *      ARO (1800 + 1500 + 2000) / 3 -> 1767
 *   5: 6 (4, forfeit won), 3 (3): BH 7, Cut 1 drops 3 -> 4, Median drops both -> 0;
 *      SB 4 + 3/2 = 5.5; 1 win (the forfeit); ARO over the board only: 3 -> 1800
 *   6: 5 (5, forfeit lost), 4 (1), 2 (0): BH 6, Cut 1 drops 0 -> 6; Median drops 0 and 5 -> 1;
 *      SB 0 + 1 + 0 = 1; 2 wins
 *
 * FIDE 2023 (C.07 Art. 16): every unplayed round is a game against a virtual opponent with the
 * entrant's own final score; SB multiplies it by what the entrant scored that round; Cut 1 / the
 * median's low cut take a voluntary unplayed round (forfeit loss, absence) first; WIN counts the
 * rounds scored as a win, the bye included. Entrants 1, 3 and 4 played every round: unchanged.
 *   2: 1 (5), virtual 0 (absent, VUR), 6 (4): BH 9; Cut 1 takes the VUR (R2) -> 9; Median: the
 *      VUR and 5 -> 4; SB 0; 0 wins
 *   5: virtual 5 (forfeit won, not a VUR), virtual 5 (bye), 3 (3): BH 13; Cut 1 drops 3 -> 10;
 *      Median drops 3 and a 5 -> 5;
 *      SB 5*1 + 5*1 + 3/2 = 11.5; 2 wins (the forfeit and the bye)
 *   6: virtual 4 (forfeit lost, VUR), 4 (1), 2 (0): BH 5; Cut 1 takes the VUR (R1, 4), not the
 *      lowest (0) -> 1; Median: low cut the VUR, high cut 1 -> 0; SB 4*0 + 1 + 0 = 1; 2 wins
 */
const six = sheet(6, ['1-2 w; 3-4 =; 5-6 W+', '1-3 =; 4-6 b; 5 bye; 2 absent', '1-4 w; 2-6 b; 3-5 ='], {
  ratings: [2000, 1900, 1800, 1700, 1600, 1500],
});
const ALL: TiebreakCode[] = ['BH', 'BH/C1', 'BH/M1', 'SB', 'WIN', 'ARO'];
const standings = (unplayed: StandingsOptions['unplayed'], tiebreaks: TiebreakCode[] = ALL) =>
  computeStandings(six, { format: 'swiss', tiebreaks, unplayed });

describe('R9.4 unplayed rounds: as recorded against the FIDE 2023 policy', () => {
  const recorded = standings('recorded');
  const fide = standings('fide-2023');

  it('the default is as recorded', () => {
    expect(standings(undefined).rows).toEqual(recorded.rows);
  });

  it('entrants who played every round keep their figures', () => {
    for (const s of [recorded, fide]) {
      expect([1, 3, 4].map((n) => ALL.map((c) => value(s, n, c)))).toEqual([
        [4, 4, 1, 2.5, 2, 1800],
        [11, 10, 5, 5.5, 0, 1767],
        [12, 9, 4, 1.5, 0, 1767],
      ]);
    }
  });

  it('as recorded: the forfeit is a game against that opponent, the bye and absence no line', () => {
    expect([2, 5, 6].map((n) => ALL.slice(0, 5).map((c) => value(recorded, n, c)))).toEqual([
      [9, 5, 0, 0, 0],
      [7, 4, 0, 5.5, 1],
      [6, 6, 1, 1, 2],
    ]);
    expect(figure(recorded, 5, 'BH').contributions.map((c) => [c.round, c.opponent])).toEqual([
      [1, 6],
      [3, 3],
    ]);
  });

  it('FIDE 2023: a virtual opponent with the own score, VURs cut first, byes counted as wins', () => {
    expect([2, 5, 6].map((n) => ALL.slice(0, 5).map((c) => value(fide, n, c)))).toEqual([
      [9, 9, 4, 0, 0],
      [13, 10, 5, 11.5, 2],
      [5, 1, 0, 1, 2],
    ]);
    // Cut 1 removes the voluntary unplayed round, not the lowest line.
    expect(cutRounds(figure(fide, 6, 'BH/C1'))).toEqual([1]);
    expect(cutRounds(figure(recorded, 6, 'BH/C1'))).toEqual([3]);
    expect(cutRounds(figure(fide, 6, 'BH/M1'))).toEqual([1, 2]);
    expect(cutRounds(figure(fide, 2, 'BH/C1'))).toEqual([2]);
    // A forfeit win and the bye are not VURs: the lowest line goes.
    expect(cutRounds(figure(fide, 5, 'BH/C1'))).toEqual([3]);
  });

  it('every virtual line explains itself: opponent 0, the own score, what was scored', () => {
    expect(figure(fide, 5, 'SB').contributions).toEqual([
      {
        round: 1,
        opponent: 0,
        opponentPoints: 5,
        scored: 2,
        played: false,
        value: 5,
        cut: false,
        virtual: true,
      },
      {
        round: 2,
        opponent: 0,
        opponentPoints: 5,
        scored: 2,
        played: false,
        value: 5,
        cut: false,
        virtual: true,
      },
      { round: 3, opponent: 3, opponentPoints: 3, scored: 1, played: true, value: 1.5, cut: false },
    ]);
    expect(
      figure(fide, 2, 'BH').contributions.map((c) => [c.round, c.opponent, c.value, c.virtual ?? false]),
    ).toEqual([
      [1, 1, 5, false],
      [2, 0, 0, true],
      [3, 6, 4, false],
    ]);
    expect(figure(fide, 5, 'WIN').contributions.map((c) => [c.round, c.opponent, c.value])).toEqual([
      [1, 6, 1],
      [2, 0, 1],
    ]);
  });

  it('ARO stays over the board only', () => {
    expect(value(fide, 5, 'ARO')).toBe(value(recorded, 5, 'ARO'));
    expect(value(fide, 5, 'ARO')).toBe(1800);
  });

  it('the policy can change the order: WIN then SB puts 1 first as recorded, 5 first the FIDE way', () => {
    const top = (s: Standings) => s.rows.slice(0, 2).map((r) => [r.rank, r.startNo]);
    expect(top(standings('recorded', ['WIN', 'SB']))).toEqual([
      [1, 1],
      [2, 5],
    ]);
    expect(top(standings('fide-2023', ['WIN', 'SB']))).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it('the default Swiss order with both policies', () => {
    const order = (s: Standings) => s.rows.map((r) => r.startNo);
    // As recorded 1 and 5 tie on Cut 1 (4) and SB decides (5.5 > 2.5); FIDE: Cut 1 10 > 4.
    expect(order(computeStandings(six, { format: 'swiss' }))).toEqual([5, 1, 6, 3, 4, 2]);
    expect(order(computeStandings(six, { format: 'swiss', unplayed: 'fide-2023' }))).toEqual([
      5, 1, 6, 3, 4, 2,
    ]);
  });

  it('a round robin keeps unplayed games as recorded', () => {
    const rr = (unplayed: StandingsOptions['unplayed']) =>
      computeStandings(six, { format: 'round-robin', tiebreaks: ALL, unplayed }).rows;
    expect(rr('fide-2023')).toEqual(rr('recorded'));
  });
});
