import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, settles, startHarness, type Harness } from './harness';

/**
 * Issue 7 in a real browser: an arbiter imports the FMJD list (two bad rows) and the Polish
 * federation's fixed-width list from the data folder, checks the recognised columns on the
 * preview, reads which lines were skipped, then registers a player by typing his name without
 * accents and in the other order, and finds him after a reload with the list's data.
 */
const FIXTURES = join(__dirname, '../fixtures/ratings');
const FMJD = 'fmjd-bom-semicolon.csv';
const PZWARC = 'pzwarc-fixed.txt';

let h: Harness;
let page: Page;

/** The column-mapping table of the preview: one row per column of the file. */
const mappingTable = () =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Header in the file' }) });

/** Chooses a list among the files of the server's data folder; its preview follows. */
async function chooseInFolder(name: string) {
  await page.getByRole('combobox', { name: 'Files in the data folder' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Texts of one row of a table, cell by cell. */
const cells = (row: Locator) => row.locator('td').allInnerTexts();

/** What the mapping table says of every column: header, chosen meaning, the sample cells. */
async function mapping(): Promise<string[][]> {
  const rows = await mappingTable().locator('tbody tr').all();
  return Promise.all(
    rows.map(async (r) => {
      const [header = '', , ...sample] = await cells(r);
      const meaning = await r.locator('td').nth(1).locator('input:not([type=hidden])').inputValue();
      return [header.split('\n')[0] ?? '', meaning, ...sample];
    }),
  );
}

beforeAll(async () => {
  h = await startHarness('ratings');
  page = h.page;
  // lists put in the server's data folder are offered there by name
  for (const f of [FMJD, PZWARC]) copyFileSync(join(FIXTURES, f), join(h.dataDir, f));
  await h.api['event.create']({ file: 'festival-krakow', name: 'Festival Kraków 2026' });
  await h.api['tournament.create']({
    settings: { name: 'Open A', scheduledStart: '2026-06-01T10:00', closeAtEnd: false },
  });
});
afterAll(() => h?.close());

describe('rating lists: import, then register by search', () => {
  it('previews the FMJD list with its recognised columns and first rows', async () => {
    await page.goto(h.url);
    await goTo(page, 'Rating lists');
    await page.getByRole('heading', { name: 'Rating lists', level: 2 }).waitFor(settles);
    await page.getByText('No list imported yet.').waitFor(settles);
    // issue 33.7: no "new ratings from the latest lists" before there is any list
    expect(await page.getByText('New ratings from the latest lists').count()).toBe(0);
    expect(await page.getByText('rating matches the latest lists').count()).toBe(0);
    await chooseInFolder(FMJD);
    // a title line above the header; UTF-8 with a byte-order mark; semicolons
    await page
      .getByText('CSV with semicolons, encoding UTF-8 with byte-order mark, header on line 2.')
      .waitFor(settles);
    expect(await page.getByRole('textbox', { name: 'Source', exact: true }).inputValue()).toBe('FMJD');
    // the first five players, lines 3 to 7 of the file
    const lines = await mappingTable().locator('thead th').allInnerTexts();
    expect(lines).toEqual(['Header in the file', 'Holds', 'Line 3', 'Line 4', 'Line 5', 'Line 6', 'Line 7']);
    expect(await mapping()).toEqual([
      ['FMJD-id', 'ID', '16095', '10411', '17842', '15310', '16630'],
      [
        'Name',
        'Name',
        'Świątek, Łukasz',
        'Georgiev, Alexander',
        'Öztürk, İsmail',
        'Sørensen, Bjørn',
        'Dupré, Anaëlle',
      ],
      ['Fed', 'Federation', 'POL', 'RUS', 'TUR', 'DEN', 'FRA'],
      ['Title', 'Title', 'MI', 'GMI', 'MF 64', '', 'MIF'],
      ['Rating', 'Rating', 'A 2339', 'A 2480', 'B 2105', 'C 1960', 'A 2101'],
      ['Games', 'Games', '412', '1520', '88', '40', '230'],
      ['Born', 'Birth year', '1994', '1975', '2001', '1988', '1999'],
      ['Sex', 'Sex', 'M', 'M', 'M', 'M', 'F'],
    ]);
    await h.shot('1-preview');
  });

  it('imports it and lists the two skipped rows by their line in the file', async () => {
    await page.getByLabel('Date of the list').fill('2026-01-01');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    // 9 rows under the header: line 8 has no name, line 9 the rating "abc"; Nowak (line 11)
    // has no rating at all, an unrated player, not a bad row
    await page.getByText('7 players imported, 2 rows skipped, 0 imported with a warning.').waitFor(settles);
    const skipped = page.getByRole('table', { name: 'Problems in the list' });
    const rows = await skipped.locator('tbody tr').all();
    expect(await Promise.all(rows.map(cells))).toEqual([
      ['8', 'Name', '', 'No name: row skipped.', 'Row skipped'],
      ['9', 'Rating', 'abc', 'The rating "abc" is not a number: row skipped.', 'Row skipped'],
    ]);
    const lists = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'List name' }) });
    await expect
      .poll(() => lists.locator('tbody tr').first().locator('td').allInnerTexts(), settles)
      .toEqual([
        'FMJD 2026-01-01',
        'FMJD',
        '2026-01-01',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
        '7',
        '2',
      ]);
    await h.shot('2-imported');
  });

  it('imports the Polish fixed-width list under its own source name', async () => {
    // a newly chosen file is previewed at once, its source guessed afresh
    await chooseInFolder(PZWARC);
    // a title line and a blank line above the header
    await page.getByText('Text in fixed-width columns, encoding UTF-8, header on line 3.').waitFor(settles);
    expect(await mapping()).toEqual([
      ['Nr licencji', 'ID', 'PL-0101', 'PL-0102', 'PL-0103', 'PL-0104'],
      [
        'Nazwisko i imię',
        'Name',
        'Świątek, Łukasz',
        'Wiśniewska, Małgorzata',
        'Öztürk, İsmail',
        'Żółkiewski, Paweł',
      ],
      ['Kraj', 'Federation', 'POL', 'POL', 'TUR', 'POL'],
      ['Tytuł', 'Title', 'MI', 'MFF', 'MF 64', ''],
      ['Ranking', 'Rating', '2339', '1911', '2105', '1650'],
      ['Partii', 'Games', '412', '150', '88', '20'],
      ['Rok urodzenia', 'Birth year', '1994', '1992', '2001', '1960'],
      ['Płeć', 'Sex', 'M', 'K', 'M', 'M'],
      ['Klub', 'Club', 'KS Warcaby Łódź', 'UKS Ślęza', '', 'KS Warcaby Łódź'],
    ]);
    await page.getByRole('textbox', { name: 'Source', exact: true }).fill('PZWarc');
    await page.getByLabel('Date of the list').fill('2026-01-15');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('4 players imported, 0 rows skipped, 0 imported with a warning.').waitFor(settles);
    const names = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'List name' }) });
    await expect
      .poll(() => names.locator('tbody tr td:first-child').allInnerTexts(), settles)
      .toEqual(['PZWarc 2026-01-15', 'FMJD 2026-01-01']);
  });

  it('finds "lukasz swiatek" on both lists and registers him from the FMJD list', async () => {
    await goTo(page, 'Entrants');
    await page.getByText('Entrants: 0 · present: 0 · seats: 200').waitFor(settles);
    await page.getByRole('textbox', { name: 'Add from the rating lists' }).fill('lukasz swiatek');
    const hits = page.getByRole('table', { name: 'Players found on the rating lists' });
    await expect
      .poll(async () => Promise.all((await hits.locator('tbody tr').all()).map(cells)), settles)
      .toEqual([
        ['16095', 'Świątek, Łukasz', 'POL', 'MI', '2339', '1994', 'FMJD 2026-01-01', 'Register'],
        ['PL-0101', 'Świątek, Łukasz', 'POL', 'MI', '2339', '1994', 'PZWarc 2026-01-15', 'Register'],
      ]);
    await h.shot('3-search');
    await hits.getByRole('button', { name: 'Register Świątek, Łukasz from FMJD 2026-01-01' }).click();
    await page.getByText('Świątek, Łukasz registered.').waitFor(settles);
    // which rating it took, and why (R12.1)
    await page.getByText(/^Świątek, Łukasz registered\. Rating 2339: .*"FMJD 2026-01-01"/).waitFor(settles);
    await page.getByText('Entrants: 1 · present: 1 · seats: 200').waitFor(settles);
    // Ready for the next player: the search is empty and has the keyboard.
    const search = page.getByRole('textbox', { name: 'Add from the rating lists' });
    expect(await search.inputValue()).toBe('');
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    const entrants = page.getByRole('table', { name: 'Entrants' });
    // after the start number (none before the start): name, title, federation, rating, birth year
    await expect
      .poll(async () => (await cells(entrants.locator('tbody tr').first())).slice(1, 6), settles)
      .toEqual(['Świątek, Łukasz', 'MI', 'POL', '2339', '1994']);
    await h.shot('4-registered');
  });

  it('shows him registered on the FMJD list, and asks before registering him from the Polish list', async () => {
    await page.getByRole('textbox', { name: 'Add from the rating lists' }).fill('lukasz swiatek');
    const hits = page.getByRole('table', { name: 'Players found on the rating lists' });
    // The same ID is the entrant already registered (R1.5): no Register button for it.
    await expect
      .poll(async () => Promise.all((await hits.locator('tbody tr').all()).map(cells)), settles)
      .toEqual([
        ['16095', 'Świątek, Łukasz', 'POL', 'MI', '2339', '1994', 'FMJD 2026-01-01', 'Already registered'],
        ['PL-0101', 'Świątek, Łukasz', 'POL', 'MI', '2339', '1994', 'PZWarc 2026-01-15', 'Register'],
      ]);
    expect(
      await hits.getByRole('button', { name: 'Register Świątek, Łukasz from FMJD 2026-01-01' }).count(),
    ).toBe(0);
    await h.shot('5-already-registered');
    await hits.getByRole('button', { name: 'Register Świątek, Łukasz from PZWarc 2026-01-15' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'The same person?' });
    await warning
      .getByText(
        'Świątek, Łukasz, born 1994, is already registered in "Open A". If Świątek, Łukasz is another person, confirm; if it is the same person, cancel.',
      )
      .waitFor(settles);
    await h.shot('5-same-name');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'detached' });
    await page.getByText('Entrants: 1 · present: 1 · seats: 200').waitFor(settles);
  });

  it('registers the only player found when Enter is pressed in the search', async () => {
    const search = page.getByRole('textbox', { name: 'Add from the rating lists' });
    await search.fill('ozturk ismail');
    const hits = page.getByRole('table', { name: 'Players found on the rating lists' });
    await hits.getByText('Öztürk, İsmail').first().waitFor(settles);
    // On both lists: two players found, Enter registers nobody.
    await search.press('Enter');
    await search.fill('17842');
    await expect.poll(async () => (await hits.locator('tbody tr').all()).length, settles).toBe(1);
    await search.press('Enter');
    await page.getByText('Öztürk, İsmail registered.').waitFor(settles);
    await page.getByText('Entrants: 2 · present: 2 · seats: 200').waitFor(settles);
    expect(await search.inputValue()).toBe('');
  });

  it('still has both after a reload', async () => {
    await page.reload();
    await goTo(page, 'Entrants');
    const entrants = page.getByRole('table', { name: 'Entrants' });
    await expect
      .poll(async () => (await cells(entrants.locator('tbody tr').first())).slice(1, 6), settles)
      .toEqual(['Świątek, Łukasz', 'MI', 'POL', '2339', '1994']);
    expect(await entrants.locator('tbody tr').count()).toBe(2);
  });
});
