/*
 * One text per figure (R9.6, shared/figure-text.ts): every figure of a standings page (points
 * and tiebreak figures; for teams match points, board points and the team tiebreaks) reads the
 * same on the screen (the Standings and Teams screens' tables rendered to HTML, fed by the API's
 * answer), in the standings PDF and on the website. Three pages: the three-way
 * round-robin tie where two never met (DE in brackets, SB with halves: unmet-scene.ts), a Swiss
 * with a bye, an absence and forfeits (crosstable-scene.ts: counts, halves, blanks), and a team
 * Swiss of four teams over three rounds whose draws leave halves and ties.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StandingsTable } from '../../src/renderer/components/standings/StandingsTable';
import { TeamStandingsTable } from '../../src/renderer/components/teams/TeamStandingsTable';
import { createI18n } from '../../src/shared/i18n/index';
import { enterMatch, homeResults, teamTournament } from '../api/teams/setup';
import { idsApartScene } from '../services/rounds/crosstable-scene';
import { harness, type Harness } from '../services/rounds/setup';
import { unmetScene } from '../services/rounds/unmet-scene';
import { lines, readBack } from './pdf';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const unescape = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The body rows of an HTML table, each cell's text, tags removed. */
function bodyRows(html: string): string[][] {
  return [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)]
    .map((m) =>
      [...(m[1] ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) =>
        unescape((c[1] ?? '').replace(/<[^>]+>/g, '').trim()),
      ),
    )
    .filter((r) => r.length > 0);
}

/** The site's standings table, row by row. */
const siteRows = (html: string): string[][] =>
  bodyRows(/<section id="standings">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '');

/** A screen's table as React renders it, in English, row by row. */
function screenRows(table: ReactElement): string[][] {
  const i18n = createI18n('en');
  return bodyRows(
    renderToStaticMarkup(
      createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, table)),
    ),
  );
}

/** The site's page of a tournament, in English, once the website is written. */
async function sitePage(folder: string, tid: number): Promise<string> {
  await h.api['file.exportSite']({});
  return readFileSync(join(h.dir, 'data', folder, 'en', `t${tid}.html`), 'utf8');
}

async function sameEverywhere(tid: number) {
  const s = await h.api['standings.get']({ tournamentId: tid });
  expect(s.acceleration ?? null).toBeNull();
  // The Standings screen: rank, no., name, then the points and the figures of `columns`.
  const screen = screenRows(createElement(StandingsTable, { standings: s })).map((cells) => cells.slice(3));
  expect(screen).toHaveLength(s.rows.length);
  expect(screen.every((cells) => cells.length === 1 + s.columns.length)).toBe(true);
  // PDF: each row's line ends with its points then its figures (blank figures print nothing).
  const out = await h.api['report.render']({ tournamentId: tid, kind: 'standings', language: 'en' });
  const printed = lines(readBack(Buffer.from(out.pdf, 'base64')));
  // Website: the standings of the tournament's page.
  const site = siteRows(await sitePage('play-site', tid));
  expect(site).toHaveLength(s.rows.length);
  for (const [i, r] of s.rows.entries()) {
    const cells = screen[i] ?? [];
    const tail = cells.filter((x) => x !== '').join(' ');
    const line = printed.find((l) => l.startsWith(`${r.rank} ${r.entrant.startNo} ${r.entrant.name} `));
    expect(line, r.entrant.name).toBeDefined();
    expect(line?.endsWith(` ${tail}`), `${line} / ${tail}`).toBe(true);
    expect(site[i]?.slice(-cells.length), r.entrant.name).toEqual(cells);
  }
  return screen.map((cells) => cells.slice(1));
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

  /*
   * Four teams of four boards (2/1/0 per board, 3/1/0 per match), three Swiss rounds. Seeds by
   * rating follow the letters. Each round the first match is a 5-3 home win (wwdl), the second a
   * 4-4 draw (dddd): draws split match points, so Sonneborn-Berger on match points reads in
   * halves and teams tie on match points.
   */
  it('a team Swiss: match points, board points and every team tiebreak', async () => {
    const { t } = await teamTournament(h, { teams: 4, boards: 4, team: { rounds: 3 } });
    let round = (await h.api['team.start']({ tournamentId: t, seed: 1 })).round;
    for (let r = 1; r <= 3; r++) {
      const [first, second] = round.matches;
      if (!first || !second) throw new Error('two matches a round');
      await enterMatch(h, t, r, first.matchNo, homeResults('wwdl'));
      await enterMatch(h, t, r, second.matchNo, homeResults('dddd'));
      if (r < 3) round = await h.api['team.pairNext']({ tournamentId: t });
    }
    const s = await h.api['team.standings']({ tournamentId: t });
    // The Teams screen: rank, seed, team, match points, board points, W-D-L, the tiebreaks of the
    // sequence, the team rating.
    const rendered = screenRows(createElement(TeamStandingsTable, { standings: s }));
    expect(rendered).toHaveLength(s.rows.length);
    const screen = rendered.map((cells) => [cells[3] ?? '', cells[4] ?? '', ...cells.slice(6, -1)]);
    expect(rendered.every((cells) => cells.length === 7 + s.sequence.length)).toBe(true);
    const out = await h.api['teamReport.render']({ tournamentId: t, kind: 'team-standings', language: 'en' });
    const printed = lines(readBack(Buffer.from(out.pdf, 'base64')));
    const site = siteRows(await sitePage('teams-site', t));
    expect(site).toHaveLength(s.rows.length);
    for (const [i, r] of s.rows.entries()) {
      const [mp, bp, ...figures] = screen[i] ?? [];
      const wdl = [r.won, r.drawn, r.lost].map(String);
      // The team rating, last on the screen and in print (the website has no column for it).
      const rating = rendered[i]?.at(-1) ?? '';
      // PDF: rank, seed, team, club, MP, BP, W, D, L, the figures (blank ones print nothing).
      const tail = [mp, bp, ...wdl, ...figures, rating].filter((x) => x !== '').join(' ');
      const line = printed.find((l) => l.startsWith(`${r.rank} ${r.team.seed} ${r.team.name} `));
      expect(line, r.team.name).toBeDefined();
      expect(line?.endsWith(` ${tail}`), `${line} / ${tail}`).toBe(true);
      // Website: rank, seed, team, club, MP, BP, W, D, L, the figures.
      expect(site[i]?.slice(4), r.team.name).toEqual([mp, bp, ...wdl, ...figures]);
    }
    // Halves of Sonneborn-Berger on match points read "½" everywhere (checked above), and occur.
    expect(screen.some((cells) => cells.some((x) => x.endsWith('½')))).toBe(true);
  });
});
