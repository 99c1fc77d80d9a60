import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RoundView } from '../../src/shared/api/rounds';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * Issue 5 (d), R6.6: eight entrants, Swiss. Round 1 (R6.4) is 1-5, 2-6, 3-7, 4-8, won by 1 to 4.
 * Round 2 pairs the winners among themselves: 1-4 and 2-3 (the unit tests work the colours out).
 * Exchanging 4 and 5 puts 1 against 5 again: a rematch of round 1 (R6.2) that the arbiter must
 * confirm; cancelled, nothing changes; confirmed, it is applied, logged, and can be undone.
 */
let h: Harness;
let page: Page;
let tid: number;
const NAMES = ['Ada', 'Bas', 'Cas', 'Dewi', 'Eef', 'Fem', 'Gijs', 'Hein'];
const pairs = (r: RoundView) =>
  r.boards.map((b) => [b.white.startNo, b.black.startNo].sort((x, y) => x - y).join('-')).sort();

beforeAll(async () => {
  h = await startHarness('edit');
  page = h.page;
  tid = await scene(
    h.api,
    'Rapid Utrecht',
    NAMES.map((name, i) => ({ name, rating: 1900 - 50 * i })),
  );
  await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  const r1 = await h.api['round.get']({ tournamentId: tid, round: 1 });
  for (const b of r1.boards)
    await h.api['result.set']({
      tournamentId: tid,
      round: 1,
      board: b.boardNo,
      result: b.white.startNo < b.black.startNo ? 'white-wins' : 'black-wins',
    });
  const r2 = await h.api['round.pairNext']({ tournamentId: tid });
  expect(pairs(r2)).toEqual(['1-4', '2-3', '5-8', '6-7']);
});
afterAll(() => h?.close());

async function swap(a: string, b: string) {
  const pick = async (label: string, option: string) => {
    await page
      .getByRole('region', { name: 'Change the pairing (R6.6)' })
      .getByLabel(label, { exact: true })
      .click();
    await page
      .getByRole('listbox', { name: label })
      .getByRole('option', { name: option, exact: true })
      .click();
  };
  await pick('Entrant', a);
  await pick('with', b);
  await page.getByRole('button', { name: 'Exchange two entrants' }).click();
}

describe('a manual edit that creates a rematch', () => {
  it('warns about the rematch and changes nothing when cancelled', async () => {
    await page.goto(h.url);
    await goTo(page, 'Pairings');
    await page.getByText('Round 2 of 5').waitFor(settles);
    await swap('4. Dewi', '5. Eef');
    const dialog = page.getByRole('dialog', { name: 'Confirm the change' });
    await dialog.getByText(/Ada and Eef already played each other in round 1 \(R6\.2\)/).waitFor(settles);
    await h.shot('1-rematch-warning');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const r2 = await h.api['round.get']({ tournamentId: tid, round: 2 });
    expect(pairs(r2)).toEqual(['1-4', '2-3', '5-8', '6-7']);
  });

  it('applies it once confirmed, logs it, and undoes it from the activity log', async () => {
    // the two entrants are still chosen
    await page.getByRole('button', { name: 'Exchange two entrants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the change' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Pairing changed.').waitFor(settles);
    const edited = await h.api['round.get']({ tournamentId: tid, round: 2 });
    expect(pairs(edited)).toEqual(['1-5', '2-3', '4-8', '6-7']);
    await h.shot('2-edited');

    await goTo(page, 'Activity log');
    const log = page.getByRole('table', { name: 'Activity log' });
    await log.getByText('Pairing edited').waitFor(settles);
    await page.getByRole('button', { name: 'Undo the last action' }).click();
    await page.getByText('Undid: pairing change of round 2').first().waitFor(settles);
    const undone = await h.api['round.get']({ tournamentId: tid, round: 2 });
    expect(pairs(undone)).toEqual(['1-4', '2-3', '5-8', '6-7']);
    await h.shot('3-undone');
  });
});
