import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/*
 * Smaller things of an arbiter's day, each on screen at 1366 x 860: a 12-player Swiss after two
 * rounds (round 3 paired) and a round robin of four still registering, in one event file.
 * - The Events list opens a tournament by its name: the Swiss on Results, the other on Entrants.
 * - The "Standings now" panel beside the results shows every column, the last included.
 * - Reports offers the round-robin grid to the round robin only, never to the Swiss.
 */
const NAMES = [
  'Brzęczyszczykiewicz, Grzegorz',
  'Van der Wiel-Oosterhuis, Anneke',
  'Wiśniewski-Kowalczyk, Łukasz',
  'Ødegård-Haugland, Søren',
  'Dümmler-Lefèvre, Gérard',
  'Çelik-Yılmaz, İsmail',
  'Szczęsna-Żółkiewska, Małgorzata',
  'de Groot-Vermeulen, Marieke',
  'Nowak-Kamińska, Zoë',
  'Fontaine-Girard, Chloé',
  'Kowalczyk-Dąbrowska, Agnieszka',
  'Öztürk-Şahin, Ayşegül',
];
let h: Harness;
let page: Page;
let swiss = 0;

beforeAll(async () => {
  h = await startHarness('day-small');
  page = h.page;
  swiss = await scene(
    h.api,
    'Open de Lille',
    NAMES.map((name, i) => ({ name, rating: 2300 - 20 * i })),
  );
  let r = (await h.api['tournament.start']({ tournamentId: swiss, seed: 5 })).round!;
  for (let round = 1; round <= 3; round++) {
    if (round > 1) r = await h.api['round.pairNext']({ tournamentId: swiss });
    if (round === 3) break;
    for (const b of r.boards) {
      const result = (['white-wins', 'draw', 'black-wins'] as const)[(b.boardNo + round) % 3]!;
      await h.api['result.set']({ tournamentId: swiss, round, board: b.boardNo, result });
    }
  }
  const rr = await h.api['tournament.create']({
    settings: {
      name: 'Coupe Łódź',
      scheduledStart: '2026-06-01T10:00',
      closeAtEnd: false,
      formatMode: 'force-round-robin',
    },
  });
  for (const [i, name] of ['Ada Łęcka', 'Bea Ødegård', 'Cas Çelik', 'Dirk Dümmler'].entries())
    await h.api['entrant.add']({ tournamentId: rr.id, name, rating: 2000 - i });
});
afterAll(() => h?.close());

describe('smaller things of the day', () => {
  it('opens a tournament by its name in the Events list, on the screen of the moment', async () => {
    await page.goto(h.url);
    await goTo(page, 'Events');
    await page.getByRole('button', { name: 'Coupe Łódź', exact: true }).click();
    await page.getByRole('heading', { name: 'Entrants: Coupe Łódź' }).waitFor(settles);
    await goTo(page, 'Events');
    await page.getByRole('button', { name: 'Open de Lille', exact: true }).click();
    await page.getByRole('heading', { name: 'Results: Open de Lille' }).waitFor(settles);
  });

  it('shows the whole "Standings now" panel beside the results at 1366 px', async () => {
    const table = page.getByRole('table', { name: /Standings after round/ });
    await table.locator('tbody tr').nth(11).waitFor(settles);
    await h.shot('results-1366');
    const box = await table.evaluate((t) => {
      const scroll = t.closest('.scrollbox')!;
      const last = t.querySelector('thead th:last-child')!.getBoundingClientRect();
      return {
        cut: scroll.scrollWidth - scroll.clientWidth,
        lastRight: last.right,
        boxRight: scroll.getBoundingClientRect().right,
      };
    });
    expect(box.cut).toBeLessThanOrEqual(0);
    expect(box.lastRight).toBeLessThanOrEqual(box.boxRight);
    // Rank, number, name, points and the four figures of the standings (R9.2), BH last.
    const heads = await table.locator('thead th').allInnerTexts();
    expect(heads.map((x) => x.replace(/\s+/g, ''))).toEqual([
      'Rank',
      'No.',
      'Name',
      'Pts',
      'Solk-1',
      'SB',
      'Wins',
      'Solk*',
    ]);
  });

  it('offers the round-robin grid to the round robin only', async () => {
    await goTo(page, 'Reports');
    const list = page.getByRole('navigation', { name: 'Reports' });
    await list.getByRole('button', { name: 'Crosstable' }).waitFor(settles);
    // Listed only until the screen knows the start made a Swiss (R2.3), then gone for good.
    await list.getByRole('button', { name: 'Round-robin grid' }).waitFor({ state: 'detached', ...settles });
    await h.shot('reports-swiss');
    await goTo(page, 'Events');
    await page.getByRole('button', { name: 'Coupe Łódź', exact: true }).click();
    await goTo(page, 'Reports');
    await list.getByRole('button', { name: 'Round-robin grid' }).waitFor(settles);
  });
});
