import { afterEach, describe, expect, it } from 'vitest';
import { drawableOpenings, drawOpening } from '../../../src/main/engine/openings/draw';
import { openingsUpTo } from '../../../src/shared/openings/tables';
import { activityLine } from '../../../src/renderer/components/activity/summary';
import { DRAUGHTS_POINTS } from '../../../src/shared/domain';
import { t as translate } from '../../../src/shared/i18n/index';
import { field, harness, tournament, type Harness } from '../../services/rounds/setup';

/*
 * R11.4 "The arbiter may review a class", and R12.2 follows the reviewed class. The table's
 * classes used below, read from the FID table (shared fixtures, italian.json): opening 1
 * "21-17 9-13 25-21" is 1B, opening 3 "21-17 9-13 22-18" is 3N; up to 1N/1B the table holds 83
 * openings (R11.4).
 */
let h: Harness | undefined;
afterEach(() => h?.done());

const refusal = async (hh: Harness, method: string, input: unknown) => {
  const out = await hh.dispatch(method, input, 'en');
  return out.ok ? null : { code: out.error.code, message: out.error.message };
};
const THEMED_3 = { variant: 'italian', openingMode: 'themed', themedOpening: { number: 3 } } as const;
const N2 = { degree: 2, favoured: 'second' } as const;
const N3 = { degree: 3, favoured: 'second' } as const;

describe('reviewing an opening class (R11.4)', () => {
  it('a themed 3N opening reviewed to 2N makes a one-leg tournament rated (R12.2), logged; back to 3N casual again', async () => {
    const hh = harness('en');
    h = hh;
    const id = await tournament(hh, field(6), THEMED_3);
    const before = await hh.api['tournament.get']({ id });
    // 3N without two legs: casual (R12.2)
    expect(before.ratingStatus.rated).toBe(false);
    expect(before.classReviews).toEqual([]);

    const reviewed = await hh.api['tournament.reviewClass']({ id, number: 3, class: N2 });
    expect(reviewed.ratingStatus).toMatchObject({ rated: true, reason: null });
    expect(reviewed.classReviews).toEqual([{ number: 3, table: N3, reviewed: N2 }]);

    const log = await hh.api['activity.list']({ tournamentId: id });
    const row = log.find((e) => e.action === 'tournament.reviewClass');
    expect(row).toBeDefined();
    const en = {
      t: (key: string, params?: Record<string, unknown>) => translate('en', key, params),
      ps: DRAUGHTS_POINTS,
      twoLegs: false,
    };
    expect(activityLine({ action: 'tournament.reviewClass', summary: row?.summary }, en)).toBe(
      'Opening 3: class 2N instead of 3N (table: 3N, R11.4)',
    );

    // the table's class again: the review is removed, the tournament casual again
    const back = await hh.api['tournament.reviewClass']({ id, number: 3, class: N3 });
    expect(back.classReviews).toEqual([]);
    expect(back.ratingStatus.rated).toBe(false);
  });

  it('the round plays the themed opening with its reviewed class', async () => {
    const hh = harness('en');
    h = hh;
    const id = await tournament(hh, field(6), THEMED_3);
    await hh.api['tournament.reviewClass']({ id, number: 3, class: N2 });
    await hh.api['tournament.start']({ tournamentId: id, seed: 1 });
    const r = await hh.api['round.get']({ tournamentId: id, round: 1 });
    expect(r.opening?.number).toBe(3);
    expect(r.opening?.classLabel).toBe('2N');
    expect(r.opening?.tableClassLabel).toBe('3N');
    expect((await hh.api['tournament.get']({ id })).ratingStatus.rated).toBe(true);
  });

  it('refuses an unknown opening, the class it already has, a variant without a table, a class favouring a side at degree 0, and after the start', async () => {
    const hh = harness('en');
    h = hh;
    const id = await tournament(hh, field(6), THEMED_3);
    expect(await refusal(hh, 'tournament.reviewClass', { id, number: 175, class: N2 })).toEqual({
      code: 'classReviewUnknown',
      message: 'The official table has no opening number 175: its openings are numbered 1 to 174 (R11.4).',
    });
    expect(await refusal(hh, 'tournament.reviewClass', { id, number: 3, class: N3 })).toEqual({
      code: 'classReviewSame',
      message: 'Opening 3 already has class 3N in "Club Open": nothing was changed.',
    });
    const bad = await refusal(hh, 'tournament.reviewClass', {
      id,
      number: 3,
      class: { degree: 0, favoured: 'first' },
    });
    expect(bad?.code).toBe('invalidInput');
    expect(await refusal(hh, 'tournament.reviewClass', { id: 99, number: 3, class: N2 })).toMatchObject({
      code: 'tournamentNotFound',
    });

    const intl = await hh.api['tournament.create']({
      settings: { name: 'International', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
    });
    expect(await refusal(hh, 'tournament.reviewClass', { id: intl.id, number: 3, class: N2 })).toEqual({
      code: 'classReviewNoTable',
      message:
        '"International" is played without an official opening table (Italian and English only, R11.4): it has no opening class to review.',
    });

    await hh.api['tournament.start']({ tournamentId: id, seed: 1 });
    expect(await refusal(hh, 'tournament.reviewClass', { id, number: 3, class: N2 })).toEqual({
      code: 'classReviewAfterStart',
      message:
        'The class of opening 3 can no longer be reviewed in "Club Open": round 1 is paired. A class decides which openings the draw may give and whether the tournament is rated (R11.4, R12.2), rules fixed at the start (R1.3).',
    });
  });
});

describe('a draw under a ceiling follows the reviewed classes (R11.4, R12.2)', () => {
  const upTo1 = openingsUpTo('italian', 1);

  it('counts 83 openings up to 1N/1B; 84 with 3N opening 3 reviewed to 1N, 82 with 1B opening 1 reviewed to 3B', () => {
    expect(upTo1.length).toBe(83);
    expect(drawableOpenings('italian', 'ballot-1', { 3: { degree: 1, favoured: 'second' } })).toBe(84);
    expect(drawableOpenings('italian', 'ballot-1', { 1: { degree: 3, favoured: 'first' } })).toBe(82);
  });

  it('draws opening 3, reviewed to 1N, once the 83 others are played; without the review nothing is left', () => {
    const played = upTo1.map((o) => ({
      kind: 'table' as const,
      number: o.number,
      moves: o.moves,
      fen: '',
      class: o.class,
      seed: 0,
    }));
    const input = {
      variant: 'italian',
      mode: 'ballot-1',
      themed: null,
      previous: played,
      noRepeat: true,
      seed: 5,
    } as const;
    expect(() => drawOpening(input)).toThrow();
    const drawn = drawOpening({ ...input, reviews: { 3: { degree: 1, favoured: 'second' } } });
    expect(drawn?.number).toBe(3);
    expect(drawn?.class).toEqual({ degree: 1, favoured: 'second' });
  });

  it('never draws an opening reviewed above the ceiling: opening 1 reviewed to 3B is left out up to 1N/1B', () => {
    const reviews = { 1: { degree: 3, favoured: 'first' as const } };
    for (let seed = 0; seed < 300; seed++) {
      const o = drawOpening({
        variant: 'italian',
        mode: 'ballot-1',
        themed: null,
        previous: [],
        noRepeat: true,
        seed,
        reviews,
      });
      expect(o?.number).not.toBe(1);
    }
  });
});
