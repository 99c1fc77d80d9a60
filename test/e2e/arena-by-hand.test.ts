import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, settles, startHarness, type Harness } from './harness';

/*
 * "Pair by hand" on the Arena screen, with the server's clock set by the test (R14.1, R14.2,
 * R14.6). The arena runs 18:00-18:30 local time; four players by rating Łukasz, Émilie, Gökhan,
 * Anneke. At 18:00 the first batch is Łukasz-Émilie and Gökhan-Anneke; the first is drawn at
 * 18:03:58, so that pair may meet again from 18:08:58 (5 x 1 minutes). The arbiter seats them by
 * hand, colours swapped: refused at 18:04:00 with that time, seated at 18:08:58, on board 1.
 */
let h: Harness;
let page: Page;
let now = new Date(2030, 5, 1, 18, 0);
const hall = (h: number, m: number, s = 0) => (now = new Date(2030, 5, 1, h, m, s));
const ids: Record<string, number> = {};
let tid = 0;

beforeAll(async () => {
  h = await startHarness('arena-by-hand', { now: () => now });
  page = h.page;
  await h.api['event.create']({ file: 'wieczor', name: 'Wieczór warcabowy' });
  const t = await h.api['arena.create']({
    settings: { name: 'Arena Łódź', scheduledStart: '2030-06-01T18:00', durationMinutes: 30 },
    clock: { baseSeconds: 180, incrementSeconds: 2 },
  });
  tid = t.id;
  for (const [name, rating] of [
    ['Łukasz Wiśniewski', 2100],
    ['Émilie Dubois', 2050],
    ['Gökhan Yılmaz', 2000],
    ['Anneke de Vries', 1950],
  ] as const)
    ids[name] = (await h.api['entrant.add']({ tournamentId: t.id, name, rating })).id;
  hall(18, 0);
  const v = await h.api['arena.tick']({ tournamentId: tid });
  hall(18, 3, 58);
  await h.api['arena.result']({ gameId: v.boards[0]!.gameId, result: 'draw' });
  hall(18, 4);
});
afterAll(() => h?.close());

const dialog = () => page.getByRole('dialog', { name: 'Pair by hand' });
const choose = async (label: 'White' | 'Black', name: string) => {
  await dialog().getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
};

describe('pairing by hand on the Arena screen', () => {
  it('refuses a pair in its cooldown with the time to the second, then seats it at that time', async () => {
    await page.goto(h.url);
    await goTo(page, 'Arena');
    await page
      .getByTestId(`arena-free-${ids['Łukasz Wiśniewski']}`)
      .filter({ hasText: 'not Émilie Dubois until 18:08:58' })
      .waitFor(settles);
    await page.getByRole('button', { name: 'Pair by hand' }).click();
    await choose('White', 'Émilie Dubois');
    await choose('Black', 'Łukasz Wiśniewski');
    await dialog()
      .getByTestId('hand-cooldown')
      .filter({ hasText: 'These two may not meet again until 18:08:58 (R14.2).' })
      .waitFor(settles);
    await dialog().getByRole('button', { name: 'Pair them' }).click();
    await dialog()
      .getByTestId('hand-refusal')
      .filter({
        hasText:
          'Émilie Dubois and Łukasz Wiśniewski may not meet again until 18:08:58: 1 game together, the last ended at 18:03:58',
      })
      .waitFor(settles);
    await h.shot('refused');

    // 18:08:58: the batch would be due, but the screen pairs nobody while the dialog is open.
    hall(18, 8, 58);
    await page.waitForTimeout(2500);
    expect((await h.api['arena.view']({ tournamentId: tid })).boards).toHaveLength(1);
    await dialog().getByRole('button', { name: 'Pair them' }).click();
    await dialog().waitFor({ state: 'detached', ...settles });
    const board1 = page.getByTestId('arena-board-1');
    await board1.filter({ hasText: /Émilie Dubois.*Łukasz Wiśniewski/ }).waitFor(settles);
    const v = await h.api['arena.view']({ tournamentId: tid });
    expect(v.boards.map((b) => `${b.board}:${b.white.name}-${b.black.name}`)).toEqual([
      '1:Émilie Dubois-Łukasz Wiśniewski',
      '2:Gökhan Yılmaz-Anneke de Vries',
    ]);
    expect(v.boards[0]!.startedAt).toBe(new Date(2030, 5, 1, 18, 8, 58).toISOString());
    await h.shot('paired');
  });

  it('shows no "not … until" once the announced end is past (R14.6)', async () => {
    hall(18, 12, 30);
    const v = await h.api['arena.view']({ tournamentId: tid });
    await h.api['arena.result']({ gameId: v.boards[0]!.gameId, result: 'white-wins' });
    // Two games together, the last ended 18:12:30: 10 minutes, 18:22:30.
    await page
      .getByTestId(`arena-free-${ids['Łukasz Wiśniewski']}`)
      .filter({ hasText: 'not Émilie Dubois until 18:22:30' })
      .waitFor(settles);
    hall(18, 30, 5);
    await page.getByTestId('arena-countdown').filter({ hasText: 'Overtime' }).waitFor(settles);
    await page.getByTestId(`arena-free-${ids['Łukasz Wiśniewski']}`).waitFor(settles);
    expect(await page.getByText(/until \d/).count()).toBe(0);
    await page.getByRole('button', { name: 'Pair by hand' }).click();
    await choose('White', 'Émilie Dubois');
    await choose('Black', 'Łukasz Wiśniewski');
    await dialog().getByRole('button', { name: 'Pair them' }).click();
    await dialog()
      .getByTestId('hand-refusal')
      .filter({ hasText: 'The arena "Arena Łódź" ended at 18:30:00: no game starts after the announced end' })
      .waitFor(settles);
    await h.shot('after-end');
  });
});
