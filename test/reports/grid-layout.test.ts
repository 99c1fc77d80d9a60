/**
 * The printed round-robin grid (R7) an arbiter can read: the two games of a round in one cell
 * parted from the next cell by a line, the name column no wider than the longest name, and a
 * double round robin's cycles one above the other in each cell, against the hand-worked scene.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentTable, CustomTableLayout } from 'pdfmake/interfaces';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modelFromEvent } from '../../src/main/services/rounds/report-views';
import { BUILDERS, renderReport } from '../../src/main/reports/index';
import { tournamentBody } from '../../src/main/reports/html/tournament-page';
import { ENTRANTS, resultOf } from '../services/rounds/double-round-robin-scene';
import { field, harness, tournament, type Harness } from '../services/rounds/setup';
import { lines, PRINTED, readBack } from './pdf';

/** The clause of the legend that only a round of two games (R5.1) needs. */
const SIDE_BY_SIDE = 'Les deux parties d’une ronde côte à côte.';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const model = (t: number) => {
  const db = h.session.db;
  if (!db) throw new Error('no event open');
  return modelFromEvent(db, t, { language: 'fr', paper: 'a4', printed: PRINTED });
};

/** A rated round robin of 12, two games a round (R5.1), round 1 played: White wins game 1, game 2 drawn. */
async function twelve(): Promise<number> {
  const t = await tournament(h, field(12), {
    twoLegs: true,
    tableNumbers: 'rating',
    formatMode: 'force-round-robin',
  });
  const start = await h.api['tournament.start']({ tournamentId: t, seed: 2 });
  for (const b of start.round?.boards ?? []) {
    await h.api['result.set']({ tournamentId: t, round: 1, board: b.boardNo, leg: 1, result: 'white-wins' });
    await h.api['result.set']({ tournamentId: t, round: 1, board: b.boardNo, leg: 2, result: 'draw' });
  }
  return t;
}

/** Where each word of the first page stands: `pdftotext -bbox`, x of its left edge in points. */
function words(pdf: Buffer): { word: string; x: number; y: number }[] {
  const dir = mkdtempSync(join(tmpdir(), 'diagonal-grid-'));
  try {
    const file = join(dir, 'grid.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
    return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      word: m[3] ?? '',
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the printed round-robin grid', () => {
  it('parts the cells of the opponents by lines and gives the name only the room it needs', async () => {
    const t = await twelve();
    const doc = BUILDERS.grid(model(t));
    const content = doc.content as unknown as (ContentTable | { text: string })[];
    const grid = content.find((x): x is ContentTable => 'table' in x);
    if (!grid) throw new Error('no table');
    const widths = grid.table.widths as unknown[];
    expect(widths[1]).toBe('auto'); // the name
    expect(widths.slice(3, 15)).toEqual(Array.from({ length: 12 }, () => '*'));
    const layout = grid.layout as CustomTableLayout;
    const v = (i: number) => (layout.vLineWidth as (i: number) => number)(i);
    // A line before, between and after the twelve opponents' columns (3 .. 15), none elsewhere.
    expect([2, 3, 4, 9, 15, 16].map(v)).toEqual([0, 0.4, 0.4, 0.4, 0.4, 0]);

    const pdf = await renderReport('grid', model(t));
    const w = words(pdf);
    const page = readBack(pdf).width;
    // The header "1" of the first opponent's column starts in the left third of the page.
    const head = w.find((x) => x.word === '1' && w.some((y) => y.word === 'Nom' && Math.abs(y.y - x.y) < 2));
    expect(head?.x).toBeLessThan(page / 3);
  });

  it('writes each cycle of a double round robin on its own line, the first above', async () => {
    const t = await tournament(h, ENTRANTS, { roundRobinCycles: 2, tableNumbers: 'rating' });
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    for (let round = 1; round <= 10; round++) {
      const r =
        round === 1
          ? await h.api['round.get']({ tournamentId: t, round })
          : await h.api['round.pairNext']({ tournamentId: t });
      for (const b of r.boards)
        await h.api['result.set']({
          tournamentId: t,
          round,
          board: b.boardNo,
          leg: 1,
          result: resultOf(round, b.white.startNo, b.black.startNo),
        });
    }
    const l = lines(readBack(await renderReport('grid', model(t))));
    expect(l).toContain(
      'Toutes rondes aller-retour : rondes 1 à 5 phase aller, 6 à 10 phase retour, couleurs inversées',
    );
    // Wiśniewski (1) against 2..6: W D D W W in the first cycle, D L D W W in the second.
    const at = l.findIndex((x) => x.startsWith('1 Wiśniewski, Łukasz 2100'));
    expect(l[at]).toBe('1 Wiśniewski, Łukasz 2100 2 1 1 2 2 14 5 1 54½ 3');
    expect(l[at + 1]).toBe('1 0 1 2 2');
    // Śliwa (6), last: a draw with 4 in the first cycle, with 5 in the second.
    const six = l.findIndex((x) => x.startsWith('6 Śliwa, Zoë 1850'));
    expect(l[six]).toBe('6 Śliwa, Zoë 1850 0 0 0 1 0 2 0 7½ 6');
    expect(l[six + 1]).toBe('0 0 0 0 1');
  });

  it('says the two games of a round stand side by side where the rounds have two games', async () => {
    const t = await twelve();
    const printed = lines(readBack(await renderReport('grid', model(t)))).join(' ');
    expect(printed).toContain(SIDE_BY_SIDE);
    // The website's grid says the same.
    expect(tournamentBody(model(t), t)).toContain(SIDE_BY_SIDE);
  });

  it('leaves that clause out where every round has one game', async () => {
    const t = await tournament(h, field(6), { tableNumbers: 'rating', formatMode: 'force-round-robin' });
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 2 });
    for (const b of start.round?.boards ?? [])
      await h.api['result.set']({ tournamentId: t, round: 1, board: b.boardNo, leg: 1, result: 'draw' });
    const printed = lines(readBack(await renderReport('grid', model(t)))).join(' ');
    expect(printed).toContain('· pas encore de résultat.');
    expect(printed).not.toContain('côte à côte');
    expect(tournamentBody(model(t), t)).not.toContain('côte à côte');
  });
});
