import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameResult } from '../../src/shared/domain';
import { goTo, settles, startHarness, type Harness } from './harness';

/*
 * RULES.md R16.2 for team matches, from the captains' phones (390 x 844, each its own browser)
 * and the arbiter's Teams screen. Six teams of five, four boards, a round robin; round 1 has
 * three matches; each captain holds an invitation link; the clock is replayed from 10:00.
 */
let h: Harness;
let tid = 0;
let clock = new Date('2026-06-01T10:00:00Z');
const links = new Map<string, string>();
let matches: { matchNo: number; home: string; away: string }[] = [];
const SHOTS = process.env.DIAGONAL_SCREENSHOTS;

beforeAll(async () => {
  h = await startHarness('portal-teams', { now: () => clock });
  await h.api['event.create']({ file: 'cup', name: 'Cup' });
  const ev = await h.api['team.createTournament']({
    settings: {
      name: 'Coupe de Lille',
      scheduledStart: '2026-06-01T10:00',
      closeAtEnd: false,
      formatMode: 'force-round-robin',
    },
    team: { boards: 4 },
  });
  tid = ev.tournament.id;
  for (const [k, city] of ['Lille', 'Łódź', 'Gdańsk', 'Zoë', 'Tilburg', 'Ørsta'].entries()) {
    const team = await h.api['team.add']({ tournamentId: tid, name: city });
    for (let j = 0; j < 5; j++)
      await h.api['team.addPlayer']({
        teamId: team.id,
        player: { source: 'typed', name: `${city} ${j + 1}, Joueur`, rating: 2000 - 100 * k - 10 * j },
      });
  }
  const start = await h.api['team.start']({ tournamentId: tid, seed: 7 });
  matches = start.round.matches.map((m) => ({ matchNo: m.matchNo, home: m.home.name, away: m.away.name }));
  await h.api['portal.configure']({
    tournamentId: tid,
    enabled: true,
    access: 'open',
    password: 'coupe-2026',
  });
  await h.api['portal.listen']({ address: '127.0.0.1', port: 0 });
  for (const l of await h.api['portal.invite']({ tournamentId: tid })) links.set(l.name, l.url);
});
afterAll(() => h?.close());

const m = (i: number) => matches[i] ?? { matchNo: 0, home: '', away: '' };

async function captain(team: string): Promise<Page> {
  const p = await h.phone();
  await p.goto(links.get(team) ?? '');
  await p.getByText(/^Match \d+ · against /).waitFor(settles);
  return p;
}

type Word = 'Won' | 'Draw' | 'Lost';
/** One tap per board, then one Send for the whole match. */
async function report(p: Page, words: Word[]) {
  for (const [i, word] of words.entries())
    await p
      .locator(`[data-board="${i + 1}"]`)
      .getByRole('button', { name: word, exact: true })
      .click();
  await p.getByRole('button', { name: `Send the match: ${words.join(', ')}` }).click();
}

const stored = async (no: number): Promise<(GameResult | null)[] | undefined> =>
  (await h.api['team.round']({ tournamentId: tid, round: 1 })).matches
    .find((x) => x.matchNo === no)
    ?.boards.map((b) => b.result);

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

describe('results portal for team matches on the captains’ phones', () => {
  it('a captain without a link picks the team and types the tournament password: his reports only wait', async () => {
    const p = await h.phone();
    await p.goto(new URL(links.get(m(0).home) ?? '').origin);
    await p.getByLabel('Your team (captain)').selectOption({ label: m(1).home });
    await p.getByLabel('Without your slip: the tournament password').fill('coupe-2026');
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/portal-teams-captain-identify.png`, fullPage: true });
    await p.getByRole('button', { name: 'Enter with the password' }).click();
    await p.getByText(`Match ${m(1).matchNo} · against ${m(1).away}`).waitFor(settles);
    await p.getByText('You came in with the tournament password').waitFor(settles);
    await p.close();
  });

  it('two captains report matching results for a 4-board match: confirmed at once; the other captain is told he may contest', async () => {
    const home = await captain(m(0).home);
    await home.getByText(`Match ${m(0).matchNo} · against ${m(0).away}`).waitFor(settles);
    // Each board with the two players and our colour (the home team has White on boards 1 and 3).
    await home.locator('[data-board="1"]').getByText('Board 1 · White').waitFor(settles);
    await home
      .locator('[data-board="2"]')
      .getByText(`${m(0).home} 2, Joueur – ${m(0).away} 2, Joueur`)
      .waitFor(settles);
    if (SHOTS) await home.screenshot({ path: `${SHOTS}/portal-teams-captain-open.png`, fullPage: true });
    await report(home, ['Won', 'Lost', 'Draw', 'Won']);
    await home
      .getByText('Waiting for the other captain: accepted in 10 min unless contested.')
      .waitFor(settles);
    if (SHOTS) await home.screenshot({ path: `${SHOTS}/portal-teams-captain-waiting.png`, fullPage: true });
    const away = await captain(m(0).away);
    // Not "Waiting for the other captain": he is the other captain.
    await away
      .getByText(`The captain of ${m(0).home} has reported: accepted in 10 min unless you contest it.`)
      .waitFor(settles);
    await away
      .locator('[data-board="2"]')
      .getByText(`${m(0).home} says: ${m(0).home} lost`)
      .waitFor(settles);
    await report(away, ['Lost', 'Won', 'Draw', 'Lost']);
    await away.getByText('Confirmed: Lost, Won, Draw, Lost.').waitFor(settles);
    // In the games' colours: home White won board 1, away White won board 2, a draw, home Black won board 4.
    expect(await stored(m(0).matchNo)).toEqual(['white-wins', 'white-wins', 'draw', 'black-wins']);
    // The captain reads the team standings: the home team has its 3 match points.
    await away.getByRole('button', { name: 'Standings' }).click();
    await away.getByRole('row', { name: new RegExp(`${m(0).home} 3$`) }).waitFor(settles);
    if (SHOTS) await away.screenshot({ path: `${SHOTS}/portal-teams-captain-standings.png`, fullPage: true });
    await away.getByRole('button', { name: 'Pairings' }).click();
    await away.getByRole('row', { name: `${m(0).matchNo} ${m(0).home} ${m(0).away} 5–3` }).waitFor(settles);
    if (SHOTS) await away.screenshot({ path: `${SHOTS}/portal-teams-captain-pairings.png`, fullPage: true });
    await home.close();
    await away.close();
  });

  it('one captain reports, the ten minutes pass, the match stands', async () => {
    const away = await captain(m(1).away);
    await report(away, ['Draw', 'Draw', 'Draw', 'Draw']);
    await away
      .getByText('Waiting for the other captain: accepted in 10 min unless contested.')
      .waitFor(settles);
    clock = new Date('2026-06-01T10:06:30Z');
    await away.getByRole('button', { name: 'Refresh' }).click();
    await away
      .getByText('Waiting for the other captain: accepted in 4 min unless contested.')
      .waitFor(settles);
    clock = new Date('2026-06-01T10:10:00Z');
    await away.getByRole('button', { name: 'Refresh' }).click();
    await away.getByText('Confirmed: Draw, Draw, Draw, Draw.').waitFor(settles);
    expect(await stored(m(1).matchNo)).toEqual(['draw', 'draw', 'draw', 'draw']);
    await away.close();
  });

  it('two captains contradict: each phone reads the other report as its captain said it; the arbiter decides with one key', async () => {
    const { home: H, away: A, matchNo } = m(2);
    const home = await captain(H);
    const away = await captain(A);
    await report(home, ['Won', 'Won', 'Won', 'Won']);
    // Board 1 differs: the away captain says his player won it.
    await report(away, ['Won', 'Lost', 'Lost', 'Lost']);
    await away.getByText('Disputed: the arbiter decides.').waitFor(settles);
    // Each report as said, named from the viewer's side: never turned over ("H reported: Lost").
    await away
      .locator('[data-board="1"]')
      .getByText(`You said: ${A} won · ${H} says: ${H} won`)
      .waitFor(settles);
    await away
      .locator('[data-board="2"]')
      .getByText(`You said: ${A} lost · ${H} says: ${H} won`)
      .waitFor(settles);
    if (SHOTS)
      await away.screenshot({ path: `${SHOTS}/portal-teams-captain-disputed-away.png`, fullPage: true });
    await home.getByRole('button', { name: 'Refresh' }).click();
    await home.getByRole('button', { name: 'FR', exact: true }).click();
    await home.getByText('Contesté : l’arbitre tranche.').waitFor(settles);
    await home
      .locator('[data-board="1"]')
      .getByText(`Vous avez déclaré : ${H} a gagné · ${A} déclare : ${A} a gagné`)
      .waitFor(settles);
    await home
      .locator('[data-board="3"]')
      .getByText(`Vous avez déclaré : ${H} a gagné · ${A} déclare : ${A} a perdu`)
      .waitFor(settles);
    if (SHOTS)
      await home.screenshot({ path: `${SHOTS}/portal-teams-captain-disputed-home-fr.png`, fullPage: true });
    expect(await stored(matchNo)).toEqual([null, null, null, null]);

    const page = h.page;
    await page.goto(h.url);
    await goTo(page, 'Teams');
    await page.getByRole('tab', { name: 'Matches' }).click();
    const rows = page.getByTestId('portal-reports').getByRole('row');
    await rows.first().getByText('disputed').waitFor(settles);
    expect(await rows.first().getAttribute('data-testid')).toBe(`portal-board-${matchNo}`);
    await rows
      .first()
      .getByText(new RegExp(`^${A}: .* · personal link · phone [0-9A-F]{6}$`))
      .waitFor(settles);
    // No status badge is cut: beside the captains' reports one read "CONFIRM…".
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="portal-reports"] .mantine-Badge-label')]
        .map((e) => [e.textContent, e.scrollWidth - e.clientWidth])
        .filter(([, x]) => Number(x) > 0),
    );
    expect(cut).toEqual([]);
    await h.shot('arbiter-dispute');
    await rows.first().focus();
    await rows.first().press('w');
    await page.getByText(`Match ${matchNo}: the home team's report accepted.`).waitFor(settles);
    // Home has White on boards 1 and 3: a home win there is White's, on 2 and 4 Black's.
    expect(await stored(matchNo)).toEqual(['white-wins', 'black-wins', 'white-wins', 'black-wins']);
    await page.getByText('Every result of round 1 is in.').waitFor(settles);
    const log = await h.api['activity.list']({ tournamentId: tid });
    expect(log.filter((r) => r.action === 'portal.report')).toHaveLength(5);
    expect(log.filter((r) => r.action === 'portal.decide')).toHaveLength(1);
    await away.getByRole('button', { name: 'Refresh' }).click();
    await away.getByText('Entered by the arbiter: Lost, Lost, Lost, Lost.').waitFor(settles);
    // The Teams screen's portal tab: the switch, and the captains' links with their state.
    await page.getByRole('tab', { name: 'Results portal' }).click();
    await page.getByRole('button', { name: 'Print slips for captains without a link' }).waitFor(settles);
    await page
      .getByTestId('portal-links')
      .getByRole('row', { name: /Lille has a link/ })
      .waitFor(settles);
    await h.shot('portal-tab');
    await home.close();
    await away.close();
  });

  it("a captain's three tabs fit a 390 px phone in every language", async () => {
    const p = await captain(m(0).home);
    for (const lang of ['EN', 'FR', 'NL', 'PL']) {
      await p.getByRole('button', { name: lang, exact: true }).click();
      await p.locator('nav button').first().waitFor(settles);
      expect([lang, await tabsCut(p)]).toEqual([lang, []]);
    }
    await p.getByRole('button', { name: 'FR', exact: true }).click();
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/portal-teams-tabs-fr.png` });
    await p.close();
  });
});
