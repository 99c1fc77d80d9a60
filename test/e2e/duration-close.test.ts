import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/*
 * A Swiss whose arbiter turned the close by the clock on (R15.1), on the result screen, on a clock
 * the test moves (the web server takes its time from the transport, here the test's): 10:00 to
 * 12:00. The arbiter adds 15 minutes, the overtime runs out, and the screen closes the tournament
 * by itself: the open games become ruled draws (R8.5) and the tournament is finished. The arbiter
 * then reopens it, keeping one ruled draw and clearing the other.
 */
const local = (h: number, m: number) => new Date(2030, 5, 1, h, m);
let clock = local(10, 0);
let h: Harness;
let page: Page;
let tid = 0;

beforeAll(async () => {
  h = await startHarness('duration-close', { now: () => clock });
  page = h.page;
  tid = await scene(
    h.api,
    'Rapid Open',
    Array.from({ length: 8 }, (_, i) => ({ name: `Player ${i + 1}`, rating: 2000 - 10 * i })),
    { scheduledStart: '2030-06-01T10:00', closeAtEnd: true, announcedEnd: '2030-06-01T12:00' },
  );
  await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  for (const board of [1, 2])
    await h.api['result.set']({ tournamentId: tid, round: 1, board, result: 'white-wins' });
});
afterAll(() => h?.close());

describe('the announced duration closes the tournament by itself (R15.1, R8.5)', () => {
  it('extends on the arbiter’s click, warns, closes, then reopens with one ruled draw kept and one cleared', async () => {
    clock = local(11, 58);
    await page.goto(h.url);
    await goTo(page, 'Results');
    const line = page.getByTestId('duration-line');
    await line.getByText('Ends at 2030-06-01 12:00, in 2:00').waitFor(settles);
    await line.getByText('Five minutes to the announced end: nothing is paired after it').waitFor(settles);
    await line.getByRole('button', { name: 'Add 15 minutes' }).click();
    await line.getByText('Ends at 2030-06-01 12:15, in 17:00').waitFor(settles);

    // 12:21: six minutes after the new end (12:15), four to the close at 12:25, in red.
    clock = local(12, 21);
    await line
      .getByText('Overtime: open games are ruled drawn and the tournament closes in 4:00')
      .waitFor(settles);
    await line.getByText('Five minutes to the close: open games will be ruled drawn').waitFor(settles);
    await h.shot('overtime');
    let round = await h.api['round.get']({ tournamentId: tid, round: 1 });
    expect(round.boards[3]!.games[0]!.result).toBeNull();

    // The close: the next reading of the clock (every five seconds) closes the tournament.
    clock = local(12, 26);
    await line
      .getByText('Closed by the clock at 2030-06-01 12:25, ten minutes after the announced end (R15.1).')
      .waitFor(settles);
    await page.getByTestId('result-4-1').filter({ hasText: /\S/ }).waitFor(settles);
    await expect(line.getByRole('button', { name: 'Add 15 minutes' }).count()).resolves.toBe(0);
    await page.getByRole('banner').getByText('Finished', { exact: true }).waitFor(settles);
    await h.shot('closed');
    round = await h.api['round.get']({ tournamentId: tid, round: 1 });
    expect(round.boards.map((b) => b.games[0]!.result)).toEqual([
      'white-wins',
      'white-wins',
      'ruled-draw',
      'ruled-draw',
    ]);
    expect((await h.api['tournament.get']({ id: tid })).status).toBe('finished');

    // Reopen: the two ruled draws are listed by board and names; board 3 cleared, board 4 kept.
    clock = local(12, 30);
    await line.getByRole('button', { name: 'Reopen…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reopen "Rapid Open"' });
    const draws = dialog.getByRole('table', { name: 'Games ruled drawn by the close' });
    await draws.getByText('Round 1, board 3').waitFor(settles);
    const b3 = round.boards[2]!;
    await draws.getByText(`${b3.white.name} – ${b3.black.name}`).waitFor(settles);
    await draws.getByRole('row').filter({ hasText: 'Round 1, board 3' }).getByText('Clear it').click();
    await h.shot('reopen-dialog');
    await dialog.getByRole('button', { name: 'Reopen (kept: 1, cleared: 1)' }).click();
    await line.getByText('No close by the clock: the tournament ends with its last round.').waitFor(settles);
    await page.getByRole('banner').getByText('Running', { exact: true }).waitFor(settles);
    await page.getByTestId('result-3-1').filter({ hasText: /^\s*$/ }).waitFor(settles);
    round = await h.api['round.get']({ tournamentId: tid, round: 1 });
    expect(round.boards.map((b) => b.games[0]!.result)).toEqual([
      'white-wins',
      'white-wins',
      null,
      'ruled-draw',
    ]);
    await h.shot('reopened');
    const log = await h.api['activity.list']({ tournamentId: tid });
    expect(log.map((i) => i.action)).toContain('tournament.reopen');
  });

  it('closes a team tournament on the Teams screen too: the open boards of a match are ruled drawn', async () => {
    // A second event: four teams of four boards from 14:00 for an hour (end 15:00, close 15:10).
    clock = local(13, 55);
    await h.api['event.create']({ file: 'team-rapid', name: 'Team Rapid' });
    const ev = await h.api['team.createTournament']({
      settings: {
        name: 'Team Rapid',
        scheduledStart: '2030-06-01T14:00',
        closeAtEnd: true,
        announcedEnd: '2030-06-01T15:00',
        formatMode: 'force-round-robin',
      },
      team: { boards: 4 },
    });
    const t = ev.tournament.id;
    for (const [k, city] of ['Łódź', 'İzmir', 'Gdańsk', 'Ørsta'].entries()) {
      const team = await h.api['team.add']({ tournamentId: t, name: city, club: `Club ${city}` });
      for (let j = 0; j < 4; j++)
        await h.api['team.addPlayer']({
          teamId: team.id,
          player: { source: 'typed', name: `${city} ${j + 1}, Gracz`, rating: 2000 - 100 * k - 10 * j },
        });
    }
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    clock = local(14, 40);
    // match 1 complete; match 2 with boards 1 and 2 only
    for (const board of [1, 2, 3, 4])
      await h.api['team.result']({ tournamentId: t, round: 1, match: 1, board, result: 'draw' });
    for (const board of [1, 2])
      await h.api['team.result']({ tournamentId: t, round: 1, match: 2, board, result: 'white-wins' });

    clock = local(15, 11);
    // a real reload: the page learns of the event opened through the API (goto to the same
    // address would only move within the page)
    await page.reload();
    await goTo(page, 'Teams');
    await page
      .getByTestId('duration-line')
      .getByText('Closed by the clock at 2030-06-01 15:10, ten minutes after the announced end (R15.1).')
      .waitFor(settles);
    // the header follows: the tournament is finished
    await page.getByRole('banner').getByText('Finished', { exact: true }).waitFor(settles);
    await h.shot('team-closed');
    const round = await h.api['team.round']({ tournamentId: t, round: 1 });
    expect(round.matches.find((m) => m.matchNo === 2)!.boards.map((b) => b.result)).toEqual([
      'white-wins',
      'white-wins',
      'ruled-draw',
      'ruled-draw',
    ]);
    expect((await h.api['tournament.get']({ id: t })).status).toBe('finished');
  });

  it('closes while the arbiter is on the Standings screen, where the clock line shows above it', async () => {
    clock = local(16, 55);
    await h.api['event.create']({ file: 'evening-rapid', name: 'Evening Rapid' });
    const t = (
      await h.api['tournament.create']({
        settings: {
          name: 'Evening Rapid',
          scheduledStart: '2030-06-01T17:00',
          closeAtEnd: true,
          announcedEnd: '2030-06-01T18:00',
        },
      })
    ).id;
    for (let i = 0; i < 8; i++)
      await h.api['entrant.add']({
        tournamentId: t,
        name: `Gracz ${i + 1}, Łukasz`,
        rating: 1900 - 10 * i,
        present: true,
      });
    clock = local(17, 0);
    await h.api['tournament.start']({ tournamentId: t, seed: 5 });
    clock = local(17, 50);
    for (const board of [1, 2, 3])
      await h.api['result.set']({ tournamentId: t, round: 1, board, result: 'black-wins' });
    await page.reload();
    await goTo(page, 'Standings');
    await page.getByRole('banner').getByText('Running', { exact: true }).waitFor(settles);
    await page.getByTestId('duration-line').getByText('Ends at 2030-06-01 18:00, in 10:00').waitFor(settles);
    clock = local(18, 10);
    await page.getByRole('banner').getByText('Finished', { exact: true }).waitFor(settles);
    await page
      .getByTestId('duration-line')
      .getByText(/^Closed by the clock at 2030-06-01 18:10/)
      .waitFor(settles);
    const round = await h.api['round.get']({ tournamentId: t, round: 1 });
    expect(round.boards.map((b) => b.games[0]!.result)).toEqual([
      'black-wins',
      'black-wins',
      'black-wins',
      'ruled-draw',
    ]);
  });
});
