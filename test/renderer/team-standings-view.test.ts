import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/shared/i18n';
import { comparisonSentence } from '../../src/renderer/components/teams/comparison';
import { crossCellText } from '../../src/renderer/components/teams/cells';
import { teamFigureText } from '../../src/shared/figure-text';
import { criterionName } from '../../src/renderer/components/teams/figures';

const en = createI18n('en').getFixedT('en', 'teamui');
const pl = createI18n('pl').getFixedT('pl', 'teamui');
const ref = (id: number, name: string) => ({ id, seed: id, name });
const standings = {
  scale: 1,
  rows: [{ team: ref(3, 'Łódź') }, { team: ref(7, 'İstanbul') }] as unknown as Parameters<
    typeof comparisonSentence
  >[1]['rows'],
};

describe('team figures as the standings show them (R16.1)', () => {
  it('writes halves of Sonneborn-Berger, board points in the 2/1/0 system, percentages to one decimal', () => {
    expect(teamFigureText({ code: 'SB', value: 7.5 }, 1)).toBe('7½');
    expect(teamFigureText({ code: 'BP', value: 27 }, 1)).toBe('27');
    expect(teamFigureText({ code: 'BP', value: 27 }, 2)).toBe('13½');
    expect(teamFigureText({ code: 'OWP', value: 46.666 }, 1)).toBe('46.7');
    expect(teamFigureText({ code: 'TPN', value: 4 }, 1)).toBe('4');
  });

  it('leaves direct encounter blank unless teams are still tied', () => {
    expect(teamFigureText({ code: 'DE', value: 3, among: [3] }, 1)).toBe('');
    expect(teamFigureText({ code: 'DE', value: 3, among: [3, 7], decisive: true }, 1)).toBe('3');
    // Two teams tied on everything before DE that never met: no direct encounter, not "0".
    expect(teamFigureText({ code: 'DE', value: 0, among: [3, 7], decisive: false }, 1)).toBe('');
  });
});

describe('why is A above B', () => {
  const name = (c: Parameters<typeof criterionName>[0]) => en(criterionName(c));
  it('names the criterion that decided, with both figures', () => {
    const s = comparisonSentence(
      { above: 3, below: 7, decidedBy: 'SB', aboveValue: 14.5, belowValue: 12 },
      standings,
      name,
    );
    expect(en(s.key, s.params)).toBe(
      'Łódź and İstanbul are equal up to Sonneborn-Berger, which decides: 14½ against 12.',
    );
  });

  it('says when match points alone decide, when one left, and when all is equal', () => {
    const mp = comparisonSentence(
      { above: 3, below: 7, decidedBy: 'matchPoints', aboveValue: 10, belowValue: 9 },
      standings,
      name,
    );
    expect(en(mp.key, mp.params)).toBe('Łódź is above İstanbul on match points: 10 against 9.');
    const left = comparisonSentence(
      { above: 3, below: 7, decidedBy: 'left', aboveValue: null, belowValue: null },
      standings,
      name,
    );
    expect(pl(left.key, left.params)).toBe(
      'İstanbul opuściła turniej, więc zajmuje miejsce za drużyną Łódź, która nadal gra.',
    );
    const tied = comparisonSentence(
      { above: 3, below: 7, decidedBy: 'tied', aboveValue: null, belowValue: null },
      standings,
      name,
    );
    expect(en(tied.key, tied.params)).toBe('Łódź and İstanbul are equal on every criterion.');
  });
});

describe('team crosstable cells on screen', () => {
  const letter = (c: 'white' | 'black') => (c === 'white' ? 'w' : 'b');
  const cell = { round: 2, opponent: ref(5, 'Gdańsk'), matchPoints: 3 };
  it('gives the opponent, the colour on board 1 and both board scores, the team’s first', () => {
    expect(
      crossCellText(
        { ...cell, kind: 'match', colour: 'black', boardPoints: 5, opponentBoardPoints: 3 },
        letter,
        'bye',
        1,
      ),
    ).toBe('5b 5–3');
    expect(
      crossCellText(
        { ...cell, kind: 'bye', opponent: null, colour: null, boardPoints: 8, opponentBoardPoints: null },
        letter,
        'bye',
        1,
      ),
    ).toBe('bye 8');
    expect(
      crossCellText(
        { ...cell, kind: 'out', opponent: null, colour: null, boardPoints: null, opponentBoardPoints: null },
        letter,
        'bye',
        1,
      ),
    ).toBe('–');
  });
});
