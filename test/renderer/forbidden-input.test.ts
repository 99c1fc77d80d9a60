import { describe, expect, it } from 'vitest';
import { entrantLabel, forbiddenInput } from '../../src/renderer/components/entrants/forbidden';

describe('a pair kept apart, as the form sends it (issue 30)', () => {
  it('from round 2 to round 4', () => {
    expect(forbiddenInput(7, { a: '12', b: '15', first: '2', last: '4' })).toEqual({
      tournamentId: 7,
      a: 12,
      b: 15,
      firstRound: 2,
      lastRound: 4,
    });
  });

  it('no first round typed: from round 1; no last round: in every later one', () => {
    expect(forbiddenInput(7, { a: '12', b: '15', first: '', last: '  ' })).toMatchObject({
      firstRound: 1,
      lastRound: null,
    });
  });

  it('a first round of 0 counts as none typed', () => {
    expect(forbiddenInput(3, { a: '1', b: '2', first: '0', last: '' }).firstRound).toBe(1);
  });
});

describe('an entrant named in the list of pairs', () => {
  it('with the starting number once there is one', () => {
    expect(entrantLabel({ name: 'Anna Nowak', startNo: 3 })).toBe('Anna Nowak (3)');
  });

  it('the name alone before the start', () => {
    expect(entrantLabel({ name: 'Anna Nowak', startNo: null })).toBe('Anna Nowak');
  });
});
