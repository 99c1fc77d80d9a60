import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settles, startHarness, type Harness } from './harness';

/**
 * Issue 2, end to end in Debian's Chromium against web mode: an arbiter creates an event file and
 * a tournament, is told why threshold 25 is refused, fixes it, registers nine entrants whose names
 * carry the diacritics of five languages, reloads, and finds them still there in the right order.
 */
const ENTRANTS = [
  { name: 'Świątek, Łukasz', rating: 1850, federation: 'POL' },
  { name: 'Güneş, Işıl', rating: 1720, federation: 'TUR' },
  { name: 'İnce, Ağa', rating: 1850, federation: 'TUR' },
  { name: 'Brouwer, Eline', rating: 1950, federation: 'NED' },
  { name: 'Øvergård, Søren', rating: 1850, federation: 'NOR' },
  { name: 'Dvořák, Jiří', rating: 1720, federation: 'CZE' },
  { name: 'Łęcki, Paweł', rating: 1600, federation: 'POL' },
  { name: 'Ndiaye, Ëlodie', rating: 1600, federation: 'SEN' },
  { name: 'Baba, Sijbrand', rating: 2100, federation: 'NED' },
];

// Rating descending, ties by name in collation order: İ with I, Ø with O, Ś with S, Ł with L.
// Code-point order would put Ø before İ before Ś, and Ndiaye before Łęcki.
const BY_RATING = [
  'Baba, Sijbrand',
  'Brouwer, Eline',
  'İnce, Ağa',
  'Øvergård, Søren',
  'Świątek, Łukasz',
  'Dvořák, Jiří',
  'Güneş, Işıl',
  'Łęcki, Paweł',
  'Ndiaye, Ëlodie',
];
const BY_NAME = [
  'Baba, Sijbrand',
  'Brouwer, Eline',
  'Dvořák, Jiří',
  'Güneş, Işıl',
  'İnce, Ağa',
  'Łęcki, Paweł',
  'Ndiaye, Ëlodie',
  'Øvergård, Søren',
  'Świątek, Łukasz',
];

let h: Harness;
let page: Page;

/** The names in the entrants table, top to bottom. */
const tableNames = (p: Page) =>
  p.getByRole('table', { name: 'Entrants' }).locator('tbody tr td:nth-child(2)').allInnerTexts();

beforeAll(async () => {
  h = await startHarness('foundation');
  page = h.page;
});
afterAll(() => h?.close());

describe('foundation: event, settings, entrants in a real browser', () => {
  it('opens on the events screen, the session token gone from the address bar', async () => {
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Events', level: 2 }).waitFor();
    expect(page.url()).not.toContain('session=');
    // screens that work on a tournament are listed but cannot be entered before one is chosen
    const pairings = page.getByRole('button', { name: 'Pairings' });
    expect(await pairings.isDisabled()).toBe(true);
    await pairings.focus();
    await page.getByRole('tooltip').getByText('Open an event file and choose a tournament first.').waitFor();
    await h.shot('0-events');
  });

  it('creates an event file', async () => {
    await page.getByLabel('Event name').fill('Open de Lille 2026');
    await page.getByRole('button', { name: 'Create event file' }).click();
    await page.getByRole('heading', { name: 'Open de Lille 2026', level: 2 }).waitFor();
    await page.getByText('Event file: open-de-lille-2026').first().waitFor();
  });

  it('refuses threshold 25 next to the field, and saves once it is 9', async () => {
    await page.getByRole('button', { name: 'New tournament' }).click();
    await page.getByLabel('Tournament name').fill('Open A');
    const threshold = page.getByLabel('Threshold');
    await threshold.fill('25');
    const message = 'Threshold must be between 7 and 20 (R2.2); you entered 25.';
    await page.getByText(message).waitFor();
    expect(await threshold.getAttribute('aria-invalid')).toBe('true');
    // the message is the field's own description, read out with it
    const describedBy = (await threshold.getAttribute('aria-describedby')) ?? '';
    const descriptions = await Promise.all(
      describedBy
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    expect(descriptions).toContain(message);
    expect(await page.getByRole('button', { name: 'Create tournament' }).isDisabled()).toBe(true);
    await h.shot('1-threshold-refused');

    await threshold.fill('9');
    await page.getByText(message).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.getByRole('heading', { name: 'Settings: Open A' }).waitFor();
    expect(await page.getByLabel('Threshold').inputValue()).toBe('9');
  });

  it('registers nine entrants by keyboard and lists them by rating, then name', async () => {
    await page.getByRole('button', { name: 'Entrants', exact: true }).click();
    await page.getByRole('button', { name: 'Register entrants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register entrants' });
    for (const e of ENTRANTS) {
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(e.name);
      await dialog.getByRole('textbox', { name: 'Rating', exact: true }).fill(String(e.rating));
      await dialog.getByRole('textbox', { name: 'Federation', exact: true }).fill(e.federation);
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).press('Enter');
      await dialog.getByText(`${e.name} registered.`).waitFor();
    }
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => tableNames(page), settles).toEqual(BY_RATING);
    await page.getByText('Entrants: 9 · present: 9 · seats: 200').waitFor();
    await h.shot('2-entrants');
  });

  it('warns when the same name is typed again, and registers nothing on cancel', async () => {
    await page.getByRole('button', { name: 'Register entrants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register entrants' });
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Pawel Lecki');
    await name.press('Enter');
    const warning = dialog.getByRole('alert').filter({ hasText: 'The same person?' });
    await warning
      .getByText(
        'Łęcki, Paweł (birth year unknown) is already registered in "Open A". If Pawel Lecki is another person, confirm; if it is the same person, cancel.',
      )
      .waitFor(settles);
    await h.shot('2b-same-name-warning');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe('Pawel Lecki');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Entrants: 9 · present: 9 · seats: 200').waitFor();
  });

  it('still has them after a reload, in the same order; sorts by name and searches without accents', async () => {
    await page.reload();
    await expect.poll(() => tableNames(page), settles).toEqual(BY_RATING);

    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect.poll(() => tableNames(page), settles).toEqual(BY_NAME);

    await page.getByLabel('Search by name').fill('swiatek');
    await expect.poll(() => tableNames(page), settles).toEqual(['Świątek, Łukasz']);
    await page.getByLabel('Search by name').fill('OVERGARD');
    await expect.poll(() => tableNames(page), settles).toEqual(['Øvergård, Søren']);
    await page.getByLabel('Search by name').fill('');
  });

  it('shows a refusal only the server can make next to its field', async () => {
    // nine are registered: the form cannot know it, the server refuses fewer seats (R1.2)
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const seats = page.getByLabel('Seats');
    await seats.fill('8');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const message = '9 entrants are already registered: seats cannot go below that (R1.2).';
    await page.getByText(message).first().waitFor();
    expect(await seats.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('alert').getByText('Not saved').waitFor();
    await h.shot('3-server-refusal');
    await page.getByRole('button', { name: 'Entrants', exact: true }).click();
  });

  it('speaks French when asked, and remembers it', async () => {
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Inscrire des participants' }).waitFor();
    await page.getByLabel('Rechercher par nom').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Participants : Open A' }).waitFor();
    await h.shot('4-french');
  });
  it('corrects a rating, marks an entrant absent and removes one', async () => {
    await page.getByLabel('Langue').selectOption('en');
    await page.getByRole('button', { name: 'Edit Ndiaye, Ëlodie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit entrant' });
    await dialog.getByRole('textbox', { name: 'Rating', exact: true }).fill('2000');
    await dialog.getByRole('textbox', { name: 'Rating', exact: true }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => tableNames(page), settles)
      .toEqual(['Baba, Sijbrand', 'Ndiaye, Ëlodie', ...BY_RATING.slice(1, 8)]);

    await page.getByRole('checkbox', { name: 'Güneş, Işıl is present' }).uncheck();
    await page.getByText('Entrants: 9 · present: 8 · seats: 200').waitFor();

    await page.getByRole('button', { name: 'Remove Baba, Sijbrand' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove entrant' });
    await confirm.getByText('Remove Baba, Sijbrand from the tournament?').waitFor();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Entrants: 8 · present: 7 · seats: 200').waitFor();
    await page.reload();
    await expect.poll(() => tableNames(page), settles).toEqual(['Ndiaye, Ëlodie', ...BY_RATING.slice(1, 8)]);
    expect(await page.getByRole('checkbox', { name: 'Güneş, Işıl is present' }).isChecked()).toBe(false);
    await h.shot('5-after-corrections');
  });

  it('registers a namesake once the arbiter confirms that he is another person', async () => {
    await page.getByRole('button', { name: 'Register entrants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register entrants' });
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Dvorak, Jiri');
    await name.press('Enter');
    const warning = dialog.getByRole('alert').filter({ hasText: 'The same person?' });
    await warning.getByText('Dvořák, Jiří (birth year unknown) is already registered').waitFor(settles);
    await warning.getByRole('button', { name: 'Register anyway' }).click();
    await dialog.getByText('Dvorak, Jiri registered.').waitFor(settles);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Entrants: 9 · present: 8 · seats: 200').waitFor(settles);
  });
});
