import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, SETTINGS, type Harness } from './harness';

/**
 * Registration from a list says which rating it takes and why (R12.1, R13.1; issue 28.4): an
 * Italian tournament whose arbiter found an international rating in the search lost it at
 * registration without a word. A list that rates the player only for another variant or time
 * control is offered: its rating, or unrated.
 */
let h: Harness;
beforeEach(async () => {
  h = harness();
  await h.api['event.create']({ file: 'event', name: 'Festival' });
  copyFileSync(
    join(__dirname, '../fixtures/ratings/fmjd-bom-semicolon.csv'),
    join(h.dir, 'data', 'fmjd.csv'),
  );
  // the FMJD list: international draughts, classical (its columns do not say)
  await h.api['ratings.import']({
    file: 'fmjd.csv',
    variant: 'international',
    timeControl: 'classical',
    listDate: '2026-07-01',
  });
});
afterEach(() => h.done());

const hit = async (text: string) => (await h.api['ratings.search']({ text }))[0]!;

describe('the rating a registration from a list takes (R12.1)', () => {
  it("an international list in an Italian tournament: refused without a choice, the list's rating or unrated on the arbiter's word", async () => {
    const t = await h.api['tournament.create']({ settings: { ...SETTINGS, variant: 'italian' } });
    const sorensen = await hit('sorensen');
    expect(sorensen.rating).toBe(1960); // the search shows the list's rating
    const refused = await h.dispatch('ratings.register', { tournamentId: t.id, entryId: sorensen.entryId });
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'ratings:otherKind',
        message:
          'Sørensen, Bjørn has no rating for Italian, Classical, the variant and time control of this tournament: the list "FMJD 2026-07-01" rates them 1960 for International (10×10), Classical. Register them with that rating, or unrated.',
      },
    });
    expect(await h.api['entrant.list']({ tournamentId: t.id })).toEqual([]);

    const withList = await h.api['ratings.register']({
      tournamentId: t.id,
      entryId: sorensen.entryId,
      rating: 'list',
    });
    expect(withList.rating).toBe(1960);
    expect(withList.ratingNote.message).toBe(
      'Rating 1960, that of the list "FMJD 2026-07-01" for International (10×10), Classical, as chosen: this tournament is Italian, Classical.',
    );
    const unrated = await h.api['ratings.register']({
      tournamentId: t.id,
      entryId: (await hit('swiatek')).entryId,
      rating: 'unrated',
    });
    expect([unrated.name, unrated.rating]).toEqual(['Świątek, Łukasz', null]);
    expect(unrated.ratingNote.message).toBe(
      'Unrated, as chosen: the list "FMJD 2026-07-01" rates this player only for International (10×10), Classical, and this tournament is Italian, Classical.',
    );
  });

  it('the rating for the tournament is taken and said so', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS }); // international, classical
    const e = await h.api['ratings.register']({
      tournamentId: t.id,
      entryId: (await hit('sorensen')).entryId,
    });
    expect(e.rating).toBe(1960);
    expect(e.ratingNote).toMatchObject({
      key: 'ratings:register.took',
      message:
        'Rating 1960: that of the list "FMJD 2026-07-01" for International (10×10), Classical, the variant and time control of this tournament.',
    });
  });
});
