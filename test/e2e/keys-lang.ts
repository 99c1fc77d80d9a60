import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * Issue 33 (3): the portal's declaration keys and the result letters follow the interface
 * language (docs/GLOSSARY.md, "Keys follow the interface language"), and the key the legend names
 * does what the legend says (R16.2, R8.5). As test/e2e/keys-fr.test.ts for French: eight entrants,
 * round 1 of a Swiss; both players of boards 1 and 2 report a win from their personal links, so
 * both boards are disputed; board 3 is then ruled drawn by the language's ruled-draw letter.
 */
export type KeyWords = {
  lang: 'nl' | 'pl';
  /** The language as the language select names it. */
  language: string;
  results: string;
  board: string;
  /** The legend, written out by hand in the language. */
  legend: string;
  disputed: string;
  /** The letters the legend names. */
  white: string;
  black: string;
  /** "Board 3: ..." once a declaration is retained. */
  tookWhite: (board: number) => string;
  tookBlack: (board: number) => string;
  keysTable: string;
  ruledKey: string;
  ruledText: string;
};

export function keySuite(w: KeyWords) {
  let h: Harness;
  let page: Page;
  let tid: number;
  let boards: { boardNo: number; white: string; black: string }[] = [];
  const links = new Map<string, string>();

  beforeAll(async () => {
    h = await startHarness(`keys-${w.lang}`);
    page = h.page;
    const names = ['Anna', 'Bram', 'Cor', 'Daan', 'Ewa', 'Fenna', 'Gosia', 'Henk'];
    tid = await scene(
      h.api,
      `Club ${w.lang}`,
      names.map((name, i) => ({ name, rating: 1900 - 50 * i })),
    );
    const start = await h.api['tournament.start']({ tournamentId: tid, seed: 5 });
    boards = (start.round?.boards ?? []).map((b) => ({
      boardNo: b.boardNo,
      white: b.white.name,
      black: b.black.name,
    }));
    await h.api['portal.configure']({
      tournamentId: tid,
      enabled: true,
      access: 'open',
      password: 'club-2026',
    });
    await h.api['portal.listen']({ address: '127.0.0.1', port: 0 });
    for (const l of await h.api['portal.invite']({ tournamentId: tid })) links.set(l.name, l.url);
    for (const b of boards.slice(0, 2))
      for (const name of [b.white, b.black]) {
        const p = await h.phone();
        await p.goto(links.get(name) ?? '');
        await p.getByText(/^Board \d+ · against /).waitFor(settles);
        await p.getByRole('button', { name: 'I won', exact: true }).click();
        await p.getByRole('button', { name: 'Send: I won' }).click();
        await p
          .getByText(/Disputed|Waiting/)
          .first()
          .waitFor(settles);
        await p.close();
      }
  });
  afterAll(() => h?.close());

  const stored = async (board: number) => {
    const r = await h.api['round.get']({ tournamentId: tid, round: 1 });
    return r.boards.find((b) => b.boardNo === board)?.games[0]?.result;
  };

  describe(`the keys of the ${w.language} interface`, () => {
    it(`${w.black.toUpperCase()} retains Black's report and ${w.white.toUpperCase()} White's, as the legend says`, async () => {
      await page.goto(h.url);
      await page.getByLabel('Language').selectOption({ label: w.language });
      await goTo(page, w.results);
      await page.getByText(w.legend).waitFor(settles);
      const row = (n: number) => page.getByTestId(`portal-board-${boards[n]!.boardNo}`);
      await row(0).getByText(w.disputed, { exact: true }).waitFor(settles);
      await row(1).getByText(w.disputed, { exact: true }).waitFor(settles);
      await h.shot('1-legend');
      await row(0).focus();
      await row(0).press(w.black);
      await page.getByText(w.tookBlack(boards[0]!.boardNo)).waitFor(settles);
      expect(await stored(boards[0]!.boardNo)).toBe('black-wins');
      await row(1).focus();
      await row(1).press(w.white);
      await page.getByText(w.tookWhite(boards[1]!.boardNo)).waitFor(settles);
      expect(await stored(boards[1]!.boardNo)).toBe('white-wins');
      await h.shot('2-decided');
    });

    it(`the ruled-draw letter "${w.ruledKey}" of the key table rules the game drawn, "r" scores nothing`, async () => {
      const b = boards[2]!;
      const keys = page.getByRole('table', { name: w.keysTable });
      const row = keys
        .getByRole('row')
        .filter({ has: page.locator('kbd', { hasText: new RegExp(`^${w.ruledKey}$`) }) });
      expect((await row.locator('td').allInnerTexts()).join(' ')).toContain(w.ruledText);
      expect(await keys.locator('kbd', { hasText: /^r$/ }).count()).toBe(0);
      const field = page.getByRole('textbox', { name: w.board, exact: true });
      await field.press('Backspace');
      await field.fill(String(b.boardNo));
      await field.press('r');
      await field.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `${w.board} ${b.boardNo}:` })
        .waitFor(settles);
      expect(await stored(b.boardNo)).toBeNull();
      await field.press(w.ruledKey);
      await page.getByTestId(`result-${b.boardNo}-1`).filter({ hasText: /\S/ }).waitFor(settles);
      expect(await stored(b.boardNo)).toBe('ruled-draw');
      await h.shot('3-result-keys');
    });
  });
}
