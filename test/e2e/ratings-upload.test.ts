import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, settles, startHarness, type Harness } from './harness';

/**
 * Web mode without typing a file name (defect: importing a list meant typing the name of a file in
 * a data folder nothing showed): the arbiter picks the list in the browser's file dialog, it is
 * uploaded to the server's data folder, previewed, imported, and its players found by search. The
 * page says where files live without naming a path of the server's machine.
 */
const CLUB_LIST = [
  'ID;Name;Fed;Rating;Born',
  'PL-1;Łęcki, Paweł;POL;1850;1990',
  'PL-2;Świątek, Iga;POL;2000;2001',
  'TR-1;Yılmaz, Ayşe;TUR;1800;1995',
  '',
].join('\n');

let h: Harness;
let page: Page;

const fileInput = () => page.locator('input[type=file]');
const cells = (row: Locator) => row.locator('td').allInnerTexts();
const mappingTable = () =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Header in the file' }) });
/** The sample cells of one column of the preview, by its header. */
async function column(header: string): Promise<string[]> {
  const row = mappingTable().locator('tbody tr').filter({ hasText: header }).first();
  return (await cells(row)).slice(2);
}

beforeAll(async () => {
  h = await startHarness('upload');
  page = h.page;
  await h.api['event.create']({ file: 'open-gdansk', name: 'Open Gdańsk' });
  await h.api['tournament.create']({
    settings: { name: 'Open A', scheduledStart: '2026-06-01T10:00', closeAtEnd: false },
  });
});
afterAll(() => h?.close());

describe('rating lists in web mode: picked in the browser, uploaded, imported', () => {
  it('says where files live, and never the server’s own path', async () => {
    await page.goto(h.url);
    await goTo(page, 'Rating lists');
    await page
      .getByText(
        'Event files and lists are kept in the server’s data folder: its list files are offered here.',
      )
      .waitFor(settles);
    await page.getByText('Upload a list file').waitFor(settles);
    expect(await page.locator('body').innerText()).not.toContain(h.dataDir);
    // so does the panel that opens event files: closed, then opened again from the list there
    await goTo(page, 'Events');
    await page.getByRole('button', { name: 'Close event file' }).click();
    await page
      .getByText('Event files are kept in the server’s data folder; those there are listed above.')
      .waitFor(settles);
    expect(await page.locator('body').innerText()).not.toContain(h.dataDir);
    await h.shot('0-events-folder');
    await page.getByRole('list', { name: 'Event files' }).getByText('Open Gdańsk').click();
    await page.getByRole('heading', { name: 'Open Gdańsk', level: 2 }).waitFor(settles);
    await goTo(page, 'Rating lists');
  });

  it('uploads a UTF-8 list chosen in the file dialog and previews it', async () => {
    await fileInput().setInputFiles({
      name: 'Lista klubowa (2026).csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CLUB_LIST, 'utf8'),
    });
    await page
      .getByRole('status')
      .filter({ hasText: 'Kept in the server’s data folder as Lista klubowa 2026.csv.' })
      .waitFor(settles);
    await page.getByText('CSV with semicolons, encoding UTF-8, header on line 1.').waitFor(settles);
    expect(await column('Name')).toEqual(['Łęcki, Paweł', 'Świątek, Iga', 'Yılmaz, Ayşe']);
    expect(readFileSync(join(h.dataDir, 'Lista klubowa 2026.csv'), 'utf8')).toBe(CLUB_LIST);
    await h.shot('1-uploaded');
  });

  it('imports it and offers it among the files of the data folder', async () => {
    await page.getByRole('textbox', { name: 'Source', exact: true }).fill('Klub');
    await page.getByLabel('Date of the list').fill('2026-02-01');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('3 players imported, 0 rows skipped, 0 imported with a warning.').waitFor(settles);
    await page.getByRole('combobox', { name: 'Files in the data folder' }).click();
    await page.getByRole('option', { name: 'Lista klubowa 2026.csv', exact: true }).waitFor(settles);
    await page.keyboard.press('Escape');
  });

  it('keeps a Windows-1250 list’s bytes, so its encoding is still recognised', async () => {
    const cp1250 = readFileSync(join(__dirname, '../fixtures/ratings/pzwarc-1250-semicolon.csv'));
    await fileInput().setInputFiles({ name: 'pzwarc.csv', mimeType: 'text/csv', buffer: cp1250 });
    await page
      .getByText('CSV with semicolons, encoding Windows-1250 (Central European), header on line 1.')
      .waitFor(settles);
    expect(await column('Nazwisko')).toEqual(['Łęcki', 'Dvořák', 'Świątek', 'Nowak']);
    await h.shot('2-windows-1250');
  });

  it('finds the uploaded list’s players by search, accents and case ignored', async () => {
    await goTo(page, 'Entrants');
    const search = page.getByRole('textbox', { name: 'Add from the rating lists' });
    const hits = page.getByRole('table', { name: 'Players found on the rating lists' });
    const found = async () => Promise.all((await hits.locator('tbody tr').all()).map(cells));
    for (const [typed, row] of [
      ['lecki', ['PL-1', 'Łęcki, Paweł', 'POL', '', '1850', '1990', 'Klub 2026-02-01', 'Register']],
      ['swiatek iga', ['PL-2', 'Świątek, Iga', 'POL', '', '2000', '2001', 'Klub 2026-02-01', 'Register']],
      ['YILMAZ', ['TR-1', 'Yılmaz, Ayşe', 'TUR', '', '1800', '1995', 'Klub 2026-02-01', 'Register']],
    ] as const) {
      await search.fill(typed);
      await expect.poll(found, settles).toEqual([row]);
    }
  });
});
