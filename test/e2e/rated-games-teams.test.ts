import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, settles, startHarness, type Harness } from './harness';

/**
 * R12.3 in a real browser (issues 28.4, 32): a team tournament counts its rateable boards where
 * a tournament in rounds counts its games. Four teams of four boards: team A all rated, team B
 * rated on board 1 only, C and D unrated; round 1 is A-C and B-D, so 4 + 1 = 5 of the 8 boards
 * can be rated (counted by hand), and the screens no longer promise that every game is.
 */
let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('rated-games-teams');
  page = h.page;
});
afterAll(() => h?.close());

const RATINGS = [
  [1900, 1850, 1800, 1750],
  [1700, null, null, null],
  [null, null, null, null],
  [null, null, null, null],
];

describe('how many boards of a team tournament can be rated, on the screens', () => {
  it('5 of 8 boards in round 1, on Settings and Reports', async () => {
    await h.api['event.create']({ file: 'team-cup', name: 'Team Cup' });
    const ev = await h.api['team.createTournament']({
      settings: {
        name: 'Team Cup',
        scheduledStart: '2026-12-05T10:00',
        closeAtEnd: false,
        formatMode: 'force-swiss',
      },
      team: { boards: 4 },
    });
    const t = ev.tournament.id;
    for (const [k, ratings] of RATINGS.entries()) {
      const letter = String.fromCharCode(65 + k);
      const team = await h.api['team.add']({
        tournamentId: t,
        name: `Team ${letter}`,
        club: `Club ${letter}`,
      });
      for (const [j, rating] of ratings.entries())
        await h.api['team.addPlayer']({
          teamId: team.id,
          player: { source: 'typed', name: `${letter}${j + 1}, Player`, rating },
        });
    }
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    await page.goto(h.url);
    await goTo(page, 'Settings');
    await page
      .getByRole('status')
      .getByText('5 of 8 games paired so far can be rated', { exact: false })
      .waitFor(settles);
    expect(await page.getByText('will be sent for rating', { exact: false }).count()).toBe(0);
    await h.shot('1-team-settings');
    await goTo(page, 'Reports');
    const item = page
      .getByRole('navigation', { name: 'Reports' })
      .getByRole('button', { name: /^Rating report/ });
    await item.getByText('5 of 8 games can be rated', { exact: true }).waitFor(settles);
    await h.shot('2-team-reports');
  });
});
