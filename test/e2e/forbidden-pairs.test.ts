import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * Forbidden pairs on the Entrants screen (issue 30): the arbiter keeps two entrants apart, sees
 * the pair listed with its rounds, meets the refusal of one entrant chosen twice, and the Swiss
 * then pairs round 1 around the pair (C.04.3: 1-5 forbidden, so S2 transposes to 1-6 2-5 3-7 4-8).
 */
let h: Harness;
let page: Page;
let tid = 0;

const EIGHT = Array.from({ length: 8 }, (_, i) => ({
  name: `Player ${String(i + 1).padStart(2, '0')}`,
  rating: 2000 - 10 * i,
}));

beforeAll(async () => {
  h = await startHarness('forbidden');
  page = h.page;
  tid = await scene(h.api, 'Club Open', EIGHT, { swissRounds: 5 });
});
afterAll(() => h?.close());

describe('forbidden pairs on the Entrants screen', () => {
  it('keeps two entrants apart, lists them, and refuses one entrant twice', async () => {
    await page.goto(h.url);
    await goTo(page, 'Entrants');
    const panel = page.getByTestId('forbidden-pairs');
    await panel.getByText('No forbidden pair.').waitFor(settles);
    await panel.getByLabel('Entrant', { exact: true }).selectOption({ label: 'Player 01' });
    await panel.getByLabel('Kept apart from').selectOption({ label: 'Player 01' });
    await panel.getByRole('button', { name: 'Keep apart' }).click();
    await page
      .getByRole('alert')
      .getByText('Player 01 cannot be kept apart from themself: choose two different entrants.')
      .waitFor(settles);
    await panel.getByLabel('Kept apart from').selectOption({ label: 'Player 05' });
    await panel.getByRole('button', { name: 'Keep apart' }).click();
    await panel.getByText('Player 01 and Player 05: every round from round 1').waitFor(settles);
    await h.shot('1-entrants-forbidden');
    expect(await h.api['forbidden.list']({ tournamentId: tid })).toHaveLength(1);
  });

  it('the Swiss pairs round 1 around the pair', async () => {
    const start = await h.api['tournament.start']({ tournamentId: tid, seed: 1 });
    const pairs = (start.round?.boards ?? [])
      .map((b) => [b.white.startNo, b.black.startNo].sort().join('-'))
      .sort();
    expect(pairs).toEqual(['1-6', '2-5', '3-7', '4-8']);
    await page.reload();
    await goTo(page, 'Entrants');
    // After the start the pair shows with pairing numbers.
    await page
      .getByTestId('forbidden-pairs')
      .getByText('Player 01 (1) and Player 05 (5): every round from round 1')
      .waitFor(settles);
    await h.shot('2-entrants-started');
  });
});
