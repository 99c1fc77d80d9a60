import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * The event's website from the Reports screen, read back in Chromium at a phone's width (the
 * browser is the HTML parser): the arbiter writes it with one button, then the pages of last
 * year's Kraków export show the standings, crosstable, rounds and cards worked out by hand in
 * test/services/files/results-import.test.ts, in every language, with names escaped.
 */
const CSV = readFileSync(join(__dirname, '../fixtures/results/krakow-draughtarbiter.csv'), 'utf8');
const TRICKY = `O'Brien <Jr> & "Co"`;

let h: Harness;
let page: Page;
let downloads: string;
let site: string;

beforeAll(async () => {
  h = await startHarness('site');
  page = h.page;
  downloads = mkdtempSync(join(tmpdir(), 'diagonal-site-downloads-'));
  // Tournament 1: a round robin of four (R2.2) with a name full of markup characters.
  const rr = await scene(h.api, 'Archive Open', [
    { name: TRICKY, rating: 2300 },
    { name: 'Łęcki, Paweł', rating: 2200 },
    { name: 'Świątek, Łukasz', rating: 2100 },
    { name: 'Çelik, İsmail', rating: 2000 },
  ]);
  await h.api['tournament.start']({ tournamentId: rr, seed: 1 });
  // Tournament 2: the Kraków DraughtArbiter export, finished after three rounds.
  await h.api['file.importResults']({ layout: 'draughtarbiter', fileName: 'krakow.csv', text: CSV });
  site = join(h.dataDir, 'archive-open-site');
});
afterAll(async () => {
  await h?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

/** The text of every cell of the rows of a table, as the browser reads it. */
const rows = (selector: string) =>
  page.$$eval(`${selector} tbody tr`, (trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())),
  );

describe('the website of an event', () => {
  it('is written from the Reports screen, with the PDN of the round beside it', async () => {
    await page.goto(h.url);
    await goTo(page, 'Reports');
    await page.getByRole('button', { name: 'Write the website', exact: true }).click();
    // 2 + 4 languages x (index + 2 tournament pages + 4 + 7 cards)
    await page
      .getByText('Website written to the folder "archive-open-site": 58 files, 0 old files removed.')
      .waitFor(settles);
    await h.shot('written');
    const [d] = await Promise.all([
      page.waitForEvent('download', settles),
      page.getByRole('button', { name: 'Export PDN of the round', exact: true }).click(),
    ]);
    const pdn = join(downloads, d.suggestedFilename());
    await d.saveAs(pdn);
    expect(readFileSync(pdn, 'utf8')).toMatch(
      /^\[Event "[^"]+"\]\n\[Site "\?"\]\n\[Date "\d{4}\.\d\d\.\d\d"\]\n\[Round "/,
    );
  }, 60_000);

  it('reads on a phone: standings, crosstable, rounds and cards with the hand-worked figures', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`file://${join(site, 'en', 't2.html')}`);
    await page.getByRole('heading', { name: 'Open Kraków 2025', level: 1 }).waitFor(settles);
    // Rank, starting number, name, points, Buchholz Cut 1 (R9.2): 3 -> 9, 6 -> 7, 5 -> 9, 4 -> 3, 7 -> 0.
    const standings = (await rows('#standings')).map((r) => [r[0], r[1], r[2], r[6], r[7]]);
    expect(standings).toEqual([
      ['1', '1', 'Wiśniewski, Łukasz', '5', '7'],
      ['2', '3', 'Ødegård, Søren', '4', '9'],
      ['3', '6', 'Van der Wiel, Anneke', '4', '7'],
      ['4', '2', 'Dümmler, Gérard', '3', '9'],
      ['5', '5', 'Brzęczyszczykiewicz, Grzegorz', '2', '9'],
      ['6', '4', 'Çelik, İsmail', '2', '3'],
      ['7', '7', 'Nowak, Zoë', '2', '0'],
    ]);
    // The file's cells: 1 beat 5 with White, drew 3 with Black, beat 2 with White; 7 lost by
    // forfeit to 3, had the bye, then was absent (withdrawn, an empty cell).
    const cross = await rows('#crosstable');
    expect(cross[0]?.slice(3, 7)).toEqual(['5w 2–0', '3b 1–1', '2w 2–0', '5']);
    expect(cross[6]?.slice(3, 7)).toEqual(['3b −/+', 'bye 2', 'abs 0', '2']);
    // Round 2: 3-1 1–1, 4-2 0–2, 6-5 2–0 (White first), 7 the bye.
    const round2 = (await rows('#round-2')).map((r) => [r[1], r[3], r[4]]);
    expect(round2.sort()).toEqual([
      ['3', '1–1', '1'],
      ['4', '0–2', '2'],
      ['6', '2–0', '5'],
    ]);
    expect(await page.locator('#round-2 ul.off').innerText()).toBe('Nowak, Zoë – bye');
    // Nothing wider than the phone: the tables scroll inside their own boxes.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await h.shot('phone-tournament');

    await page.getByRole('link', { name: 'Çelik, İsmail' }).first().click();
    await page.getByRole('heading', { name: 'Çelik, İsmail', level: 1 }).waitFor(settles);
    expect(page.url()).toMatch(/\/en\/t2-4\.html$/);
    expect((await rows('main')).map((r) => [r[0], r[1], r[2], r[4], r[5]])).toEqual([
      ['1', '', 'bye', '2', '2'],
      ['2', 'w', 'Dümmler, Gérard', '0–2', '2'],
      ['3', 'w', 'Brzęczyszczykiewicz, Grzegorz', '0–2', '2'],
    ]);
    await h.shot('phone-card');

    // The file's line for 4: `+;2w0;5w0`: the bye, then two losses with White.
    // The language switch keeps the page: the same card in Polish.
    await page.getByRole('link', { name: 'Polski', exact: true }).click();
    expect(page.url()).toMatch(/\/pl\/t2-4\.html$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('pl');
    await page.getByText('Miejsce 6 · 2 pkt').waitFor(settles);
  }, 60_000);

  it('shows a name with <, & and quotes as written, in the grid of a round robin and at desktop width', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`file://${join(site, 'fr', 't1.html')}`);
    await page.getByRole('heading', { name: 'Archive Open', level: 1 }).waitFor(settles);
    const standings = await rows('#standings');
    expect(standings.map((r) => r[2])).toContain(TRICKY);
    // R7: the round-robin grid, entrants by table number, one column per opponent.
    const heads = await page.$$eval('#crosstable thead th', (ths) => ths.map((th) => th.textContent));
    expect(heads.slice(2, 6)).toEqual(['1', '2', '3', '4']);
    await page.getByRole('link', { name: TRICKY }).first().click();
    await page.getByRole('heading', { name: TRICKY, level: 1 }).waitFor(settles);
    expect(await page.title()).toBe(TRICKY);
    await page.goto(`file://${join(site, 'index.html')}`);
    expect(await page.getByRole('link').allInnerTexts()).toEqual([
      'English',
      'Français',
      'Nederlands',
      'Polski',
    ]);
    await page.goto(`file://${join(site, 'en', 't2.html')}`);
    await h.shot('desktop-tournament');
  }, 60_000);
});
