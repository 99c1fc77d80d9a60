import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../src/shared/i18n';
import type { RatedGames } from '../../src/shared/api/tournaments';
import { harness, type Harness } from './harness';

/**
 * R12.3 (issues 28.4, 32): a team tournament and an arena count their rateable games like a
 * tournament in rounds: a board or game played over the board with at least one rated player.
 * Every figure is counted by hand from the pairing each test prints out below.
 */
let h: Harness;
afterEach(() => h.done());

const en = createI18n('en').t;
const say = (g: RatedGames | null | undefined) => (g ? en(`settings:${g.note.code}`, g.note.params) : '');

/** Four teams A-D of four players; `rated[k][j]` the rating of team k's player j (null: unrated). */
async function teams(rated: (number | null)[][]) {
  h = harness();
  await h.api['event.create']({ file: 'teams', name: 'Teams' });
  const ev = await h.api['team.createTournament']({
    settings: {
      name: 'Team Cup',
      scheduledStart: '2026-12-05T10:00',
      closeAtEnd: false,
      formatMode: 'force-swiss',
    },
    team: { boards: 4 },
  });
  const t = ev.tournament.id;
  for (const [k, ratings] of rated.entries()) {
    const letter = String.fromCharCode(65 + k);
    const team = await h.api['team.add']({ tournamentId: t, name: `Team ${letter}`, club: `Club ${letter}` });
    for (const [j, rating] of ratings.entries())
      await h.api['team.addPlayer']({
        teamId: team.id,
        player: { source: 'typed', name: `${letter}${j + 1}, Player`, rating },
      });
  }
  return t;
}

const games = async (t: number) => (await h.api['tournament.get']({ id: t })).ratingStatus.games;
const NONE = [null, null, null, null];

describe('the rated games of a team tournament (R12.3, R16.1b)', () => {
  it('4 teams, 4 boards, nobody rated: 0 games before the start, 0 of 8 boards in round 1', async () => {
    const t = await teams([NONE, NONE, NONE, NONE]);
    const before = await games(t);
    expect(before).toMatchObject({ basis: 'entrants', rateable: 0, rated: 0, entrants: 16 });
    expect(say(before)).toMatch(/^0 games can be rated: no entrant has a rating/);
    const { round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
    expect(round.matches).toHaveLength(2);
    // Two matches of four boards: 8 games, none with a rated player.
    const after = await games(t);
    expect(after).toMatchObject({ basis: 'paired', rateable: 0, total: 8, rated: 0, entrants: 16 });
    expect(say(after)).toMatch(/^0 of 8 games paired so far can be rated/);
    const [listed] = await h.api['tournament.list']({});
    expect(listed?.ratingStatus.games?.rateable).toBe(0);
  });

  it('team A rated, team B rated on board 1 only: 5 of 8 boards, 2 of 8 after a mid-match forfeit', async () => {
    const t = await teams([[1900, 1850, 1800, 1750], [1700, null, null, null], NONE, NONE]);
    // Before the start only the players are known: 5 of 16 rated, no figure for the games.
    expect(await games(t)).toMatchObject({ basis: 'entrants', rateable: null, rated: 5, entrants: 16 });
    const { round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
    const names = round.matches.map((m) => [m.home.name, m.away!.name].sort().join('-'));
    // Seeds by mean rating A, B, then C, D: round 1 is 1-3 and 2-4 (home and away as drawn).
    expect(names).toEqual(['Team A-Team C', 'Team B-Team D']);
    expect(round.matches[0]!.home.name).toBe('Team A');
    // A-C: every board has a rated A player (4); B-D: board 1 only (B1 is rated): 4 + 1 = 5 of 8.
    const r1 = await games(t);
    expect(r1).toMatchObject({ basis: 'paired', rateable: 5, total: 8, rated: 5, entrants: 16 });
    expect(say(r1)).toMatch(/^5 of 8 games paired so far can be rated/);
    // Board 1 of A-C is played (a draw), then Team C forfeits: boards 2-4 become forfeits, board
    // 1 stays played. A-C now has 1 rateable board; B-D still 1: 2 of 8.
    await h.api['team.result']({ tournamentId: t, round: 1, match: 1, board: 1, result: 'draw' });
    await h.api['team.forfeit']({ teamId: round.matches[0]!.away!.id });
    expect(await games(t)).toMatchObject({ basis: 'paired', rateable: 2, total: 8 });
  });
});

describe('the rated games of an arena (R12.3, R14)', () => {
  const START = new Date(2026, 5, 1, 14, 0).getTime();
  async function arena(ratings: (number | null)[]) {
    h = harness('en', () => new Date(START));
    await h.api['event.create']({ file: 'arena', name: 'Arena night' });
    const t = await h.api['arena.create']({
      settings: { name: 'Blitz arena', scheduledStart: '2026-06-01T14:00', durationMinutes: 30 },
      clock: { baseSeconds: 180, incrementSeconds: 2 },
    });
    for (const [i, rating] of ratings.entries())
      await h.api['entrant.add']({ tournamentId: t.id, name: 'ABCD'[i]!, rating });
    return t.id;
  }

  it('nobody rated: 0 games, then 0 of the 2 games of the first pairing', async () => {
    const t = await arena([null, null, null, null]);
    expect(await games(t)).toMatchObject({ basis: 'entrants', rateable: 0, rated: 0, entrants: 4 });
    const v = await h.api['arena.tick']({ tournamentId: t });
    expect(v.boards).toHaveLength(2);
    expect(await games(t)).toMatchObject({ basis: 'paired', rateable: 0, total: 2, rated: 0 });
  });

  it('only A rated: A-B counts, C-D does not: 1 of 2', async () => {
    const t = await arena([2000, null, null, null]);
    expect(await games(t)).toMatchObject({ basis: 'entrants', rateable: null, rated: 1, entrants: 4 });
    const v = await h.api['arena.tick']({ tournamentId: t });
    // By rating first, then entry order: A-B and C-D.
    expect(v.boards.map((b) => `${b.white.name}-${b.black.name}`)).toEqual(['A-B', 'C-D']);
    expect(await games(t)).toMatchObject({ basis: 'paired', rateable: 1, total: 2, rated: 1 });
  });
});
