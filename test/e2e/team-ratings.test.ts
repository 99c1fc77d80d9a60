import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settles, startHarness, type Harness } from './harness';

/**
 * The team rating on the Teams screen (docs/TEAMS.md "Team rating"): a federation's CSV file
 * imported, a wrong one refused line by line, the rating on each team card, the seeding by team
 * rating, the column of the team standings, the export downloaded.
 */
let h: Harness;
let page: Page;
let tournamentId = 0;

beforeAll(async () => {
  h = await startHarness('team-ratings');
  page = h.page;
});
afterAll(() => h?.close());

const upload = (name: string, text: string) =>
  page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

describe('team ratings on the Teams screen', () => {
  it('imports a federation file and shows each team at its rating', async () => {
    await h.api['event.create']({ file: 'ligue', name: 'Ligue' });
    await page.goto(h.url);
    await page.getByRole('button', { name: 'New tournament' }).click();
    await page.getByRole('switch', { name: 'Team tournament' }).check({ force: true });
    await page.getByLabel('Tournament name').fill('Ligue des clubs');
    await page.getByLabel('Boards per match').fill('2');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.getByRole('heading', { name: 'Teams of Ligue des clubs' }).waitFor(settles);
    tournamentId =
      (await h.api['tournament.list']({})).find((t) => t.settings.name === 'Ligue des clubs')?.id ?? 0;
    for (const [k, name] of [
      'DC Villeurbanne',
      'Dames Évry-Essonne',
      'Damier Lillois',
      'DC Rouen',
    ].entries()) {
      const team = await h.api['team.add']({ tournamentId, name });
      for (let j = 0; j < 2; j++)
        await h.api['team.addPlayer']({
          teamId: team.id,
          player: {
            source: 'typed',
            name: `${name.split(' ').at(-1)} ${j + 1}, Player`,
            rating: 2000 - 100 * k - 10 * j,
          },
        });
    }
    await page.reload();
    await page.getByRole('button', { name: 'Import team ratings (CSV)' }).waitFor(settles);
    await upload('ffjd-2026.csv', 'team;rating;matches\r\nDC Rouen;640;12\r\ndames evry-essonne;590;8\r\n');
    await page.getByText('Team ratings imported from ffjd-2026.csv: 2.').waitFor(settles);
    const rouen = page.getByRole('region', { name: /DC Rouen/ });
    await rouen.getByText('Mean rating 1695 · Team rating 640').waitFor(settles);
    await page
      .getByRole('region', { name: /DC Villeurbanne/ })
      .getByText('Mean rating 1995 · Team rating 500')
      .waitFor(settles);
    await h.shot('1-imported');
  });

  it('refuses a wrong file, every row problem said by its line, nothing changed', async () => {
    await upload('wrong.csv', 'team;rating;matches\nDamier Lillois;abc;3\n;540;2\nDC Rouen;700\n');
    const alert = page.getByRole('alert');
    await alert
      .getByText(/"wrong\.csv" was not imported and nothing changed \(3 problems\)/)
      .waitFor(settles);
    await alert.getByText(/Line 2: "abc" is not a rating: a whole number from 0 to 5000\./).waitFor(settles);
    await alert.getByText(/Line 4: 2 cells; a row has three/).waitFor(settles);
    await h.shot('2-refused');
    const list = await h.api['team.ratings.list']({});
    expect(list.find((r) => r.name === 'DC Rouen')?.rating).toBe(640);
  });

  it('seeds by team rating and shows the rating in the standings', async () => {
    const panel = page.getByRole('group', { name: 'Team settings' });
    await panel.getByLabel('Seeding').click();
    await page.getByRole('option', { name: 'By team rating' }).click();
    // 4 teams: 3 rounds at most (the form proposed 4, for the 8 teams it assumes)
    await panel.getByLabel('Rounds', { exact: true }).fill('3');
    await panel.getByRole('button', { name: 'Save the team settings' }).click();
    await panel.getByText('Saved.').waitFor(settles);
    await page
      .getByRole('table', { name: 'Seeds' })
      .getByText('640')
      .waitFor(settles)
      .catch(async (e: unknown) => {
        await h.shot('3-start-missing');
        throw e;
      });
    await page.getByRole('button', { name: 'Start and pair round 1' }).click();
    await page.getByText('Round 1 of 3').waitFor(settles);
    const teams = await h.api['team.list']({ tournamentId });
    // seeds by team rating: Rouen 640, Évry 590, then Villeurbanne and Lille at 500 in entry order
    expect(teams.map((t) => [t.seed, t.name])).toEqual([
      [1, 'DC Rouen'],
      [2, 'Dames Évry-Essonne'],
      [3, 'DC Villeurbanne'],
      [4, 'Damier Lillois'],
    ]);
    const r1 = await h.api['team.round']({ tournamentId, round: 1 });
    for (const m of r1.matches)
      for (const b of m.boards)
        await h.api['team.result']({
          tournamentId,
          round: 1,
          match: m.matchNo,
          board: b.board,
          // the home team wins every board
          result: b.homeColour === 'white' ? 'white-wins' : 'black-wins',
        });
    await page.reload();
    await page.getByRole('tab', { name: 'Team standings', exact: true }).click();
    const table = page.getByRole('table', { name: /standings/i });
    await table.getByRole('columnheader', { name: 'Team rating' }).waitFor(settles);
    await h.shot('3-standings');
    /*
     * Round 1 (seeds 1-3, 2-4; the home team won, by the lot's colours):
     *   Villeurbanne 500 beat Rouen 640: E = 1 / (1 + 10^(140/400)) = 1 / (1 + 2.238721) =
     *   0.308764; 32 · 0.691236 = 22.12 -> 22 (had Rouen won: 32 · 0.308764 = 9.88 -> 10).
     * Évry 590 beat Lille 500 (or the other way round, by the lot's colours):
     *   E(Évry) = 1 / (1 + 10^(-90/400)) = 1 / 1.595662 = 0.626700; 32 · 0.373300 = 11.95 -> 12
     *   if Évry won; E(Lille) = 0.373300, 32 · 0.626700 = 20.05 -> 20 if Lille won.
     */
    const st = await h.api['team.standings']({ tournamentId });
    const rating = Object.fromEntries(st.rows.map((r) => [r.team.name, r.teamRating]));
    const won = (name: string) => st.rows.find((r) => r.team.name === name)?.won === 1;
    expect([rating['DC Villeurbanne'], rating['DC Rouen']]).toEqual(
      won('DC Rouen') ? [490, 650] : [522, 618],
    );
    expect([rating['Dames Évry-Essonne'], rating['Damier Lillois']]).toEqual(
      won('Damier Lillois') ? [570, 520] : [602, 488],
    );
  });

  it('exports the ratings as a CSV file', async () => {
    await page.getByRole('tab', { name: 'Teams', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export team ratings (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('team-ratings.csv');
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    expect(text.split('\r\n')[0]).toBe('team;rating;matches');
    expect(text.split('\r\n')).toHaveLength(6);
  });
});
