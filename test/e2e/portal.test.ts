import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phone as hallPhone } from '../transports/portal/setup';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/*
 * RULES.md R16.2-R16.3 from the players' phones (390 x 844, each its own browser) and the
 * arbiter's Results screen. Eleven entrants, round 1 paired (five boards, a bye); the portal on
 * 127.0.0.1, open, with the password "hall-2026"; the clock replayed from 10:00.
 */
let h: Harness;
let tid: number;
let clock = new Date('2026-06-01T10:00:00Z');
const links = new Map<string, string>();
let boards: { boardNo: number; white: string; black: string }[] = [];
let bye = '';
let portal = '';
const SHOTS = process.env.DIAGONAL_SCREENSHOTS;
const NAMES = [
  'Łęcki, Paweł',
  'Kowalski, Jan',
  'Świątek, Iga',
  'Zoë de Wit',
  'Ada',
  'Bas',
  'Gül',
  'Øystein',
  'İlkay',
  'Ünal',
  'Ewa',
];

beforeAll(async () => {
  h = await startHarness('portal', { now: () => clock });
  tid = await scene(
    h.api,
    'Open Gdańsk',
    NAMES.map((name, i) => ({ name, rating: 1900 - 50 * i })),
  );
  const start = await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  boards = (start.round?.boards ?? []).map((b) => ({
    boardNo: b.boardNo,
    white: b.white.name,
    black: b.black.name,
  }));
  bye = start.round?.bye?.name ?? '';
  await h.api['portal.configure']({
    tournamentId: tid,
    enabled: true,
    access: 'open',
    password: 'hall-2026',
  });
  portal = (await h.api['portal.listen']({ address: '127.0.0.1', port: 0 })).url ?? '';
  for (const l of await h.api['portal.invite']({ tournamentId: tid })) links.set(l.name, l.url);
});
afterAll(() => h?.close());

async function phoneOf(name: string): Promise<Page> {
  const p = await h.phone();
  await p.goto(links.get(name) ?? '');
  await p.getByText(/^Board \d+ · against /).waitFor(settles);
  return p;
}

async function report(p: Page, outcome: 'I won' | 'Draw' | 'I lost') {
  await p.getByRole('button', { name: outcome, exact: true }).click();
  await p.getByRole('button', { name: `Send: ${outcome}` }).click();
}

/** A phone without a slip: the tournament, the name, the password. */
async function byPassword(p: Page, name: string) {
  await p.goto(portal);
  await p.getByLabel('Your name').selectOption({ label: name });
  await p.getByLabel('Without your slip: the tournament password').fill('hall-2026');
  await p.getByRole('button', { name: 'Enter with the password' }).click();
  await p.getByText('You came in with the tournament password').waitFor(settles);
}

/** Each tab's right edge beyond the page's column (where the other cards end), and its text beyond its own box. */
const tabsCut = (p: Page) =>
  p.evaluate(() => {
    const column = document.querySelector('main')?.getBoundingClientRect();
    const right =
      (column?.right ?? window.innerWidth) -
      parseFloat(getComputedStyle(document.querySelector('main') ?? document.body).paddingRight);
    return [...document.querySelectorAll('nav button')]
      .map((e) => [
        e.textContent,
        Math.max(e.getBoundingClientRect().right - right, e.scrollWidth - e.clientWidth),
      ])
      .filter(([, x]) => Number(x) > 0.5);
  });

/** Anything the page cuts: how many pixels each element's text needs beyond its box. */
const overflow = (p: Page, selector: string) =>
  p.evaluate(
    (sel) => [...document.querySelectorAll(sel)].map((e) => [e.textContent, e.scrollWidth - e.clientWidth]),
    selector,
  );

const WAIT_ARBITER =
  'Both reports were sent with the tournament password: they wait for the arbiter, or for a report with the link or code of a slip.';
const b = (i: number) => boards[i] ?? { boardNo: 0, white: '', black: '' };
const stored = async (no: number) =>
  (await h.api['round.get']({ tournamentId: tid, round: 1 })).boards.find((x) => x.boardNo === no)?.games[0]
    ?.result;

describe('results portal on a phone', () => {
  it('two players report matching results: confirmed at once', async () => {
    const white = await phoneOf(b(0).white);
    await white.getByText(`Board ${b(0).boardNo} · against ${b(0).black}`).waitFor(settles);
    await report(white, 'I won');
    await white.getByText('Waiting for your opponent: accepted in 10 min unless contested.').waitFor(settles);
    if (SHOTS) await white.screenshot({ path: `${SHOTS}/portal-phone-waiting.png`, fullPage: true });
    const black = await phoneOf(b(0).black);
    await report(black, 'I lost');
    await black.getByText('Confirmed: I lost.').waitFor(settles);
    expect(await stored(b(0).boardNo)).toBe('white-wins');
    await white.close();
    await black.close();
  });

  it('one player reports, the ten minutes pass, the result stands; the other is told he may contest', async () => {
    const black = await phoneOf(b(1).black);
    await report(black, 'Draw');
    await black.getByText('Waiting for your opponent: accepted in 10 min unless contested.').waitFor(settles);
    const white = await phoneOf(b(1).white);
    await white
      .getByText(`${b(1).black} has reported: accepted in 10 min unless you contest it.`)
      .waitFor(settles);
    await white.getByText(`${b(1).black} says: draw`).waitFor(settles);
    await white.close();
    clock = new Date('2026-06-01T10:06:30Z');
    await black.getByRole('button', { name: 'Refresh' }).click();
    await black.getByText('Waiting for your opponent: accepted in 4 min unless contested.').waitFor(settles);
    clock = new Date('2026-06-01T10:10:00Z');
    await black.getByRole('button', { name: 'Refresh' }).click();
    await black.getByText('Confirmed: Draw.').waitFor(settles);
    expect(await stored(b(1).boardNo)).toBe('draw');
    await black.close();
  });

  it('two players contradict: each reads the other report as said; the arbiter decides with one key', async () => {
    const white = await phoneOf(b(2).white);
    const black = await phoneOf(b(2).black);
    await report(white, 'I won');
    await report(black, 'I won');
    await black.getByText('Disputed: the arbiter decides.').waitFor(settles);
    // Each report as its author said it, named: never "reported: I won" nor turned into "I lost".
    await black.getByText(`${b(2).white} says: ${b(2).white} won`).waitFor(settles);
    await black.getByText('You said: you won').waitFor(settles);
    await white.getByRole('button', { name: 'Refresh' }).click();
    await white.getByText(`${b(2).black} says: ${b(2).black} won`).waitFor(settles);
    if (SHOTS) await black.screenshot({ path: `${SHOTS}/portal-phone-disputed.png`, fullPage: true });
    await black.getByRole('button', { name: 'Standings' }).click();
    await black.getByRole('cell', { name: b(0).white }).waitFor(settles);
    await black.close();
    await white.close();

    const page = h.page;
    await page.goto(h.url);
    await goTo(page, 'Results');
    const rows = page.getByTestId('portal-reports').getByRole('row');
    await rows.first().getByText('disputed').waitFor(settles);
    expect(await rows.first().getAttribute('data-testid')).toBe(`portal-board-${b(2).boardNo}`);
    await page.getByTestId('portal-url').waitFor(settles);
    await h.shot('arbiter-dispute');
    await rows.first().focus();
    await rows.first().press('b');
    await page.getByText(`Board ${b(2).boardNo}: Black's report accepted.`).waitFor(settles);
    expect(await stored(b(2).boardNo)).toBe('black-wins');
    const log = await h.api['activity.list']({ tournamentId: tid });
    expect(log.filter((r) => r.action === 'portal.decide')).toHaveLength(1);
  });

  it('a contest reads as a contest, in French too (not "Vous avez déclaré : Contester ce résultat")', async () => {
    const white = await phoneOf(b(4).white);
    await report(white, 'I won');
    const black = await phoneOf(b(4).black);
    await black.getByRole('button', { name: 'FR', exact: true }).click();
    await black.getByRole('button', { name: 'Contester ce résultat' }).click();
    await black.getByText('En litige : l’arbitre tranche.').waitFor(settles);
    await black.getByText(`Vous avez contesté la déclaration de ${b(4).white}.`).waitFor(settles);
    await black.getByText(`${b(4).white} déclare : ${b(4).white} a gagné`).waitFor(settles);
    if (SHOTS) await black.screenshot({ path: `${SHOTS}/portal-phone-contested-fr.png`, fullPage: true });
    await white.close();
    await black.close();
  });
});

describe('a name and the tournament password cannot speak for a player (R16.2-R16.3)', () => {
  it('one phone reporting both sides by password is refused; from another phone it waits; the arbiter sees how each came', async () => {
    const { boardNo, white, black } = b(3);
    const p = await h.phone();
    await byPassword(p, white);
    await report(p, 'I won');
    await p
      .getByText(`Sent with the tournament password: it waits for ${black}'s report or the arbiter.`)
      .waitFor(settles);
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/portal-password-waiting.png`, fullPage: true });
    // The same phone, now "as" the opponent: refused.
    await p.getByRole('button', { name: 'Leave' }).click();
    await byPassword(p, black);
    await report(p, 'I lost');
    await p
      .getByRole('alert')
      .getByText(
        `This phone has already reported board ${boardNo} for ${white}. Each player reports from his own phone; otherwise the arbiter enters the result.`,
      )
      .waitFor(settles);
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/portal-impersonation-refused.png`, fullPage: true });
    // Another phone with the password: taken, and it still only waits.
    const q = await h.phone();
    await byPassword(q, black);
    await report(q, 'I lost');
    await q.getByText(WAIT_ARBITER).waitFor(settles);
    clock = new Date('2026-06-01T11:30:00Z');
    await q.getByRole('button', { name: 'Refresh' }).click();
    await q.getByText(WAIT_ARBITER).waitFor(settles);
    expect(await stored(boardNo)).toBeNull();

    const page = h.page;
    await page.goto(h.url);
    await goTo(page, 'Results');
    const row = page.getByTestId(`portal-board-${boardNo}`);
    await row.getByText('waiting for the other side or you').waitFor(settles);
    const said = await row.locator('[data-channel]').allTextContents();
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(
      new RegExp(`^${white}: 2–0 at \\d\\d:\\d\\d · tournament password · phone [0-9A-F]{6}$`),
    );
    expect(said[1]).toMatch(
      new RegExp(`^${black}: 2–0 at \\d\\d:\\d\\d · tournament password · phone [0-9A-F]{6}$`),
    );
    expect(said[0]?.slice(-6)).not.toBe(said[1]?.slice(-6));
    // Nothing on the panel is cut (a squeezed badge once read "CONFIRM…").
    expect(
      (await overflow(page, '[data-testid="portal-reports"] .mantine-Badge-label')).filter(
        ([, x]) => Number(x) > 0,
      ),
    ).toEqual([]);
    await h.shot('arbiter-channels');
    await p.close();
    await q.close();
  });
});

describe('guessing the password from the hall (R16.3)', () => {
  it('the arbiter is told on his panel once the limit holds, and lets the hall in again', async () => {
    // Twenty-five wrong names-and-passwords from 25 addresses of the hall (not the desk).
    const names = await h.api['entrant.list']({ tournamentId: tid });
    for (let i = 0; i < 25; i++)
      await hallPhone(
        portal,
        'identify',
        { tournamentId: tid, entrantId: names[i % names.length]?.id, password: `guess-${i}` },
        null,
        `127.0.0.${60 + i}`,
      );
    const page = h.page;
    await page.goto(h.url);
    await goTo(page, 'Results');
    const alert = page.getByTestId('portal-guessing');
    await alert
      .getByText(/^Wrong passwords or codes: the limit for this tournament was reached at \d\d:\d\d$/)
      .waitFor(settles);
    await alert.getByText(/wrong 20, refused at the limit 5, addresses 25\.$/).waitFor(settles);
    await h.shot('arbiter-guessing');
    // The desk itself is never held: this browser still comes in with the password.
    const desk = await h.phone();
    await byPassword(desk, b(0).white);
    await desk.close();
    await alert.getByRole('button', { name: 'Let passwords and codes in again' }).click();
    await alert.waitFor({ state: 'detached', ...settles });
    expect((await h.api['portal.round']({ tournamentId: tid })).guessing).toBeNull();
  });
});

describe('the portal for whoever opens it', () => {
  it('a visitor of an open tournament reads its pairings and standings without coming in', async () => {
    const p = await h.phone();
    await p.goto(portal);
    await p.getByRole('button', { name: 'Pairings' }).click();
    await p
      .getByRole('row', { name: new RegExp(`^${b(0).boardNo} ${b(0).white} ${b(0).black}`) })
      .waitFor(settles);
    // The bye is named as someone's, never "You have the bye in this round.: Ewa".
    await p.getByText(`Bye: ${bye}`, { exact: true }).waitFor(settles);
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/portal-visitor-pairings.png`, fullPage: true });
    await p.getByRole('button', { name: 'Standings' }).click();
    await p.getByRole('cell', { name: b(0).white }).waitFor(settles);
    await p.close();
  });

  it('the three tabs fit a 390 px phone in every language', async () => {
    const p = await phoneOf(b(0).white);
    for (const lang of ['EN', 'FR', 'NL', 'PL']) {
      await p.getByRole('button', { name: lang, exact: true }).click();
      await p.locator('nav button').first().waitFor(settles);
      expect([lang, await tabsCut(p)]).toEqual([lang, []]);
    }
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/portal-tabs-pl.png` });
    await p.close();
  });
});
