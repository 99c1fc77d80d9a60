import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrf } from '../../src/main/io/trf';
import { goTo, settles, startHarness, type Harness } from './harness';

/**
 * Files in and out from the screens: the arbiter imports last year's DraughtArbiter result export
 * on the Events screen, then downloads the FMJD report (every entrant flagged: the export has no
 * FMJD IDs) and the TRF of that tournament from the Reports screen.
 */
const CSV = join(__dirname, '../fixtures/results/krakow-draughtarbiter.csv');
/** The same layout saved by a Polish Windows (test/fixtures/README.md). */
const CP1250 = join(__dirname, '../fixtures/results/lodz-draughtarbiter-cp1250.csv');

let h: Harness;
let page: Page;
let downloads: string;

beforeAll(async () => {
  h = await startHarness('files');
  page = h.page;
  downloads = mkdtempSync(join(tmpdir(), 'diagonal-files-downloads-'));
  await h.api['event.create']({ file: 'archive', name: 'Archive' });
});
afterAll(async () => {
  await h?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

async function download(button: string): Promise<string> {
  const [d] = await Promise.all([
    page.waitForEvent('download', settles),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const file = join(downloads, d.suggestedFilename());
  await d.saveAs(file);
  return file;
}

describe('files in and out on the screens', () => {
  it('imports a DraughtArbiter export and exports its FMJD report and TRF', async () => {
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Archive', level: 2 }).waitFor(settles);
    await h.shot('events');
    await page.getByLabel('Import a tournament from').first().click();
    await page.getByRole('option', { name: 'DraughtArbiter results (CSV)' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser', settles),
      page.getByRole('button', { name: 'Choose the file…' }).click(),
    ]);
    await chooser.setFiles(CSV);
    await page.getByRole('cell', { name: 'Open Kraków 2025', exact: true }).waitFor(settles);
    await h.shot('imported');

    await goTo(page, 'Reports');
    await page.getByRole('heading', { name: 'Reports of Open Kraków 2025', level: 2 }).waitFor(settles);
    const report = readFileSync(await download('Export FMJD report'), 'utf8').split('\r\n');
    expect(report[1]).toBe('Pl;FMJD-id;Title;Name;Cn;FMJD-rating;R1;R2;R3;Pt');
    expect(report[2]).toBe('1;;GMI;Wiśniewski, Łukasz;POL;2339;2/5w;1/2b;2/4w;5');
    await page.getByText('7 entrants have no FMJD ID').waitFor(settles);
    await h.shot('fmjd-flagged');

    const trf = readTrf(readFileSync(await download('Export TRF'), 'utf8'));
    expect(trf.players.map((p) => [p.startNumber, p.points])).toEqual([
      [1, 5],
      [2, 3],
      [3, 4],
      [4, 2],
      [5, 2],
      [6, 4],
      [7, 2],
    ]);
  }, 60_000);

  it('imports a DraughtArbiter file saved in Windows-1250 with the right letters, Windows-1250 chosen under Encoding', async () => {
    await goTo(page, 'Events');
    await page.getByRole('heading', { name: 'Archive', level: 2 }).waitFor(settles);
    await page.getByLabel('Import a tournament from').first().click();
    await page.getByRole('option', { name: 'DraughtArbiter results (CSV)' }).click();
    await page.getByLabel('Encoding').first().click();
    await page.getByRole('option', { name: 'Windows-1250 (Central European)' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser', settles),
      page.getByRole('button', { name: 'Choose the file…' }).click(),
    ]);
    await chooser.setFiles(CP1250);
    await page.getByRole('cell', { name: 'Memoriał Łódź 2025', exact: true }).waitFor(settles);
    await goTo(page, 'Entrants');
    await page.getByText('Łęcki, Paweł', { exact: true }).first().waitFor(settles);
    await page.getByText('Świątek, Łukasz', { exact: true }).first().waitFor(settles);
    await h.shot('imported-cp1250');
  }, 60_000);

  it('lists a TRF birth date with no year by its line, imported as empty (issue 28 part 4)', async () => {
    await goTo(page, 'Events');
    await page.getByRole('heading', { name: 'Archive', level: 2 }).waitFor(settles);
    await page.getByLabel('Import a tournament from').first().click();
    await page.getByRole('option', { name: /^TRF/ }).first().click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser', settles),
      page.getByRole('button', { name: 'Choose the file…' }).click(),
    ]);
    await chooser.setFiles({
      name: 'birth-years.trf',
      mimeType: 'text/plain',
      buffer: Buffer.from(BIRTH_TRF),
    });
    await page.getByRole('cell', { name: 'Open Birth Years', exact: true }).waitFor(settles);
    const table = page.getByRole('table', {
      name: '"Open Birth Years" imported; values of the file imported as empty (1):',
    });
    await table.getByRole('cell', { name: '19x5/01/01', exact: true }).waitFor(settles);
    await table
      .getByText('The birth year "19x5/01/01" cannot be a year of birth: imported without birth year.')
      .waitFor(settles);
    expect(await table.getByRole('row').nth(1).innerText()).toMatch(/^3\s+70-79\s+19x5\/01\/01/);
    await h.shot('trf-birth-year');
  }, 60_000);
});

/** A `001` line, each field at its TRF-16 columns (1-based): 5-8, 15-47, 49-52, 70-79, 81-84, 92-. */
function trfPlayer(no: number, name: string, birth: string, points: string, round: string): string {
  const line = Array.from({ length: 91 }, () => ' ');
  const put = (col: number, text: string) => [...text].forEach((c, i) => (line[col - 1 + i] = c));
  put(1, '001');
  put(5, String(no).padStart(4));
  put(15, name);
  put(49, '1800');
  put(70, birth);
  put(81, points.padStart(4));
  return line.join('') + round;
}
const BIRTH_TRF = [
  '012 Open Birth Years',
  trfPlayer(1, 'Świątek, Łukasz', '1994/03/12', '1.0', '   2 w 1'),
  trfPlayer(2, 'Nowak, Jan', '19x5/01/01', '0.0', '   1 b 0'), // line 3
  'XXR 3',
].join('\n');
