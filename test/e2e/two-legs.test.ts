import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, typeResults, type Harness } from './harness';

/**
 * Issue 5 (c): four entrants always play two legs (R3.2): three rounds of two boards, each board
 * two games, colours reversed (R5.1). White wins every game: each entrant plays 6 games, 3 with
 * White, so everyone ends on 3 x 2 = 6 points.
 */
let h: Harness;
let page: Page;
let tid: number;

beforeAll(async () => {
  h = await startHarness('legs');
  page = h.page;
  tid = await scene(
    h.api,
    'Four of a kind',
    ['Anna', 'Bogdan', 'Claire', 'Daan'].map((name, i) => ({ name, rating: 1800 - 50 * i })),
  );
});
afterAll(() => h?.close());

describe('a 4-entrant tournament where two legs are forced', () => {
  it('says so at the start and shows two games on every board', async () => {
    await page.goto(h.url);
    await goTo(page, 'Pairings');
    await page.getByRole('button', { name: 'Start the tournament' }).click();
    // R2.3: the decision is shown and asked first
    await page
      .getByRole('dialog', { name: 'Start the tournament?' })
      .getByRole('button', { name: 'Start and pair round 1' })
      .click();
    await page.getByText('4 present, threshold 7: round robin, 3 rounds.').waitFor(settles);
    await page
      .getByText(
        'A round robin of 4 always plays two games per round, colours reversed: six games each (R3.2).',
      )
      .waitFor();
    const table = page.getByRole('table', { name: 'Pairing of round 1' });
    await table.getByRole('columnheader', { name: 'Game 2' }).waitFor();
    await h.shot('1-round-1');
  });

  it('scores game 1 then game 2 of each board by one key each, three rounds', async () => {
    for (let round = 1; round <= 3; round++) {
      if (round > 1) {
        await goTo(page, 'Pairings');
        await page.getByRole('button', { name: `Pair round ${round}`, exact: true }).click();
        await page.getByText(`Round ${round} of 3`).waitFor(settles);
      }
      const r = await h.api['round.get']({ tournamentId: tid, round });
      expect(r.gamesPerRound).toBe(2);
      expect(r.boards.every((b) => b.games.length === 2)).toBe(true);
      await goTo(page, 'Results');
      await page.getByRole('tab', { name: `Round ${round}` }).click();
      await typeResults(page, [{ board: 1, leg: 1, key: '1' }]);
      // Game 2 of board 1 is selected: colours reversed (R5.1), so "1" is a win of the board's
      // Black and the board table, read from the board's White, shows it as 0–2. The key map
      // says so, by name, before the key is pressed.
      const [first, second] = [r.boards[0]?.white.name, r.boards[0]?.black.name];
      await page
        .getByTestId('keys-game')
        .filter({ hasText: `Board 1, game 2: ${second} has White, ${first} Black.` })
        .waitFor(settles);
      const one = page
        .getByRole('table', { name: 'Result keys' })
        .getByRole('row')
        .filter({ has: page.locator('kbd', { hasText: /^1$/ }) });
      expect(await one.locator('td').allInnerTexts()).toEqual(['1', '0–2', `${second} wins with White`]);
      if (round === 1) await h.shot('2-keys-game-2');
      await typeResults(page, [
        { board: 1, leg: 2, key: '1' },
        { board: 2, leg: 1, key: '1' },
        { board: 2, leg: 2, key: '1' },
      ]);
      expect(await page.getByTestId('result-1-2').innerText()).toBe('0–2');
      expect(await page.getByTestId('result-2-1').innerText()).toBe('2–0');
      await page.getByText(`Every result of round ${round} is in.`).waitFor(settles);
      if (round === 1) await h.shot('2-results');
    }
    await goTo(page, 'Standings');
    const table = page.getByRole('table', { name: 'Standings after round 3' });
    await table.waitFor(settles);
    const points = await table.locator('tbody tr td:nth-child(4)').allInnerTexts();
    expect(points).toEqual(['6', '6', '6', '6']);
    await h.shot('3-standings');
  });

  it('says in the grid’s legend that the two games of a round stand side by side', async () => {
    await goTo(page, 'Crosstable');
    await page.getByRole('table', { name: 'Round-robin grid after round 3' }).waitFor(settles);
    await page.getByText('The two games of a round side by side.', { exact: false }).waitFor();
    await h.shot('4-grid');
  });

  it('says on Results how the table reads game 2, with no game chosen', async () => {
    await goTo(page, 'Results');
    await page.getByRole('tab', { name: 'Round 1' }).click();
    await page.getByText('Every result of round 1 is in.').waitFor(settles);
    expect(await page.getByTestId('keys-game').count()).toBe(0);
    expect(await page.getByTestId('keys-note').innerText()).toContain(
      'the table reads both games from the board’s White.',
    );
    await h.shot('5-results-round-1');
  });
});
