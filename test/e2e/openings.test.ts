import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * R11.2: an Italian Swiss drawing from the FID table up to 2N/2B. The Pairings screen shows round
 * 1's opening as moves, its number and class, and the board; drawing it again asks first (Cancel
 * keeps it) and then changes it to another opening of the table.
 */
let h: Harness;
let page: Page;
let tid: number;
const NAMES = ['Bianchi', 'Ferrari', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo'];

beforeAll(async () => {
  h = await startHarness('openings');
  page = h.page;
  tid = await scene(
    h.api,
    'Trofeo Città di Forlì',
    NAMES.map((name, i) => ({ name, rating: 1800 - 20 * i })),
    { variant: 'italian', openingMode: 'ballot-2' },
  );
  await h.api['tournament.start']({ tournamentId: tid, seed: 11 });
});
afterAll(() => h?.close());

describe('the opening of a round on the Pairings screen', () => {
  it('shows the moves, the number and class, and the board', async () => {
    const drawn = (await h.api['round.get']({ tournamentId: tid, round: 1 })).opening;
    await page.goto(h.url);
    await goTo(page, 'Pairings');
    const panel = page.getByRole('region', { name: 'Opening of round 1' });
    await panel.waitFor(settles);
    await panel
      .getByTestId('opening-moves')
      .filter({ hasText: drawn?.moves.join(' ') ?? '?' })
      .waitFor(settles);
    await panel
      .getByText(`Opening ${drawn?.number} of the table, class ${drawn?.classLabel}`)
      .waitFor(settles);
    expect(await panel.getByRole('img', { name: 'The board after the opening' }).count()).toBe(1);
    await h.shot('1-opening');
  });

  it('draws it again only once confirmed', async () => {
    const before = (await h.api['round.get']({ tournamentId: tid, round: 1 })).opening;
    await page.getByRole('button', { name: 'Draw the opening again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draw the opening of round 1 again?' });
    await dialog.waitFor(settles);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await h.api['round.get']({ tournamentId: tid, round: 1 })).opening?.number).toBe(before?.number);

    await page.getByRole('button', { name: 'Draw the opening again' }).click();
    await dialog.getByRole('button', { name: 'Draw the opening again' }).click();
    await page.getByText(/^New opening drawn: /).waitFor(settles);
    const after = (await h.api['round.get']({ tournamentId: tid, round: 1 })).opening;
    expect(after?.number).not.toBe(before?.number);
    await page
      .getByTestId('opening-moves')
      .filter({ hasText: after?.moves.join(' ') ?? '?' })
      .waitFor(settles);
    await h.shot('2-redrawn');
  });
});
