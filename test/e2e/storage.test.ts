import { existsSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSession } from '../../src/main/session/session';
import { scene, settles, startHarness, type Harness } from './harness';

/**
 * The event file from the events screen: "Save a copy..." while a tournament runs, a file another
 * window holds (told where and since when, opened read-only), and a damaged file whose latest
 * backup is restored.
 */
let h: Harness;
let page: Page;
let other: EventSession | null = null;
const PLAYERS = ['Brouwer, Eline', 'Baba, Sijbrand', 'Świątek, Łukasz', 'Ndiaye, Ëlodie'].map((name, i) => ({
  name,
  rating: 1900 - 50 * i,
}));

beforeAll(async () => {
  h = await startHarness('storage');
  page = h.page;
  const t = await scene(h.api, 'Storage Open', PLAYERS);
  await h.api['tournament.start']({ tournamentId: t, seed: 3 });
});
afterAll(async () => {
  other?.close();
  await h?.close();
});

describe('the event file from the events screen', () => {
  it('saves a complete copy while the tournament runs', async () => {
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Storage Open', level: 2 }).waitFor(settles);
    await page.getByRole('button', { name: 'Save a copy…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save a copy of the event file' });
    await dialog.getByLabel('Name of the copy').fill('Storage Open before round 2');
    await h.shot('1-save-copy');
    await dialog.getByRole('button', { name: 'Save the copy' }).click();
    await page
      .getByRole('status')
      .getByText('Saved as "Storage Open before round 2.diagonal".')
      .waitFor(settles);
    expect(existsSync(join(h.dataDir, 'Storage Open before round 2.diagonal'))).toBe(true);
  });

  it('tells where and since when another window holds a file, and opens it read-only', async () => {
    await h.api['event.close']({});
    other = new EventSession({ access: 'data-dir', dataDir: h.dataDir, recentFile: null, app: 'desktop' });
    other.open(join(h.dataDir, 'storage-open.diagonal'), 'open', { at: new Date(2026, 5, 1, 9, 45) });
    await page.reload();
    await page.getByRole('list', { name: 'Event files' }).getByText('storage-open.diagonal').click();
    const alert = page.getByRole('alert');
    await alert
      .getByText(/already open in another Diagonal window on this computer \(since .*9:45\)/)
      .waitFor(settles);
    await h.shot('2-held-elsewhere');
    await alert.getByRole('button', { name: 'Open read-only' }).click();
    await page.getByRole('heading', { name: 'Storage Open', level: 2 }).waitFor(settles);
    await page.getByRole('banner').getByText('read-only', { exact: true }).waitFor(settles);
    await h.shot('3-read-only');
    other.close();
    other = null;
    await h.api['event.close']({});
  });

  it('says a cut-short file is damaged and restores its latest backup', async () => {
    // Round 1 was paired at the start: its backup is in backups/ beside the file.
    const file = join(h.dataDir, 'storage-open.diagonal');
    truncateSync(file, Math.floor(statSync(file).size / 2));
    await page.reload();
    await page.getByRole('list', { name: 'Event files' }).getByText('storage-open.diagonal').click();
    const alert = page.getByRole('alert');
    await alert.getByText(/is cut short .* Its latest backup is "storage-open round 1 /).waitFor(settles);
    await h.shot('4-damaged');
    await alert.getByRole('button', { name: 'Restore the latest backup' }).click();
    await page.getByRole('heading', { name: 'Storage Open', level: 2 }).waitFor(settles);
    await page
      .getByText(/Event file: storage-open restored /)
      .first()
      .waitFor(settles);
    await h.shot('5-restored');
  });
});
