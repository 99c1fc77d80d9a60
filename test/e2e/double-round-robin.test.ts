import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRANTS, ROUNDS, STANDINGS, resultOf } from '../services/rounds/double-round-robin-scene';
import { goTo, settles, startHarness, type Harness } from './harness';

/**
 * A double round robin of six (R7, FIDE C.05 Annex 1) from the New tournament form to the
 * crosstable: chosen on the form, decided and said at the start, paired round by round on the
 * Pairings screen against the hand-written table (double-round-robin-scene.ts: the second cycle is
 * the first with colours reversed), results through the API, then the grid with both cycles in
 * each cell and the crosstable of all ten rounds, in English and in French.
 */
let h: Harness;
let page: Page;
let tid = 0;

beforeAll(async () => {
  h = await startHarness('double');
  page = h.page;
  await h.api['event.create']({ file: 'hiver-2026', name: 'Winter 2026' });
});
afterAll(() => h?.close());

const CYCLES = 'Cycles of a round robin';
const TWO = 'Two: double round robin';
const TRF =
  'Two games a round cannot be written as TRF (one game a round): this tournament will have no TRF export. The FMJD report, the PDN and the website carry every game.';

describe('a double round robin of six on the screens', () => {
  it('is chosen on the New tournament form, which says what cannot carry two games a round', async () => {
    await page.goto(h.url);
    await page.getByRole('button', { name: 'New tournament' }).click();
    await page.getByLabel('Tournament name').fill('Winter championship');
    await page.getByLabel(CYCLES).selectOption({ label: TWO });
    await page.getByLabel('Round-robin table numbers').selectOption({ label: 'By rating' });
    // A double round robin is a round robin: "Always Swiss" refuses it next to the field.
    await page.getByLabel('Format', { exact: true }).selectOption({ label: 'Always Swiss' });
    await page
      .getByText(
        'A double round robin is a round robin played twice: the format "Always Swiss" plays none.',
        {
          exact: false,
        },
      )
      .waitFor(settles);
    await page.getByLabel('Format', { exact: true }).selectOption({ label: 'Automatic (by threshold)' });
    // Two games a round would have no TRF export: said on the form, before anything is played.
    const twoGames = page.getByRole('switch', { name: 'Two games per round, colours reversed' });
    await twoGames.check({ force: true });
    await page.getByText(TRF).waitFor(settles);
    await h.shot('1-form-two-games');
    await twoGames.uncheck({ force: true });
    await page.getByText(TRF).waitFor({ state: 'detached' });
    await h.shot('1-form');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.getByRole('heading', { name: 'Settings: Winter championship' }).waitFor(settles);
    const created = (await h.api['tournament.list']({})).find(
      (t) => t.settings.name === 'Winter championship',
    );
    expect(created?.settings).toMatchObject({ roundRobinCycles: 2, tableNumbers: 'rating', twoLegs: false });
    expect(created?.exportLimits).toEqual([]);
    tid = created?.id ?? 0;
    for (const e of ENTRANTS) await h.api['entrant.add']({ tournamentId: tid, ...e });
  });

  it('says the decision at the start: ten rounds, five in each cycle', async () => {
    await page.reload();
    await goTo(page, 'Pairings');
    await page.getByRole('button', { name: 'Start the tournament' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start the tournament?' });
    await dialog
      .getByText(
        'Double round robin: the Berger table twice, the second cycle with colours reversed: 10 rounds, 5 in each cycle.',
      )
      .waitFor(settles);
    // the dialog whole, once it has faded in
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="dialog"]')].every((d) => getComputedStyle(d).opacity === '1'),
    );
    await h.shot('2-start');
    await dialog.getByRole('button', { name: 'Start and pair round 1' }).click();
    await page.getByText('6 present, threshold 7: round robin, 10 rounds.').waitFor(settles);
  });

  it('pairs every round from the Berger table, the second cycle with the colours reversed', async () => {
    for (let round = 1; round <= 10; round++) {
      if (round > 1) {
        // the results went in through the API: the screen reads them again
        await page.reload();
        await goTo(page, 'Pairings');
        await page.getByRole('button', { name: `Pair round ${round}`, exact: true }).click();
      }
      const cycle =
        round <= 5 ? 'first cycle of the double round robin' : 'second cycle of the double round robin';
      await page.getByText(`Round ${round} of 10 · ${cycle}`, { exact: false }).waitFor(settles);
      const table = page.getByRole('table', { name: `Pairing of round ${round}` });
      await table.waitFor(settles);
      const r = await h.api['round.get']({ tournamentId: tid, round });
      expect(r.boards.map((b) => `${b.white.startNo}-${b.black.startNo}`).sort(), `round ${round}`).toEqual(
        [...(ROUNDS[round - 1] ?? [])].sort(),
      );
      // The screen names the same boards: White's name first.
      for (const b of r.boards)
        await table.getByRole('row').filter({ hasText: b.white.name }).first().waitFor();
      if (round === 6) await h.shot('3-round-6');
      for (const b of r.boards)
        await h.api['result.set']({
          tournamentId: tid,
          round,
          board: b.boardNo,
          leg: 1,
          result: resultOf(round, b.white.startNo, b.black.startNo),
        });
    }
  });

  it('shows the grid with both cycles in each cell, and the crosstable of every round', async () => {
    await page.reload();
    await goTo(page, 'Crosstable');
    await page.getByRole('heading', { name: 'Round-robin grid: Winter championship' }).waitFor(settles);
    await page
      .getByTestId('cycles')
      .filter({ hasText: 'Double round robin: rounds 1–5 first cycle, 6–10 second cycle, colours reversed' })
      .waitFor(settles);
    const grid = page.getByRole('table', { name: 'Round-robin grid after round 10' });
    await grid.waitFor(settles);
    const cell = (row: number, col: number) => page.getByTestId(`grid-${row}-${col}`).innerText();
    // Wiśniewski (1): against 2 a win then a draw, against 3 a draw then a loss (the scene).
    expect(await cell(1, 2)).toBe('2\n1');
    expect(await cell(1, 3)).toBe('1\n0');
    expect(await cell(3, 1)).toBe('1\n2');
    expect(await cell(6, 5)).toBe('0\n1');
    const rows = await grid.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const td = [...tr.querySelectorAll('td')].map((x) => x.textContent ?? '');
        return [Number(td[0]), Number(td[td.length - 2]), Number(td[td.length - 1])];
      }),
    );
    // table number, points, place: 2 first on 15; 3 above 1 on 14 by the direct encounter.
    const place = new Map(STANDINGS.map(([no], i) => [no, i + 1]));
    expect(rows).toEqual(
      STANDINGS.map(([no, points]) => [no, points, place.get(no)]).sort((a, b) => a[0]! - b[0]!),
    );
    const list = page.getByRole('table', { name: 'Crosstable after round 10' });
    await list.waitFor(settles);
    expect(await list.locator('thead th').allInnerTexts()).toContain('10');
    await h.shot('4-crosstable');
  });

  it('names the grid in French as in print: « Tableau du tournoi toutes rondes »', async () => {
    await page.getByLabel('Language').selectOption('fr');
    await page
      .getByRole('heading', { name: 'Tableau du tournoi toutes rondes : Winter championship' })
      .waitFor(settles);
    await page
      .getByText('Toutes rondes aller-retour : rondes 1 à 5 phase aller, 6 à 10 phase retour', {
        exact: false,
      })
      .waitFor(settles);
    await page.getByRole('heading', { name: 'Grille : toutes les rondes' }).waitFor(settles);
    await h.shot('5-grid-fr');
    await page.getByLabel('Langue').selectOption('en');
  });
});
