import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * Issue 33 (3): in the French interface the portal's declaration keys are French (V valider,
 * B Blancs, N Noirs, X rejeter) and the result keys avoid "n" (read "nulle"): the key named in the
 * legend does what the legend says (R16.2, R8.2). Eight entrants, round 1 of a Swiss (four boards,
 * one game each); the players of boards 1 and 2 each report a win from their personal links, so
 * both boards are disputed.
 */
let h: Harness;
let page: Page;
let tid: number;
let boards: { boardNo: number; white: string; black: string }[] = [];
const links = new Map<string, string>();

beforeAll(async () => {
  h = await startHarness('keys-fr');
  page = h.page;
  tid = await scene(
    h.api,
    'Club de Lille',
    ['Anaëlle', 'Bérenger', 'Céline', 'Dupré', 'Élodie', 'Fabien', 'Gaëlle', 'Hugo'].map((name, i) => ({
      name,
      rating: 1900 - 50 * i,
    })),
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

describe('the keys of the French interface', () => {
  it('N retains the Noirs’ declaration and B the Blancs’, as the legend says', async () => {
    await page.goto(h.url);
    await page.getByLabel('Language').selectOption({ label: 'Français' });
    await goTo(page, 'Résultats');
    const legend = page.getByText(
      'Touches : V valider, B retenir la déclaration des Blancs, N celle des Noirs, X rejeter ; une touche de résultat impose le résultat.',
    );
    await legend.waitFor(settles);
    const row = (n: number) => page.getByTestId(`portal-board-${boards[n]!.boardNo}`);
    await row(0).getByText('en litige').waitFor(settles);
    await row(1).getByText('en litige').waitFor(settles);
    await h.shot('1-disputes');
    await row(0).focus();
    await row(0).press('n');
    await page.getByText(`Table ${boards[0]!.boardNo} : déclaration des Noirs retenue.`).waitFor(settles);
    expect(await stored(boards[0]!.boardNo)).toBe('black-wins');
    await row(1).focus();
    await row(1).press('b');
    await page.getByText(`Table ${boards[1]!.boardNo} : déclaration des Blancs retenue.`).waitFor(settles);
    expect(await stored(boards[1]!.boardNo)).toBe('white-wins');
    await h.shot('2-decided');
  });

  it('the result keys: "a" is the Noirs’ no-show as the key table says, "n" scores nothing', async () => {
    const b = boards[2]!;
    const keys = page.getByRole('table', { name: 'Touches de résultat' });
    const a = keys.getByRole('row').filter({ has: page.locator('kbd', { hasText: /^a$/ }) });
    expect((await a.locator('td').allInnerTexts()).slice(2)).toEqual([
      `Non-présentation de ${b.black} (Noirs)`,
    ]);
    expect(await keys.locator('kbd', { hasText: /^n$/ }).count()).toBe(0);
    const field = page.getByRole('textbox', { name: 'Table', exact: true });
    await field.press('Backspace');
    await field.fill(String(b.boardNo));
    await field.press('n');
    await field.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `Table ${b.boardNo} :` })
      .waitFor(settles);
    expect(await stored(b.boardNo)).toBeNull();
    await field.press('a');
    await page.getByTestId(`result-${b.boardNo}-1`).filter({ hasText: /\S/ }).waitFor(settles);
    expect(await stored(b.boardNo)).toBe('white-wins-no-show');
    await h.shot('3-result-keys');
  });
});
