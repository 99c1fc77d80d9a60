import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RoundView } from '../../src/shared/api/rounds';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * Issue 33 (2): game 2 of a finished board is corrected on the screen, by keyboard and by mouse,
 * with the same before/after dialog as game 1 (R6.7). Four entrants always play two games per
 * round, colours reversed (R3.2, R5.1). Every game of rounds 1 and 2 is won by that game's White,
 * so on every board the board table reads 2–0 in game 1 and 0–2 in game 2 (game 2 is read from
 * the board's White, who has Black there).
 */
const settled = (p: Page) =>
  p.waitForFunction(() =>
    [...document.querySelectorAll('[role="dialog"]')].every((d) => getComputedStyle(d).opacity === '1'),
  );

let h: Harness;
let page: Page;
let tid: number;
let r1: RoundView;

beforeAll(async () => {
  h = await startHarness('second-game');
  page = h.page;
  tid = await scene(
    h.api,
    'Two games',
    ['Anna', 'Bogdan', 'Claire', 'Daan'].map((name, i) => ({ name, rating: 1800 - 50 * i })),
  );
  await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  for (const round of [1, 2]) {
    if (round === 2) await h.api['round.pairNext']({ tournamentId: tid });
    const r = await h.api['round.get']({ tournamentId: tid, round });
    for (const b of r.boards)
      for (const leg of [1, 2] as const)
        await h.api['result.set']({ tournamentId: tid, round, board: b.boardNo, leg, result: 'white-wins' });
  }
  r1 = await h.api['round.get']({ tournamentId: tid, round: 1 });
});
afterAll(() => h?.close());

const game = async (board: number, leg: 1 | 2) => {
  const r = await h.api['round.get']({ tournamentId: tid, round: 1 });
  return r.boards.find((b) => b.boardNo === board)?.games.find((g) => g.leg === leg)?.result;
};

describe('correcting the second game of a finished board', () => {
  it('by keyboard: the board number, Enter for game 1, Enter again for game 2, then the key', async () => {
    await page.goto(h.url);
    await goTo(page, 'Results');
    await page.getByRole('tab', { name: 'Round 1' }).click();
    await page.getByText('Round 1 is an earlier round', { exact: false }).waitFor(settles);
    // the legend says how game 2 is reached
    await page
      .getByText('Type a board number and press Enter: game 1; Enter again: game 2 of that board', {
        exact: false,
      })
      .waitFor();
    const [white, black] = [r1.boards[0]!.white.name, r1.boards[0]!.black.name];
    const field = page.getByRole('textbox', { name: 'Board', exact: true });
    await field.press('Backspace');
    await field.fill('1');
    await field.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Board 1, game' });
    await status.filter({ hasText: `Board 1, game 1: ${white} – ${black}` }).waitFor(settles);
    // game 1 already has a win of its White: "nothing to correct" names the game and the way on
    await field.press('1');
    await page
      .getByText(
        'Board 1, game 1 already has this result: nothing to correct. For the other game of this board press Enter, then its key.',
      )
      .waitFor(settles);
    await field.press('Enter');
    // game 2: colours reversed (R5.1), the board's Black has White
    await status.filter({ hasText: `Board 1, game 2: ${black} – ${white}` }).waitFor(settles);
    // "0": the game's Black (the board's White) wins; read from the board's White, 0–2 becomes 2–0
    await field.press('0');
    const dialog = page.getByRole('dialog', { name: 'Correct a result of round 1' });
    await dialog.getByText(`Board 1, game 2: ${white} – ${black}: 0–2 becomes 2–0.`).waitFor(settles);
    await settled(page);
    await h.shot('1-keyboard-dialog');
    await dialog.getByRole('button', { name: 'Correct the result' }).click();
    await page.getByText('Result corrected.').waitFor(settles);
    expect(await page.getByTestId('result-1-2').innerText()).toBe('2–0');
    expect(await game(1, 2)).toBe('black-wins');
    expect(await game(1, 1)).toBe('white-wins');
    await h.shot('2-keyboard-corrected');
  });

  it('by mouse: a click on the game-2 cell selects game 2, then the key', async () => {
    const [white, black] = [r1.boards[1]!.white.name, r1.boards[1]!.black.name];
    await page.getByTestId('result-2-2').click();
    await page
      .getByRole('status')
      .filter({ hasText: `Board 2, game 2: ${black} – ${white}` })
      .waitFor(settles);
    await page.keyboard.press('=');
    const dialog = page.getByRole('dialog', { name: 'Correct a result of round 1' });
    await dialog.getByText(`Board 2, game 2: ${white} – ${black}: 0–2 becomes 1–1.`).waitFor(settles);
    await settled(page);
    await h.shot('3-mouse-dialog');
    await dialog.getByRole('button', { name: 'Correct the result' }).click();
    await page.getByText('Result corrected.').waitFor(settles);
    expect(await game(2, 2)).toBe('draw');
    expect(await game(2, 1)).toBe('white-wins');
    // a click on the row elsewhere still picks game 1
    await page.getByRole('cell', { name: `${r1.boards[1]!.white.startNo}. ${white}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Board 2, game 1: ${white} – ${black}` })
      .waitFor(settles);
  });

  it('the last-action line stays with its round: the Round 2 tab does not show round 1’s', async () => {
    const line = page.getByText('Result corrected.');
    await line.waitFor(settles);
    await page.getByRole('tab', { name: 'Round 2' }).click();
    await page.getByText('Every result of round 2 is in.').waitFor(settles);
    expect(await line.count()).toBe(0);
  });

  it('the activity log reads game 2 as Results does: from the board’s White, said in its legend', async () => {
    const [white, black] = [r1.boards[0]!.white.name, r1.boards[0]!.black.name];
    await goTo(page, 'Activity log');
    await page.getByTestId('activity-legs').waitFor(settles);
    expect(await page.getByTestId('activity-legs').innerText()).toBe(
      'Two games per round: both games of a board are named and read from the board’s White, as on Results (in game 2 that entrant has Black, R5.1).',
    );
    // board 1, game 2 was 0–2 on Results (a win of its White, the board's Black) and became 2–0
    await page
      .getByText(`Board 1, game 2, round 1: ${white} – ${black}, result corrected to 2–0 (was 0–2)`)
      .waitFor(settles);
    await h.shot('4-activity');
  });
});
