import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, settles, startHarness, type Harness } from './harness';

/*
 * The announced duration on the arena screen (R15.1): a 15-minute arena that started 11 minutes
 * ago (to the minute) ends in 3 to 4 minutes, so the countdown warns in red; the arbiter adds five
 * minutes and the end moves past the warning. Web mode runs on the machine's clock.
 */
let h: Harness;
let page: Page;
let tid = 0;

const pad = (n: number) => String(n).padStart(2, '0');
const localMinute = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

beforeAll(async () => {
  h = await startHarness('arena-clock');
  page = h.page;
  await h.api['event.create']({ file: 'arena-clock', name: 'Arena night' });
  const t = await h.api['arena.create']({
    settings: {
      name: 'Short arena',
      scheduledStart: localMinute(new Date(Date.now() - 11 * 60_000)),
      durationMinutes: 15,
    },
    clock: { baseSeconds: 60, incrementSeconds: 0 },
  });
  tid = t.id;
});
afterAll(() => h?.close());

const seconds = (text: string) => {
  const [m, s] = text.replace(/^\D+/, '').split(':').map(Number) as [number, number];
  return m * 60 + s;
};

describe('the countdown of the announced duration', () => {
  it('warns five minutes before the end, and the arbiter extends it', async () => {
    await page.goto(h.url);
    await goTo(page, 'Arena');
    const countdown = page.getByTestId('arena-countdown');
    await countdown.filter({ hasText: /^Ends in [34]:\d\d$/ }).waitFor(settles);
    await page.getByText('Less than five minutes left').waitFor(settles);
    const before = seconds(await countdown.innerText());
    expect(before).toBeLessThanOrEqual(5 * 60);
    await h.shot('warning');

    await page.getByRole('button', { name: 'Add 5 minutes' }).click();
    await page.getByText('extended by 5 min').waitFor(settles);
    await page.getByText('Less than five minutes left').waitFor({ state: 'detached', ...settles });
    const after = seconds(await countdown.innerText());
    // Five minutes more, less the few seconds the click took.
    expect(after).toBeGreaterThan(before + 5 * 60 - 20);
    expect((await h.api['arena.view']({ tournamentId: tid })).time.extensionMinutes).toBe(5);
    await h.shot('extended');
  });
});
