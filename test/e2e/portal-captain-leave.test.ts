import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, settles, startHarness, type Harness } from './harness';

/*
 * A captain forfeits his team's match from his phone (390 x 844), in two steps, the second saying
 * what follows; the arbiter's Teams screen is alerted and undoes it (R16.1b, R16.2; issue 32.3).
 * Four teams of five, four boards, a round robin: round 1 has two matches; board 1 of the first
 * was played (a draw) before its away captain forfeits.
 */
let h: Harness;
let tid = 0;
const clock = new Date('2026-06-01T10:40:00Z');
const links = new Map<string, string>();
let home = '';
let away = '';

beforeAll(async () => {
  h = await startHarness('portal-captain-leave', { now: () => clock });
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
  for (const [k, city] of ['Lille', 'Łódź', 'Gdańsk', 'Tilburg'].entries()) {
    const team = await h.api['team.add']({ tournamentId: tid, name: city });
    for (let j = 0; j < 5; j++)
      await h.api['team.addPlayer']({
        teamId: team.id,
        player: { source: 'typed', name: `${city} ${j + 1}, Joueur`, rating: 2000 - 100 * k - 10 * j },
      });
  }
  const start = await h.api['team.start']({ tournamentId: tid, seed: 7 });
  const first = start.round.matches.find((m) => m.matchNo === 1)!;
  [home, away] = [first.home.name, first.away.name];
  await h.api['team.result']({ tournamentId: tid, round: 1, match: 1, board: 1, result: 'draw' });
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

const boards = async () =>
  (await h.api['team.round']({ tournamentId: tid, round: 1 })).matches
    .find((x) => x.matchNo === 1)
    ?.boards.map((b) => b.result);

describe("a captain's forfeit from the phone", () => {
  it('two steps on the phone, the consequence spelled out; the arbiter is alerted and undoes it', async () => {
    const p = await h.phone();
    await p.goto(links.get(away) ?? '');
    await p.getByText(`Match 1 · against ${home}`).waitFor(settles);
    // Step 1: the two choices under the match.
    const step1 = p.locator('[data-step="1"]');
    await step1.getByRole('button', { name: 'Forfeit this match' }).waitFor(settles);
    await step1
      .getByRole('button', { name: 'Withdraw the team from the tournament (abandon)' })
      .waitFor(settles);
    await step1.scrollIntoViewIfNeeded();
    await p.screenshot({
      path: `${process.env.DIAGONAL_SCREENSHOTS ?? '/tmp'}/portal-captain-leave-step1.png`,
    });
    await step1.getByRole('button', { name: 'Forfeit this match' }).click();
    // Step 2: what follows, board by board, and the one button that does it.
    const step2 = p.getByRole('alertdialog', { name: `Forfeit match 1 against ${home}?` });
    await step2.waitFor(settles);
    const said = (await step2.locator('p').allTextContents()).filter((x) => x.trim() !== '');
    expect(said.slice(0, 5)).toEqual([
      `Boards without a result become forfeits, lost by ${away}: 2, 3, 4.`,
      'Boards already played keep their result: 1.',
      `Match 1 is lost by ${away} whatever the boards played say: ${home} gets the match points.`,
      `${away} leaves the tournament: it is not paired any more, keeps its points and ranks behind every team still in.`,
      'The arbiter is told and can undo it until the next round is paired.',
    ]);
    await step2.scrollIntoViewIfNeeded();
    await p.screenshot({
      path: `${process.env.DIAGONAL_SCREENSHOTS ?? '/tmp'}/portal-captain-leave-step2.png`,
    });
    // Nothing is written before the second tap.
    expect(await boards()).toEqual(['draw', null, null, null]);
    await step2.getByRole('button', { name: 'Yes, forfeit match 1' }).click();
    await p
      .getByText(`${away} forfeited its round 1 match and left the tournament: it is not paired any more.`)
      .waitFor(settles);
    await p
      .getByText("Declared from a captain's phone: the arbiter can undo it until the next round is paired.")
      .waitFor(settles);
    await p.screenshot({
      path: `${process.env.DIAGONAL_SCREENSHOTS ?? '/tmp'}/portal-captain-leave-done.png`,
      fullPage: true,
    });
    expect((await boards())?.slice(1).every((r) => r?.endsWith('-forfeit'))).toBe(true);

    // The arbiter's Teams screen: the alert, with how the phone came in, and Undo.
    const page = h.page;
    await page.goto(h.url);
    await goTo(page, 'Teams');
    const teamId = (await h.api['team.list']({ tournamentId: tid })).find((t) => t.name === away)!.id;
    const alert = page.getByTestId(`team-leave-${teamId}`);
    await alert
      .getByText(
        new RegExp(
          `^At 10:40 the captain of ${away} forfeited match 1 of round 1 from his phone, and the team left \\(personal link · phone [0-9A-F]{6}\\)\\.$`,
        ),
      )
      .waitFor(settles);
    await alert
      .getByText('Boards scored as forfeits: 2, 3, 4. You can undo it until the next round is paired.')
      .waitFor(settles);
    await h.shot('arbiter-alert', { viewport: true });
    await alert.getByRole('button', { name: 'Undo' }).click();
    const dialog = page.getByRole('dialog', { name: `Undo the withdrawal of ${away}?` });
    await dialog.waitFor(settles);
    await dialog.getByRole('button', { name: 'Undo' }).click();
    await alert.waitFor({ state: 'detached', ...settles });
    expect(await boards()).toEqual(['draw', null, null, null]);
    // Back on the phone, the match can be reported again.
    await p.getByRole('button', { name: 'Refresh' }).click();
    await p.locator('[data-step="1"]').waitFor(settles);
    const log = await h.api['activity.list']({ tournamentId: tid });
    expect(log.map((r) => r.action)).toEqual(expect.arrayContaining(['portal.leave', 'team.undoLeave']));
    await p.close();
  });

  it('the second step in French, with the typographic apostrophe and the space before the question mark', async () => {
    const p = await h.phone();
    await p.goto(links.get(away) ?? '');
    await p.getByRole('button', { name: 'FR', exact: true }).click();
    await p.getByRole('button', { name: 'Retirer l’équipe du tournoi (abandon)' }).click();
    const step2 = p.getByRole('alertdialog', { name: `Retirer ${away} du tournoi ?` });
    await step2
      .getByText(`Les tables sans résultat deviennent des forfaits, perdus par ${away} : 2, 3, 4.`)
      .waitFor(settles);
    await step2.getByText('Le match 1 compte comme ses tables le disent.').waitFor(settles);
    await step2.scrollIntoViewIfNeeded();
    await p.screenshot({
      path: `${process.env.DIAGONAL_SCREENSHOTS ?? '/tmp'}/portal-captain-leave-step2-fr.png`,
    });
    await step2.getByRole('button', { name: 'Annuler' }).click();
    await p.locator('[data-step="1"]').waitFor(settles);
    expect(await boards()).toEqual(['draw', null, null, null]);
    await p.close();
  });
});
