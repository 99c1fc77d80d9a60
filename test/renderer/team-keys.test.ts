import { describe, expect, it } from 'vitest';
import type { Match, TeamRound } from '../../src/shared/api/teams';
import type { GameResult } from '../../src/shared/domain';
import { DRAUGHTS_POINTS } from '../../src/shared/domain';
import { createI18n } from '../../src/shared/i18n';
import { resultCode } from '../../src/renderer/components/results/format';
import { keyMeaning, resultOfKey } from '../../src/renderer/components/results/keys';
import {
  boardsOf,
  homeSide,
  keyGameAt,
  nextOpenBoard,
  parseTarget,
} from '../../src/renderer/components/teams/match-keys';

const en = createI18n('en').getFixedT('en', 'day');
const ref = (id: number, name: string) => ({ id, seed: id, name });
const player = (entrantId: number, name: string) => ({ entrantId, name, rating: null, title: null });

/** A 4-board match; home has White on board 1, so Black on boards 2 and 4 (R16.1b). */
function match(matchNo: number, home: string, away: string, results: (GameResult | null)[]): Match {
  return {
    matchNo,
    home: ref(matchNo * 2 - 1, home),
    away: ref(matchNo * 2, away),
    boards: results.map((result, i) => ({
      board: i + 1,
      homeColour: i % 2 === 0 ? 'white' : 'black',
      home: player(100 * matchNo + i, `${home} ${i + 1}`),
      away: player(100 * matchNo + 50 + i, `${away} ${i + 1}`),
      result,
      homePoints: null,
      awayPoints: null,
    })),
    boardPoints: { home: 0, away: 0 },
    matchPoints: null,
    complete: false,
    forfeitedBy: null,
    before: { home: 0, away: 0 },
  };
}

const round: TeamRound = {
  tournamentId: 1,
  round: 2,
  status: 'paired',
  matches: [
    match(2, 'Gdańsk', 'Kraków', [null, null, null, null]),
    match(1, 'Łódź', 'Poznań', ['white-wins', null, 'draw', null]),
  ],
  bye: null,
  out: [],
};

describe('match entry positions', () => {
  it('lists boards match by match, board by board, whatever order the matches come in', () => {
    expect(boardsOf(round).map((b) => `${b.match}.${b.board}${b.done ? '*' : ''}`)).toEqual([
      '1.1*',
      '1.2',
      '1.3*',
      '1.4',
      '2.1',
      '2.2',
      '2.3',
      '2.4',
    ]);
  });

  it('goes to the next board without a result, skipping scored boards and wrapping round', () => {
    expect(nextOpenBoard(round, null)).toEqual({ match: 1, board: 2 });
    expect(nextOpenBoard(round, { match: 1, board: 2 })).toEqual({ match: 1, board: 4 });
    expect(nextOpenBoard(round, { match: 1, board: 4 })).toEqual({ match: 2, board: 1 });
    expect(nextOpenBoard(round, { match: 2, board: 4 })).toEqual({ match: 1, board: 2 });
  });

  it('counts a board whose result is on its way as done, so that keys typed fast never score one board twice', () => {
    // keys for 1.2 and 1.4 sent, neither answered yet: the third key goes to match 2, board 1
    const sent = [
      { match: 1, board: 2 },
      { match: 1, board: 4 },
    ];
    expect(nextOpenBoard(round, { match: 1, board: 2 }, sent)).toEqual({ match: 2, board: 1 });
    expect(nextOpenBoard(round, null, sent)).toEqual({ match: 2, board: 1 });
  });

  it('reads "1" as match 1 at its first open board, and "2.3" as match 2 board 3', () => {
    expect(parseTarget('1', round)).toEqual({ ok: true, pos: { match: 1, board: 2 } });
    expect(parseTarget('2.3', round)).toEqual({ ok: true, pos: { match: 2, board: 3 } });
    expect(parseTarget('2 3', round)).toEqual({ ok: true, pos: { match: 2, board: 3 } });
  });

  it('refuses a match or a board the round does not have', () => {
    expect(parseTarget('7', round)).toMatchObject({ ok: false, error: 'noMatch', match: 7 });
    expect(parseTarget('1.5', round)).toMatchObject({ ok: false, error: 'noBoard', match: 1, board: 5 });
    expect(parseTarget('x', round)).toMatchObject({ ok: false, error: 'format' });
  });
});

describe('result keys on a team board (same keys as individual entry)', () => {
  const says = (key: string, match: number, board: number) => {
    const pos = { match, board };
    const game = keyGameAt(round, pos);
    return keyMeaning(
      resultOfKey(key) ?? null,
      game,
      (r, side) => resultCode(r, DRAUGHTS_POINTS, en, side),
      en,
    );
  };

  it('board 1: the home player has White; "1" is his win, read 2–0 from the home side', () => {
    expect(keyGameAt(round, { match: 1, board: 1 })).toMatchObject({
      white: 'Łódź 1 (Łódź)',
      black: 'Poznań 1 (Poznań)',
    });
    expect(says('1', 1, 1).meaning).toBe('Łódź 1 (Łódź) wins with White');
  });

  it('board 2: colours alternate, so "1" is a win of the away player, who has White', () => {
    expect(says('1', 1, 2).meaning).toBe('Poznań 2 (Poznań) wins with White');
    expect(homeSide(round, { match: 1, board: 2 })).toBe('black');
    // the match table reads results from the home side: White's win there is 0–2
    expect(resultCode('white-wins', DRAUGHTS_POINTS, en, homeSide(round, { match: 1, board: 2 }))).toBe(
      '0–2',
    );
    expect(says('+', 1, 2).meaning).toBe('Forfeit, Poznań 2 (Poznań) (White) wins');
  });

  it('no game for a board that does not exist', () => {
    expect(keyGameAt(round, { match: 3, board: 1 })).toBeNull();
  });
});
