import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { goTo, settles, startHarness, type Harness } from './harness';

/**
 * Issue 28 (and 32.5): the header's status badge follows a start made outside the page (another
 * window, `diagonal api`), without a reload, and the screen shown reads the tournament again.
 */
let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('status-follow');
  page = h.page;
});
afterAll(() => h?.close());

const status = (s: string) => page.getByLabel(`Tournament status: ${s}`);

describe('the header status after a start from outside the page', () => {
  it('Registration, then Running once the API started it, no reload', async () => {
    await h.api['event.create']({ file: 'open-day', name: 'Open day' });
    const t = await h.api['tournament.create']({
      settings: { name: 'Open day', scheduledStart: '2026-06-01T10:00', closeAtEnd: false },
    });
    for (const name of ['Ames, Ada', 'Baker, Bo', 'Cole, Cy', 'Dunn, Di', 'Eads, Ed', 'Fox, Fi'])
      await h.api['entrant.add']({ tournamentId: t.id, name });
    await page.goto(h.url);
    await goTo(page, 'Entrants');
    await status('Registration').waitFor(settles);
    await h.shot('1-registration');
    // Started from outside the page (as another window or `diagonal api` would).
    await h.api['tournament.start']({ tournamentId: t.id, seed: 1 });
    await status('Running').waitFor(settles);
    // the screen reads the tournament again: the start numbers given at the start are shown
    await page.getByRole('cell', { name: '6', exact: true }).first().waitFor(settles);
    await h.shot('2-running');
  });
});
