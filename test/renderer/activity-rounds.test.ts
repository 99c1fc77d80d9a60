import { describe, expect, it } from 'vitest';
import { actionName, activityLine, type LineContext } from '../../src/renderer/components/activity/summary';
import { DRAUGHTS_POINTS } from '../../src/shared/domain';
import { t, type Language } from '../../src/shared/i18n/index';

/** The log lines of a round taken back and of an opening drawn (again), written out by hand. */
const words = (lng: Language): LineContext => ({
  t: (key, params) => t(lng, key, params),
  ps: DRAUGHTS_POINTS,
  twoLegs: false,
});
const line = (lng: Language, action: string, summary: unknown) =>
  activityLine({ action, summary }, words(lng));

describe('rounds and openings in the activity log', () => {
  it('a round unpaired, and round 1 with the start', () => {
    expect(line('en', 'round.unpair', { round: 3, boards: 12, registration: false })).toBe(
      'Round 3 unpaired, 12 boards taken back before any result',
    );
    expect(line('en', 'round.unpair', { round: 1, boards: 4, registration: true })).toBe(
      'Round 1 unpaired: the start taken back, registration open again (R1.3)',
    );
    expect(actionName('round.unpair', (k, p) => t('fr', k, p))).toBe('Appariement de la ronde annulé');
  });
  it('the opening drawn with the round, and drawn again', () => {
    expect(
      line('en', 'round.pairNext', {
        round: 2,
        boards: 4,
        acceptRematches: false,
        opening: { moves: ['21-17', '10-14', '22-18'], number: 7, seed: 99 },
      }),
    ).toBe('Round 2 paired, boards: 4; opening 21-17 10-14 22-18 (seed 99, R11.2)');
    expect(
      line('pl', 'round.redrawOpening', { round: 2, before: ['23-19', '9-13'], after: ['22-18', '12-16'] }),
    ).toBe('Runda 2: otwarcie wylosowane ponownie, 22-18 12-16 zamiast 23-19 9-13 (R11.2)');
  });
  it('an opening class reviewed (R11.4): the Italian table writes 2N, other tables say who is favoured', () => {
    const N = (degree: number) => ({ degree, favoured: 'second' });
    expect(
      line('en', 'tournament.reviewClass', {
        number: 3,
        variant: 'italian',
        before: N(3),
        after: N(2),
        table: N(3),
      }),
    ).toBe('Opening 3: class 2N instead of 3N (table: 3N, R11.4)');
    const first = { degree: 1, favoured: 'first' };
    const balanced = { degree: 0, favoured: null };
    expect(
      line('en', 'tournament.reviewClass', {
        number: 7,
        variant: 'english',
        before: first,
        after: balanced,
        table: first,
      }),
    ).toBe(
      'Opening 7: class balanced instead of 1, favours the first mover (table: 1, favours the first mover, R11.4)',
    );
    expect(line('pl', 'tournament.reviewClass', { number: 7, variant: 'english' })).toBe('');
  });
});
