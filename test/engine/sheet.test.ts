import { describe, expect, it } from 'vitest';
import { scoreSheet } from '../../src/main/engine/sheet';
import { isAppError } from '../../src/shared/errors';
import { POINTS_3_1_0, sheet } from './builder';

const entry = (s: ReturnType<typeof scoreSheet>, startNo: number, round: number) =>
  s.find((e) => e.startNo === startNo)?.rounds[round - 1];

describe('scoring every result of R8 (2/1/0)', () => {
  const s = scoreSheet(
    sheet(10, ['1-2 w; 3-4 =; 5-6 r; 7-8 Wns; 9-10 B+'], { ratings: [1900, 1800, 1700, 1600, 1500] }),
  );
  const points = (n: number) => s.find((e) => e.startNo === n)?.points;

  it('R8.1 played 2-0 and 1-1, R8.5 ruled draw 1-1', () => {
    expect([points(1), points(2), points(3), points(4), points(5), points(6)]).toEqual([2, 0, 1, 1, 1, 1]);
    expect(entry(s, 5, 1)).toMatchObject({
      games: [{ result: 'ruled-draw', played: true, outcome: 'draw' }],
    });
  });

  it('R8.2 no-show and R8.3 forfeit: a win for the present entrant, unplayed and unrated', () => {
    expect([points(7), points(8), points(9), points(10)]).toEqual([2, 0, 0, 2]);
    expect(entry(s, 7, 1)).toMatchObject({ games: [{ played: false, rated: false, outcome: 'win' }] });
    expect(entry(s, 10, 1)).toMatchObject({ games: [{ colour: 'black', played: false, outcome: 'win' }] });
  });

  it('R12.3: played games are rated in a rated tournament only', () => {
    expect(entry(s, 1, 1)).toMatchObject({ games: [{ played: true, rated: true }] });
    const casual = scoreSheet(sheet(2, ['1-2 w'], { rated: false }));
    expect(entry(casual, 1, 1)).toMatchObject({ games: [{ played: true, rated: false }] });
  });

  it('R8.4 double forfeit: 0-0, unplayed, a loss for both', () => {
    const d = scoreSheet(sheet(2, ['1-2 --']));
    expect(d.map((e) => e.points)).toEqual([0, 0]);
    expect(entry(d, 2, 1)).toMatchObject({ games: [{ played: false, outcome: 'loss', points: 0 }] });
  });

  it('a game not finished yet scores nothing and is no game', () => {
    const d = scoreSheet(sheet(2, ['1-2 ?']));
    expect(d.map((e) => e.points)).toEqual([0, 0]);
    expect(entry(d, 1, 1)).toMatchObject({ kind: 'board', games: [] });
  });
});

describe('byes and absences (R4.2, R10)', () => {
  it('the bye is a win’s points, a half-point bye a draw’s, absent and withdrawn nothing', () => {
    const s = scoreSheet(sheet(6, ['1 bye; 2 half-bye; 3 full-bye; 4 absent; 5 withdrawn']));
    expect(s.map((e) => e.points)).toEqual([2, 1, 2, 0, 0, 0]);
    // Entrant 6 is on no board and in no absence: absent.
    expect(entry(s, 6, 1)).toEqual({ round: 1, kind: 'absent', points: 0 });
  });

  it('R4.2 and R5.2 with two legs: the bye is 4, win + draw is 3, two wins 4', () => {
    const s = scoreSheet(sheet(5, ['1-2 w,=; 3-4 w,b; 5 bye']));
    // Leg 2 has the colours reversed (R5.1): "b" there is a win for entrant 1, who has Black.
    expect(s.map((e) => e.points)).toEqual([3, 1, 4, 0, 4]);
    expect(entry(s, 3, 1)).toMatchObject({ games: [{ colour: 'white' }, { colour: 'black' }] });
  });

  it('3/1/0 points (R4.1, R16.1) are data: win 3, draw 1, bye 3', () => {
    const s = scoreSheet(
      sheet(5, ['1-2 w; 3-4 =; 5 bye', '2-3 W+; 4-5 b; 1 half-bye'], { points: POINTS_3_1_0 }),
    );
    // 1: 3 + 1 = 4; 2: 0 + 3 = 3; 3: 1 + 0 = 1; 4: 1 + 0 = 1; 5: 3 + 3 = 6.
    expect(s.map((e) => e.points)).toEqual([4, 3, 1, 1, 6]);
  });
});

describe('a sheet that contradicts itself is refused', () => {
  const code = (f: () => unknown) => {
    try {
      f();
      return 'no error';
    } catch (e) {
      return isAppError(e) ? `${e.code} ${JSON.stringify(e.params)}` : String(e);
    }
  };
  it('names the round and the entrant', () => {
    expect(code(() => scoreSheet(sheet(3, ['1-2 w; 2 bye'])))).toBe(
      'engine:sheet.twiceInRound {"round":1,"startNo":2}',
    );
    expect(code(() => scoreSheet(sheet(3, ['1-4 w'])))).toBe(
      'engine:sheet.unknownEntrant {"round":1,"startNo":4}',
    );
    expect(code(() => scoreSheet(sheet(3, ['1-2 w', '3-3 =']))).startsWith('engine:sheet.selfPairing')).toBe(
      true,
    );
  });
});
