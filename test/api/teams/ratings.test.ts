/**
 * The team rating through the API (docs/TEAMS.md "Team rating"): 500 at first, K = 32 on the Elo
 * curve per rated match, the close of a finished tournament (stake 20 · avg / 500 from +P to -P),
 * a correction recomputing everything, seeding by team rating, the CSV file in and out.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import type { GameResult } from '../../../src/shared/domain';
import type { TeamRound } from '../../../src/shared/api/teams';
import { refusal, teamTournament } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** Every board of the match of `name` in `round`: won by that team ('w'), drawn ('d') or lost ('l'). */
async function play(t: number, round: number, name: string, outcome: 'w' | 'd' | 'l') {
  const r = await h.api['team.round']({ tournamentId: t, round });
  const m = r.matches.find((x) => x.home.name === name || x.away.name === name);
  if (!m) throw new Error(`${name} does not play in round ${round}`);
  const home = m.home.name === name;
  for (const b of m.boards) {
    const ourWhite = (b.homeColour === 'white') === home;
    const result: GameResult =
      outcome === 'd' ? 'draw' : (outcome === 'w') === ourWhite ? 'white-wins' : 'black-wins';
    await h.api['team.result']({ tournamentId: t, round, match: m.matchNo, board: b.board, result });
  }
  return m;
}

const ratings = async () =>
  Object.fromEntries((await h.api['team.ratings.list']({})).map((r) => [r.name, r.rating]));

const opponents = (r: TeamRound) => r.matches.map((m) => [m.home.name, m.away.name].sort().join(' v '));

describe('team ratings of a tournament', () => {
  it('move by match, and a correction recomputes them as if entered right', async () => {
    const { t } = await teamTournament(h, { teams: 4, boards: 2, team: { rounds: 3 } });
    // registered: every team at 500
    expect(await ratings()).toEqual({ 'Team A': 500, 'Team B': 500, 'Team C': 500, 'Team D': 500 });
    const { round: r1 } = await h.api['team.start']({ tournamentId: t, seed: 1 });
    expect(opponents(r1).sort()).toEqual(['Team A v Team C', 'Team B v Team D']);
    await play(t, 1, 'Team A', 'w');
    // a match half entered is not rated yet
    await play(t, 1, 'Team B', 'd');
    // round 1, from 500 each: A beats C, E = 0.5, 32 · 0.5 = 16; B draws D: 32 · 0 = 0
    expect(await ratings()).toEqual({ 'Team A': 516, 'Team B': 500, 'Team C': 484, 'Team D': 500 });

    // the correction of A - C to a draw gives the ratings as if the draw had been entered
    const m1 = r1.matches.find((m) => m.home.name === 'Team A' || m.away.name === 'Team A');
    for (const b of m1?.boards ?? [])
      await h.api['team.correct']({
        tournamentId: t,
        round: 1,
        match: m1?.matchNo ?? 0,
        board: b.board,
        result: 'draw',
      });
    expect(await ratings()).toEqual({ 'Team A': 500, 'Team B': 500, 'Team C': 500, 'Team D': 500 });
    await play(t, 1, 'Team A', 'w');
    expect(await ratings()).toEqual({ 'Team A': 516, 'Team B': 500, 'Team C': 484, 'Team D': 500 });
  });

  it('a whole tournament, worked by hand, ends zero-sum', async () => {
    const { t } = await teamTournament(h, { teams: 4, boards: 2, team: { rounds: 3 } });
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    await play(t, 1, 'Team A', 'w');
    await play(t, 1, 'Team B', 'd');
    const r2 = await h.api['team.pairNext']({ tournamentId: t });
    expect(opponents(r2).sort()).toEqual(['Team A v Team B', 'Team C v Team D']);
    await play(t, 2, 'Team B', 'w');
    await play(t, 2, 'Team D', 'w');
    /*
     * Round 2, before: A 516, B 500, C 484, D 500.
     * B 500 beats A 516: E(B) = 1 / (1 + 10^(16/400)) = 1 / (1 + 1.096478) = 0.476991;
     *   32 · (1 - 0.476991) = 16.736 -> 17: B 517, A 499.
     * D 500 beats C 484, D the stronger: E(D) = 1 / (1 + 10^(-16/400)) = 1 / 1.912011 = 0.523009;
     *   32 · 0.476991 = 15.26 -> 15: D 515, C 469.
     */
    expect(await ratings()).toEqual({ 'Team A': 499, 'Team B': 517, 'Team C': 469, 'Team D': 515 });
    const r3 = await h.api['team.pairNext']({ tournamentId: t });
    expect(opponents(r3).sort()).toEqual(['Team A v Team D', 'Team B v Team C']);
    await play(t, 3, 'Team A', 'w');
    await play(t, 3, 'Team B', 'w');
    /*
     * Round 3: A 499 beats D 515: E(A) = 1 / (1 + 10^(16/400)) = 0.476991;
     *   32 · 0.523009 = 16.736 -> 17: A 516, D 498.
     * B 517 beats C 469: E(B) = 1 / (1 + 10^(-48/400)) = 1 / (1 + 0.758578) = 0.568641;
     *   32 · 0.431359 = 13.80 -> 14: B 531, C 455.
     * Final standings: B 7 MP (1st), A 6, D 4, C 1; ratings by rank 531, 516, 498, 455,
     * avg 2000 / 4 = 500, P = 20 · 500 / 500 = 20; shares 20, 20/3 = 6.67 -> 7, -7, -20:
     * B 551, A 523, D 491, C 435.
     */
    const st = await h.api['team.standings']({ tournamentId: t });
    expect(st.rows.map((r) => r.team.name)).toEqual(['Team B', 'Team A', 'Team D', 'Team C']);
    expect(await ratings()).toEqual({ 'Team A': 523, 'Team B': 551, 'Team C': 435, 'Team D': 491 });
    expect(st.rows.map((r) => r.teamRating)).toEqual([551, 523, 491, 435]);
    const list = await h.api['team.list']({ tournamentId: t });
    expect(list.map((x) => [x.name, x.teamRating])).toContainEqual(['Team B', 551]);
    const history = await h.api['team.ratings.history']({ tournamentId: t });
    expect(history.filter((l) => l.round === null).map((l) => [l.team, l.before, l.change, l.after])).toEqual(
      [
        ['Team B', 531, 20, 551],
        ['Team A', 516, 7, 523],
        ['Team D', 498, -7, 491],
        ['Team C', 455, -20, 435],
      ],
    );
    const a3 = history.find((l) => l.round === 3 && l.team === 'Team A');
    expect(a3).toMatchObject({ opponent: 'Team D', before: 499, opponentBefore: 515, score: 1, change: 17 });
    expect(a3?.expected).toBeCloseTo(0.477, 4);
    const all = await h.api['team.ratings.list']({});
    expect(all.reduce((n, r) => n + r.rating, 0)).toBe(2000);
    expect(all.find((r) => r.name === 'Team B')).toEqual({
      name: 'Team B',
      rating: 551,
      matches: 3,
      start: 500,
    });
  });

  it('a match won by forfeit with no board played is not rated (R12.3)', async () => {
    const { t, ids } = await teamTournament(h, { teams: 4, boards: 2, team: { rounds: 3 } });
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    await play(t, 1, 'Team A', 'w');
    // Team D forfeits its match against B before any board is played
    await h.api['team.forfeit']({ teamId: ids[3] ?? 0 });
    const r = await ratings();
    expect([r['Team B'], r['Team D']]).toEqual([500, 500]);
  });
});

describe('seeding by team rating', () => {
  it("seeds by the imported ratings, where the players' mean would seed otherwise", async () => {
    const { t } = await teamTournament(h, { teams: 4, boards: 2, team: { seeding: 'team-rating' } });
    await h.api['team.ratings.import']({
      fileName: 'ffjd.csv',
      text: 'team;rating;matches\r\nTeam D;640;12\r\nteam c;590;8\r\n',
    });
    const preview = await h.api['team.previewStart']({ tournamentId: t });
    // D 640, C 590 (the name compared without case), then A and B at 500 in registration order
    expect(preview.seeds.map((x) => [x.name, x.rating])).toEqual([
      ['Team D', 640],
      ['Team C', 590],
      ['Team A', 500],
      ['Team B', 500],
    ]);
    await h.api['team.updateSettings']({ tournamentId: t, team: { seeding: 'rating' } });
    const byMean = await h.api['team.previewStart']({ tournamentId: t });
    expect(byMean.seeds.map((x) => x.name)).toEqual(['Team A', 'Team B', 'Team C', 'Team D']);
  });
});

describe('the CSV file', () => {
  it('exports readable names with formulas neutralised, and reads them back', async () => {
    await h.api['event.create']({ file: 'teams', name: 'Teams' });
    const ev = await h.api['team.createTournament']({
      settings: { name: 'Cup', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
      team: { boards: 1 },
    });
    for (const name of ['=HYPERLINK("http://x","x")', '+1+1', '@SUM(1)', '-2', 'Damier; Lillois'])
      await h.api['team.add']({ tournamentId: ev.tournament.id, name });
    const out = await h.api['team.ratings.export']({});
    expect(out.fileName).toBe('team-ratings.csv');
    const lines = out.text.split('\r\n');
    expect(lines[0]).toBe('team;rating;matches');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).sort()).toEqual(
      [
        '"\'=HYPERLINK(""http://x"",""x"")";500;0',
        "'+1+1;500;0",
        '-2;500;0', // a plain number is a value, left alone
        "'@SUM(1);500;0",
        '"Damier; Lillois";500;0',
      ].sort(),
    );
    const other = harness();
    try {
      await other.api['event.create']({ file: 'next', name: 'Next' });
      const back = await other.api['team.ratings.import']({ fileName: out.fileName, text: out.text });
      expect(back.imported).toBe(5);
      expect(back.ratings.map((r) => r.name).sort()).toEqual(
        ['=HYPERLINK("http://x","x")', '+1+1', '@SUM(1)', '-2', 'Damier; Lillois'].sort(),
      );
    } finally {
      other.done();
    }
  });

  it('refuses a file with row problems, each said by line, and changes nothing', async () => {
    await h.api['event.create']({ file: 'teams', name: 'Teams' });
    await h.api['team.ratings.import']({
      fileName: 'a.csv',
      text: 'team,rating,matches\nDC Villeurbanne,612,20\n',
    });
    const before = await h.api['team.ratings.list']({});
    const bad = [
      'team;rating;matches',
      'Damier Lillois;abc;3',
      ';540;2',
      'DC Villeurbanne;700;-1',
      'Dames Évry-Essonne;520',
      'dc villeurbanne;530;4',
      'Échiquier;9000;1',
    ].join('\n');
    const res = await refusal(h, 'team.ratings.import', { fileName: 'bad.csv', text: bad });
    expect(res.code).toBe('teams:errors.ratingsFileRefused');
    expect(res.message).toContain('"bad.csv" was not imported and nothing changed (6 problems)');
    for (const part of [
      'Line 2: "abc" is not a rating: a whole number from 0 to 5000.',
      'Line 3: the team has no name.',
      'Line 4: "-1" is not a number of rated matches',
      'Line 5: 2 cells; a row has three',
      'Line 6: dc villeurbanne is already on line 4',
      'Line 7: "9000" is not a rating',
    ])
      expect(res.message).toContain(part);
    expect(await h.api['team.ratings.list']({})).toEqual(before);
    const header = await refusal(h, 'team.ratings.import', { fileName: 'x.csv', text: 'name;elo\nA;1\n' });
    expect(header.message).toContain('Line 1: the first line must be the header team;rating;matches');
    const empty = await refusal(h, 'team.ratings.import', {
      fileName: 'x.csv',
      text: 'team;rating;matches\n',
    });
    expect(empty.message).toContain('Line 1: the header is followed by no team.');
    const fr = await h.dispatch('team.ratings.import', { fileName: 'x.csv', text: bad }, 'fr');
    expect(fr.ok ? '' : fr.error.message).toContain('Ligne 2 : « abc » n’est pas un classement');
  });
});
