import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * A round paired too early: eight entrants, Swiss (R3.3: 5 rounds). Round 1 is drawn on every
 * board and round 2 paired; a latecomer arrives. Round 2 is unpaired from the Pairings screen
 * (Cancel first: nothing changes), then round 1, which opens registration again (R1.3).
 */
let h: Harness;
let page: Page;
let tid: number;
const NAMES = ['Łukasz', 'Świętosław', 'Gül', 'İlkay', 'Zoë', 'Øystein', 'Ada', 'Bas'];

beforeAll(async () => {
  h = await startHarness('unpair');
  page = h.page;
  tid = await scene(
    h.api,
    'Open Kraków',
    NAMES.map((name, i) => ({ name, rating: 1900 - 50 * i })),
  );
  const start = await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  for (const b of start.round?.boards ?? [])
    await h.api['result.set']({ tournamentId: tid, round: 1, board: b.boardNo, result: 'draw' });
  await h.api['round.pairNext']({ tournamentId: tid });
});
afterAll(() => h?.close());

describe('unpairing a round from the Pairings screen', () => {
  it('asks first, and Cancel changes nothing', async () => {
    await page.goto(h.url);
    await goTo(page, 'Pairings');
    await page.getByText('Round 2 of 5').waitFor(settles);
    await page.getByRole('button', { name: 'Unpair round 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unpair round 2' });
    await dialog.getByText(/The 4 boards of round 2 are deleted/).waitFor(settles);
    await h.shot('1-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await h.api['round.list']({ tournamentId: tid })).map((r) => r.number)).toEqual([1, 2]);
  });

  it('unpairs round 2, which can be paired again', async () => {
    await page.getByRole('button', { name: 'Unpair round 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unpair round 2' });
    await dialog.getByRole('button', { name: 'Unpair round 2' }).click();
    await page.getByText('Round 2 unpaired.').waitFor(settles);
    await page.getByRole('button', { name: 'Pair round 2', exact: true }).waitFor(settles);
    expect((await h.api['round.list']({ tournamentId: tid })).map((r) => r.number)).toEqual([1]);
    await h.shot('2-unpaired');
  });

  it('hides the button once a result of the round is entered', async () => {
    await page.getByText('Round 1 of 5').waitFor(settles);
    // round 1 has results: it cannot be unpaired
    expect(await page.getByRole('button', { name: 'Unpair round 1' }).count()).toBe(0);
  });
});
