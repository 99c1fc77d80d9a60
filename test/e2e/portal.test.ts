import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/*
 * RULES.md R16.2 from the players' phones (390 x 844) and the arbiter's Results screen. Eight
 * entrants, round 1 paired; the portal on 127.0.0.1; the clock replayed from 10:00.
 */
let h: Harness;
let tid: number;
let clock = new Date('2026-06-01T10:00:00Z');
const links = new Map<string, string>();
let boards: { boardNo: number; white: string; black: string }[] = [];
const SHOTS = process.env.DIAGONAL_SCREENSHOTS;

beforeAll(async () => {
  h = await startHarness('portal', { now: () => clock });
  tid = await scene(
    h.api,
    'Open Gdańsk',
    ['Łęcki, Paweł', 'Kowalski, Jan', 'Świątek, Iga', 'Zoë de Wit', 'Ada', 'Bas', 'Gül', 'Øystein'].map(
      (name, i) => ({
        name,
        rating: 1900 - 50 * i,
      }),
    ),
  );
  const start = await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  boards = (start.round?.boards ?? []).map((b) => ({
    boardNo: b.boardNo,
    white: b.white.name,
    black: b.black.name,
  }));
  await h.api['portal.configure']({
    tournamentId: tid,
    enabled: true,
    access: 'open',
    password: 'hall-2026',
  });
  await h.api['portal.listen']({ address: '127.0.0.1', port: 0 });
  for (const l of await h.api['portal.invite']({ tournamentId: tid })) links.set(l.name, l.url);
});
afterAll(() => h?.close());

async function phoneOf(name: string): Promise<Page> {
  const p = await h.page.context().newPage();
  await p.setViewportSize({ width: 390, height: 844 });
  await p.goto(links.get(name) ?? '');
  await p.getByText(/^Board \d+ · against /).waitFor(settles);
  return p;
}

async function report(p: Page, outcome: 'I won' | 'Draw' | 'I lost') {
  await p.getByRole('button', { name: outcome, exact: true }).click();
  await p.getByRole('button', { name: `Send: ${outcome}` }).click();
}

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

  it('one player reports, the ten minutes pass, the result stands', async () => {
    const black = await phoneOf(b(1).black);
    await report(black, 'Draw');
    await black.getByText('Waiting for your opponent: accepted in 10 min unless contested.').waitFor(settles);
    clock = new Date('2026-06-01T10:06:30Z');
    await black.getByRole('button', { name: 'Refresh' }).click();
    await black.getByText('Waiting for your opponent: accepted in 4 min unless contested.').waitFor(settles);
    clock = new Date('2026-06-01T10:10:00Z');
    await black.getByRole('button', { name: 'Refresh' }).click();
    await black.getByText('Confirmed: Draw.').waitFor(settles);
    expect(await stored(b(1).boardNo)).toBe('draw');
    await black.close();
  });

  it('two players contradict; the arbiter sees the dispute first and decides with one key', async () => {
    const white = await phoneOf(b(2).white);
    const black = await phoneOf(b(2).black);
    await report(white, 'I won');
    await report(black, 'I won');
    await black.getByText('Disputed: the arbiter decides.').waitFor(settles);
    await black.getByText(`${b(2).white} reported: I won`).waitFor(settles);
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
});
