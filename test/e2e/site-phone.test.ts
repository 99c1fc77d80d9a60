import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * The website of a Swiss read on a 390 px phone: the standings (with four tiebreak columns) and
 * every round's table fit the screen without scrolling sideways, so that the Black names, Wins and
 * BH are seen whole; only the crosstable, one column per round, scrolls in its own box. The Polish
 * card heads its columns once each, in Polish. "Write the website" names the folder it wrote and
 * links the pages, served read-only by web mode.
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
];

let h: Harness;
let page: Page;
let site: string;

beforeAll(async () => {
  h = await startHarness('site-phone');
  page = h.page;
  const id = await scene(
    h.api,
    'Zimowy Open',
    NAMES.map((name, i) => ({ name, rating: 2300 - 25 * i })),
    { tiebreaks: ['BH/C1', 'BH', 'SB', 'WIN'] },
  );
  let r = (await h.api['tournament.start']({ tournamentId: id, seed: 3 })).round!;
  for (let round = 1; round <= 3; round++) {
    if (round > 1) r = await h.api['round.pairNext']({ tournamentId: id });
    for (const b of r.boards)
      await h.api['result.set']({
        tournamentId: id,
        round,
        board: b.boardNo,
        result: (['white-wins', 'draw', 'black-wins'] as const)[(b.boardNo + round) % 3]!,
      });
  }
  site = join(h.dataDir, 'zimowy-open-site');
});
afterAll(() => h?.close());

/** Each table box of the page whose table is wider than the box (it scrolls sideways), by section. */
const scrolling = (p: Page) =>
  p.$$eval('.scroll', (boxes) =>
    boxes.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.closest('section')?.id ?? '?'),
  );

describe('the website on a phone', () => {
  it('is written from the Reports screen, which names the folder and links the pages', async () => {
    await page.goto(h.url);
    await goTo(page, 'Reports');
    await page.getByRole('button', { name: 'Write the website', exact: true }).click();
    const done = page
      .getByRole('status')
      .filter({ hasText: 'Website written to the folder "zimowy-open-site"' });
    await done.waitFor(settles);
    const [site] = await Promise.all([
      page.context().waitForEvent('page', settles),
      done.getByRole('link', { name: 'Open the website' }).click(),
    ]);
    await site.getByRole('link', { name: 'Polski', exact: true }).waitFor(settles);
    expect(site.url()).toMatch(/\/site\/zimowy-open-site\/index\.html$/);
    await site.getByRole('link', { name: 'English', exact: true }).click();
    await site.getByRole('link', { name: 'Zimowy Open' }).waitFor(settles);
    await h.shot('written');
    await site.close();
  });

  it('fits the standings and the rounds into 390 px; only the crosstable scrolls', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const lang of ['en', 'pl']) {
      await page.goto(`file://${join(site, lang, 't1.html')}`);
      await page.locator('#round-3').waitFor(settles);
      await h.shot(`phone-${lang}`);
      await h.shot(`phone-${lang}-standings`, { viewport: true });
      await page.locator('#round-3').scrollIntoViewIfNeeded();
      await page.evaluate(() => document.getElementById('round-3')?.scrollIntoView());
      await h.shot(`phone-${lang}-round`, { viewport: true });
      expect(await scrolling(page)).toEqual(['crosstable']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    // The standings' last column (Wins) is on the screen, and so is each round's Black name.
    const right = (sel: string) =>
      page.$$eval(sel, (els) => Math.max(...els.map((e) => e.getBoundingClientRect().right)));
    expect(await right('#standings td:last-child')).toBeLessThanOrEqual(390);
    expect(await right('#round-1 td:last-child')).toBeLessThanOrEqual(390);
  });

  it('heads the Polish card with one "Wynik" and no "Rd"', async () => {
    await page.goto(`file://${join(site, 'pl', 't1-1.html')}`);
    await h.shot('phone-card-pl');
    const heads = await page.$$eval('main thead th', (ths) => ths.map((th) => (th.textContent ?? '').trim()));
    expect(heads.filter((x) => x === 'Wynik')).toHaveLength(1);
    expect(heads).not.toContain('Rd');
    expect(new Set(heads).size).toBe(heads.length);
    expect(await scrolling(page)).toEqual([]);
  });
});
