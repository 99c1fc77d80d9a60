import { describe, expect, it } from 'vitest';
import type { Team } from '../../src/shared/api/teams';
import { createI18n } from '../../src/shared/i18n';
import {
  defaultLineup,
  lineupIssues,
  rosterOptions,
  swapBoards,
} from '../../src/renderer/components/teams/lineup-check';

const names = ['Świątek', 'Kałużny', 'Wiśniewska', 'Łęcki', 'Ślusarz'];
/** Five players for four boards: the fifth is a reserve. */
const team: Team = {
  id: 1,
  tournamentId: 1,
  entryNo: 1,
  seed: 1,
  name: 'Łódź',
  club: null,
  federation: 'POL',
  captain: 'Kałużny',
  rating: 2100,
  teamRating: 500,
  left: null,
  roster: names.map((name, i) => ({
    entrantId: 10 + i,
    name,
    rating: null,
    title: null,
    position: i + 1,
    federation: 'POL',
    ratingId: null,
    reserve: i >= 4,
  })),
};

describe('line-up check (R16.1b: board order follows roster order)', () => {
  it('fields the first four by default, and accepts a reserve who keeps the order', () => {
    expect(defaultLineup(team, 4)).toEqual([10, 11, 12, 13]);
    expect(lineupIssues(team, 4, [10, 11, 12, 13])).toEqual([]);
    // Łęcki (4) is away: the reserve Ślusarz (5) plays board 4.
    expect(lineupIssues(team, 4, [10, 11, 12, 14])).toEqual([]);
  });

  it('says who breaks the order, on which board, below whom', () => {
    const issues = lineupIssues(team, 4, [10, 12, 11, 13]);
    expect(issues).toEqual([
      {
        code: 'lineupOrder',
        params: {
          team: 'Łódź',
          name: 'Kałużny',
          position: 2,
          board: 3,
          above: 'Wiśniewska',
          abovePosition: 3,
        },
      },
    ]);
    const t = createI18n('en').getFixedT('en', 'teams');
    expect(t(`errors.${issues[0]!.code}`, issues[0]!.params)).toBe(
      'The line-up must follow the roster of Łódź: Kałużny (number 2) cannot play on board 3 below Wiśniewska (number 3). Swap them.',
    );
  });

  it('counts the boards and refuses a player twice', () => {
    expect(lineupIssues(team, 4, [10, 11, null, 13])).toEqual([
      { code: 'lineupCount', params: { team: 'Łódź', boards: 4, count: 3 } },
    ]);
    expect(lineupIssues(team, 4, [10, 11, 11, 13]).map((i) => i.code)).toEqual(['lineupTwice']);
  });

  it('moves a player up or down by swapping two boards, and ignores a move off the ends', () => {
    expect(swapBoards([10, 12, 11, 13], 1, 2)).toEqual([10, 11, 12, 13]);
    expect(swapBoards([10, 11], 1, 2)).toEqual([10, 11]);
  });
});

describe('rosterOptions', () => {
  it('lists the roster in roster order, "position. name", a reserve marked with the word given', () => {
    const roster = [
      { entrantId: 12, position: 3, name: 'Łęcki', reserve: true },
      { entrantId: 10, position: 1, name: 'Świątek', reserve: false },
      { entrantId: 11, position: 2, name: 'Kałużny', reserve: false },
    ];
    expect(rosterOptions(roster, 'rezerwa')).toEqual([
      { value: '10', label: '1. Świątek' },
      { value: '11', label: '2. Kałużny' },
      { value: '12', label: '3. Łęcki (rezerwa)' },
    ]);
    expect(roster.map((p) => p.entrantId)).toEqual([12, 10, 11]); // the roster itself is not reordered
  });
  it('has no choice for an empty roster', () => {
    expect(rosterOptions([], 'reserve')).toEqual([]);
  });
});
