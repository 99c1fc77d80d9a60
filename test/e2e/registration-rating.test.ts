import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * An Italian round robin registering from the FMJD list (international draughts, classical): the
 * search shows the list's rating, and the registration no longer drops it without a word; it says
 * why it cannot take it as it is and offers it, or unrated (R12.1, R13.1; issue 28.4).
 */
let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('registration-rating');
  page = h.page;
  await scene(h.api, 'Trofeo Italiano', [], { variant: 'italian' });
  copyFileSync(join(__dirname, '../fixtures/ratings/fmjd-bom-semicolon.csv'), join(h.dataDir, 'fmjd.csv'));
  await h.api['ratings.import']({
    file: 'fmjd.csv',
    variant: 'international',
    timeControl: 'classical',
    listDate: '2026-07-01',
  });
});
afterAll(() => h?.close());

describe('registering from a list of another variant', () => {
  it("offers the list's rating or unrated, and says which was taken", async () => {
    await page.goto(h.url);
    await goTo(page, 'Entrants');
    const search = page.getByRole('textbox', { name: 'Add from the rating lists' });
    await search.fill('sorensen');
    const hits = page.getByRole('table', { name: 'Players found on the rating lists' });
    await hits.getByRole('button', { name: 'Register Sørensen, Bjørn from FMJD 2026-07-01' }).click();
    const offer = page.getByRole('alert').filter({ hasText: 'has no rating for Italian' });
    await offer
      .getByText(
        'Sørensen, Bjørn has no rating for Italian, Classical, the variant and time control of this tournament: the list "FMJD 2026-07-01" rates them 1960 for International (10×10), Classical. Register them with that rating, or unrated.',
      )
      .waitFor(settles);
    expect(await h.api['entrant.list']({ tournamentId: 1 })).toEqual([]);
    await h.shot('1-offer');
    await offer.getByRole('button', { name: 'Register with 1960' }).click();
    await page
      .getByText(
        'Sørensen, Bjørn registered. Rating 1960, that of the list "FMJD 2026-07-01" for International (10×10), Classical, as chosen: this tournament is Italian, Classical.',
      )
      .waitFor(settles);
    await h.shot('2-registered');
    const [e] = await h.api['entrant.list']({ tournamentId: 1 });
    expect([e?.name, e?.rating]).toEqual(['Sørensen, Bjørn', 1960]);

    await search.fill('swiatek');
    await hits.getByRole('button', { name: 'Register Świątek, Łukasz from FMJD 2026-07-01' }).click();
    await page.getByRole('alert').getByRole('button', { name: 'Register unrated' }).click();
    await page.getByText(/^Świątek, Łukasz registered\. Unrated, as chosen: /).waitFor(settles);
    const list = await h.api['entrant.list']({ tournamentId: 1 });
    expect(list.map((x) => [x.name, x.rating])).toContainEqual(['Świątek, Łukasz', null]);
  });
});
