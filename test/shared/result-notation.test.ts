import { describe, expect, it } from 'vitest';
import { GAME_RESULTS, type GameResult } from '../../src/shared/domain';
import { t, type Language } from '../../src/shared/i18n/index';
import {
  FLIP,
  cycleOfRound,
  gridCell,
  gridFigure,
  resultLegend,
  resultNotation,
  type NotationT,
} from '../../src/shared/result-notation';

const tr =
  (lng: Language): NotationT =>
  (key) =>
    t(lng, key);

// R8: the one notation, written out by hand: [from White's side, from Black's side].
const EN: Record<GameResult, [string, string]> = {
  'white-wins': ['2–0', '0–2'],
  draw: ['1–1', '1–1'],
  'black-wins': ['0–2', '2–0'],
  'ruled-draw': ['1–1 R', '1–1 R'],
  'white-wins-no-show': ['+/− ns', '−/+ ns'],
  'black-wins-no-show': ['−/+ ns', '+/− ns'],
  'white-wins-forfeit': ['+/−', '−/+'],
  'black-wins-forfeit': ['−/+', '+/−'],
  'double-forfeit': ['−/−', '−/−'],
};

const FR: Record<GameResult, [string, string]> = {
  'white-wins': ['2–0', '0–2'],
  draw: ['1–1', '1–1'],
  'black-wins': ['0–2', '2–0'],
  'ruled-draw': ['1–1 D', '1–1 D'],
  'white-wins-no-show': ['+/− np', '−/+ np'],
  'black-wins-no-show': ['−/+ np', '+/− np'],
  'white-wins-forfeit': ['+/−', '−/+'],
  'black-wins-forfeit': ['−/+', '+/−'],
  'double-forfeit': ['−/−', '−/−'],
};

describe('result notation (R8)', () => {
  for (const r of GAME_RESULTS) {
    it(`${r} reads ${EN[r][0]} from White and ${EN[r][1]} from Black`, () => {
      expect(resultNotation(r, tr('en'))).toBe(EN[r][0]);
      expect(resultNotation(r, tr('en'), 'white')).toBe(EN[r][0]);
      expect(resultNotation(r, tr('en'), 'black')).toBe(EN[r][1]);
    });
    it(`${r} in French: ${FR[r][0]} / ${FR[r][1]}`, () => {
      expect(resultNotation(r, tr('fr'), 'white')).toBe(FR[r][0]);
      expect(resultNotation(r, tr('fr'), 'black')).toBe(FR[r][1]);
    });
    it(`${r} from Black is its flip from White`, () => {
      expect(resultNotation(r, tr('en'), 'black')).toBe(resultNotation(FLIP[r], tr('en'), 'white'));
    });
  }

  it('prints played games in the point system of the tournament', () => {
    const halves = {
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
    };
    expect(resultNotation('white-wins', tr('en'), 'white', halves)).toBe('1–0');
    expect(resultNotation('draw', tr('en'), 'white', halves)).toBe('½–½');
    expect(resultNotation('ruled-draw', tr('en'), 'black', halves)).toBe('½–½ R');
    expect(resultNotation('white-wins-forfeit', tr('en'), 'white', halves)).toBe('+/−');
  });

  it('has a legend that explains every mark, in every language', () => {
    expect(resultLegend(tr('en'))).toBe(
      'Results: 2–0, 1–1, 0–2 points (White first, in a crosstable the entrant first); +/− won and −/+ lost by forfeit; −/− double forfeit; ns no-show; R ruled draw.',
    );
    for (const lng of ['en', 'fr', 'nl', 'pl'] as const) {
      const legend = resultLegend(tr(lng));
      for (const mark of [
        '+/−',
        '−/+',
        '−/−',
        t(lng, 'common:result.noShow'),
        t(lng, 'common:result.ruled'),
      ]) {
        expect(legend, `${lng}: ${mark}`).toContain(mark);
      }
    }
  });
});

describe('the round-robin grid figures (R7), one per game, on screen and in print', () => {
  it('writes points of played games, + or − for games not played, · for no result yet', () => {
    expect(gridFigure({ points: 2, played: true }, 1)).toBe('2');
    expect(gridFigure({ points: 1, played: true }, 1)).toBe('1');
    expect(gridFigure({ points: 0, played: true }, 1)).toBe('0');
    expect(gridFigure({ points: 2, played: false }, 1)).toBe('+');
    expect(gridFigure({ points: 0, played: false }, 1)).toBe('−');
    expect(gridFigure({ points: null, played: false }, 1)).toBe('·');
    // a 1/½/0 system (scale 2): the draw's one point reads ½
    expect(gridFigure({ points: 1, played: true }, 2)).toBe('½');
  });

  it('puts two legs or two meetings side by side, and leaves an empty cell empty', () => {
    expect(
      gridCell(
        [
          { points: 1, played: true },
          { points: 2, played: false },
        ],
        1,
      ),
    ).toBe('1 +');
    expect(
      gridCell(
        [
          { points: 0, played: false },
          { points: null, played: false },
        ],
        1,
      ),
    ).toBe('− ·');
    expect(gridCell([], 1)).toBe('');
  });

  it('writes a double round robin one line per cycle, the first above, even before the second is played', () => {
    const two = (points: number, cycle: 1 | 2) => ({ points, played: true, cycle });
    expect(gridCell([two(2, 1), two(0, 2)], 1)).toBe('2\n0');
    // two games a round in both cycles: side by side on each line
    expect(gridCell([two(2, 1), two(1, 1), two(0, 2), { points: null, played: false, cycle: 2 }], 1)).toBe(
      '2 1\n0 ·',
    );
    expect(gridCell([two(1, 1)], 1)).toBe('1');
    expect(cycleOfRound(5, 10)).toBe(1);
    expect(cycleOfRound(6, 10)).toBe(2);
  });
});
