import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../src/shared/settings';
import { isAppError } from '../../src/shared/errors';
import { checkRatingFloor, type NoRatingCode } from '../../src/main/services/rating-floor';

const RATED: Settings = {
  ...DEFAULT_SETTINGS,
  name: 'Club Open',
  scheduledStart: '2026-05-01T10:00',
  rated: true,
  ratingFloor: 1600,
};

/** 'ok', or the code and parameters of the refusal. */
function floorSays(s: Settings, rating: number | null, noRating: NoRatingCode = 'floorNeedsRating') {
  try {
    checkRatingFloor(s, { name: 'Łęcki, Paweł', rating }, noRating);
    return 'ok';
  } catch (e) {
    if (!isAppError(e)) throw e;
    return { code: e.code, params: e.params };
  }
}

describe('the rating floor, one check for both registration paths (RULES.md R12.1)', () => {
  it('lets in a rating equal to the floor, refuses one point below it', () => {
    expect(floorSays(RATED, 1600)).toBe('ok');
    expect(floorSays(RATED, 1601)).toBe('ok');
    expect(floorSays(RATED, 1599)).toEqual({
      code: 'ratings:belowFloor',
      params: { name: 'Łęcki, Paweł', floor: 1600, rating: 1599, tournament: 'Club Open' },
    });
  });

  it('holds at the ends of the floor range, 1000 and 2000', () => {
    expect(floorSays({ ...RATED, ratingFloor: 1000 }, 1000)).toBe('ok');
    expect(floorSays({ ...RATED, ratingFloor: 1000 }, 999)).toMatchObject({ code: 'ratings:belowFloor' });
    expect(floorSays({ ...RATED, ratingFloor: 2000 }, 2000)).toBe('ok');
    expect(floorSays({ ...RATED, ratingFloor: 2000 }, 1999)).toMatchObject({ code: 'ratings:belowFloor' });
  });

  it('refuses an entrant without a rating in the words of his path', () => {
    expect(floorSays(RATED, null)).toMatchObject({ code: 'floorNeedsRating', params: { rating: '' } });
    expect(floorSays(RATED, null, 'ratings:noRatingForFloor')).toMatchObject({
      code: 'ratings:noRatingForFloor',
    });
  });

  it('has no floor in a casual tournament, nor in one its opening makes casual (R12.2)', () => {
    expect(floorSays({ ...RATED, rated: false }, 900)).toBe('ok');
    expect(floorSays({ ...RATED, openingMode: 'ballot-3', twoLegs: false }, 900)).toBe('ok');
    expect(floorSays({ ...RATED, openingMode: 'ballot-3', twoLegs: true }, 900)).toMatchObject({
      code: 'ratings:belowFloor',
    });
    expect(floorSays({ ...RATED, ratingFloor: null }, null)).toBe('ok');
  });
});
