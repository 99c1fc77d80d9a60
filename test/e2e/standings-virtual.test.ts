import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * Issue 30: the standings of an accelerated Swiss (Baku, FIDE C.04.5.1) show the virtual points
 * as what they are, in their own column beside the points and explained under the table. Eight
 * entrants, five rounds: GA is 1-4 (2 x ceil(8/4)), paired in round 2 with a win's 2 virtual
 * points; every White wins round 1, so the points are 2 or 0 and the virtual column +2 or blank.
 */
let h: Harness;
let page: Page;
let tid: number;

beforeAll(async () => {
  h = await startHarness('virtual');
  page = h.page;
  const eight = Array.from({ length: 8 }, (_, i) => ({ name: `Player ${i + 1}`, rating: 2000 - 10 * i }));
  tid = await scene(h.api, 'Accelerated Open', eight, { swissRounds: 5, acceleration: 'baku' });
  const start = await h.api['tournament.start']({ tournamentId: tid, seed: 1 });
  for (const b of start.round?.boards ?? [])
    await h.api['result.set']({
      tournamentId: tid,
      round: 1,
      board: b.boardNo,
      leg: 1,
      result: 'white-wins',
    });
});
afterAll(() => h?.close());

describe('virtual points on the Standings screen', () => {
  it('shows them in their own column, never in the points, and says what they are', async () => {
    await page.goto(h.url);
    await goTo(page, 'Standings');
    const table = page.getByRole('table', { name: 'Standings after round 1' });
    await table.waitFor(settles);
    const heads = await table.locator('thead th').allInnerTexts();
    expect(heads.slice(0, 5)).toEqual(['Rank', 'No.', 'Name', 'Pts', 'Virtual']);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    const byNo = new Map(rows.map((r) => [Number(r[1]), r]));
    for (const no of [1, 2, 3, 4]) expect(byNo.get(no)?.[4]).toBe('+2');
    for (const no of [5, 6, 7, 8]) expect(byNo.get(no)?.[4]).toBe('');
    // The points are the games' only: 2 for a win, 0 for a loss, whatever the virtual column says.
    expect(rows.map((r) => r[3]).sort()).toEqual(['0', '0', '0', '0', '2', '2', '2', '2']);
    await page
      .getByTestId('standings-legend')
      .getByText('Round 2 is paired as if pairing numbers 1 to 4 had 2 more.', { exact: false })
      .waitFor(settles);
    await h.shot('standings');
  });
});
