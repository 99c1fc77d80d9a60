import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * Issue 30: the acceleration chosen on the Settings screen before the start (FIDE C.04.5.1, Baku)
 * is the one the Swiss pairs and the standings show. Eight entrants, five rounds: GA is 1-4
 * (2 x ceil(8/4)), given a win's 2 virtual points for round 2; every White wins round 1.
 */
let h: Harness;
let page: Page;
let tid: number;

beforeAll(async () => {
  h = await startHarness('acceleration-setting');
  page = h.page;
  const eight = Array.from({ length: 8 }, (_, i) => ({ name: `Player ${i + 1}`, rating: 2000 - 10 * i }));
  tid = await scene(h.api, 'Open of Baku', eight, { swissRounds: 5 });
});
afterAll(() => h?.close());

describe('the acceleration select on the Settings screen', () => {
  it('Baku chosen before the start: round 1 paired, the standings show +2 for 1 to 4', async () => {
    await page.goto(h.url);
    await goTo(page, 'Settings');
    const select = page.getByRole('combobox', { name: 'Accelerated rounds' });
    await select.waitFor(settles);
    await select.selectOption({ label: 'Baku method (FIDE C.04.5.1)' });
    await h.shot('1-baku-chosen');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(async () => (await h.api['tournament.list']({}))[0]?.settings.acceleration, settles)
      .toBe('baku');

    const start = await h.api['tournament.start']({ tournamentId: tid, seed: 1 });
    for (const b of start.round?.boards ?? [])
      await h.api['result.set']({
        tournamentId: tid,
        round: 1,
        board: b.boardNo,
        leg: 1,
        result: 'white-wins',
      });
    await goTo(page, 'Standings');
    const table = page.getByRole('table', { name: 'Standings after round 1' });
    await table.waitFor(settles);
    expect((await table.locator('thead th').allInnerTexts()).slice(3, 5)).toEqual(['Pts', 'Virtual']);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    const byNo = new Map(rows.map((r) => [Number(r[1]), r]));
    for (const no of [1, 2, 3, 4]) expect(byNo.get(no)?.[4]).toBe('+2');
    for (const no of [5, 6, 7, 8]) expect(byNo.get(no)?.[4]).toBe('');
    await h.shot('2-standings-virtual');
  });
});
