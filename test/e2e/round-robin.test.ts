import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, typeResults, type Harness } from './harness';

/**
 * Issue 5 (b): five entrants, below threshold 7: a round robin of 5 rounds with one bye a round
 * (R2.2, R3.1, R7.1). Results by name, worked out by hand:
 *   Amel–Bart 2-0, Amel–Cleo 0-2, Amel–Dirk 2-0, Amel–Ewa 1-1,
 *   Bart–Cleo 2-0, Bart–Dirk 2-0, Bart–Ewa 1-1, Cleo–Dirk 1-1, Cleo–Ewa 0-2, Dirk–Ewa 1-1.
 * Games: Amel 5 (2 wins), Bart 5 (2 wins), Ewa 5 (1 win), Cleo 3, Dirk 2; every entrant has one
 * bye worth a win (R4.2): 7, 7, 7, 5, 4. R9.3: points, then wins (Amel and Bart 2, Ewa 1), then
 * the direct encounter of Amel and Bart: Amel won it, so Amel, Bart, Ewa, Cleo, Dirk.
 */
const NAMES = ['Amel', 'Bart', 'Cleo', 'Dirk', 'Ewa'];
const WINNER: Record<string, string | null> = {
  'Amel-Bart': 'Amel',
  'Amel-Cleo': 'Cleo',
  'Amel-Dirk': 'Amel',
  'Amel-Ewa': null,
  'Bart-Cleo': 'Bart',
  'Bart-Dirk': 'Bart',
  'Bart-Ewa': null,
  'Cleo-Dirk': null,
  'Cleo-Ewa': 'Ewa',
  'Dirk-Ewa': null,
};

let h: Harness;
let page: Page;
let tid: number;

beforeAll(async () => {
  h = await startHarness('rr');
  page = h.page;
  tid = await scene(
    h.api,
    'Club round robin',
    NAMES.map((name, i) => ({ name, rating: 1500 + 10 * i })),
  );
});
afterAll(() => h?.close());

describe('a 5-entrant round robin from the screens', () => {
  it('starts as a round robin of 5 rounds with the table numbers drawn by lot', async () => {
    await page.goto(h.url);
    await goTo(page, 'Pairings');
    await page.getByRole('button', { name: 'Start the tournament' }).click();
    // R2.3: the decision is shown and asked first
    await page
      .getByRole('dialog', { name: 'Start the tournament?' })
      .getByRole('button', { name: 'Start and pair round 1' })
      .click();
    await page.getByText('5 present, threshold 7: round robin, 5 rounds.').waitFor(settles);
    await page.getByText(/starting numbers by lot \(R7\.2\)/).waitFor();
    await page.getByText(/^Bye: /).waitFor();
    await h.shot('1-round-1');
  });

  it('plays every round by keyboard, a bye each round, to the end', async () => {
    for (let round = 1; round <= 5; round++) {
      if (round > 1) {
        await goTo(page, 'Pairings');
        await page.getByRole('button', { name: `Pair round ${round}`, exact: true }).click();
        await page.getByText(`Round ${round} of 5`).waitFor(settles);
      }
      const r = await h.api['round.get']({ tournamentId: tid, round });
      expect(r.boards).toHaveLength(2);
      expect(r.bye).not.toBeNull();
      await goTo(page, 'Results');
      await page.getByRole('tab', { name: `Round ${round}` }).click();
      await typeResults(
        page,
        r.boards.map((b) => {
          const [x, y] = [b.white.name, b.black.name].sort();
          const winner = WINNER[`${x}-${y}`];
          return {
            board: b.boardNo,
            key: winner === undefined || winner === null ? '=' : winner === b.white.name ? '1' : '0',
          };
        }),
      );
      await page.getByText(`Every result of round ${round} is in.`).waitFor(settles);
    }
    // every game of the fifth and last round has its result: finished, nothing more to pair
    await goTo(page, 'Pairings');
    await page.getByRole('status').filter({ hasText: 'Tournament finished' }).waitFor(settles);
    await page.getByLabel('Tournament status: Finished').waitFor(settles);
  });

  it('ranks by points, wins, then the direct encounter (R9.3), with SB and no BH', async () => {
    await goTo(page, 'Standings');
    const table = page.getByRole('table', { name: 'Standings after round 5' });
    await table.waitFor(settles);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    expect(rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      ['1', 'Amel', '7'],
      ['2', 'Bart', '7'],
      ['3', 'Ewa', '7'],
      ['4', 'Cleo', '5'],
      ['5', 'Dirk', '4'],
    ]);
    const heads = await table.locator('thead th').allInnerTexts();
    // SB for information only (R9.3): marked so; never BH.
    expect(heads).toContain('SB*');
    expect(heads).not.toContain('Solk');
    await h.shot('2-standings');
    // why Amel is above Bart
    await table.getByRole('button', { name: 'Explain Amel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tiebreaks of Amel' });
    await dialog.getByLabel('Compare with').click();
    // Numbered by starting number, as everywhere else; wins equal before the direct encounter,
    // which applies since the two, alone still tied, met (FIDE C.07 Art. 6).
    await page.getByRole('option', { name: /^\d\. Bart$/ }).click();
    await dialog
      .getByText(
        /^\d\. Amel and \d\. Bart have the same points \(7\); Wins, played or not 2 = 2; then "Direct encounter" separates them: 2 against 0\. Direct encounter applies: all the tied entrants \(\d, \d\) met each other \(FIDE C\.07 Art\. 6\)\.$/,
      )
      .waitFor(settles);
    await h.shot('3-why-above');
    await page.keyboard.press('Escape');
  });

  it('shows the round-robin grid', async () => {
    await goTo(page, 'Crosstable');
    // One name per thing, as in print: the grid, then the crosstable of every round below it.
    await page.getByRole('heading', { name: 'Round-robin grid: Club round robin' }).waitFor(settles);
    await page.getByRole('table', { name: 'Round-robin grid after round 5' }).waitFor(settles);
    // One game a round: the legend says nothing of two games side by side.
    await page.getByText('Row against column:', { exact: false }).first().waitFor();
    expect(await page.getByText('side by side').count()).toBe(0);
    await page.getByRole('heading', { name: 'Crosstable: every round' }).waitFor();
    await page.getByRole('table', { name: 'Crosstable after round 5' }).waitFor();
    await h.shot('4-grid');
  });
});
