import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ReportKindName } from '../../src/shared/api/reports';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * Issue 33.7: one date format per interface language, everywhere, whatever the browser's own
 * language. A French interface in a browser set to American English (en-US, whose date boxes write
 * mm/dd/yyyy): a club round robin of four planned for Saturday 5 December 2026 at 10:00, started
 * on Thursday 3 December at 18:52:42 (before its planned day, issue 33.7 "Début dans") and played
 * to the end the same evening. Screens and PDFs write 03/12/2026; the countdown to the planned
 * start shows before the start only (5 Dec 10:00 - 3 Dec 18:52:42 = 39 h 07 min 18 s).
 */
let h: Harness;
let page: Page;
let tid: number;
let pdfDir: string;
const clock = new Date(2026, 11, 3, 18, 52, 42);
const NAME = 'Championnat du club';

beforeAll(async () => {
  h = await startHarness('dates-fr', { locale: 'en-US', now: () => clock });
  page = h.page;
  pdfDir = mkdtempSync(join(tmpdir(), 'diagonal-dates-fr-pdf-'));
  tid = await scene(
    h.api,
    NAME,
    ['Anaëlle', 'Bérenger', 'Céline', 'Dupré'].map((name, i) => ({ name, rating: 1800 - 20 * i })),
    { scheduledStart: '2026-12-05T10:00' },
  );
});
afterAll(async () => {
  await h?.close();
  if (pdfDir) rmSync(pdfDir, { recursive: true, force: true });
});

/** A PDF of the tournament in French, as the Documents screen asks it, read by pdftotext. */
async function pdfText(kind: ReportKindName): Promise<string> {
  const out = await h.api['report.render']({ tournamentId: tid, kind, language: 'fr' });
  const file = join(pdfDir, out.fileName);
  writeFileSync(file, Buffer.from(out.pdf, 'base64'));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const noCountdown = async () => {
  await page.getByRole('heading', { name: `Résultats : ${NAME}` }).waitFor(settles);
  await page.getByRole('textbox', { name: 'Table', exact: true }).waitFor(settles);
  expect(await page.getByText(/Début dans/).count()).toBe(0);
};

describe('dates in a French interface, in a browser set to en-US (issue 33.7)', () => {
  it('the form shows and reads the scheduled start as 05/12/2026 10:00, and says what to type', async () => {
    await page.goto(h.url);
    await page.getByLabel('Language').selectOption({ label: 'Français' });
    await goTo(page, 'Paramètres');
    const day = page.getByLabel('Début prévu : date', { exact: true });
    const time = page.getByLabel('Début prévu : heure', { exact: true });
    await day.waitFor(settles);
    expect(await day.inputValue()).toBe('05/12/2026');
    expect(await time.inputValue()).toBe('10:00');
    expect(await day.getAttribute('placeholder')).toBe('jj/mm/aaaa');
    // before the start, the countdown to the planned start is true
    await page.getByTestId('duration-line').getByText('Début dans 39:07:18').waitFor(settles);
    await day.fill('12/31/2026');
    await page
      .getByText('Date non reconnue : « 12/31/2026 ». Écrivez-la jj/mm/aaaa, par exemple 05/12/2026.')
      .waitFor(settles);
    await time.fill('10:00 AM');
    await h.shot('1-form-bad-date');
    await day.fill('05/12/2026');
    await page
      .getByText(
        'Heure non reconnue : « 10:00 AM ». Écrivez les heures et les minutes sur 24 heures, par exemple 10:00 ou 18:30.',
      )
      .waitFor(settles);
    await time.fill('10:00');
    await page.getByText(/non reconnue/).waitFor({ state: 'detached', ...settles });
    await h.shot('2-form-fr');
  });

  it('started before its planned day, Résultats never counts down to the start', async () => {
    await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
    await goTo(page, 'Résultats');
    await noCountdown();
    await h.shot('3-results-running');
  });

  it('played to the end, Résultats counts nothing down either', async () => {
    for (let round = 1; ; round++) {
      const r = await h.api['round.get']({ tournamentId: tid, round });
      for (const b of r.boards)
        for (const g of b.games)
          await h.api['result.set']({
            tournamentId: tid,
            round,
            board: b.boardNo,
            leg: g.leg,
            result: 'draw',
          });
      const t = (await h.api['tournament.list']({})).find((x) => x.id === tid);
      if (t?.status === 'finished') break;
      await h.api['round.pairNext']({ tournamentId: tid });
    }
    await page.reload();
    await page.getByText('Terminé').first().waitFor(settles);
    await noCountdown();
  });

  it('the Journal, the tournament list and the PDFs write the same 03/12/2026', async () => {
    await goTo(page, 'Journal');
    const log = page.getByRole('table', { name: 'Journal des actions' });
    await log.waitFor(settles);
    const cells = await log.locator('tbody tr td:first-child').allInnerTexts();
    expect(cells.length).toBeGreaterThan(3);
    for (const c of cells) expect(c).toBe('03/12/2026 18:52:42');
    await h.shot('4-journal');
    await goTo(page, 'Événements');
    await page.getByRole('cell', { name: '05/12/2026 10:00', exact: true }).waitFor(settles);

    const standings = await pdfText('standings');
    // the header's dates (the day the rounds were paired) and the footer's day alike
    expect(standings).toContain('03/12/2026');
    expect(standings).toMatch(/Imprimé le 03\/12\/2026/);
    expect(standings).not.toMatch(/décembre|2026-12-0|12\/3\/2026/);
    const sheet = await pdfText('round-sheet');
    expect(sheet).toContain('Date : 03/12/2026');
    expect(sheet).not.toMatch(/décembre|2026-12-0/);
  });

  it('names the round-robin table and the round-by-round table apart, on screen as in print', async () => {
    await goTo(page, 'Grille');
    await page.getByRole('heading', { name: `Tableau du tournoi toutes rondes : ${NAME}` }).waitFor(settles);
    await page.getByRole('heading', { name: 'Grille : toutes les rondes' }).waitFor(settles);
    await h.shot('5-grille');
    const grid = await pdfText('grid');
    expect(grid).toContain('Tableau du tournoi toutes rondes');
    expect(grid).not.toMatch(/^Grille/m);
    const crosstable = await pdfText('crosstable');
    expect(crosstable).toMatch(/^Grille/m);
    expect(crosstable).not.toContain('Tableau du tournoi toutes rondes');
  });
});
