import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * R11.4 "The arbiter may review a class", in a real browser: an Italian themed tournament on
 * opening 3 ("21-17 9-13 22-18", 3N in the FID table) is casual with one leg (R12.2); the arbiter
 * reviews the class to 2N on Settings, sees it beside the table's, and the tournament is rated.
 */
let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('class-review');
  page = h.page;
  await scene(
    h.api,
    'Trofeo Tematico',
    [
      { name: 'Rossi, Marco', rating: 2100 },
      { name: 'Bianchi, Luca', rating: 1900 },
      { name: 'Verdi, Anna', rating: 1800 },
      { name: 'Neri, Paolo', rating: 1700 },
    ],
    { variant: 'italian', openingMode: 'themed', themedOpening: { number: 3 }, twoLegs: false },
  );
});
afterAll(() => h?.close());

describe('reviewing an opening class on Settings', () => {
  it('reviews opening 3 from 3N to 2N: shown beside the table class, the tournament rated', async () => {
    await page.goto(h.url);
    await goTo(page, 'Settings');
    const panel = page.getByRole('region', { name: 'Opening classes (R11.4)' });
    await panel.getByText('Every opening has the class of the official table.').waitFor(settles);
    await page.getByText('Casual: the opening', { exact: false }).first().waitFor(settles);
    await panel.getByRole('combobox', { name: 'Opening', exact: true }).fill('21-17 9-13 22-18');
    await page.getByRole('option', { name: '3 · 21-17 9-13 22-18 · 3N' }).click();
    await panel.getByRole('combobox', { name: 'Class for this tournament' }).click();
    await page.getByRole('option', { name: '2N', exact: true }).click();
    await panel.getByRole('button', { name: 'Review class' }).click();
    await panel.getByText('Opening 3 now has class 2N in this tournament.').waitFor(settles);
    await panel.getByText('3 · 21-17 9-13 22-18: 2N (table: 3N)').waitFor(settles);
    // R12.3: four rated, a round robin of 4 plays two games a round (R3.2): 6 pairs, 12 games.
    await page
      .getByRole('status')
      .getByText(
        /^12 of the 12 games the 4 present will play can be rated: 4 of them have a rating for Italian/,
      )
      .waitFor(settles);
    await h.shot('1-reviewed');
    const [t] = await h.api['tournament.list']({});
    expect(t?.classReviews).toEqual([
      { number: 3, table: { degree: 3, favoured: 'second' }, reviewed: { degree: 2, favoured: 'second' } },
    ]);
    expect(t?.ratingStatus.rated).toBe(true);
  });

  it('says why the same class again is refused', async () => {
    const panel = page.getByRole('region', { name: 'Opening classes (R11.4)' });
    await panel.getByRole('button', { name: 'Review class' }).click();
    await panel
      .getByRole('alert')
      .getByText('Opening 3 already has class 2N in "Trofeo Tematico": nothing was changed.')
      .waitFor(settles);
    await h.shot('2-same-class');
  });

  it('the activity log names the review', async () => {
    await goTo(page, 'Activity log');
    await page.getByText('Opening 3: class 2N instead of 3N (table: 3N, R11.4)').waitFor(settles);
  });
});
