import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * The Activity log in a real browser, in the arbiter's words (defect: "entrant.add",
 * "result: white-wins", "undid: 179"): who registered, which board got which result and what it
 * was before, what an undo took back; in English, then in Polish.
 */
const ENTRANTS = [
  { name: 'Kowalski, Jan', rating: 2100 },
  { name: 'Świątek, Iga', rating: 2000 },
  { name: 'Łęcki, Paweł', rating: 1850 },
  { name: 'Yılmaz, Ayşe', rating: 1800 },
];

let h: Harness;
let page: Page;
let tid: number;
/** Board 1 of round 1: who has White and who Black. */
let white: string;
let black: string;

const log = () => page.getByRole('table', { name: 'Activity log' });
/** The log's rows, newest first: [action, what]. */
async function rows(table: Locator): Promise<string[][]> {
  const trs = await table.locator('tbody tr').all();
  return Promise.all(trs.map(async (r) => (await r.locator('td').allInnerTexts()).slice(1)));
}

beforeAll(async () => {
  h = await startHarness('activity');
  page = h.page;
  tid = await scene(h.api, 'Open Łódź', ENTRANTS);
  const { round } = await h.api['tournament.start']({ tournamentId: tid, seed: 7 });
  const b1 = round?.boards[0];
  if (!b1) throw new Error('round 1 was not paired');
  [white, black] = [b1.white.name, b1.black.name];
  await h.api['result.set']({ tournamentId: tid, round: 1, board: 1, result: 'white-wins' });
  await h.api['result.set']({ tournamentId: tid, round: 1, board: 1, result: 'draw' });
});
afterAll(() => h?.close());

describe('activity log: said in the arbiter’s words', () => {
  it('names who registered, and the board, players, new and old result', async () => {
    await page.goto(h.url);
    await goTo(page, 'Activity log');
    await log().waitFor(settles);
    const seen = await rows(log());
    expect(seen[0]).toEqual([
      'Result entered',
      `Board 1, round 1: ${white} – ${black}, result 1–1 (was 2–0)`,
    ]);
    expect(seen[1]).toEqual(['Result entered', `Board 1, round 1: ${white} – ${black}, result 2–0`]);
    expect(seen).toContainEqual(['Entrant registered', 'Added entrant Łęcki, Paweł (1850)']);
    expect(seen).toContainEqual(['Entrant registered', 'Added entrant Yılmaz, Ayşe (1800)']);
    // the event's own actions are in every tournament's log too (its creation comes first)
    expect(seen.at(-1)).toEqual(['Event file created', 'Event file created: Open Łódź']);
    expect(seen.at(-2)).toEqual(['Tournament created', 'Tournament created: Open Łódź']);
    // nothing of the code's own language
    const text = (await log().innerText()).toLowerCase();
    for (const code of ['entrant.add', 'white-wins', 'undid:', 'result:', 'tournamentid'])
      expect(text).not.toContain(code);
  });

  it('says what an undo took back, in the note and in the log', async () => {
    await page.getByRole('button', { name: 'Undo the last action' }).click();
    const undid = 'Undid: result of board 1, round 1 (1–1 → 2–0)';
    await page.getByRole('status').filter({ hasText: undid }).waitFor(settles);
    await expect.poll(async () => (await rows(log()))[0], settles).toEqual(['Undone', undid]);
    expect((await rows(log()))[1]?.[0]).toMatch(/^Result entered\s+undone$/i);
    await h.shot('1-english');
  });

  it('speaks Polish when the arbiter does', async () => {
    await page.getByLabel('Language').selectOption('pl');
    const table = page.getByRole('table', { name: 'Dziennik działań' });
    await expect
      .poll(async () => (await rows(table))[0], settles)
      .toEqual(['Cofnięto', 'Cofnięto: wynik przy stoliku 1, runda 1 (1–1 → 2–0)']);
    // the note of the undo too
    await page
      .getByRole('status')
      .filter({ hasText: 'Cofnięto: wynik przy stoliku 1, runda 1' })
      .waitFor(settles);
    const seen = await rows(table);
    expect(seen).toContainEqual(['Zapisano uczestnika', 'Zapisano uczestnika: Łęcki, Paweł (1850)']);
    expect(seen).toContainEqual(['Wynik wpisany', `Stolik 1, runda 1: ${white} – ${black}, wynik 2–0`]);
    await h.shot('2-polish');
    await page.getByLabel('Język').selectOption('en');
  });
});
