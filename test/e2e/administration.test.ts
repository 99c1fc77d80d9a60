import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, settles, startHarness, type Harness } from './harness';

/*
 * A two-day Swiss of eight (five rounds, R3.3) on the test's clock: rounds 1-4 paired on Saturday
 * 5 December 2026, round 5 on Sunday 6 December; the scheduled start left as the form's default,
 * two days too late (Monday 7 December). After round 4 one entrant withdraws with every result of
 * round 4 in; after round 5 the arbiter renames the tournament and its chief arbiter on the
 * Settings screen, where the rules stay locked (R1.3), and the standings PDF prints the new name,
 * the new arbiter and the days the rounds were paired.
 */
let clock = new Date(2026, 11, 5, 9, 30);
let h: Harness;
let page: Page;
let downloads: string;
let tid = 0;

const NAMES = ['Świątek, Łukasz', 'Brouwer, Zoë', 'Güneş, İlkay', 'Dupré, Anaëlle'];
const FIELD = [...NAMES, 'Kowalski, Jan', 'Jansen, Piet', 'Dubois, Marc', 'Nowak, Ewa'];

async function whiteWins(round: number) {
  const r = await h.api['round.get']({ tournamentId: tid, round });
  for (const b of r.boards)
    await h.api['result.set']({ tournamentId: tid, round, board: b.boardNo, result: 'white-wins' });
}

beforeAll(async () => {
  h = await startHarness('administration', { now: () => clock });
  page = h.page;
  downloads = mkdtempSync(join(tmpdir(), 'diagonal-administration-downloads-'));
  await h.api['event.create']({ file: 'weekend', name: 'Weekend Open' });
  const t = await h.api['tournament.create']({
    settings: { name: 'Weekend Open 2026', arbiter: 'Nobody, Yet', scheduledStart: '2026-12-07T10:00' },
  });
  tid = t.id;
  for (const [i, name] of FIELD.entries())
    await h.api['entrant.add']({ tournamentId: tid, name, rating: 2000 - 10 * i, present: true });
  await h.api['tournament.start']({ tournamentId: tid, seed: 5 });
  for (let round = 1; round <= 4; round += 1) {
    if (round > 1) await h.api['round.pairNext']({ tournamentId: tid });
    await whiteWins(round);
  }
});
afterAll(async () => {
  await h?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

describe('after a withdrawal (R10.2)', () => {
  it('the dialog says round 4’s game keeps its result, and the counts say withdrawn apart', async () => {
    await page.goto(h.url);
    await goTo(page, 'Entrants');
    await page.getByText('Entrants: 8 · present: 8 · seats: 200').waitFor(settles);
    await page.getByRole('button', { name: 'Withdraw Nowak, Ewa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw an entrant (R10.2)' });
    await dialog.getByTestId('withdraw-effect').waitFor(settles);
    expect(await dialog.getByTestId('withdraw-effect').innerText()).toBe(
      'Their game of round 4 has its result: it stays as it is.',
    );
    expect(await dialog.innerText()).not.toContain('without a result');
    await h.shot('1-withdraw-dialog');
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Entrants: 8 · present: 7 · withdrawn: 1 · seats: 200').waitFor(settles);
    await goTo(page, 'Events');
    await page.getByRole('cell', { name: '7/8 (1 withdrawn)' }).waitFor(settles);
    await h.shot('2-events-counts');
  });
});

describe('the administrative fields after round 5 (R1.3)', () => {
  it('renames the tournament and its arbiter on the Settings screen; the rules say why they are locked', async () => {
    clock = new Date(2026, 11, 6, 9, 30);
    await h.api['round.pairNext']({ tournamentId: tid });
    await whiteWins(5);
    clock = new Date(2026, 11, 6, 18, 0);
    await page.reload();
    await goTo(page, 'Settings');
    await page.getByText(/the rules of play are locked \(R1\.3\)/).waitFor(settles);
    // every rule says why it is locked, under itself; the administrative fields say nothing
    expect(await page.getByTestId('locked-field').count()).toBeGreaterThanOrEqual(15);
    const threshold = await page.getByLabel('Threshold').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${threshold?.split(' ')[0]}"]`).innerText()).toContain(
      'Locked: round 1 is paired; rules of play do not change during a tournament (R1.3).',
    );
    expect(
      await page.getByRole('group', { name: 'Administration' }).getByTestId('locked-field').count(),
    ).toBe(0);
    expect(await page.getByLabel('Threshold').isDisabled()).toBe(true);
    expect(await page.getByLabel('Tournament name').isDisabled()).toBe(false);
    await page.getByLabel('Tournament name').fill('Grand Prix Łódź 2026');
    await page.getByLabel('Chief arbiter').fill('Kowalska, Anna');
    await page.getByLabel('Deputy arbiters').fill('Brouwer, Zoë');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor(settles);
    await page.getByRole('heading', { name: 'Settings: Grand Prix Łódź 2026', level: 2 }).waitFor(settles);
    await h.shot('3-settings-after-round-5');
    const log = await h.api['activity.list']({ tournamentId: tid });
    const change = log.find((e) => e.action === 'tournament.updateSettings');
    expect((change?.summary as { changed: string[] }).changed.sort()).toEqual([
      'arbiter',
      'deputies',
      'name',
    ]);
  });

  it('prints the new name and arbiter on the standings PDF, dated by the days rounds were paired', async () => {
    await goTo(page, 'Reports');
    await page
      .getByRole('navigation', { name: 'Reports' })
      .getByRole('button', { name: 'Standings', exact: true })
      .click();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByTitle('Preview of the report').waitFor(settles);
    const [download] = await Promise.all([
      page.waitForEvent('download', settles),
      page.getByRole('button', { name: 'Save as PDF' }).click(),
    ]);
    const file = join(downloads, 'standings.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Grand Prix Łódź 2026');
    expect(text).toContain('Kowalska, Anna');
    expect(text).not.toContain('Nobody, Yet');
    expect(text).toContain('2026-12-05 – 2026-12-06');
    expect(text).not.toContain('2026-12-07');
    await h.shot('4-reports');
  });
});
