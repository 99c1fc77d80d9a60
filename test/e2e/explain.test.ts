import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, scene, settles, startHarness, type Harness } from './harness';

/**
 * "Why this pairing" and "Why not that one?" on the Pairings screen (issue 30): a Swiss of 9,
 * round 1 won by White on every board, round 2 paired; the panel shows each board's reasons, the
 * bye's and the round's criteria, and answers "why not" for two entrants of the round.
 */
let h: Harness;
let page: Page;
let tid = 0;

const NINE = Array.from({ length: 9 }, (_, i) => ({
  name: `Player ${String(i + 1).padStart(2, '0')}`,
  rating: 2000 - 10 * i,
}));

beforeAll(async () => {
  h = await startHarness('explain');
  page = h.page;
  tid = await scene(h.api, 'Club Open', NINE, { swissRounds: 5 });
  await h.api['tournament.start']({ tournamentId: tid, seed: 1 });
  const r1 = await h.api['round.get']({ tournamentId: tid, round: 1 });
  for (const b of r1.boards)
    await h.api['result.set']({ tournamentId: tid, round: 1, board: b.boardNo, result: 'white-wins' });
  await h.api['round.pairNext']({ tournamentId: tid });
});
afterAll(() => h?.close());

describe('why this pairing on the Pairings screen', () => {
  it('shows each board’s reasons, the bye and the round’s criteria', async () => {
    await page.goto(h.url);
    await goTo(page, 'Pairings');
    const panel = page.getByRole('region', { name: 'Why this pairing: round 2' });
    await panel.getByRole('button', { name: 'Why this pairing', exact: true }).click();
    const x = await h.api['pairing.explain']({ tournamentId: tid, round: 2 });
    const first = x.boards[0]!;
    await panel.getByRole('button', { name: `Board 1: ${first.white.name} – ${first.black.name}` }).click();
    await panel.getByText(first.lines[0]!.trim()).waitFor(settles);
    await panel.getByRole('button', { name: 'The round: quality criteria (C5–C21)' }).click();
    await panel.getByText(x.criteria[1]!.trim()).waitFor(settles);
    await h.shot('1-why-this-pairing');
  });

  it('answers why not for two entrants of the round', async () => {
    const r2 = await h.api['round.get']({ tournamentId: tid, round: 2 });
    const all = r2.boards.flatMap((b) => [b.white, b.black]);
    let pair: [(typeof all)[number], (typeof all)[number], string] | null = null;
    for (const a of all)
      for (const b of all) {
        if (pair || a.id >= b.id) continue;
        const w = await h.api['pairing.whyNot']({ tournamentId: tid, round: 2, a: a.id, b: b.id });
        if (w.kind === 'worse') pair = [a, b, w.text];
      }
    expect(pair).not.toBeNull();
    const [a, b, text] = pair!;
    const panel = page.getByRole('region', { name: 'Why this pairing: round 2' });
    await panel.getByLabel('Why not').selectOption({ label: `${a.startNo}. ${a.name}` });
    await panel.getByLabel('against').selectOption({ label: `${b.startNo}. ${b.name}` });
    await panel.getByRole('button', { name: 'Why not?' }).click();
    await panel.getByRole('status').getByText(text).waitFor(settles);
    await h.shot('2-why-not');
  });
});
