import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillDateTime, goTo, settles, startHarness, typeResults, type Harness } from './harness';

/*
 * A two-day weekend Swiss entered with its real start, Saturday 1 June 2030 at 10:00, on the New
 * tournament form with the settings it proposes: 14 entrants, 7 rounds, rounds 1-4 on Saturday and
 * 5-7 on Sunday, the web server on the test's clock (the harness's `now`), which moves through the
 * night. R15.1 comes from online play; over the board the close by the clock is the arbiter's
 * choice: nothing closes this tournament at the end of day one, nothing refuses Sunday's rounds.
 */
const day = (d: number, h: number, m = 0) => new Date(2030, 5, d, h, m);
let clock = new Date(2030, 4, 31, 20, 0);
let h: Harness;
let page: Page;
let tid = 0;

const NAMES = [
  'Świątek, Łukasz',
  'Brouwer, Zoë',
  'Güneş, İlkay',
  'Dupré, Anaëlle',
  'Ślusarz, Paweł',
  'Bérenger, Hélène',
  'Kowalczyk, Michał',
  'Lefèvre, Chloë',
  'Yılmaz, Ayşe',
  'de Vries, Joël',
  'Nowak, Agnieszka',
  'Øster, Søren',
  'Żółć, Grzegorz',
  'Moreau, Noël',
];
const KEYS = ['1', '=', '0'];

/** Every board of the round by keyboard on the result screen: white wins, draw, black wins ... */
async function playRound(round: number) {
  await goTo(page, 'Results');
  const r = await h.api['round.get']({ tournamentId: tid, round });
  await typeResults(
    page,
    r.boards.map((b, i) => ({ board: b.boardNo, key: KEYS[(i + round) % 3] ?? '1' })),
  );
  await page.getByText(`Every result of round ${round} is in.`).waitFor(settles);
}

async function pairNext(round: number) {
  await goTo(page, 'Pairings');
  await page.getByRole('button', { name: `Pair round ${round}`, exact: true }).click();
  await page.getByText(`Round ${round} of 7`).first().waitFor(settles);
}

/** The screens read the clock every five seconds: wait for one reading past `at`. */
async function nightPasses(at: Date) {
  clock = at;
  await page.waitForTimeout(6000);
  expect(await h.api['tournament.tick']({ id: tid })).toMatchObject({ ruled: 0, closedAt: null });
  await page.getByRole('banner').getByText('Running', { exact: true }).waitFor(settles);
}

beforeAll(async () => {
  h = await startHarness('weekend', { now: () => clock });
  page = h.page;
  await h.api['event.create']({ file: 'weekend-open', name: 'Weekend Open Łódź 2030' });
});
afterAll(() => h?.close());

describe('a two-day weekend Swiss does not close itself at the end of day one (R15.1)', () => {
  it('is entered on Friday evening with its real start; the close by the clock is off', async () => {
    await page.goto(h.url);
    await page.getByRole('button', { name: 'New tournament' }).click();
    await page.getByLabel('Tournament name').fill('Weekend Open Łódź 2030');
    await fillDateTime(page, 'Scheduled start', '2030-06-01T10:00');
    await page.getByLabel('Number of Swiss rounds').fill('7');
    const close = page.getByRole('switch', { name: 'Close by the clock at the announced end' });
    expect(await close.isChecked()).toBe(false);
    await expect(page.getByLabel(/^Announced end/).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.getByRole('heading', { name: /Weekend Open Łódź 2030/, level: 2 }).waitFor(settles);
    const [t] = await h.api['tournament.list']({});
    tid = t!.id;
    expect(t!.settings).toMatchObject({
      scheduledStart: '2030-06-01T10:00',
      closeAtEnd: false,
      announcedEnd: null,
      swissRounds: 7,
    });
    for (const [i, name] of NAMES.entries())
      await h.api['entrant.add']({ tournamentId: tid, name, rating: 2150 - 25 * i, present: true });
    // Every screen of the tournament shows its clock: before the start, the time to the start.
    await goTo(page, 'Entrants');
    await page.getByTestId('duration-line').getByText('Starts in 14:00:00').waitFor(settles);
  });

  it('plays rounds 1-4 on Saturday, and the end of day one closes nothing', async () => {
    clock = day(1, 10, 0);
    await goTo(page, 'Pairings');
    await page.getByRole('button', { name: 'Start the tournament' }).click();
    await page
      .getByRole('dialog', { name: 'Start the tournament?' })
      .getByRole('button', { name: 'Start and pair round 1' })
      .click();
    await page.getByText('Round 1 of 7').first().waitFor(settles);
    // Running: no "Starts in", and no close by the clock to count down to.
    const line = page.getByTestId('duration-line');
    await line.getByText('No close by the clock: the tournament ends with its last round.').waitFor(settles);
    for (const [round, hour] of [
      [1, 12],
      [2, 15],
      [3, 18],
      [4, 21],
    ] as const) {
      clock = day(1, hour, 30);
      await playRound(round);
      if (round < 4) {
        clock = day(1, hour + 1, 0);
        await pairNext(round + 1);
      }
    }
    // 18:10 was where the old default closed it (10:00 + 480 minutes + 10); round 4 was paired at
    // 19:00 and played. Now 22:30, the end of day one.
    clock = day(1, 22, 30);
    await goTo(page, 'Results');
    await page.getByText('Every result of round 4 is in.').waitFor(settles);
    await page
      .getByTestId('duration-line')
      .getByText('No close by the clock: the tournament ends with its last round.')
      .waitFor(settles);
    await page.getByRole('banner').getByText('Running', { exact: true }).waitFor(settles);
    await h.shot('1-end-of-day-one');
  });

  it('lets the night pass: midnight, three in the morning, nothing is ruled or closed', async () => {
    await nightPasses(day(1, 23, 59));
    await nightPasses(day(2, 3, 0));
    const rounds = await h.api['round.list']({ tournamentId: tid });
    expect(rounds.map((r) => r.number)).toEqual([1, 2, 3, 4]);
    for (const round of [1, 2, 3, 4]) {
      const r = await h.api['round.get']({ tournamentId: tid, round });
      expect(r.boards.flatMap((b) => b.games.map((g) => g.result)).includes('ruled-draw')).toBe(false);
    }
  });

  it('pairs round 5 on Sunday morning and plays rounds 5-7 to the final standings', async () => {
    clock = day(2, 9, 30);
    await pairNext(5);
    // One clock line above the screen, however often the arbiter went from screen to screen.
    await expect(page.getByTestId('duration-line').count()).resolves.toBe(1);
    await h.shot('2-morning-of-day-two');
    for (const [round, hour] of [
      [5, 11],
      [6, 14],
      [7, 17],
    ] as const) {
      clock = day(2, hour, 30);
      await playRound(round);
      if (round < 7) {
        clock = day(2, hour + 1, 0);
        await pairNext(round + 1);
      }
    }
    await page.getByRole('banner').getByText('Finished', { exact: true }).waitFor(settles);
    // Finished by its last round: no countdown, no "Add 15 minutes", nothing that says it starts.
    await page.waitForTimeout(6000);
    await expect(page.getByTestId('duration-line').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Add \d+ minutes/ }).count()).resolves.toBe(0);
    await expect(page.getByText(/Starts in/).count()).resolves.toBe(0);
    await goTo(page, 'Standings');
    await page.getByRole('table', { name: 'Standings after round 7' }).waitFor(settles);
    await h.shot('3-final-standings');
    const standings = await h.api['standings.get']({ tournamentId: tid });
    // 14 entrants, 7 rounds, 7 boards a round: 98 games of 2 points each, no bye, no ruled draw.
    expect(standings.rows.reduce((sum, r) => sum + r.points, 0)).toBe(7 * 7 * 2);
    expect((await h.api['tournament.get']({ id: tid })).status).toBe('finished');
  });
});
