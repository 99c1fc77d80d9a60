import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, settles, startHarness, type Harness } from './harness';

/**
 * R12.3 in a real browser (issue 28 part 4): the rated status counts the games that can be rated.
 * A two-leg Italian round robin of six players, none rated in Italian, is rated by its settings,
 * yet 0 of its games can be rated: the Events list, Settings, the start preview and Reports say
 * so, and why.
 */
let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('rated-games');
  page = h.page;
});
afterAll(() => h?.close());

describe('how many games can be rated, on the screens', () => {
  it('a 6-player Italian round robin nobody is rated in: 0 games can be rated, and why, on every screen', async () => {
    // R12.3: their international ratings were not taken (issue 28 part 4): all six unrated.
    await h.api['event.create']({ file: 'torneo-italiano', name: 'Torneo Italiano' });
    const t = await h.api['tournament.create']({
      settings: {
        name: 'Torneo Italiano',
        variant: 'italian',
        twoLegs: true,
        scheduledStart: '2026-06-01T10:00',
        closeAtEnd: false,
      },
    });
    for (const name of [
      'Rossi, Anna',
      'Bianchi, Luca',
      'Verdi, Sara',
      'Neri, Paolo',
      'Conti, Marta',
      'Gallo, Enzo',
    ])
      await h.api['entrant.add']({ tournamentId: t.id, name });
    const why =
      '0 games can be rated: no entrant has a rating for Italian, Classical, the variant and time control of this tournament, and a game is rated only when at least one of its two players has one (R12.3).';
    await page.goto(h.url);
    await goTo(page, 'Events');
    await page.getByRole('cell').getByText('0 games can be rated', { exact: true }).waitFor(settles);
    await h.shot('1-events');
    await goTo(page, 'Settings');
    await page.getByRole('status').getByText(why, { exact: false }).waitFor(settles);
    await h.shot('2-settings');
    await goTo(page, 'Pairings');
    await page.getByRole('button', { name: 'Start the tournament' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start the tournament?' });
    await dialog.getByText(why, { exact: false }).waitFor(settles);
    await h.shot('3-start-preview');
    await dialog.getByRole('button', { name: 'Start and pair round 1' }).click();
    await dialog.waitFor({ state: 'detached', ...settles });
    await goTo(page, 'Reports');
    const item = page
      .getByRole('navigation', { name: 'Reports' })
      .getByRole('button', { name: /^Rating report/ });
    await item.getByText('0 games can be rated', { exact: true }).waitFor(settles);
    await item.click();
    await page
      .getByRole('status')
      .getByText('0 of 6 games paired so far can be rated: no entrant has a rating for Italian, Classical', {
        exact: false,
      })
      .waitFor(settles);
    await h.shot('4-reports');
    const [listed] = await h.api['tournament.list']({});
    expect(listed?.ratingStatus.games).toMatchObject({ basis: 'paired', rateable: 0, total: 6, rated: 0 });
  });
});
