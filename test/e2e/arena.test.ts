import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, settles, startHarness, type Harness } from './harness';

/*
 * An arena run from its screen at the real time (web mode has the machine's clock). It started a
 * minute ago; four entrants by rating Anna, Bogdan, Claire, Daan.
 * - The first batch is paired at once by rank: board 1 Anna-Bogdan, board 2 Claire-Daan.
 * - Bogdan boosts (3'+2'' becomes 1'30''+0'', R14.4) and wins on board 1 by keyboard: 4 points.
 *   Anna waits with "not Bogdan until" the end of that game plus 5 minutes (R14.2).
 * - Board 2 drawn by click: all four free, the batch is due; ranking Bogdan 4, Claire 1, Daan 1,
 *   Anna 0, so Bogdan-Claire and Daan-Anna (Anna-Bogdan and Claire-Daan just met). Colours
 *   alternate: Bogdan and Daan had Black, they take White.
 */
let h: Harness;
let page: Page;
const ids: Record<string, number> = {};
let tid = 0;

const pad = (n: number) => String(n).padStart(2, '0');
const localMinute = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

beforeAll(async () => {
  h = await startHarness('arena');
  page = h.page;
  await h.api['event.create']({ file: 'arena-night', name: 'Arena night' });
  const t = await h.api['arena.create']({
    settings: {
      name: 'Blitz arena',
      scheduledStart: localMinute(new Date(Date.now() - 60_000)),
      durationMinutes: 60,
    },
    clock: { baseSeconds: 180, incrementSeconds: 2 },
  });
  tid = t.id;
  for (const [name, rating] of [
    ['Anna', 2000],
    ['Bogdan', 1990],
    ['Claire', 1980],
    ['Daan', 1970],
  ] as const)
    ids[name] = (await h.api['entrant.add']({ tournamentId: t.id, name, rating })).id;
});
afterAll(() => h?.close());

const board = (n: number) => page.getByTestId(`arena-board-${n}`);

describe('the arena screen', () => {
  it('pairs the first batch at once, takes a boost and a keyboard result, and pairs again by rank', async () => {
    await page.goto(h.url);
    await goTo(page, 'Arena');
    // The arena started a minute ago: the header says so, not "Registration".
    await page.getByLabel('Tournament status: Running').waitFor(settles);
    await board(1).filter({ hasText: 'Anna' }).filter({ hasText: 'Bogdan' }).waitFor(settles);
    await board(2).filter({ hasText: 'Claire' }).filter({ hasText: 'Daan' }).waitFor(settles);
    await page.getByText("Clock 3'+2''").waitFor(settles);
    await page.getByText("boosted 1'30''+0''").waitFor(settles);

    await page.getByRole('button', { name: 'Boost Bogdan' }).click();
    await board(1).getByText('boosted', { exact: true }).waitFor(settles);

    const field = page.getByRole('textbox', { name: 'Board', exact: true });
    await field.fill('1');
    await field.press('Enter');
    await field.press('0');
    await page
      .getByTestId(`arena-rank-${ids.Bogdan}`)
      .filter({ hasText: /Bogdan\s*4/ })
      .waitFor(settles);
    await page.getByTestId(`arena-free-${ids.Anna}`).filter({ hasText: 'not Bogdan until' }).waitFor(settles);
    await h.shot('waiting');

    await page.getByRole('group', { name: 'Result board 2' }).getByRole('button', { name: '1–1' }).click();
    await board(1).filter({ hasText: 'Bogdan' }).filter({ hasText: 'Claire' }).waitFor(settles);
    await board(2).filter({ hasText: 'Daan' }).filter({ hasText: 'Anna' }).waitFor(settles);
    const v = await h.api['arena.view']({ tournamentId: tid });
    expect(v.boards.map((b) => `${b.board}:${b.white.name}-${b.black.name}`)).toEqual([
      '1:Bogdan-Claire',
      '2:Daan-Anna',
    ]);
    const ranks = await page.getByRole('table', { name: 'Ranking' }).locator('tbody tr').allInnerTexts();
    expect(ranks.map((r) => r.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      '1 Bogdan 4',
      '2 Claire 1',
      '2 Daan 1',
      '4 Anna 0',
    ]);
    await h.shot('arena');
  });

  it('shows a read-only projector view with large type and no controls', async () => {
    await page.getByRole('button', { name: 'Projector view' }).click();
    const projector = page.getByTestId('projector');
    await projector.getByText('Bogdan').first().waitFor(settles);
    expect(await projector.getByRole('button').count()).toBe(0);
    await h.shot('projector');
    await page.keyboard.press('Escape');
    await projector.waitFor({ state: 'detached', ...settles });
  });

  it('saves the ranking as a PDF', async () => {
    const download = page.waitForEvent('download', settles);
    await page.getByRole('button', { name: 'Print ranking' }).click();
    expect((await download).suggestedFilename()).toBe('blitz-arena-arena-ranking.pdf');
  });

  it('saves the board slips of the boards in play as a PDF (R14.4)', async () => {
    const download = page.waitForEvent('download', settles);
    await page.getByRole('button', { name: 'Print board slips' }).click();
    expect((await download).suggestedFilename()).toBe('blitz-arena-board-slips.pdf');
  });
});
