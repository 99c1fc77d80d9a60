import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, settles, startHarness, type Harness } from './harness';

/**
 * A national list with thousands separators and bad rows, in a real browser: the preview lists
 * the problems of the first rows as the columns are mapped, and after the import every problem
 * is listed with its line, column, what was found and what was done. Nothing is read wrong in
 * silence: "1,850" is 1850, the duplicate ID, the short row and the stray separator are skipped.
 */
const FIXTURES = join(__dirname, '../fixtures/ratings');
const FILE = 'problems-utf8-semicolon.csv';
const PREVIEW = 'Problems in the first rows (the import lists those of the whole file)';

let h: Harness;
let page: Page;

const rowsOf = async (table: Locator) =>
  Promise.all((await table.locator('tbody tr').all()).map((r) => r.locator('td').allInnerTexts()));

beforeAll(async () => {
  h = await startHarness('ratings-problems');
  page = h.page;
  copyFileSync(join(FIXTURES, FILE), join(h.dataDir, FILE));
  await h.api['event.create']({ file: 'memorial-lodz', name: 'Memoriał Łódź 2026' });
  await h.api['tournament.create']({
    settings: { name: 'Open A', scheduledStart: '2026-06-01T10:00', closeAtEnd: false },
  });
});
afterAll(() => h?.close());

describe('rating list problems on the Rating lists screen', () => {
  it('previews the list with the problems of its first rows', async () => {
    await page.goto(h.url);
    await goTo(page, 'Rating lists');
    // the list is chosen among the files of the server's data folder; its preview follows
    await page.getByRole('combobox', { name: 'Files in the data folder' }).click();
    await page.getByRole('option', { name: FILE, exact: true }).click();
    const problems = page.getByRole('table', { name: PREVIEW });
    await expect.poll(async () => (await rowsOf(problems)).length, settles).toBe(10);
    const rows = await rowsOf(problems);
    expect(rows.map(([line, column, found, , result]) => [line, column, found, result])).toEqual([
      ['3', 'Born', '19x5', 'Imported'],
      ['6', 'Rating', '1850,5', 'Imported'],
      ['7', 'ID', '20011', 'Row skipped'],
      ['8', 'Whole row', '', 'Row skipped'],
      ['9', 'Rating', '18,50', 'Row skipped'],
      ['11', 'Title', 'GM', 'Imported'],
      ['11', 'Sex', 'X', 'Imported'],
      ['12', 'Name', '', 'Row skipped'],
      ['13', 'Whole row', '', 'Row skipped'],
      ['15', 'Games', 'abc', 'Imported'],
    ]);
    expect(rows[2]?.[3]).toBe(
      'The ID 20011 is already on line 2: row skipped, the player of line 2 is kept.',
    );
    await h.shot('1-preview');
  });

  it('drops the problems of a column the arbiter ignores', async () => {
    await page.locator('input[aria-label="Games"]:not([type=hidden])').click();
    await page.getByRole('option', { name: 'Ignore', exact: true }).click();
    const problems = page.getByRole('table', { name: PREVIEW });
    await expect.poll(async () => (await rowsOf(problems)).length, settles).toBe(9);
    expect((await rowsOf(problems)).map((r) => r[0])).not.toContain('15');
  });

  it('imports it and lists every problem by line, with what was done', async () => {
    await page.getByRole('textbox', { name: 'Source', exact: true }).fill('PZWarc');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('8 players imported, 5 rows skipped, 3 imported with a warning.').waitFor(settles);
    const problems = page.getByRole('table', { name: 'Problems in the list' });
    const rows = await rowsOf(problems);
    // The first rows' problems of the preview give way to the whole list's.
    expect(await page.getByRole('table', { name: PREVIEW }).count()).toBe(0);
    expect(rows).toEqual([
      [
        '3',
        'Born',
        '19x5',
        'The birth year "19x5" cannot be a year of birth: imported without birth year.',
        'Imported',
      ],
      [
        '6',
        'Rating',
        '1850,5',
        'The rating "1850,5" has decimals, and ratings are whole numbers: imported as 1851.',
        'Imported',
      ],
      [
        '7',
        'ID',
        '20011',
        'The ID 20011 is already on line 2: row skipped, the player of line 2 is kept.',
        'Row skipped',
      ],
      [
        '8',
        'Whole row',
        '',
        'The row has 4 fields where the header has 8: a separator is missing, so values would land in the wrong columns. Row skipped.',
        'Row skipped',
      ],
      ['9', 'Rating', '18,50', 'The rating "18,50" is not a number: row skipped.', 'Row skipped'],
      ['11', 'Title', 'GM', 'The title "GM" is not an FMJD title: imported without title.', 'Imported'],
      ['11', 'Sex', 'X', 'The sex "X" is not M or F: imported without it.', 'Imported'],
      ['12', 'Name', '', 'No name: row skipped.', 'Row skipped'],
      [
        '13',
        'Whole row',
        '',
        'The row has 9 fields where the header has 8 (a separator inside a value that is not in quotes?): row skipped.',
        'Row skipped',
      ],
    ]);
    const lists = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'List name' }) });
    await expect
      .poll(() => lists.locator('tbody tr').first().locator('td').allInnerTexts(), settles)
      .toEqual([expect.stringMatching(/^PZWarc /), 'PZWarc', '', expect.any(String), '8', '5']);
    await h.shot('2-imported');
  });

  it('registers Łęcki from the list with 1850, not 2', async () => {
    await goTo(page, 'Entrants');
    await page.getByRole('textbox', { name: 'Add from the rating lists' }).fill('lecki pawel');
    const hits = page.getByRole('table', { name: 'Players found on the rating lists' });
    await expect
      .poll(async () => rowsOf(hits), settles)
      .toEqual([
        ['20011', 'Łęcki, Paweł', 'POL', 'MI', '1850', '1987', expect.stringMatching(/^PZWarc /), 'Register'],
      ]);
  });
});
