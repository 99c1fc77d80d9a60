import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { createClient, type Api } from '../../src/shared/api/contract';
import type { Envelope } from '../../src/shared/api/envelope';
import { SESSION_HEADER, startWebServer } from '../../src/main/transports/http';

/** Debian's Chromium, headless, with no call to the outside network (this machine has none). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Harness = {
  url: string;
  /** The server's data folder: files put there are found by their plain name (rating lists). */
  dataDir: string;
  page: Page;
  /** The same typed API the screens use, over HTTP with the session: to set a scene up fast. */
  api: Api;
  /** A picture of the whole page, or (`viewport`) of what the window shows now. */
  shot: (name: string, opts?: { viewport?: boolean }) => Promise<void>;
  /**
   * A phone of the hall (390 x 844): its own browser context, so its own storage, as each phone
   * is its own browser (the results portal tells phones apart by what they keep).
   */
  phone: () => Promise<Page>;
  close: () => Promise<void>;
};

/** Web mode on 127.0.0.1 with a fresh data folder, and Debian's Chromium on a fresh profile. */
export async function startHarness(
  prefix: string,
  opts: { now?: () => Date; locale?: string } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), `diagonal-${prefix}-data-`));
  const profileDir = mkdtempSync(join(tmpdir(), `diagonal-${prefix}-profile-`));
  const shotsDir =
    process.env.DIAGONAL_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), `diagonal-${prefix}-shots-`));
  const server = await startWebServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    rendererDir: 'out/renderer',
    ...(opts.now ? { now: opts.now } : {}),
  });
  const context: BrowserContext = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    // the browser's own language: the screens must not follow it (issue 33.7)
    locale: opts.locale ?? 'en-GB',
    viewport: { width: 1366, height: 860 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const origin = new URL(server.url).origin;
  const api = createClient(async (method, input) => {
    const res = await fetch(`${origin}/api/${encodeURIComponent(method)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SESSION_HEADER]: server.token },
      body: JSON.stringify({ input, lng: 'en' }),
    });
    return (await res.json()) as Envelope<unknown>;
  });
  let phones: Browser | null = null;
  const phone = async () => {
    phones ??= await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const c = await phones.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    return c.newPage();
  };
  return {
    url: server.url,
    dataDir,
    page,
    api,
    phone,
    shot: async (name, opts = {}) => {
      await page.screenshot({ path: join(shotsDir, `${prefix}-${name}.png`), fullPage: !opts.viewport });
    },
    close: async () => {
      await phones?.close();
      await context.close();
      await server.close();
      for (const dir of [dataDir, profileDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An event file with one tournament and its entrants, made through the API. */
export async function scene(
  api: Api,
  name: string,
  entrants: { name: string; rating: number }[],
  settings: Record<string, unknown> = {},
): Promise<number> {
  await api['event.create']({ file: name.toLowerCase().replace(/\W+/g, '-'), name });
  const t = await api['tournament.create']({
    settings: { name, scheduledStart: '2026-06-01T10:00', closeAtEnd: false, ...settings },
  });
  for (const e of entrants) await api['entrant.add']({ tournamentId: t.id, ...e });
  return t.id;
}

/** Waits on what the screen shows once the API answered. */
export const settles = { timeout: 20_000 };

/** Clicks a screen in the navigation. */
export const goTo = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('button', { name, exact: true }).click();

/**
 * Scores games by keyboard on the result screen, one key each, in the order the screen selects
 * them by itself (the next game without a result); waits for each code to show.
 */
export async function typeResults(page: Page, games: { board: number; leg?: number; key: string }[]) {
  const field = page.getByRole('textbox', { name: 'Board', exact: true });
  await field.waitFor(settles);
  for (const g of games) {
    await field.press(g.key);
    await page
      .getByTestId(`result-${g.board}-${g.leg ?? 1}`)
      .filter({ hasText: /\S/ })
      .waitFor(settles);
  }
}

/**
 * Types a date and a time into a date-and-time field (renderer/components/DateFields.tsx): its
 * two boxes "<label>: date" and "<label>: time" in English, the date as English writes it (ISO).
 */
export async function fillDateTime(scope: Page | Locator, label: string, value: string) {
  const [day, time] = value.split('T') as [string, string];
  await scope.getByLabel(`${label}: date`, { exact: true }).fill(day);
  await scope.getByLabel(`${label}: time`, { exact: true }).fill(time);
}
