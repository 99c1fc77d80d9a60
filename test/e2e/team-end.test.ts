import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameResult } from '../../src/shared/domain';
import { settles, startHarness, type Harness } from './harness';

/**
 * The team Swiss from creation to its champion on the screens (the seeds' team page, R16.1,
 * R6.2): the New tournament form in team mode, the team settings changed before the start, the
 * header's status following the start and the end without a reload, a round that cannot be paired
 * without a rematch (its reason and the two ways out), and the champion named in the standings.
 */
let h: Harness;
let page: Page;
let tournamentId = 0;

beforeAll(async () => {
  h = await startHarness('team-end');
  page = h.page;
});
afterAll(() => h?.close());

const status = (s: string) => page.getByLabel(`Tournament status: ${s}`);
/** The better seed wins board 1 (the home team has White there), board 2 drawn. */
const betterSeedWins = (home: number, away: number): GameResult[] => [
  home < away ? 'white-wins' : 'black-wins',
  'draw',
];

describe('a four-team Swiss that ends early', () => {
  it('creates it on the New tournament form: team fields only, the rounds set now', async () => {
    await h.api['event.create']({ file: 'coupe', name: 'Coupe' });
    await page.goto(h.url);
    await page.getByRole('button', { name: 'New tournament' }).click();
    await page.getByRole('switch', { name: 'Team tournament' }).check({ force: true });
    await page.getByLabel('Tournament name').fill('Coupe de Noël');
    await page.getByLabel('Boards per match').fill('2');
    // the rounds of the team Swiss are set at creation: 4 proposed (8 teams); two here
    await expect(page.getByLabel('Rounds', { exact: true }).inputValue()).resolves.toBe('4');
    await page.getByLabel('Rounds', { exact: true }).fill('2');
    // the individual rounds field and tiebreak editor give way to the team ones
    expect(await page.getByLabel('Number of Swiss rounds').count()).toBe(0);
    await page.getByText(/^Team tiebreaks \(R16\.1\): /).waitFor(settles);
    await expect(
      page.getByRole('switch', { name: 'Withdrawn entrants rank last' }).isChecked(),
    ).resolves.toBe(true);
    await page.getByLabel('Format').first().waitFor(settles);
    const format = page.getByLabel('Format').first();
    await expect(format.inputValue()).resolves.toBe('automatic');
    await expect(format.locator('option:checked').textContent()).resolves.toBe('Team Swiss');
    await h.shot('1-new-team-tournament');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.getByRole('heading', { name: 'Teams of Coupe de Noël' }).waitFor(settles);
    tournamentId =
      (await h.api['tournament.list']({})).find((t) => t.settings.name === 'Coupe de Noël')?.id ?? 0;
    const ev = await h.api['team.event']({ tournamentId });
    expect([ev.team.boards, ev.team.rounds, ev.tournament.settings.formatMode]).toEqual([2, 2, 'automatic']);
  });

  it('shows the team settings and saves a change before the start', async () => {
    for (const k of [0, 1, 2, 3]) {
      const letter = String.fromCharCode(65 + k);
      const team = await h.api['team.add']({ tournamentId, name: `Team ${letter}` });
      for (let j = 0; j < 2; j++)
        await h.api['team.addPlayer']({
          teamId: team.id,
          player: { source: 'typed', name: `${letter}${j + 1}, Player`, rating: 2000 - 100 * k - 10 * j },
        });
    }
    await page.reload();
    const panel = page.getByRole('group', { name: 'Team settings' });
    await panel.waitFor(settles);
    await expect(panel.getByLabel('Boards per match').inputValue()).resolves.toBe('2');
    await panel.getByLabel('Rounds', { exact: true }).fill('3');
    await panel.getByRole('button', { name: 'Save the team settings' }).click();
    await panel.getByText('Saved.').waitFor(settles);
    expect((await h.api['team.event']({ tournamentId })).team.rounds).toBe(3);
  });

  it('starts from the screen: the header says Running without a reload', async () => {
    await status('Registration').waitFor(settles);
    await page.getByRole('button', { name: 'Start and pair round 1' }).click();
    await status('Running').waitFor(settles);
    await page.getByText('Round 1 of 3').waitFor(settles);
    await expect(
      page.getByRole('group', { name: 'Team settings' }).getByLabel('Rounds', { exact: true }).isDisabled(),
    ).resolves.toBe(true);
  });

  it('round 3 cannot avoid a rematch: the reason, then the tournament ends and names its champion', async () => {
    // R1 A-C, B-D (colours by the lot drawn at the start): the better seed wins board 1 (home
    // plays White there), board 2 drawn. C and D abandon after round 1. R2 A-B: A wins board 1.
    const r1 = await h.api['team.round']({ tournamentId, round: 1 });
    for (const m of r1.matches)
      for (const [i, result] of betterSeedWins(m.home.seed ?? 0, m.away.seed ?? 0).entries())
        await h.api['team.result']({ tournamentId, round: 1, match: m.matchNo, board: i + 1, result });
    const teams = await h.api['team.list']({ tournamentId });
    for (const name of ['Team C', 'Team D'])
      await h.api['team.abandon']({ teamId: teams.find((t) => t.name === name)?.id ?? 0 });
    await h.api['team.pairNext']({ tournamentId });
    for (const board of [1, 2])
      await h.api['team.result']({ tournamentId, round: 2, match: 1, board, result: 'draw' });
    await page.reload();
    await page.getByRole('tab', { name: 'Matches' }).click();
    await page.getByRole('button', { name: 'Pair round 3' }).click();
    await page
      .getByText(
        'No pairing of round 3 avoids a second meeting: every pairing has two teams meet again; the fewest rematches: Team A – Team B. Pair with the fewest rematches, or end the tournament after round 2.',
      )
      .waitFor(settles);
    await page.getByRole('button', { name: 'Pair with the fewest rematches' }).waitFor(settles);
    await h.shot('2-no-pairing');
    await page.getByRole('button', { name: 'End the tournament after round 2' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The tournament ends after round 2 of 3').waitFor(settles);
    await dialog.getByRole('button', { name: 'End the tournament after round 2' }).click();
    await status('Finished').waitFor(settles);
    await page.getByRole('status').getByText('Round 2 of 2 · 4 teams').waitFor(settles);
    await page.getByRole('tab', { name: 'Team standings', exact: true }).click();
    // A: won R1 (3) and R2 (3), 6 match points; B 3; C and D left and rank behind.
    await page
      .getByText('Champion: Team A, at the head of the final standings.')
      .waitFor(settles)
      .catch(async (e: unknown) => {
        await h.shot('3-champion-missing');
        throw e;
      });
    await h.shot('3-champion');
    const ev = await h.api['team.event']({ tournamentId });
    expect([ev.finished, ev.roundsPlanned, ev.tournament.status]).toEqual([true, 2, 'finished']);
  });
});
