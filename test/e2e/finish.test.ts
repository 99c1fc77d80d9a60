import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RoundView } from '../../src/shared/api/rounds';
import { goTo, scene, settles, startHarness, typeResults, type Harness } from './harness';

/*
 * A tiny tournament played to the end from the screens. Four present: a round robin of 3 rounds,
 * two legs each (R3.2), numbers by rating: Anna 1, Bogdan 2, Claire 3, Daan 4. Berger for 4:
 * R1 {1-4, 2-3}, R2 {4-3, 1-2}, R3 {2-4, 3-1}.
 * - Round 1: every game drawn, on the result screen.
 * - Round 2: 1-2 both drawn, 3-4 game 1 drawn; then Daan withdraws from the entrants screen
 *   (R10.2): his open game 2 against Claire is a forfeit for her (R8.3), and from round 3 on he is
 *   not paired, so both games of 2-4 are forfeits for Bogdan when round 3 is paired.
 *   The absence panel of the pairings screen asks the same question first; it is cancelled there.
 * - Round 3: 3-1 both drawn, on the result screen: the last result, the tournament is finished.
 * The grid, one figure per game from the row's side:
 *   1 Anna    vs 2 "1 1", vs 3 "1 1", vs 4 "1 1"   6 points
 *   2 Bogdan  vs 1 "1 1", vs 3 "1 1", vs 4 "+ +"   8 points
 *   3 Claire  vs 1 "1 1", vs 2 "1 1", vs 4 "1 +"   7 points
 *   4 Daan    vs 1 "1 1", vs 2 "− −", vs 3 "1 −"   3 points
 * Places by points: Bogdan 1, Claire 2, Anna 3, Daan 4.
 */
let h: Harness;
let page: Page;
let tid: number;

const NAMES = ['Anna', 'Bogdan', 'Claire', 'Daan'];

/** The board of round `r` where the two starting numbers meet. */
const boardOf = (r: RoundView, a: number, b: number): number => {
  const board = r.boards.find(
    (x) => [x.white.startNo, x.black.startNo].sort().join() === [a, b].sort().join(),
  );
  if (!board) throw new Error(`${a} and ${b} do not meet in round ${r.number}`);
  return board.boardNo;
};

beforeAll(async () => {
  h = await startHarness('finish');
  page = h.page;
  tid = await scene(
    h.api,
    'Final four',
    NAMES.map((name, i) => ({ name, rating: 1800 - 50 * i })),
    { tableNumbers: 'rating' },
  );
  await h.api['tournament.start']({ tournamentId: tid, seed: 11 });
});
afterAll(() => h?.close());

describe('a tournament played to the end, a withdrawal on the entrants screen, the grid', () => {
  it('plays round 1 on the result screen and round 2 up to one open game', async () => {
    await page.goto(h.url);
    await page.getByLabel('Tournament status: Running').waitFor(settles);
    await goTo(page, 'Results');
    const r1 = await h.api['round.get']({ tournamentId: tid, round: 1 });
    const b14 = boardOf(r1, 1, 4);
    const b23 = boardOf(r1, 2, 3);
    const first = Math.min(b14, b23);
    const second = Math.max(b14, b23);
    await typeResults(page, [
      { board: first, leg: 1, key: '=' },
      { board: first, leg: 2, key: '=' },
      { board: second, leg: 1, key: '=' },
      { board: second, leg: 2, key: '=' },
    ]);
    await page.getByText('Every result of round 1 is in.').waitFor(settles);

    await goTo(page, 'Pairings');
    await page.getByRole('button', { name: 'Pair round 2', exact: true }).click();
    await page.getByText('Round 2 of 3').waitFor(settles);
    const r2 = await h.api['round.get']({ tournamentId: tid, round: 2 });
    const b12 = boardOf(r2, 1, 2);
    const b34 = boardOf(r2, 3, 4);
    for (const leg of [1, 2] as const)
      await h.api['result.set']({ tournamentId: tid, round: 2, board: b12, leg, result: 'draw' });
    await h.api['result.set']({ tournamentId: tid, round: 2, board: b34, leg: 1, result: 'draw' });
  });

  it('asks the same on the absence panel of the pairings screen, and changes nothing on cancel', async () => {
    const panel = page.getByRole('region', { name: 'Absence and withdrawal (R10)' });
    await panel.getByLabel('Entrant', { exact: true }).click();
    await page.getByRole('option', { name: '4. Daan', exact: true }).click();
    await panel.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw an entrant (R10.2)' });
    await dialog.getByText('Withdraw Daan from the tournament?').waitFor(settles);
    await dialog
      .getByText(
        'The withdrawal applies from round 3: not paired from then on. The points of rounds 1–2 are kept.',
      )
      .waitFor();
    await dialog
      .getByText(
        'Their game of round 2 against Claire has no result yet: it is scored as a forfeit win for Claire (R8.3).',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const daan = (await h.api['entrant.list']({ tournamentId: tid })).find((e) => e.name === 'Daan');
    expect(daan?.withdrawnAfterRound).toBeNull();
  });

  it('withdraws Daan from the entrants screen, saying from which round it applies', async () => {
    await goTo(page, 'Entrants');
    await page.getByRole('button', { name: 'Withdraw Daan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw an entrant (R10.2)' });
    await dialog.getByText('Withdraw Daan from the tournament?').waitFor(settles);
    await dialog
      .getByText(
        'The withdrawal applies from round 3: not paired from then on. The points of rounds 1–2 are kept.',
      )
      .waitFor();
    // the picture once the dialog has faded in
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="dialog"]')].every((d) => getComputedStyle(d).opacity === '1'),
    );
    await h.shot('1-withdraw-confirm');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText('Daan is withdrawn.').waitFor(settles);
    await page.getByText('withdrawn after round 2').waitFor(settles);
    // the others can still be withdrawn, Daan no more
    expect(await page.getByRole('button', { name: 'Withdraw Daan' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Withdraw Anna' }).count()).toBe(1);
    await h.shot('2-entrants-withdrawn');
    const r2 = await h.api['round.get']({ tournamentId: tid, round: 2 });
    expect(r2.unfinished).toBe(0);
  });

  it('pairs round 3, enters its last results and shows the tournament finished', async () => {
    await goTo(page, 'Pairings');
    await page.getByRole('button', { name: 'Pair round 3', exact: true }).click();
    await page.getByText('Round 3 of 3').waitFor(settles);
    const r3 = await h.api['round.get']({ tournamentId: tid, round: 3 });
    // Daan's board is scored as it is paired: both games forfeits for Bogdan
    expect(r3.boards.find((b) => b.boardNo === boardOf(r3, 2, 4))?.finished).toBe(true);
    await goTo(page, 'Results');
    await page.getByRole('tab', { name: 'Round 3' }).click();
    const b13 = boardOf(r3, 1, 3);
    await typeResults(page, [
      { board: b13, leg: 1, key: '=' },
      { board: b13, leg: 2, key: '=' },
    ]);
    await page.getByText('Every result of round 3 is in.').waitFor(settles);
    await page.getByLabel('Tournament status: Finished').waitFor(settles);

    await goTo(page, 'Pairings');
    const done = page.getByRole('status').filter({ hasText: 'Tournament finished' });
    await done
      .getByText(
        'The tournament is finished: all 3 rounds are played and every game has its result. A result can still be corrected.',
      )
      .waitFor(settles);
    expect(await page.getByRole('button', { name: /^Pair round/ }).count()).toBe(0);
    await h.shot('3-pairings-finished');
    expect((await h.api['tournament.get']({ id: tid })).status).toBe('finished');
  });

  it('reads the grid: every game from the row, the points and the place', async () => {
    await goTo(page, 'Crosstable');
    const table = page.getByRole('table', { name: 'Round-robin grid after round 3' });
    await table.waitFor(settles);
    const cells = async (row: number) =>
      Promise.all([1, 2, 3, 4].map((col) => page.getByTestId(`grid-${row}-${col}`).innerText()));
    expect(await cells(1)).toEqual(['', '1 1', '1 1', '1 1']);
    expect(await cells(2)).toEqual(['1 1', '', '1 1', '+ +']);
    expect(await cells(3)).toEqual(['1 1', '1 1', '', '1 +']);
    expect(await cells(4)).toEqual(['1 1', '− −', '1 −', '']);
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const td = [...tr.querySelectorAll('td')].map((x) => x.textContent ?? '');
        return [td[0], td[1], td[td.length - 2], td[td.length - 1]];
      }),
    );
    expect(rows).toEqual([
      ['1', 'Anna', '6', '3'],
      ['2', 'Bogdan', '8', '1'],
      ['3', 'Claire', '7', '2'],
      ['4', 'Daan', '3', '4'],
    ]);
    await page.getByText('Row against column: each game’s points from the row’s side').waitFor();
    await h.shot('4-grid');
  });

  it('runs again when the last result is undone', async () => {
    await goTo(page, 'Activity log');
    await page.getByRole('button', { name: 'Undo the last action' }).click();
    await page.getByLabel('Tournament status: Running').waitFor(settles);
    expect((await h.api['tournament.get']({ id: tid })).status).toBe('running');
  });
});
