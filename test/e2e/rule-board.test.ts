import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/*
 * The close by the clock of a Swiss (R15.1) on the result screen, turned on by the arbiter with an
 * end four hours after a start 247 minutes ago (to the minute): the end has passed, the ten
 * minutes of overtime run out in about three, so the countdown is red with its warning. The r key
 * rules one board drawn (R8.5); it is refused until the close, and the message says from when.
 * The web server runs on the test's clock: the settings are made at the start, the screen is
 * looked at 247 minutes later.
 */
let h: Harness;
let page: Page;
let tid = 0;

const pad = (n: number) => String(n).padStart(2, '0');
const start = new Date(2030, 5, 1, 10, 0);
let clock = start;
const poster = (d: Date, sep = 'T') =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}${sep}${pad(d.getHours())}:${pad(d.getMinutes())}`;

beforeAll(async () => {
  h = await startHarness('rule-board', { now: () => clock });
  page = h.page;
  tid = await scene(
    h.api,
    'Club Open',
    Array.from({ length: 8 }, (_, i) => ({ name: `Player ${i + 1}`, rating: 2000 - 10 * i })),
    {
      scheduledStart: poster(start),
      closeAtEnd: true,
      announcedEnd: poster(new Date(start.getTime() + 240 * 60_000)),
    },
  );
  await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  clock = new Date(start.getTime() + 247 * 60_000);
});
afterAll(() => h?.close());

describe('the close by the clock on the result screen', () => {
  it('counts the overtime down with its warning, and refuses the r key until the close (R15.1, R8.5)', async () => {
    await page.goto(h.url);
    await goTo(page, 'Results');
    const line = page.getByTestId('duration-line');
    await line
      .filter({ hasText: /Overtime: open games are ruled drawn and the tournament closes in [23]:\d\d/ })
      .waitFor(settles);
    await line.getByText('Five minutes to the close: open games will be ruled drawn').waitFor(settles);

    const field = page.getByRole('textbox', { name: 'Board', exact: true });
    await field.waitFor(settles);
    await field.press('r');
    const alert = page.getByRole('alert').filter({ hasText: 'its time has not come' });
    await alert.waitFor(settles);
    const close = new Date(start.getTime() + 250 * 60_000);
    expect(await alert.innerText()).toContain(poster(close, ' '));
    const round = await h.api['round.get']({ tournamentId: tid, round: 1 });
    expect(round.boards.every((b) => b.games.every((g) => g.result === null))).toBe(true);
    await h.shot('refused');
  });
});
