import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/*
 * Nine entrants, Swiss, the setting "Extra round" on. R3.3 gives 9-16 present 6 rounds, R3.4 one
 * more: 7 rounds. Starting numbers by rating (R6.3): Adam 1 ... Iris 9.
 * - Start: the decision is shown first and asked; Cancel changes nothing, Confirm starts.
 * - Absence (R10.1): Eva marked absent for round 2 is still shown after a reload, and is marked
 *   present again from the panel.
 * - Correction two rounds back: rounds 2 and 3 have results; a key on round 1 asks first and says
 *   what it touches (R6.7: later pairings stay, the standings after rounds 1 to 3 change).
 */
const NAMES = ['Adam', 'Bea', 'Cyril', 'Dora', 'Eva', 'Frans', 'Gosia', 'Hugo', 'Iris'];
let h: Harness;
let page: Page;
let tid: number;

/** Waits until every open dialog has faded in, for a picture that shows it whole. */
const settled = (p: Page) =>
  p.waitForFunction(() =>
    [...document.querySelectorAll('[role="dialog"]')].every((d) => getComputedStyle(d).opacity === '1'),
  );

beforeAll(async () => {
  h = await startHarness('day');
  page = h.page;
  tid = await scene(
    h.api,
    'Open de Namur',
    NAMES.map((name, i) => ({ name, rating: 1900 - 50 * i })),
    { extraRound: true },
  );
});
afterAll(() => h?.close());

describe('the start, the absence panel and a correction, as the arbiter meets them', () => {
  it('shows the start decision first: Cancel changes nothing, Confirm starts (R2.3)', async () => {
    await page.goto(h.url);
    await goTo(page, 'Pairings');
    await page.getByRole('button', { name: 'Start the tournament' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start the tournament?' });
    await dialog.getByText('9 present, threshold 7: Swiss, 7 rounds.').waitFor(settles);
    await dialog.getByText('Swiss: 9 present is at least the threshold of 7 (R2.2).').waitFor();
    await dialog.getByText('Rounds from the table (R3.3): “9–16 present: 6 rounds”.').waitFor();
    await dialog.getByText('Plus one: the setting “Extra round” is on (R3.4). 7 rounds in all.').waitFor();
    // the settings behind it, named as on the settings screen
    const settings = dialog.getByRole('table', { name: 'Settings behind the decision' });
    const rows = await settings
      .locator('tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([
      ['Minimum to start', '4'],
      ['Threshold', '7'],
      ['Format', 'Automatic (by threshold)'],
      ['Number of Swiss rounds', 'By the table'],
      ['Extra round', 'on'],
      ['Two games per round, colours reversed', 'off'],
      ['Cycles of a round robin', 'One: each pair meets once'],
    ]);
    await settled(page);
    await h.shot('1-start-confirm');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await h.api['tournament.get']({ id: tid })).status).toBe('registration');
    expect(await h.api['tournament.progress']({ tournamentId: tid })).toMatchObject({
      decision: null,
      currentRound: 0,
    });

    await page.getByRole('button', { name: 'Start the tournament' }).click();
    await dialog.getByRole('button', { name: 'Start and pair round 1' }).click();
    await page.getByText('Round 1 of 7').waitFor(settles);
    expect((await h.api['tournament.get']({ id: tid })).status).toBe('running');
  });

  it('shows an absence after a reload and marks the entrant present again there (R10.1)', async () => {
    const panel = page.getByRole('region', { name: 'Absence and withdrawal (R10)' });
    await panel.getByLabel('Entrant', { exact: true }).click();
    await page
      .getByRole('listbox', { name: 'Entrant' })
      .getByRole('option', { name: '5. Eva', exact: true })
      .click();
    await panel.getByRole('button', { name: 'Mark absent (Round 2)' }).click();
    await panel.getByText('Absent in round 2: Eva').waitFor(settles);

    await page.reload();
    await panel.getByText('Absent in round 2: Eva').waitFor(settles);
    const unmark = panel.getByRole('button', { name: 'Mark Eva present again' });
    await unmark.waitFor();
    await h.shot('2-absence-after-reload');
    await unmark.click();
    await panel.getByText('Nobody is marked absent for round 2.').waitFor(settles);
    expect(await h.api['round.absences']({ tournamentId: tid })).toEqual([]);
  });

  it('asks before a correction two rounds back and says what it touches (R6.7)', async () => {
    const win = async (round: number) => {
      const r = await h.api['round.get']({ tournamentId: tid, round });
      for (const b of r.boards)
        await h.api['result.set']({ tournamentId: tid, round, board: b.boardNo, result: 'white-wins' });
      return r;
    };
    const r1 = await win(1);
    await h.api['round.pairNext']({ tournamentId: tid });
    await win(2);
    await h.api['round.pairNext']({ tournamentId: tid });
    await h.api['result.set']({ tournamentId: tid, round: 3, board: 1, result: 'draw' });
    const b1 = r1.boards[0];
    if (!b1) throw new Error('no board 1');

    await goTo(page, 'Results');
    await page.getByRole('tab', { name: 'Round 1' }).click();
    const field = page.getByRole('textbox', { name: 'Board', exact: true });
    await page.getByText('Round 1 is an earlier round', { exact: false }).waitFor(settles);
    const key = async (k: string) => {
      await field.press('Backspace');
      await field.fill('1');
      await field.press('Enter');
      await field.press(k);
    };
    await key('0');
    const dialog = page.getByRole('dialog', { name: 'Correct a result of round 1' });
    await dialog.getByText(`Board 1: ${b1.white.name} – ${b1.black.name}: 2–0 becomes 0–2.`).waitFor(settles);
    await dialog.getByText('The standings after rounds 1 to 3 change (R9.1).').waitFor();
    await dialog
      .getByText('Rounds 2 and 3 already have results: their pairings stay as they are (R6.7).')
      .waitFor();
    await settled(page);
    await h.shot('3-correction-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const kept = await h.api['round.get']({ tournamentId: tid, round: 1 });
    expect(kept.boards[0]?.games[0]?.result).toBe('white-wins');

    await key('0');
    await dialog.getByRole('button', { name: 'Correct the result' }).click();
    await page.getByText('Result corrected.').waitFor(settles);
    const corrected = await h.api['round.get']({ tournamentId: tid, round: 1 });
    expect(corrected.boards[0]?.games[0]?.result).toBe('black-wins');
    // R6.7: the later pairings are as they were
    const r3 = await h.api['round.get']({ tournamentId: tid, round: 3 });
    expect(r3.boards[0]?.games[0]?.result).toBe('draw');
  });
});
