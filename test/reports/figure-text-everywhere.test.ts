/*
 * One text per figure (R9.6, shared/figure-text.ts): every tiebreak figure of a standings page
 * reads the same on the Standings screen, in the standings PDF and on the website. Two pages: the
 * three-way round-robin tie where two never met (DE in brackets, SB with halves: unmet-scene.ts)
 * and a Swiss with a bye, an absence and forfeits (crosstable-scene.ts: counts, halves, blanks).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { figure } from '../../src/renderer/components/standings/figure';
import { idsApartScene } from '../services/rounds/crosstable-scene';
import { harness, type Harness } from '../services/rounds/setup';
import { unmetScene } from '../services/rounds/unmet-scene';
import { lines, readBack } from './pdf';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** The site's standings table, row by row: the text of each cell, tags removed. */
function siteRows(html: string): string[][] {
  const section = /<section id="standings">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  return [...section.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) =>
      (c[1] ?? '').replace(/<[^>]+>/g, '').trim(),
    ),
  );
}

async function sameEverywhere(tid: number) {
  const s = await h.api['standings.get']({ tournamentId: tid });
  const screen = s.rows.map((r) =>
    s.columns.map((c) => {
      const f = r.tiebreaks.find((x) => x.code === c);
      return f ? figure(f, s.scale) : '';
    }),
  );
  // PDF: each row's line ends with its points then its figures (blank figures print nothing).
  const out = await h.api['report.render']({ tournamentId: tid, kind: 'standings', language: 'en' });
  const printed = lines(readBack(Buffer.from(out.pdf, 'base64')));
  // Website: the standings of the tournament's page.
  await h.api['file.exportSite']({});
  const html = readFileSync(join(h.dir, 'data', 'play-site', 'en', `t${tid}.html`), 'utf8');
  const site = siteRows(html).filter((r) => r.length > 0);
  expect(site).toHaveLength(s.rows.length);
  for (const [i, r] of s.rows.entries()) {
    const figures = screen[i] ?? [];
    const tail = [String(r.points), ...figures].filter((x) => x !== '').join(' ');
    const line = printed.find((l) => l.startsWith(`${r.rank} ${r.entrant.startNo} ${r.entrant.name} `));
    expect(line, r.entrant.name).toBeDefined();
    expect(line?.endsWith(` ${tail}`), `${line} / ${tail}`).toBe(true);
    expect(site[i]?.slice(-figures.length), r.entrant.name).toEqual(figures);
  }
  return screen;
}

describe('a figure reads the same on screen, in print and on the website', () => {
  it('the three-way round-robin tie: DE in brackets where it does not decide, SB halves', async () => {
    const screen = await sameEverywhere(await unmetScene(h));
    // Hand-worked (direct-encounter-unmet-round-robin.test.ts): columns WIN, DE, TPN, SB*;
    // SB of 2: half of 5's 3 and of 1's 4, 6 beaten with 0: 1½ + 2 + 0 = 3½.
    expect(screen.slice(0, 3)).toEqual([
      ['1', '(2)', '1', '4'],
      ['1', '(1)', '2', '3½'],
      ['1', '(1)', '3', '6½'],
    ]);
  });

  it('a Swiss with a bye, an absence and forfeits', async () => {
    await sameEverywhere(await idsApartScene(h));
  });
});
