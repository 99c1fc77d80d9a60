import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameResult } from '../../src/shared/domain';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * The arbiter's own words on the screens (docs/GLOSSARY.md): the Polish result screen says
 * "stolik", never the chess "szachownica"; the tiebreak breakdown names Buchholz Cut 1 as the
 * French federation does (Solkoff tronqué, the struck value "écarté", not "retiré" = withdrawn)
 * and as the Dutch one does (weerstandspunten zonder laagste, "geschrapt").
 */
const ENTRANTS = ['Nowak', 'Dupont', 'de Vries', 'Kowalska', 'Lefèvre', 'Bakker', 'Wiśniewski', 'Moreau'].map(
  (name, i) => ({ name, rating: 2000 - 50 * i }),
);
const ROUNDS: GameResult[][] = [
  ['white-wins', 'draw', 'black-wins', 'white-wins'],
  ['black-wins', 'white-wins', 'draw', 'white-wins'],
  ['white-wins', 'white-wins', 'black-wins', 'draw'],
];

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('vocabulary');
  page = h.page;
  const tid = await scene(h.api, 'Open Lille', ENTRANTS, { formatMode: 'force-swiss' });
  await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  for (const [k, results] of ROUNDS.entries()) {
    if (k > 0) await h.api['round.pairNext']({ tournamentId: tid });
    for (const [i, result] of results.entries())
      await h.api['result.set']({ tournamentId: tid, round: k + 1, board: i + 1, result });
  }
  await h.api['round.pairNext']({ tournamentId: tid });
  await page.goto(h.url);
});
afterAll(() => h?.close());

/** Opens the breakdown of the leader from the standings, in the language on screen. */
async function leaderBreakdown(standings: string, after: RegExp) {
  await goTo(page, standings);
  const table = page.getByRole('table', { name: after });
  await table.waitFor(settles);
  await table.locator('tbody tr').first().getByRole('button').click();
}

describe('the words of the arbiter on screen', () => {
  it('Polish results screen: stolik, never szachownica', async () => {
    await page.getByLabel('Language').selectOption('pl');
    await goTo(page, 'Wyniki');
    await page.getByRole('heading', { name: 'Wyniki: Open Lille' }).waitFor(settles);
    await page.getByRole('textbox', { name: 'Stolik', exact: true }).waitFor(settles);
    await page.getByRole('columnheader', { name: 'Stolik' }).first().waitFor(settles);
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/szachownic/i);
    await h.shot('1-results-pl');
  });

  it('French breakdown: Solkoff tronqué, the cut value écarté', async () => {
    await page.getByLabel('Język').selectOption('fr');
    await leaderBreakdown('Classement', /^Classement après la ronde \d/);
    const dialog = page.getByRole('dialog', { name: /^Départages de / });
    await dialog.getByRole('table', { name: 'Solkoff tronqué' }).waitFor(settles);
    // French typography: a space before the colon of the heading
    await dialog.getByRole('heading', { name: /^Solkoff tronqué : \d+$/ }).waitFor(settles);
    expect(await dialog.getByText('(écarté)').count()).toBe(1);
    await dialog.getByText('Barré : écarté par la troncature (R9.2, R9.6).').waitFor();
    // Buchholz only beside Solkoff, as the team page names the criterion (issue 32.5)
    expect(await dialog.innerText()).not.toMatch(/(?<!Solkoff \()buchholz|retiré/i);
    await h.shot('2-breakdown-fr');
    await page.keyboard.press('Escape');
  });

  it('Dutch breakdown: weerstandspunten zonder laagste, geschrapt', async () => {
    await page.getByLabel('Langue').selectOption('nl');
    await leaderBreakdown('Stand', /^Stand na ronde \d/);
    const dialog = page.getByRole('dialog', { name: /^Tiebreaks van / });
    await dialog.getByRole('table', { name: 'Weerstandspunten zonder laagste' }).waitFor(settles);
    expect(await dialog.getByText('(geschrapt)').count()).toBe(1);
    expect(await dialog.innerText()).not.toMatch(/buchholz/i);
    await h.shot('3-breakdown-nl');
    await page.keyboard.press('Escape');
    await page.getByLabel('Taal').selectOption('en');
  });
});
