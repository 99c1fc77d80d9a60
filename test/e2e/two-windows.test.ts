import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/*
 * Web mode serves one open event file to every window. The arbiter has the Results screen of
 * "Łódź Open" in one tab; in a second tab the Kraków event file is opened. Typing a result in the
 * first tab must not score board 1 of Kraków's tournament (which has the same number): it is
 * refused with a message that says what happened and what to do, and nothing is changed.
 */
const PLAYERS = ['Świątek, Łukasz', 'Yılmaz, İpek', 'Sørensen, Bjørn', 'Dupré, Anaëlle'];
let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('two-windows');
  page = h.page;
});
afterAll(() => h?.close());

describe('two windows on one web session', () => {
  it('refuses a result typed in a window whose event file another window replaced', async () => {
    const lodz = await scene(
      h.api,
      'Lodz Open',
      PLAYERS.map((name, i) => ({ name, rating: 1800 - 10 * i })),
    );
    await h.api['tournament.start']({ tournamentId: lodz, seed: 1 });
    await page.goto(h.url);
    await goTo(page, 'Results');
    const field = page.getByRole('textbox', { name: 'Board', exact: true });
    await field.waitFor(settles);

    // the second tab opens another event file, whose tournament has the same number
    const second = await page.context().newPage();
    await second.goto(h.url);
    const krakow = await scene(
      h.api,
      'Krakow Cup',
      ['Nowak, Paweł', 'Kowalska, Ewa', 'de Vries, Joël', 'Öztürk, İsmail'].map((name, i) => ({
        name,
        rating: 1700 - 10 * i,
      })),
    );
    expect(krakow).toBe(lodz);
    await h.api['tournament.start']({ tournamentId: krakow, seed: 1 });

    // back in the first tab: board 1, White wins
    await field.press('1');
    await field.press('Enter');
    await field.press('1');
    const krakowFile = (await h.api['event.current']({}))!.fileName;
    await page
      .getByText(
        `has been opened since, in another window. Nothing was changed. Reload this page to work on "${krakowFile}"`,
        {
          exact: false,
        },
      )
      .waitFor(settles);
    await h.shot('refused');
    const round = await h.api['round.get']({ tournamentId: krakow, round: 1 });
    expect(round.boards.map((b) => b.games[0]!.result)).toEqual([null, null]);
    await second.close();
  });
});
