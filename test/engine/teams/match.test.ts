/** R16.1b: each board scores as a game; more board points win the match; the bye is a won match with every board won. */
import { describe, expect, it } from 'vitest';
import { boardPoints, matchScore, teamScoringSheet } from '../../../src/main/engine/teams/match';
import { scoreSheet } from '../../../src/main/engine/sheet';
import { match, sheet } from './sheet';

const four = { boards: 4, game: sheet(2, 1, []).game };

describe('a team match', () => {
  it('adds the board points of its games, 2/1/0 each, home side first', () => {
    // w on board 1 (home White), d, l on board 3 (home White), w on board 4 (home Black): 2+1+0+2 = 5 to 3.
    const m = match(1, 1, 2, 'wdlw');
    expect(m.boards.map((b) => boardPoints(b, four.game))).toEqual([
      { home: 2, away: 0 },
      { home: 1, away: 1 },
      { home: 0, away: 2 },
      { home: 2, away: 0 },
    ]);
    expect(matchScore(m, four)).toMatchObject({
      home: 5,
      away: 3,
      complete: true,
      played: true,
      result: 'white-wins',
    });
  });

  it('is drawn on equal board points and lost on fewer', () => {
    expect(matchScore(match(1, 1, 2, 'wlwl'), four).result).toBe('draw');
    expect(matchScore(match(1, 1, 2, 'ldll'), four)).toMatchObject({
      home: 1,
      away: 7,
      result: 'black-wins',
    });
  });

  it('has no result while a board has none', () => {
    const m = match(1, 1, 2, 'wdw');
    const open = {
      ...m,
      boards: [...m.boards, { ...m.boards[0], board: 4, result: null } as (typeof m.boards)[number]],
    };
    expect(matchScore(open, four)).toMatchObject({ home: 5, away: 1, complete: false, result: null });
  });

  it('won on forfeits only is a forfeit win, not a meeting (R6.2)', () => {
    expect(matchScore(match(1, 1, 2, '++++'), four)).toMatchObject({
      home: 8,
      played: false,
      result: 'white-wins-forfeit',
    });
  });

  it('forfeited by a team is lost by it whatever the boards say (R16.1b)', () => {
    const m = { ...match(1, 1, 2, 'wwww'), forfeitedBy: 1 };
    expect(matchScore(m, four).result).toBe('black-wins-forfeit');
  });

  it('the bye: a win with every board won, 4 boards x 2 = 8 board points', () => {
    expect(matchScore(match(1, 3, null), four)).toMatchObject({
      home: 8,
      away: 0,
      complete: true,
      result: null,
    });
  });

  it('scores match points 3/1/0 on the team sheet; the bye is worth a win', () => {
    const s = sheet(3, 2, [match(1, 1, 2, 'wd'), match(1, 3, null), match(2, 3, 1, 'dd'), match(2, 2, null)]);
    const scores = scoreSheet(teamScoringSheet(s));
    // 1: win 3 + draw 1 = 4; 2: loss 0 + bye 3 = 3; 3: bye 3 + draw 1 = 4.
    expect(scores.map((x) => [x.startNo, x.points])).toEqual([
      [1, 4],
      [2, 3],
      [3, 4],
    ]);
  });
});
