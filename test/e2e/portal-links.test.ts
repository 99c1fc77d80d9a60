import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/*
 * RULES.md R16.3 on the Results screen: four players, round 1 paired, the portal on 127.0.0.1.
 * The arbiter prints invitation slips, sees who holds a live personal link, and revokes one.
 */
let h: Harness;
let tid: number;
const clock = new Date('2026-06-01T10:00:00Z');

beforeAll(async () => {
  h = await startHarness('portal-links', { now: () => clock });
  tid = await scene(h.api, 'Open Gdańsk', [
    { name: 'Łęcki, Paweł', rating: 1900 },
    { name: 'Kowalski, Jan', rating: 1850 },
    { name: 'Świątek, Iga', rating: 1800 },
    { name: 'Zoë de Wit', rating: 1750 },
  ]);
  await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  await h.api['portal.configure']({ tournamentId: tid, enabled: true, access: 'private' });
  await h.api['portal.listen']({ address: '127.0.0.1', port: 0 });
});
afterAll(() => h?.close());

describe('personal links on the Results screen', () => {
  it('prints slips, lists each player with a link, and revokes one after confirmation', async () => {
    const page = h.page;
    await page.goto(h.url);
    await goTo(page, 'Results');
    await page.getByTestId('portal-url').waitFor(settles);
    await h.shot('switch');
    const panel = page.getByTestId('portal-links');
    await panel.getByRole('button', { name: 'Print slips for players without a link' }).click();
    await page.getByText('4 invitation slips ready.').waitFor(settles);
    const row = panel.getByRole('row', { name: /Świątek, Iga/ });
    await row.getByText('has a link').waitFor(settles);
    await h.shot('links');

    await row.getByRole('button', { name: 'Revoke the link' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The personal link of Świątek, Iga stops working at once.').waitFor(settles);
    await dialog.getByRole('button', { name: 'Revoke the link' }).click();
    await row.getByText('link revoked').waitFor(settles);
    const states = await h.api['portal.links']({ tournamentId: tid });
    expect(states.map((l) => [l.name, l.state])).toEqual([
      ['Łęcki, Paweł', 'invited'],
      ['Kowalski, Jan', 'invited'],
      ['Świątek, Iga', 'revoked'],
      ['Zoë de Wit', 'invited'],
    ]);
    // Printing again without asking for new links gives a slip to Świątek alone.
    await panel.getByRole('button', { name: 'Print slips for players without a link' }).click();
    await page.getByText('1 invitation slips ready.').waitFor(settles);
    await row.getByText('has a link').waitFor(settles);
  });
});
