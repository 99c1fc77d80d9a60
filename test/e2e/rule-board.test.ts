import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/*
 * The r key on the result screen rules one board drawn (R8.5). A Swiss scheduled next year for
 * four hours from 10:00: the announced duration is not over, so the key is refused with the time
 * from which it is accepted (R15.1), and the game keeps no result.
 */
let h: Harness;
let page: Page;
let tid = 0;
const year = new Date().getFullYear() + 1;

beforeAll(async () => {
  h = await startHarness('rule-board');
  page = h.page;
  tid = await scene(
    h.api,
    'Club Open',
    Array.from({ length: 8 }, (_, i) => ({ name: `Player ${i + 1}`, rating: 2000 - 10 * i })),
    { scheduledStart: `${year}-06-01T10:00`, durationMinutes: 240 },
  );
  await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
});
afterAll(() => h?.close());

describe('ruling one board drawn before the end', () => {
  it('is refused on the result screen with the time it opens (R15.1, R8.5)', async () => {
    await page.goto(h.url);
    await goTo(page, 'Results');
    const field = page.getByRole('textbox', { name: 'Board', exact: true });
    await field.waitFor(settles);
    await field.press('r');
    const alert = page.getByRole('alert').filter({ hasText: 'The announced duration is not over' });
    await alert.waitFor(settles);
    expect(await alert.innerText()).toContain(`${year}-06-01 14:10`);
    const round = await h.api['round.get']({ tournamentId: tid, round: 1 });
    expect(round.boards.every((b) => b.games.every((g) => g.result === null))).toBe(true);
    await h.shot('refused');
  });
});
