import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createEventFile } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations/index';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { fillDateTime, goTo, settles, startHarness, type Harness } from './harness';

/*
 * The close by the clock as the arbiter sets it (R15.1), on the test's clock (the harness's
 * `now`, Tuesday 28 May 2030 at 20:00): on the New tournament form with its announced end and the
 * warning of a start in the past; from the clock line of a running tournament; and the notice of a
 * file made with the old default (close on, 480 minutes), said once.
 */
let clock = new Date(2030, 4, 28, 20, 0);
let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness('close-settings', { now: () => clock });
  page = h.page;
  await h.api['event.create']({ file: 'club', name: 'Klub Warcabowy Łódź' });
});
afterAll(() => h?.close());

describe('the close by the clock set by the arbiter (R15.1)', () => {
  it('asks the announced end on the form once the close is on, and warns of a start in the past', async () => {
    await page.goto(h.url);
    await page.getByRole('button', { name: 'New tournament' }).click();
    await page.getByLabel('Tournament name').fill('Puchar Łodzi');
    await fillDateTime(page, 'Scheduled start', '2030-05-25T10:00');
    await page
      .getByTestId('start-warning')
      .getByText(/2030-05-25 10:00 is already past/)
      .waitFor(settles);
    await fillDateTime(page, 'Scheduled start', '2030-06-01T10:00');
    await page.getByTestId('start-warning').waitFor({ state: 'detached', ...settles });
    await page.getByRole('switch', { name: 'Close by the clock at the announced end' }).click();
    const create = page.getByRole('button', { name: 'Create tournament' });
    await page.getByText(/To fix before saving: .*Announced end/).waitFor(settles);
    expect(await create.isDisabled()).toBe(true);
    await fillDateTime(page, 'Announced end', '2030-06-02T18:00');
    await h.shot('1-form');
    await create.click();
    await page.getByRole('heading', { name: /Puchar Łodzi/, level: 2 }).waitFor(settles);
    const [t] = await h.api['tournament.list']({});
    expect(t!.settings).toMatchObject({ closeAtEnd: true, announcedEnd: '2030-06-02T18:00' });
    // The Settings screen shows the end before the start, on every screen of the tournament.
    await page.getByTestId('duration-line').getByText('announced end 2030-06-02 18:00').waitFor(settles);
  });

  it('moves the end from the clock line, and says why an end already over is refused', async () => {
    const [t] = await h.api['tournament.list']({});
    for (const [i, name] of ['Świątek, Łukasz', 'Brouwer, Zoë', 'Güneş, İlkay', 'Dupré, Anaëlle'].entries())
      await h.api['entrant.add']({ tournamentId: t!.id, name, rating: 1900 - 10 * i, present: true });
    clock = new Date(2030, 5, 1, 10, 0);
    await h.api['tournament.start']({ tournamentId: t!.id });
    clock = new Date(2030, 5, 2, 17, 0);
    await goTo(page, 'Standings');
    const line = page.getByTestId('duration-line');
    await line.getByText('Ends at 2030-06-02 18:00, in 1:00:00').waitFor(settles);
    await line.getByRole('button', { name: 'Move the end…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close by the clock (R15.1)' });
    await fillDateTime(dialog, 'Announced end (date and time)', '2030-06-02T16:30');
    await dialog.getByRole('button', { name: 'Save the end' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/The announced end 2030-06-02 16:30 is already over/)
      .waitFor(settles);
    await h.shot('2-end-refused');
    await fillDateTime(dialog, 'Announced end (date and time)', '2030-06-02T19:30');
    await dialog.getByRole('button', { name: 'Save the end' }).click();
    await line.getByText('Ends at 2030-06-02 19:30, in 2:30:00').waitFor(settles);
    const log = await h.api['activity.list']({ tournamentId: t!.id });
    expect(log.find((i) => i.action === 'tournament.setClose')?.summary).toMatchObject({
      closeAtEnd: true,
      announcedEnd: '2030-06-02T19:30',
    });
  });
});

describe('a file made with the old default close (R15.1)', () => {
  it('opens with the close off and says so once', async () => {
    const old = createEventFile(join(h.dataDir, 'zomer.diagonal'), { migrations: MIGRATIONS.slice(0, 11) });
    old.exec(`INSERT INTO events (name, created_at) VALUES ('Zomertoernooi', 'now');
      INSERT INTO tournaments (event_id, name, variant, time_control_kind, time_control, scheduled_start,
        duration_minutes, seats, minimum, threshold, format_mode, two_legs, extra_round, opening_mode, rated,
        point_system, unplayed_policy, created_at, close_at_end)
      VALUES (1, 'Zomertoernooi Zoë', 'international', 'classical', '90', '2030-06-01T10:00', 480, 200, 4, 7,
        'automatic', 0, 0, 'free', 1, '${JSON.stringify(DEFAULT_SETTINGS.pointSystem)}', 'recorded', 'now', 1);`);
    old.close();
    await h.api['event.open']({ file: 'zomer' });
    await page.reload();
    await goTo(page, 'Entrants');
    const notice = page.getByTestId('close-notice');
    await notice.getByText(/nobody turned that close on by hand here: it is now off/).waitFor(settles);
    await h.shot('3-notice');
    await notice.getByRole('button', { name: 'Understood' }).click();
    await expect(notice.waitFor({ state: 'detached', ...settles })).resolves.toBeUndefined();
    await page.reload();
    await goTo(page, 'Entrants');
    await page.getByTestId('duration-line').waitFor(settles);
    await expect(page.getByTestId('close-notice').count()).resolves.toBe(0);
    const [t] = await h.api['tournament.list']({});
    expect(t!.settings.closeAtEnd).toBe(false);
  });
});
