import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * RULES.md R9.4, R9.5 in a real browser: the settings offer the whole catalogue, named as draughts
 * arbiters know them (Solkoff), and both FIDE editions of unplayed rounds; the choice is stored.
 */
let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('tiebreak-settings');
  page = h.page;
  await scene(
    h.api,
    'Open de Brunssum',
    [
      { name: 'Świątek, Łukasz', rating: 2339 },
      { name: 'Ndiaye, Ëlodie', rating: 1800 },
      { name: 'Øvergård, Søren', rating: 1650 },
      { name: 'Łęcki, Paweł', rating: 1712 },
    ],
    { tiebreaks: ['BH/C1', 'SB'] },
  );
});
afterAll(() => h?.close());

describe('tiebreak settings', () => {
  it('adds fore Buchholz and stores the 2026 FIDE edition', async () => {
    await page.goto(h.url);
    await goTo(page, 'Settings');
    await page.getByText('Truncated Solkoff').first().waitFor(settles);
    // Each criterion is named as draughts arbiters say it, its FIDE C.07 code beside it.
    await page.getByText('FIDE C.07: BH/C1').first().waitFor(settles);
    const add = page.getByRole('combobox', { name: 'Add a tiebreak…' });
    await add.selectOption({ label: 'Fore Buchholz · FIDE C.07: FB' });
    await page.getByRole('button', { name: 'Remove Fore Buchholz' }).waitFor(settles);
    await add.selectOption({
      label: "Solkoff-plus · No FIDE C.07 code: FMJD's criterion; FIDE's AOB averages the same figures.",
    });
    await page.getByRole('button', { name: 'Remove Solkoff-plus' }).waitFor(settles);
    await page
      .getByRole('combobox', { name: 'Unplayed games in tiebreaks' })
      .selectOption({ label: 'The FIDE way, 2026 edition' });
    await h.shot('1-catalogue-and-edition');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(async () => (await h.api['tournament.list']({}))[0]?.settings.unplayedPolicy, settles)
      .toBe('fide-2026');
    const saved = await h.api['tournament.list']({});
    expect(saved[0]?.settings.tiebreaks).toEqual(['BH/C1', 'SB', 'FB', 'SOLK+']);
  });
});
