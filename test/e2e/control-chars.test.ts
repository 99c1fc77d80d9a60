import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * A name pasted with a tab (a cell copied from a spreadsheet keeps it; a text field drops line
 * breaks but not tabs) is refused on the screen with the message that says what to retype, and
 * nothing is registered; a city with one is refused next to its field in the settings
 * (docs/TEXT.md).
 */
let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('control-chars');
  page = h.page;
  await scene(h.api, 'Open Łódź', []);
});
afterAll(() => h?.close());

describe('a typed text with a control character, on the screens', () => {
  it('is refused in the registration dialog, and nothing is registered', async () => {
    await page.goto(h.url);
    await goTo(page, 'Entrants');
    await page.getByRole('button', { name: 'Register entrants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register entrants' });
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Kowalski,\tJan');
    expect(await name.inputValue()).toBe('Kowalski,\tJan');
    await name.press('Enter');
    await dialog
      .getByText(
        'Nothing was saved: name holds a tab (U+0009) after "Kowalski,". Line breaks, tabs and other control characters would split the records of the files Diagonal writes (TRF, PDN, CSV) and the lines of its prints: type the text again without it.',
      )
      .waitFor(settles);
    await h.shot('1-name-refused');
    await name.fill('Kowalski, Jan');
    await name.press('Enter');
    await dialog.getByText('Kowalski, Jan registered.').waitFor(settles);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Entrants: 1 · present: 1 · seats: 200').waitFor(settles);
  });

  it('is refused next to the city field of the settings', async () => {
    await goTo(page, 'Settings');
    const city = page.getByLabel('City');
    await city.fill('Łódź\tCentrum');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page
      .getByText('city holds a tab (U+0009) after "Łódź".', { exact: false })
      .first()
      .waitFor(settles);
    expect(await city.getAttribute('aria-invalid')).toBe('true');
    await h.shot('2-city-refused');
    expect((await h.api['tournament.list']({}))[0]?.settings.city).toBe('');
  });
});
