import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillDateTime, goTo, settles, startHarness, type Harness } from './harness';

/*
 * An arena created from the screens (R14.1): the form refuses a nine-hour duration and a clock
 * with neither base time nor increment next to the boxes, says what to enter, and creates the
 * arena once they are corrected. A year ahead, so the arena screen counts down to its start.
 */
let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('new-arena');
  page = h.page;
  await h.api['event.create']({ file: 'festival', name: 'Summer festival' });
});
afterAll(() => h?.close());

const start = () => {
  const d = new Date();
  return `${d.getFullYear() + 1}-06-01T14:00`;
};

describe('the new-arena form', () => {
  it('says what to fix next to each box, then creates the arena', async () => {
    await page.goto(h.url);
    await page.getByRole('button', { name: 'New arena' }).click();
    await page.getByRole('heading', { name: 'New arena' }).waitFor(settles);
    await page.getByLabel('Arena name').fill('Night blitz');
    await fillDateTime(page, 'Start', start());
    await page.getByLabel('Duration (minutes)').fill('540');
    // 3'+2'' by default: the boosted clock is shown before anything is created (R14.4).
    await page.getByText("Clock 3'+2''; boosted 1'30''+0'' (R14.4)").waitFor(settles);
    await page.getByLabel('Base time: minutes').fill('0');
    await page.getByLabel('Increment (seconds)').fill('0');
    await page.getByRole('button', { name: 'Create arena' }).click();

    const duration = 'An arena lasts 10 to 480 minutes (R14.1): change 540 to a duration in that range.';
    await page.getByText(duration).waitFor(settles);
    await page
      .getByText('The base time and the increment are both zero: give the clock a base time or an increment.')
      .waitFor(settles);
    expect(await page.getByLabel('Duration (minutes)').getAttribute('aria-invalid')).toBe('true');
    expect(await h.api['tournament.list']({})).toEqual([]);
    await h.shot('refused');

    await page.getByLabel('Duration (minutes)').fill('120');
    await page.getByText(duration).waitFor({ state: 'detached', ...settles });
    await page.getByLabel('Base time: minutes').fill('1');
    await page.getByLabel('Base time: seconds').fill('30');
    await page.getByText("Clock 1'30''+0''; boosted 45''+0'' (R14.4)").waitFor(settles);
    await page.getByRole('button', { name: 'Create arena' }).click();
    await page.getByRole('button', { name: 'Register entrants' }).waitFor(settles);

    const [t] = await h.api['tournament.list']({});
    expect(t).toMatchObject({
      kind: 'arena',
      status: 'registration',
      settings: {
        name: 'Night blitz',
        scheduledStart: start(),
        durationMinutes: 120,
        timeControl: { kind: 'blitz', text: "1'30''+0''" },
      },
    });
    const v = await h.api['arena.view']({ tournamentId: t!.id });
    expect(v.clock).toEqual({ baseSeconds: 90, incrementSeconds: 0 });

    await goTo(page, 'Arena');
    await page
      .getByTestId('arena-countdown')
      .filter({ hasText: /^Starts in \d+:\d\d:\d\d$/ })
      .waitFor(settles);
    await page.getByLabel('Tournament status: Registration').waitFor(settles);
    await h.shot('created');
  });
});
