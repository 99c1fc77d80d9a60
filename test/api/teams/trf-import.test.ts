/**
 * A TRF-16 file with team records (013) imported as a team tournament (R16.1, R16.1b): teams and
 * rosters in the records' order, each round's matches rebuilt from the players' games, ready to
 * pair on as `diagonal pair --teams` pairs from the same file; inconsistent files refused whole.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { teamLine } from '../../../src/main/io/trf-teams';
import { main } from '../../../src/main/transports/cli';
import type { TeamRound } from '../../../src/shared/api/teams';
import { harness, type Harness } from '../harness';
import { enterMatch, homeResults, refusal, teamTournament } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

type Game = [opponent: number, colour: 'w' | 'b', result: string];
/** A `001` line: number 5-8, name 15-47, points 81-84, then one 10-column entry a round from 92. */
const player = (no: number, points: string, games: Game[] = []) =>
  `001 ${String(no).padStart(4)}      ${`P${no}`.padEnd(33)}${' '.repeat(33)}${points.padStart(4)}     ` +
  games.map(([o, c, r]) => `  ${String(o).padStart(4)} ${c} ${r}`).join('');

const show = (r: TeamRound) =>
  r.matches.map(
    (m) =>
      `${m.home.name}-${m.away.name} ${m.boards.map((b) => `${b.home.name}/${b.away.name}:${b.homeColour[0]}:${b.result}`).join(' ')}`,
  );

async function cliPair(text: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'diagonal-team-import-')), 'cup.trf');
  writeFileSync(file, text);
  let out = '';
  const code = await main(['pair', file, '--teams'], { out: (s) => void (out += s), err: () => undefined });
  expect(code).toBe(0);
  return out;
}

describe('a team TRF file imported', () => {
  it('rebuilds the teams, rosters and matches of a hand-written file', async () => {
    await h.api['event.create']({ file: 'imp', name: 'Import' });
    // Four teams of two boards (Team 2 has a reserve); round 1: A-B and C-D. A had White on
    // board 1 (P1), so A is home; D had White on board 1 of C-D (P7 Black), so D is home.
    const text = [
      '012 Cup',
      player(1, '2.0', [[3, 'w', '1']]),
      player(2, '1.0', [[4, 'b', '=']]),
      player(3, '0.0', [[1, 'b', '0']]),
      player(4, '1.0', [[2, 'w', '=']]),
      player(5, '0.0'),
      player(6, '2.0', [[8, 'w', '1']]),
      player(7, '0.0', [[9, 'b', '0']]),
      player(8, '0.0', [[6, 'b', '0']]),
      player(9, '2.0', [[7, 'w', '1']]),
      '142 3',
      '162 W 2.0 D 1.0 L 0.0 A 0.0 P 2.0',
      teamLine({ name: 'Alpha', players: [1, 2] }),
      teamLine({ name: 'Bravo', players: [3, 4, 5] }),
      teamLine({ name: 'Charlie', players: [7, 6] }),
      teamLine({ name: 'Delta', players: [9, 8] }),
    ].join('\n');
    const t = await h.api['file.importTrf']({ fileName: 'cup.trf', text });
    const teams = await h.api['team.list']({ tournamentId: t.id });
    expect(teams.map((x) => [x.name, x.seed])).toEqual([
      ['Alpha', 1],
      ['Bravo', 2],
      ['Charlie', 3],
      ['Delta', 4],
    ]);
    const r1 = await h.api['team.round']({ tournamentId: t.id, round: 1 });
    // Boards follow the home team's roster; Charlie's roster is P7 then P6.
    expect(show(r1)).toEqual([
      'Alpha-Bravo P1/P3:w:white-wins P2/P4:b:draw',
      'Delta-Charlie P9/P7:w:white-wins P8/P6:b:white-wins',
    ]);
    const st = await h.api['team.standings']({ tournamentId: t.id });
    // Match points 3/1/0 (the default): Alpha won 3-1 in board points (games 2/1/0), Delta-Charlie 2-2.
    expect(st.rows.map((r) => [r.team.name, r.matchPoints, r.boardPoints])).toEqual([
      ['Alpha', 3, 3],
      ['Charlie', 1, 2],
      ['Delta', 1, 2],
      ['Bravo', 0, 1],
    ]);
  });

  it('round-trips an exported team tournament and pairs on as the command line does', async () => {
    const { t } = await teamTournament(h, { teams: 5, boards: 2, settings: { formatMode: 'force-swiss' } });
    const { round } = await h.api['team.start']({ tournamentId: t, seed: 3 });
    const patterns = ['wd', 'll', 'dd'];
    for (const [i, m] of round.matches.entries())
      await enterMatch(h, t, 1, m.matchNo, homeResults(patterns[i] ?? 'dd'));
    const r2 = await h.api['team.pairNext']({ tournamentId: t });
    for (const [i, m] of r2.matches.entries())
      await enterMatch(h, t, 2, m.matchNo, homeResults(patterns[2 - i] ?? 'dd'));
    const { text } = await h.api['file.exportTrf']({ tournamentId: t });
    const c = (await h.api['file.importTrf']({ fileName: 'cup.trf', text })).id;
    expect(c).not.toBe(t);

    const names = async (id: number) =>
      (await h.api['team.list']({ tournamentId: id })).map((x) => [x.name, x.seed]);
    expect(await names(c)).toEqual(await names(t));
    for (const r of [1, 2]) {
      const a = await h.api['team.round']({ tournamentId: t, round: r });
      const b = await h.api['team.round']({ tournamentId: c, round: r });
      expect(show(b)).toEqual(show(a));
      expect(b.bye?.name).toBe(a.bye?.name);
      expect(b.status).toBe('finished');
    }
    const rows = async (id: number) =>
      (await h.api['team.standings']({ tournamentId: id })).rows.map((r) => [
        r.rank,
        r.team.name,
        r.matchPoints,
        r.boardPoints,
        r.tiebreaks.map((f) => [f.code, f.value]),
      ]);
    expect(await rows(c)).toEqual(await rows(t));

    // Rosters in order, reserves included, through a second export of the imported tournament.
    const again = (await h.api['file.exportTrf']({ tournamentId: c })).text;
    const lines013 = (s: string) => s.split('\n').filter((l) => l.startsWith('013'));
    expect(lines013(again)).toEqual(lines013(text));

    const expected = await cliPair(text);
    const r3 = await h.api['team.pairNext']({ tournamentId: c });
    const lines = [
      ...r3.matches.map((m) => `${m.home.seed} ${m.away.seed}`),
      ...(r3.bye ? [`${r3.bye.seed} 0`] : []),
    ];
    expect([String(lines.length), ...lines].join('\n') + '\n').toBe(expected);
  });
});

describe('inconsistent team files are refused whole', () => {
  const base = [player(1, '0.0'), player(2, '0.0'), player(3, '0.0'), player(4, '0.0')];
  const points = '162 W 2.0 D 1.0 L 0.0 A 0.0 P 2.0';
  const cases: [string, string[], string, string][] = [
    [
      'a player in two teams',
      [...base, teamLine({ name: 'A', players: [1, 2] }), teamLine({ name: 'B', players: [3, 1] })],
      'teams:errors.trfTeamPlayerTwice',
      'Line 6',
    ],
    [
      'an unknown starting number',
      [...base, teamLine({ name: 'A', players: [1, 2] }), teamLine({ name: 'B', players: [3, 9] })],
      'teams:errors.trfTeamUnknownPlayer',
      '9',
    ],
    [
      'the boards of one match between three teams',
      [
        points,
        player(1, '2.0', [[3, 'w', '1']]),
        player(2, '2.0', [[5, 'b', '1']]),
        player(3, '0.0', [[1, 'b', '0']]),
        player(4, '2.0', [[6, 'w', '1']]),
        player(5, '0.0', [[2, 'w', '0']]),
        player(6, '0.0', [[4, 'b', '0']]),
        teamLine({ name: 'Team A', players: [1, 2] }),
        teamLine({ name: 'Team B', players: [3, 4] }),
        teamLine({ name: 'Team C', players: [5, 6] }),
      ],
      'teams:errors.trfMatchMixed',
      'Round 1: the players of Team A',
    ],
  ];
  it.each(cases)('refuses %s', async (_, lines, code, words) => {
    await h.api['event.create']({ file: 'imp', name: 'Import' });
    const before = (await h.api['tournament.list']({})).length;
    const res = await refusal(h, 'file.importTrf', { fileName: 'x.trf', text: lines.join('\n') });
    expect(res.code).toBe(code);
    expect(res.message).toContain(words);
    expect(await h.api['tournament.list']({})).toHaveLength(before);
  });
});
