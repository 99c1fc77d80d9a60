import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * Issues 28 and 33 (item 6): the standings and the tiebreak breakdown of a three-way tie in a
 * round robin where two of the tied never met, on the screens in Chromium. Six present (threshold
 * 7: a round robin, R2.2), starting numbers by rating (Player 1 is 1 ...), the Berger table for 6
 * rounds 1-3 (results as in test/fixtures/tiebreaks/round-robin-unmet-none.trf, worked by hand in
 * test/engine/direct-encounter-unmet-round-robin.test.ts): 1, 2, 3 on 4 points, one win each, DE
 * 2, 1, 1 among them, 2 and 3 never met and nobody is out of reach, so DE orders nobody (FIDE
 * C.07 Art. 6) and the starting number does; SB for information: 4, 3½, 6½.
 */
const RESULTS: [number, number, 'white-wins' | 'black-wins' | 'draw'][][] = [
  [
    [1, 6, 'white-wins'],
    [2, 5, 'draw'],
    [3, 4, 'white-wins'],
  ],
  [
    [6, 4, 'black-wins'],
    [5, 3, 'draw'],
    [1, 2, 'draw'],
  ],
  [
    [2, 6, 'white-wins'],
    [3, 1, 'draw'],
    [4, 5, 'draw'],
  ],
];

let h: Harness;
let page: Page;
let tid: number;

beforeAll(async () => {
  h = await startHarness('breakdown');
  page = h.page;
  tid = await scene(
    h.api,
    'Three-way tie',
    [1, 2, 3, 4, 5, 6].map((n) => ({ name: `Player ${n}`, rating: 2100 - 10 * n })),
    { tableNumbers: 'rating' },
  );
  await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  for (const [i, games] of RESULTS.entries()) {
    if (i > 0) await h.api['round.pairNext']({ tournamentId: tid });
    const r = await h.api['round.get']({ tournamentId: tid, round: i + 1 });
    for (const [white, black, result] of games) {
      const b = r.boards.find((x) => x.white.startNo === white && x.black.startNo === black);
      if (!b) throw new Error(`round ${i + 1}: no board ${white}-${black}`);
      await h.api['result.set']({ tournamentId: tid, round: i + 1, board: b.boardNo, leg: 1, result });
    }
  }
});
afterAll(() => h?.close());

describe('the standings and the breakdown of a three-way tie where two never met', () => {
  it('shows DE in brackets, SB marked for information, a hint and a legend', async () => {
    await page.goto(h.url);
    await goTo(page, 'Standings');
    const table = page.getByRole('table', { name: 'Standings after round 3' });
    await table.waitFor(settles);
    const heads = await table.locator('thead th').allInnerTexts();
    expect(heads.slice(4)).toEqual(['Wins', 'DE', 'Start', 'SB*']);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    expect(rows.map((r) => [r[0], r[1], r[3], r[4], r[5], r[6], r[7]])).toEqual([
      ['1', '1', '4', '1', '(2)', '1', '4'],
      ['2', '2', '4', '1', '(1)', '2', '3½'],
      ['3', '3', '4', '1', '(1)', '3', '6½'],
      ['4', '4', '3', '1', '', '4', '1½'],
      ['5', '5', '3', '0', '', '5', '5½'],
      ['6', '6', '0', '0', '', '6', '0'],
    ]);
    await page
      .getByTestId('standings-hint')
      .getByText(/Click a row or a name/)
      .waitFor();
    const legend = page.getByTestId('standings-legend');
    await legend.getByText(/^DE: Direct encounter\..*in brackets where the tied have not all met/).waitFor();
    await legend
      .getByText(/^SB\*: Sonneborn-Berger\..*A half \(½\) comes from a draw.*For information only/)
      .waitFor();
    await legend
      .getByText(/^Wins: Wins, played or not\. Counts the games won, over the board or without play/)
      .waitFor();
    await h.shot('1-standings');
  });

  it('opens the breakdown from a click on the row, says why DE does not decide, and why 1 is above 2', async () => {
    const table = page.getByRole('table', { name: 'Standings after round 3' });
    // A click on the points cell of row 2, not on the name.
    await table.locator('tbody tr').nth(1).locator('td').nth(3).click();
    const dialog = page.getByRole('dialog', { name: 'Tiebreaks of Player 2' });
    await dialog.waitFor(settles);
    await dialog
      .getByTestId('de-why')
      .getByText(
        'Among 1. Player 1, 2. Player 2, 3. Player 3: not all of them met (2 and 3 did not play), and this entrant is not out of the others’ reach, so the direct encounter does not order it (the figure in brackets): the next criterion does (FIDE C.07 Art. 6).',
      )
      .waitFor(settles);
    await dialog.getByLabel('Compare with').click();
    const options = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(options).toEqual(['1. Player 1', '3. Player 3', '4. Player 4', '5. Player 5', '6. Player 6']);
    await page.getByRole('option', { name: '1. Player 1' }).click();
    await dialog
      .getByText(
        '1. Player 1 and 2. Player 2 have the same points (4); Wins, played or not 1 = 1, Direct encounter (2) and (1) does not apply (not all the tied entrants met each other: 2 and 3 did not play); then "Starting number" separates them: 1 against 2.',
      )
      .waitFor(settles);
    await h.shot('2-breakdown');
    await page.keyboard.press('Escape');
  });

  it('says the same in French', async () => {
    await page.getByLabel('Language').selectOption('fr');
    const table = page.getByRole('table', { name: 'Classement après la ronde 3' });
    await table.waitFor(settles);
    expect((await table.locator('thead th').allInnerTexts()).slice(4)).toEqual([
      'Vict.',
      'CD',
      'Départ',
      'SB*',
    ]);
    await page
      .getByTestId('standings-legend')
      .getByText(/^CD : Confrontation directe\./)
      .waitFor();
    await table.locator('tbody tr').nth(1).locator('td').nth(3).click();
    const dialog = page.getByRole('dialog', { name: 'Départages de Player 2' });
    await dialog.getByLabel('Comparer avec').click();
    await page.getByRole('option', { name: '1. Player 1' }).click();
    await dialog
      .getByText(
        '1. Player 1 et 2. Player 2 ont les mêmes points (4) ; Victoires, jouées ou non 1 = 1, Confrontation directe (2) et (1) ne s’applique pas (les ex æquo ne se sont pas tous rencontrés : 2 et 3 n’ont pas joué) ; puis le critère « Numéro de départ » les départage : 1 contre 2.',
      )
      .waitFor(settles);
    await h.shot('3-breakdown-fr');
    await page.keyboard.press('Escape');
    await page.getByLabel('Langue').selectOption('en');
  });
});
