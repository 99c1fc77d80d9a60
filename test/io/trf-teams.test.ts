/**
 * TRF-16 team records (`013`, REFERENCES.md "TRF-16"): name in columns 5-36, players' starting
 * numbers at 37-40, 42-45 ...; read and written beside the `001` lines; a team tournament of the
 * event file exported with them ranks and pairs the same from the file.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTrf } from '../../src/main/io/trf';
import { teamLine } from '../../src/main/io/trf-teams';
import { writeTrf } from '../../src/main/io/trf-write';
import { main } from '../../src/main/transports/cli';
import { harness, type Harness } from '../api/harness';
import { enterMatch, homeResults, teamTournament } from '../api/teams/setup';

/** A `001` line: number 5-8, name 15-47, points 81-84, no rounds. */
const player = (no: number) =>
  `001 ${String(no).padStart(4)}      ${`Player ${no}`.padEnd(33)}${' '.repeat(33)} 0.0`;

describe('the 013 record', () => {
  it('puts the name in columns 5-36 and each starting number in 4 columns from 37, one blank between', () => {
    const line = teamLine({ name: 'Łódź Damclub', players: [1, 2, 13] });
    expect(line.slice(0, 4)).toBe('013 ');
    expect(line.slice(4, 36)).toBe('Łódź Damclub'.padEnd(32));
    expect([line.slice(36, 40), line.slice(40, 41), line.slice(41, 45), line.slice(46, 50)]).toEqual([
      '   1',
      ' ',
      '   2',
      '  13',
    ]);
  });

  it('reads back what it writes, beside the players', () => {
    const text = [
      player(1),
      player(2),
      player(3),
      player(4),
      teamLine({ name: 'Team A', players: [1, 2] }),
      teamLine({ name: 'Team B', players: [4, 3] }),
    ].join('\n');
    const trf = readTrf(text);
    expect(trf.teams?.map((x) => [x.name, x.players])).toEqual([
      ['Team A', [1, 2]],
      ['Team B', [4, 3]],
    ]);
    expect(readTrf(writeTrf(trf)).teams?.map((x) => [x.name, x.players])).toEqual([
      ['Team A', [1, 2]],
      ['Team B', [4, 3]],
    ]);
  });

  it('refuses an unknown starting number, a player in two teams, a record without a name', () => {
    const base = [player(1), player(2)];
    expect(() => readTrf([...base, teamLine({ name: 'A', players: [1, 7] })].join('\n'))).toThrow(
      expect.objectContaining({ code: 'teams:errors.trfTeamUnknownPlayer', params: { line: 3, number: 7 } }),
    );
    expect(() =>
      readTrf(
        [...base, teamLine({ name: 'A', players: [1] }), teamLine({ name: 'B', players: [2, 1] })].join('\n'),
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'teams:errors.trfTeamPlayerTwice',
        params: { line: 4, number: 1, team: 'A' },
      }),
    );
    expect(() => readTrf([...base, '013'].join('\n'))).toThrow(
      expect.objectContaining({ code: 'teams:errors.trfTeamName' }),
    );
  });
});

describe('a team tournament through TRF and the command line', () => {
  let h: Harness;
  beforeEach(() => {
    h = harness();
  });
  afterEach(() => h.done());

  async function run(...argv: string[]) {
    let out = '';
    let err = '';
    const code = await main(argv, { out: (s) => void (out += s), err: (s) => void (err += s) });
    return { code, out, err };
  }

  it('exports the 013 records; standings --teams --json and pair --teams agree with the event file', async () => {
    const { t } = await teamTournament(h, { teams: 6, boards: 2, settings: { formatMode: 'force-swiss' } });
    const { round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
    const patterns = ['wd', 'll', 'dd'];
    for (const [i, m] of round.matches.entries())
      await enterMatch(h, t, 1, m.matchNo, homeResults(patterns[i] ?? 'dd'));
    const r2 = await h.api['team.pairNext']({ tournamentId: t });
    for (const [i, m] of r2.matches.entries())
      await enterMatch(h, t, 2, m.matchNo, homeResults(patterns[2 - i] ?? 'dd'));
    const { text } = await h.api['file.exportTrf']({ tournamentId: t });
    const teamLines = text.split('\n').filter((l) => l.startsWith('013'));
    expect(teamLines.map((l) => l.slice(4, 36).trim())).toEqual([
      'Team A',
      'Team B',
      'Team C',
      'Team D',
      'Team E',
      'Team F',
    ]);
    // Players numbered team by team: Team A holds 1-3 (two boards and a reserve).
    expect(teamLines[0]?.slice(36)).toBe('   1    2    3');

    const file = join(mkdtempSync(join(tmpdir(), 'diagonal-teams-')), 'cup.trf');
    writeFileSync(file, text);
    const json = await run('standings', file, '--teams', '--json');
    expect(json.code).toBe(0);
    const rows = JSON.parse(json.out) as {
      rank: number;
      seed: number;
      name: string;
      matchPoints: number;
      boardPoints: number;
      tiebreaks: Record<string, number>;
    }[];
    const st = await h.api['team.standings']({ tournamentId: t });
    expect(rows.map((r) => [r.rank, r.seed, r.name, r.matchPoints, r.boardPoints])).toEqual(
      st.rows.map((r) => [r.rank, r.team.seed, r.team.name, r.matchPoints, r.boardPoints]),
    );
    expect(rows.map((r) => r.tiebreaks)).toEqual(
      st.rows.map((r) => Object.fromEntries(r.tiebreaks.map((f) => [f.code, f.value]))),
    );
    // 2/1/0 board games: the file's point system, board points as in the file.
    const pair = await run('pair', file, '--teams');
    expect(pair.code).toBe(0);
    const r3 = await h.api['team.pairNext']({ tournamentId: t });
    const lines = [
      ...r3.matches.map((m) => `${m.home.seed} ${m.away.seed}`),
      ...(r3.bye ? [`${r3.bye.seed} 0`] : []),
    ];
    expect(pair.out).toBe([String(lines.length), ...lines].join('\n') + '\n');

    const text5 = await run('standings', file, '--teams', '--match-points', '2,1,0');
    expect(text5.code).toBe(0);
    expect(text5.out.split('\n')[0]).toMatch(/Rank\s+No\.\s+Team\s+MP\s+BP\s+BH\s+SB\s+OWP\s+DE\s+TPN/);
    expect((await run('standings', file, '--teams', '--match-points', '1,1,0')).code).toBe(2);
    expect((await run('standings', file, '--teams', '--board-points', 'middle')).code).toBe(2);
    expect((await run('pair', file, '--teams', '--match-points', 'x')).code).toBe(2);
  });

  it('refuses a player who plays for no team, and says when no pairing avoids a second meeting', async () => {
    // Four players, round 1: 1-3 and 2-4 (1 and 2 win with White). Team A = 1, 2; Team B = 3, 4.
    const game = (no: number, opp: number, colour: string, result: string, points: string) =>
      player(no)
        .replace(/ 0\.0$/, ` ${points.padStart(3)}`)
        .padEnd(89) + `  ${String(opp).padStart(4)} ${colour} ${result}`;
    const played = [
      game(1, 3, 'w', '1', '1.0'),
      game(2, 4, 'b', '1', '1.0'),
      game(3, 1, 'b', '0', '0.0'),
      game(4, 2, 'w', '0', '0.0'),
    ];
    const dir = mkdtempSync(join(tmpdir(), 'diagonal-teams-'));
    const stuck = join(dir, 'two.trf');
    writeFileSync(
      stuck,
      [
        ...played,
        teamLine({ name: 'Team A', players: [1, 2] }),
        teamLine({ name: 'Team B', players: [3, 4] }),
      ].join('\n'),
    );
    const r = await run('pair', stuck, '--teams');
    expect(r.code).toBe(1);
    expect(r.err).toBe('diagonal pair: No pairing of round 2 avoids a second meeting of two teams.');
    const loose = join(dir, 'loose.trf');
    writeFileSync(
      loose,
      [
        ...played,
        teamLine({ name: 'Team A', players: [1, 2] }),
        teamLine({ name: 'Team B', players: [3] }),
      ].join('\n'),
    );
    const l = await run('standings', loose, '--teams');
    expect(l.code).toBe(3);
    expect(l.err).toContain('Player 4 plays in round 1 but belongs to no team record (013).');
  });

  it('refuses --teams on a file without team records', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'diagonal-teams-')), 'solo.trf');
    writeFileSync(file, [player(1), player(2)].join('\n'));
    const r = await run('standings', file, '--teams');
    expect(r.code).toBe(3);
    expect(r.err).toContain('no team records (013)');
  });
});
