import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, settles, startHarness, type Harness } from './harness';

/*
 * The hall's projector at 1366 px with a player on a long streak (R14.3): "5 wins in a row" must
 * read whole beside long names, in every language. Łukasz wins five games in a row, paired by
 * hand one after another (server clock set by the test); the other games are running.
 */
let h: Harness;
let page: Page;
let now = new Date(2030, 5, 1, 18, 0);
let tid = 0;
let leader = 0;

beforeAll(async () => {
  h = await startHarness('arena-projector', { now: () => now });
  page = h.page;
  await h.api['event.create']({ file: 'projektor', name: 'Wieczór warcabowy' });
  const t = await h.api['arena.create']({
    settings: { name: 'Arena Łódź', scheduledStart: '2030-06-01T18:00', durationMinutes: 120 },
    clock: { baseSeconds: 180, incrementSeconds: 2 },
  });
  tid = t.id;
  const ids: number[] = [];
  for (const [name, rating] of [
    ['Wiśniewski-Kowalczyk, Łukasz', 2100],
    ['Dubois-Lefèvre, Émilie', 2050],
    ['Yılmaz, Gökhan', 2000],
    ['de Vries-van den Berg, Anneke', 1950],
    ['Szczęsny-Żółkiewska, Małgorzata', 1900],
    ['Öztürk, İsmail', 1850],
  ] as const)
    ids.push((await h.api['entrant.add']({ tournamentId: t.id, name, rating })).id);
  leader = ids[0]!;
  for (let k = 1; k <= 5; k++) {
    now = new Date(2030, 5, 1, 18, 4 * k);
    const v = await h.api['arena.pair']({ tournamentId: tid, whiteId: ids[0]!, blackId: ids[k]! });
    now = new Date(2030, 5, 1, 18, 4 * k + 3);
    await h.api['arena.result']({ gameId: v.boards.at(-1)!.gameId, result: 'white-wins' });
  }
  // The others sit down too, so that the boards table is as wide as in a real hall.
  now = new Date(2030, 5, 1, 18, 24);
  await h.api['arena.pair']({ tournamentId: tid, whiteId: ids[1]!, blackId: ids[2]! });
  await h.api['arena.pair']({ tournamentId: tid, whiteId: ids[3]!, blackId: ids[4]! });
});
afterAll(() => h?.close());

/** Every badge in the projector whose label is cut (text wider than its box). */
const cutBadges = (p: Page) =>
  p
    .getByTestId('projector')
    .evaluate((root) =>
      [...root.querySelectorAll('.mantine-Badge-label')]
        .filter((l) => l.scrollWidth > l.clientWidth + 1)
        .map((l) => l.textContent),
    );

describe('the projector view', () => {
  for (const [lng, label, mark] of [
    ['en', 'English', '5 wins in a row'],
    ['pl', 'Polski', '5 wygranych z rzędu'],
    ['fr', 'Français', '5 victoires de suite'],
    ['nl', 'Nederlands', '5 overwinningen op rij'],
  ] as const)
    it(`shows "${mark}" whole at 1366 px (${lng})`, async () => {
      await page.goto(h.url);
      await page.getByRole('combobox', { name: /Language|Langue|Taal|Język/ }).selectOption({ label });
      await goTo(page, { en: 'Arena', fr: 'Arène', nl: 'Arena', pl: 'Arena' }[lng]);
      // The title with the language's colon (French: a space before it).
      await page
        .getByRole('heading', { name: `${lng === 'fr' ? 'Arène :' : 'Arena:'} Arena Łódź`, exact: true })
        .waitFor(settles);
      await page
        .getByRole('button', {
          name: {
            en: 'Projector view',
            fr: 'Vue projecteur',
            nl: 'Projectorweergave',
            pl: 'Widok projektora',
          }[lng],
        })
        .click();
      const projector = page.getByTestId('projector');
      const badge = projector.getByTestId(`arena-rank-${leader}`).getByText(mark, { exact: true });
      await badge.waitFor(settles);
      await h.shot(`projector-${lng}`);
      // Nothing runs off the hall's screen either: the ranking's right edge is on it.
      const right = await projector
        .getByRole('table', { name: /Ranking|Classement|Stand|Klasyfikacja/ })
        .evaluate((e) => e.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(1366);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
      expect(await cutBadges(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await projector.waitFor({ state: 'detached', ...settles });
    });
});
