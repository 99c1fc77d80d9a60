import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * Rated or casual (R12) in a real browser: an Italian tournament drawing from the whole ballot
 * table is rated only with two legs (R12.2). Turning two legs off while a floor is set is not
 * refused: the form says the tournament is saved casual without its floor, and it is; the Reports
 * screen says there is no rating report, and why, when asked for one.
 */
let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('rating-status');
  page = h.page;
  await scene(
    h.api,
    'Trofeo Ballottaggio',
    [
      { name: 'Świątek, Łukasz', rating: 2339 },
      { name: 'Łęcki, Paweł', rating: 1712 },
      { name: 'Ndiaye, Ëlodie', rating: 1800 },
      { name: 'Øvergård, Søren', rating: 1650 },
    ],
    { variant: 'italian', openingMode: 'ballot-3', twoLegs: true, ratingFloor: 1500 },
  );
});
afterAll(() => h?.close());

describe('rated or casual, on the screens', () => {
  it('two legs off with a floor set: said next to the reason, then saved casual without the floor', async () => {
    await page.goto(h.url);
    await goTo(page, 'Settings');
    // R12.3: the four rated, a round robin of 4 in two games a round: 6 pairs, 12 games, all rated.
    await page
      .getByRole('status')
      .getByText(
        /^12 of the 12 games the 4 present will play can be rated: 4 of them have a rating for Italian/,
      )
      .waitFor(settles);
    await page.getByRole('switch', { name: 'Two games per round, colours reversed' }).uncheck();
    const floor = page.getByLabel('Rating floor');
    // R12.2: "created casual instead of being refused"; the mode as the opening list names it
    const message =
      /^Saved casual, without the rating floor of 1500: the opening mode ".+" without "Two games per round, colours reversed" makes the tournament casual \(R12\.2\), and a casual tournament has no floor \(R12\.1\)\. To make it rated, turn "Two games per round, colours reversed" on, then set the floor again\.$/;
    await page.getByRole('status').getByText(message).waitFor(settles);
    expect(await floor.getAttribute('aria-invalid')).not.toBe('true');
    await h.shot('1-floor-dropped');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').getByText('Casual: the opening mode').first().waitFor(settles);
    const saved = await h.api['tournament.list']({});
    expect(saved[0]?.ratingStatus).toEqual({
      rated: false,
      reason: { code: 'casualStrongOpening', params: { mode: 'ballot-3' } },
      games: null,
    });
    expect(saved[0]?.settings.ratingFloor).toBeNull();
    await page.getByText(message).waitFor({ state: 'detached' });
    expect(await floor.inputValue()).toBe('');
  });

  it('says on the Reports screen that a casual tournament has no rating report, and why', async () => {
    await goTo(page, 'Reports');
    const item = page
      .getByRole('navigation', { name: 'Reports' })
      .getByRole('button', { name: /^Rating report/ });
    await item.getByText('Casual tournament: no rating report').waitFor(settles);
    await item.click();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText(
        'There is no rating report for "Trofeo Ballottaggio": the tournament is casual, so none of its games is rated (R12.1, R12.3). Casual: the opening mode "Ballot up to 3N/3B" goes above 2N/2B',
      )
      .waitFor(settles);
    await h.shot('2-no-rating-report');
  });

  it('the start preview says the four present make it two games a round, hence rated (R3.2, R12.2)', async () => {
    // Saved casual above: two games a round off. Four present play two whatever the setting.
    await goTo(page, 'Pairings');
    await page.getByRole('button', { name: 'Start the tournament' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start the tournament?' });
    const rating = dialog.getByLabel('Rating');
    await rating
      .getByText(
        'Rated: a round robin of 4 plays two games per round, colours reversed, whatever the setting (R3.2), and with two games a round the opening mode “Ballot up to 3N/3B” is rated (R12.2).',
        { exact: false },
      )
      .waitFor(settles);
    await rating.getByText(/^12 of the 12 games the 4 present will play can be rated/).waitFor(settles);
    await page.waitForTimeout(500); // the dialog's fade-in, for the picture only
    await h.shot('3-start-preview-four-rated');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await h.api['tournament.list']({}))[0]?.status).toBe('registration');
  });
});
