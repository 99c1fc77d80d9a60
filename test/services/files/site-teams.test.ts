/**
 * The team tournaments on the event's website (issue 14, issue 17 item 4): listed on the index of
 * each language, and one page each with the team standings (R16.1), the team crosstable and the
 * matches of each round with their board results (R16.1b). Expected figures are worked by hand
 * from the results entered: 2/1/0 per board game (R4.1), 3/1/0 per match (R16.1).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../../api/harness';
import { enterMatch, homeResults, teamTournament } from '../../api/teams/setup';

let h: Harness | undefined;
afterEach(() => h?.done());

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/** The body rows of the first table of a section, each cell as plain text. */
function rows(html: string, section: string): string[][] {
  const part = html.split(`<section id="${section}">`)[1]?.split('</section>')[0] ?? '';
  const body = part.split('<tbody>')[1]?.split('</tbody>')[0] ?? '';
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((r) =>
    [...(r[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => text(c[1] ?? '')),
  );
}

describe('a team tournament on the website', () => {
  it('shows standings, crosstable and board results worked by hand, in every language', async () => {
    const hh = harness('en', () => new Date('2026-12-05T18:00:00Z'));
    h = hh;
    const { t } = await teamTournament(hh, { teams: 4, boards: 4 });
    const { round } = await hh.api['team.start']({ tournamentId: t, seed: 1 });
    const withOne = round.matches.find((m) => m.home.seed === 1 || m.away.seed === 1);
    const other = round.matches.find((m) => m !== withOne);
    if (!withOne || !other) throw new Error('two matches expected');
    const oneHome = withOne.home.seed === 1;
    // Seed 1 wins two boards, draws one, loses one: 2+2+1+0 = 5 board points against 3.
    await enterMatch(hh, t, 1, withOne.matchNo, homeResults(oneHome ? 'wwdl' : 'llwd'));
    await enterMatch(hh, t, 1, other.matchNo, homeResults('dddd'));
    await hh.api['file.exportSite']({});
    const folder = join(hh.dir, 'data', 'teams-site');
    const index = readFileSync(join(folder, 'en', 'index.html'), 'utf8');
    expect(index).toContain(`<a href="t${t}.html">Team Cup</a>`);
    expect(index).toContain('Under way · Round 1 of 3 · Teams: 4');
    const html = readFileSync(join(folder, 'en', `t${t}.html`), 'utf8');

    const loser = oneHome ? withOne.away.seed : withOne.home.seed;
    const st = rows(html, 'standings');
    const name = (seed: number | null) => `Team ${String.fromCharCode(64 + (seed ?? 0))}`;
    // rank, no., team, club, MP, BP, W, D, L
    expect(st[0]?.slice(0, 9)).toEqual(['1', '1', 'Team A', 'Club A', '3', '5', '1', '0', '0']);
    expect(st[3]?.slice(0, 9)).toEqual([
      '4',
      String(loser),
      name(loser),
      `Club ${name(loser).slice(-1)}`,
      '0',
      '3',
      '0',
      '0',
      '1',
    ]);
    expect(st.slice(1, 3).map((r) => r.slice(4, 9))).toEqual([
      ['1', '4', '0', '1', '0'],
      ['1', '4', '0', '1', '0'],
    ]);

    // Crosstable: opponent, seed 1's colour on board 1 (home plays White there, R16.1b), score.
    const cross = rows(html, 'crosstable');
    expect(cross[0]?.slice(0, 6)).toEqual([
      '1',
      '1',
      'Team A',
      `${loser}${oneHome ? 'w' : 'b'} 5–3`,
      '3',
      '5',
    ]);

    // The match of round 1 with its four boards and its board score.
    const r1 = html.split('<section id="round-1">')[1]?.split('</section>')[0] ?? '';
    const homeName = name(withOne.home.seed);
    const awayName = name(withOne.away.seed);
    expect(text(r1)).toContain(
      `Match ${withOne.matchNo}: ${homeName} – ${awayName} ${oneHome ? '5–3' : '3–5'}`,
    );
    const boards = rows(
      `<section id="m">${r1.split('<caption>').find((c) => c.startsWith(`Match ${withOne.matchNo}:`)) ?? ''}`,
      'm',
    );
    expect(boards.map((b) => [b[0], b[1], b[2], b[4], b[5]])).toEqual([
      ['1', 'w', withOne.boards[0]?.home.name, 'b', withOne.boards[0]?.away.name],
      ['2', 'b', withOne.boards[1]?.home.name, 'w', withOne.boards[1]?.away.name],
      ['3', 'w', withOne.boards[2]?.home.name, 'b', withOne.boards[2]?.away.name],
      ['4', 'b', withOne.boards[3]?.home.name, 'w', withOne.boards[3]?.away.name],
    ]);
    // Each board's result read from the first-listed team's side.
    const fromOne = ['2–0', '2–0', '1–1', '0–2'];
    const fromHome = oneHome ? fromOne : fromOne.map((r) => r.split('–').reverse().join('–'));
    expect(boards.map((b) => b[3])).toEqual(fromHome);
    expect(boards[0]?.[2]).toMatch(/^[A-D]1, Player$/);

    // Team A's page: the roster in board order, then its match read from its own side.
    expect(html).toContain(`<a href="t${t}-team1.html">Team A</a>`);
    const teamA = readFileSync(join(folder, 'en', `t${t}-team1.html`), 'utf8');
    expect(rows(teamA, 'roster')).toEqual([
      ['1', 'A1, Player', '', '', '2000'],
      ['2', 'A2, Player', '', '', '1990'],
      ['3', 'A3, Player', '', '', '1980'],
      ['4', 'A4, Player', '', '', '1970'],
      ['5', 'A5, Player', '', '', '1960'],
    ]);
    expect(text(teamA)).toContain(`Team A – ${name(loser)} 5–3`);
    const own = oneHome ? ['w', 'b', 'w', 'b'] : ['b', 'w', 'b', 'w'];
    expect(rows(teamA, 'matches').map((b) => [b[0], b[1], b[2], b[3]])).toEqual(
      fromOne.map((r, i) => [String(i + 1), own[i], `A${i + 1}, Player`, r]),
    );

    // The same file name in every language, in that language.
    for (const lang of ['fr', 'nl', 'pl']) {
      const other = readFileSync(join(folder, lang, `t${t}.html`), 'utf8');
      expect(other).toContain(`<html lang="${lang}">`);
      expect(rows(other, 'standings')[0]?.slice(4, 6)).toEqual(['3', '5']);
    }
    // The match caption joins with the language's colon: French puts a space before it.
    const fr = readFileSync(join(folder, 'fr', `t${t}.html`), 'utf8');
    expect(text(fr)).toContain(`Match ${withOne.matchNo} : ${homeName} – ${awayName}`);
  });
});

describe('the champion (the seeds: "la tête du classement est championne")', () => {
  it('is named on the tournament page after the last round, not before', async () => {
    const hh = harness('en', () => new Date('2026-12-05T18:00:00Z'));
    h = hh;
    const { t } = await teamTournament(hh, { teams: 4, boards: 2, settings: { formatMode: 'force-swiss' } });
    await hh.api['team.start']({ tournamentId: t, seed: 1 });
    const folder = join(hh.dir, 'data', 'teams-site');
    const page = () => readFileSync(join(folder, 'en', `t${t}.html`), 'utf8');
    // Three rounds; Team A (seed 1) wins every board of every match it plays, the others draw.
    for (let r = 1; r <= 3; r++) {
      const round =
        r === 1
          ? await hh.api['team.round']({ tournamentId: t, round: 1 })
          : await hh.api['team.pairNext']({ tournamentId: t });
      for (const m of round.matches) {
        const pattern = m.home.seed === 1 ? 'ww' : m.away.seed === 1 ? 'll' : 'dd';
        await enterMatch(hh, t, r, m.matchNo, homeResults(pattern));
      }
      await hh.api['file.exportSite']({});
      if (r < 3) expect(text(page())).not.toContain('Champion');
    }
    expect(text(page())).toContain('Champion: Team A');
    const ev = await hh.api['team.event']({ tournamentId: t });
    expect([ev.finished, ev.tournament.status]).toEqual([true, 'finished']);
  });
});
