import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RoundView } from '../../src/shared/api/rounds';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * Issue 28 (2): rounds 1-2 complete, round 3 paired without results; correcting a round-1 board
 * re-pairs round 3 (R6.7), not only a round k+1. Eight entrants, Swiss, a random two-move
 * opening per round (R11.2). Round 1: 1-5, 2-6, 3-7, 4-8 and round 2: 1-4, 2-3, 5-8, 6-7, the
 * higher-ranked entrant winning every board: round 3 pairs 1-2 (both on 4 points). With 5 beating
 * 1 in round 1, 2 and 5 lead on 4, 1, 3, 4, 6 have 2, 7 and 8 none: every score group pairs
 * inside itself, so the new round 3 has 2-5 and 7-8 (hand-worked in the API test of R6.7).
 */
let h: Harness;
let page: Page;
let tid: number;
const NAMES = ['Adam', 'Bram', 'Cees', 'Dirk', 'Eva', 'Fenna', 'Gert', 'Hanna'];
const pairs = (r: RoundView) =>
  r.boards.map((b) => [b.white.startNo, b.black.startNo].sort((x, y) => x - y).join('-')).sort();

async function higherWins(round: number) {
  const r = await h.api['round.get']({ tournamentId: tid, round });
  for (const b of r.boards)
    await h.api['result.set']({
      tournamentId: tid,
      round,
      board: b.boardNo,
      result: b.white.startNo < b.black.startNo ? 'white-wins' : 'black-wins',
    });
  return r;
}

let r1: RoundView;
let r3: RoundView;
beforeAll(async () => {
  h = await startHarness('correction-latest');
  page = h.page;
  tid = await scene(
    h.api,
    'Open Haarlem',
    NAMES.map((name, i) => ({ name, rating: 2000 - 10 * i })),
    { swissRounds: 5, openingMode: 'random-2' },
  );
  await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  r1 = await higherWins(1);
  await h.api['round.pairNext']({ tournamentId: tid });
  await higherWins(2);
  r3 = await h.api['round.pairNext']({ tournamentId: tid });
});
afterAll(() => h?.close());

describe('a correction of round 1 re-pairs round 3 when round 2 has results', () => {
  it('round 3 is paired on the old scores: 1 against 2', async () => {
    expect(pairs(r1)).toEqual(['1-5', '2-6', '3-7', '4-8']);
    expect(pairs(r3)).toContain('1-2');
    await page.goto(h.url);
    await goTo(page, 'Pairings');
    await page.getByText('Round 3 of 5').waitFor(settles);
    await h.shot('1-round-3-before');
  });

  it('the dialog names round 2 as played, round 3 old against new, the opening kept; confirmed, round 3 re-paired', async () => {
    const b = r1.boards.find((x) => x.white.startNo === 1 || x.black.startNo === 1);
    if (!b) throw new Error('1 is not paired');
    const moves = r3.opening?.moves.join(' ') ?? '';
    expect(moves).not.toBe('');
    await goTo(page, 'Results');
    await page.getByRole('tab', { name: 'Round 1' }).click();
    await page.getByText('Round 1 is an earlier round', { exact: false }).waitFor(settles);
    const field = page.getByRole('textbox', { name: 'Board', exact: true });
    await field.press('Backspace');
    await field.fill(String(b.boardNo));
    await field.press('Enter');
    // 5 beats 1: Black wins when 1 has White
    await field.press(b.white.startNo === 1 ? '0' : '1');
    const modal = page.getByRole('dialog', { name: 'Correct a result of round 1' });
    await modal.getByRole('table', { name: 'Old pairing' }).waitFor(settles);
    await modal.getByRole('table', { name: 'New pairing' }).waitFor();
    // only true things: round 2 has results, round 3 has none and is re-paired
    await modal.getByText('Round 2 already has results: its pairing stays as it is (R6.7).').waitFor();
    await modal
      .getByText('Round 3 is paired and has no result yet: the correction re-pairs it (R6.7).', {
        exact: false,
      })
      .waitFor();
    expect(await modal.getByText('Rounds 2 to 3', { exact: false }).count()).toBe(0);
    await modal.getByText(`Round 3 keeps its opening: ${moves} (R11.2).`).waitFor();
    expect(await modal.getByRole('checkbox', { name: 'Draw a new opening for round 3' }).isChecked()).toBe(
      false,
    );
    await h.shot('2-correction-dialog');
    await modal.getByRole('button', { name: 'Correct and re-pair' }).click();
    await page.getByText('Result corrected; round 3 re-paired.').waitFor(settles);

    const after = await h.api['round.get']({ tournamentId: tid, round: 3 });
    expect(pairs(after)).toContain('2-5');
    expect(pairs(after)).toContain('7-8');
    expect(pairs(after)).not.toContain('1-2');
    expect(after.opening?.moves.join(' ')).toBe(moves);
  });

  it('the Pairings screen shows the new round 3 with its opening', async () => {
    await goTo(page, 'Pairings');
    await page.getByText('Round 3 of 5').waitFor(settles);
    await page.getByRole('tab', { name: 'Round 3' }).click();
    const moves = r3.opening?.moves ?? [];
    await page
      .getByTestId('opening-moves')
      .filter({ hasText: moves[0] ?? '' })
      .first()
      .waitFor(settles);
    await h.shot('3-round-3-after');
  });

  it('round 3 unpaired and paired again: the opening kept, the notice gone once re-paired (issue 28, 6)', async () => {
    const moves = r3.opening?.moves.join(' ') ?? '';
    await page.getByRole('button', { name: 'Unpair round 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unpair round 3' });
    const box = dialog.getByRole('checkbox', { name: /Draw a new opening when round 3 is paired again/ });
    await box.waitFor(settles);
    expect(await box.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Unpair round 3' }).click();
    const notice = page.getByText(
      `Round 3 unpaired. Its opening ${moves} is kept for its next pairing (R11.2).`,
    );
    await notice.waitFor(settles);
    await h.shot('4-round-3-unpaired');
    await page.getByRole('button', { name: 'Pair round 3', exact: true }).click();
    await page.getByText('Round 3 of 5').waitFor(settles);
    await notice.waitFor({ state: 'detached', ...settles });
    expect(await page.getByText('Round 3 unpaired.', { exact: false }).count()).toBe(0);
    await page.getByTestId('opening-moves').filter({ hasText: moves }).first().waitFor(settles);
    expect((await h.api['round.get']({ tournamentId: tid, round: 3 })).opening?.moves.join(' ')).toBe(moves);
    await h.shot('5-round-3-paired-again');
  });
});
