/**
 * Registering a team tournament (R16.1, R1.3): the tournament with its team settings, teams,
 * rosters and the arbiter's order. Every refusal the arbiter can meet is triggered here.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { refusal, teamTournament } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const settings = { name: 'Team Cup', scheduledStart: '2026-12-05T10:00', closeAtEnd: false };

describe('creating a team tournament', () => {
  it('defaults to 4 boards, 3/1/0, seeding by rating, rounds proposed at the start; withdrawn last', async () => {
    await h.api['event.create']({ file: 'teams', name: 'Teams' });
    const ev = await h.api['team.createTournament']({ settings });
    expect(ev.team).toEqual({
      boards: 4,
      matchPoints: { win: 3, draw: 1, loss: 0 },
      seeding: 'rating',
      unratedRating: 1000,
      rounds: null,
      boardPoints: 'off',
    });
    expect(ev.tournament.settings.withdrawnLast).toBe(true);
    expect(ev).toMatchObject({ teams: 0, decision: null, currentRound: 0 });
    // The tournament says it is a team tournament, so that the navigation lists the Teams screen.
    expect(ev.tournament.teams).toBe(true);
    const solo = await h.api['tournament.create']({ settings: { ...settings, name: 'Open' } });
    expect(solo.teams).toBe(false);
  });

  it('refuses the individual settings a team tournament cannot use, and invalid team settings', async () => {
    await h.api['event.create']({ file: 'teams', name: 'Teams' });
    const create = (s: object, team: object = {}) =>
      refusal(h, 'team.createTournament', { settings: { ...settings, ...s }, team });
    expect((await create({ twoLegs: true })).code).toBe('teams:errors.twoLegsNotForTeams');
    expect((await create({ extraRound: true })).code).toBe('teams:errors.extraRoundNotForTeams');
    expect((await create({ swissRounds: 5 })).code).toBe('teams:errors.swissRoundsNotForTeams');
    expect((await create({ variant: 'italian', openingMode: 'ballot-2' })).code).toBe(
      'teams:errors.openingNotForTeams',
    );
    const bad = await create({}, { boards: 0, matchPoints: { win: 1, draw: 1, loss: 0 } });
    expect(bad.code).toBe('teams:errors.invalidSettings');
    expect(bad.message).toContain('Boards per match: from 1 to 20; you entered 0.');
    expect(bad.message).toContain('Match points: a win must be worth more than a draw');
    expect((await create({}, { unratedRating: 4000 })).message).toContain('from 0 to 3000');
    expect((await create({}, { rounds: 0 })).message).toContain('Rounds: from 1 to 30');
  });

  it('refuses team actions on an individual tournament and individual start and pairing on a team one', async () => {
    await h.api['event.create']({ file: 'teams', name: 'Teams' });
    const solo = await h.api['tournament.create']({ settings: { ...settings, name: 'Open' } });
    expect((await refusal(h, 'team.list', { tournamentId: solo.id })).code).toBe('teams:errors.notTeamEvent');
    const team = await h.api['team.createTournament']({ settings });
    const start = await refusal(h, 'tournament.start', { tournamentId: team.tournament.id });
    expect(start).toMatchObject({ code: 'teams:errors.teamEvent' });
    expect(start.message).toContain('Teams screen');
    expect((await refusal(h, 'tournament.previewStart', { tournamentId: team.tournament.id })).code).toBe(
      'teams:errors.teamEvent',
    );
  });

  it('refuses the individual pairing of a team tournament once started', async () => {
    const { t } = await teamTournament(h, { teams: 4, boards: 1, players: 1 });
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    for (const m of (await h.api['team.round']({ tournamentId: t, round: 1 })).matches)
      await h.api['team.result']({ tournamentId: t, round: 1, match: m.matchNo, board: 1, result: 'draw' });
    expect((await refusal(h, 'round.pairNext', { tournamentId: t })).code).toBe('teams:errors.teamEvent');
  });
});

describe('teams and rosters', () => {
  it('keeps the roster in order, reserves beyond the boards, the mean rating of the first N', async () => {
    const { ids } = await teamTournament(h, { teams: 4, boards: 2, players: 3 });
    const [a] = await h.api['team.list']({ tournamentId: 1 });
    expect(a?.id).toBe(ids[0]);
    expect(a?.roster.map((p) => [p.position, p.name, p.rating, p.reserve])).toEqual([
      [1, 'A1, Player', 2000, false],
      [2, 'A2, Player', 1990, false],
      [3, 'A3, Player', 1980, true],
    ]);
    expect(a?.rating).toBe(1995);
    // An unrated player counts at the setting (1000): (2000 + 1000) / 2.
    const b = await h.api['team.addPlayer']({
      teamId: ids[1] ?? 0,
      player: { source: 'typed', name: 'B0, Unrated' },
    });
    const reordered = await h.api['team.reorderRoster']({
      teamId: b.id,
      order: [
        b.roster[0]?.entrantId ?? 0,
        b.roster[3]?.entrantId ?? 0,
        b.roster[1]?.entrantId ?? 0,
        b.roster[2]?.entrantId ?? 0,
      ],
    });
    expect(reordered.roster.map((p) => p.name)).toEqual([
      'B1, Player',
      'B0, Unrated',
      'B2, Player',
      'B3, Player',
    ]);
    expect(reordered.rating).toBe((1900 + 1000) / 2);
  });

  it('registers a player from a rating list, with the same checks as an individual entrant', async () => {
    const { t, ids } = await teamTournament(h, { teams: 2, boards: 1, players: 1 });
    const data = join(h.dir, 'data');
    mkdirSync(data, { recursive: true });
    copyFileSync(join(__dirname, '../../fixtures/ratings/fmjd-bom-semicolon.csv'), join(data, 'fmjd.csv'));
    await h.api['ratings.import']({ file: 'fmjd.csv' });
    const [hit] = await h.api['ratings.search']({ text: 'dupre' });
    const a = await h.api['team.addPlayer']({
      teamId: ids[0] ?? 0,
      player: { source: 'list', entryId: hit?.entryId ?? 0 },
    });
    expect(a.roster.at(-1)).toMatchObject({
      position: 2,
      name: hit?.name,
      rating: hit?.rating,
      ratingId: hit?.id,
    });
    // The same rating-list ID in another team of the tournament: refused as for individual entrants.
    const twice = await refusal(h, 'team.addPlayer', {
      teamId: ids[1],
      player: { source: 'list', entryId: hit?.entryId },
    });
    expect(twice.code).toBe('duplicateRatingId');
    expect((await h.api['team.list']({ tournamentId: t }))[1]?.roster).toHaveLength(1);
  });

  it('adds an entrant already registered, once: one player, one team', async () => {
    const { t, ids } = await teamTournament(h, { teams: 4, boards: 2, players: 2 });
    const loose = await h.api['entrant.add']({ tournamentId: t, name: 'Free, Agent', rating: 1500 });
    const a = await h.api['team.addPlayer']({
      teamId: ids[0] ?? 0,
      player: { source: 'entrant', entrantId: loose.id },
    });
    expect(a.roster.at(-1)?.name).toBe('Free, Agent');
    const twice = await refusal(h, 'team.addPlayer', {
      teamId: ids[1],
      player: { source: 'entrant', entrantId: loose.id },
    });
    expect(twice).toMatchObject({ code: 'teams:errors.playerInTeam' });
    expect(twice.message).toBe('Free, Agent already plays for Team A: a player belongs to one team only.');
  });

  it('refuses a nameless team, a name taken, a text too long, an unknown team', async () => {
    const { t, ids } = await teamTournament(h, { teams: 1, boards: 1, players: 1 });
    expect((await refusal(h, 'team.add', { tournamentId: t, name: '  ' })).code).toBe(
      'teams:errors.nameRequired',
    );
    expect((await refusal(h, 'team.add', { tournamentId: t, name: 'team a' })).code).toBe(
      'teams:errors.nameTaken',
    );
    expect((await refusal(h, 'team.add', { tournamentId: t, name: 'X'.repeat(121) })).code).toBe(
      'teams:errors.textTooLong',
    );
    expect((await refusal(h, 'team.update', { teamId: 99, fields: { name: 'Y' } })).code).toBe(
      'teams:errors.teamNotFound',
    );
    const renamed = await h.api['team.update']({ teamId: ids[0] ?? 0, fields: { captain: 'Kowalski, Jan' } });
    expect(renamed).toMatchObject({ name: 'Team A', captain: 'Kowalski, Jan' });
  });

  it('refuses a roster order or a seeding order that does not name everyone once', async () => {
    const { t, ids } = await teamTournament(h, { teams: 2, boards: 2, players: 2 });
    const [a] = await h.api['team.list']({ tournamentId: t });
    const first = a?.roster[0]?.entrantId ?? 0;
    const r = await refusal(h, 'team.reorderRoster', { teamId: ids[0], order: [first, first] });
    expect(r.message).toBe('The new order must name every player of Team A exactly once.');
    expect((await refusal(h, 'team.setOrder', { tournamentId: t, order: [ids[1]] })).code).toBe(
      'teams:errors.seedingByRating',
    );
    await h.api['team.updateSettings']({ tournamentId: t, team: { seeding: 'arbiter' } });
    expect((await refusal(h, 'team.setOrder', { tournamentId: t, order: [ids[1]] })).code).toBe(
      'teams:errors.teamsOrder',
    );
    const order = await h.api['team.setOrder']({ tournamentId: t, order: [ids[1] ?? 0, ids[0] ?? 0] });
    expect(order.map((x) => [x.name, x.entryNo])).toEqual([
      ['Team B', 1],
      ['Team A', 2],
    ]);
    const p = await refusal(h, 'team.removePlayer', { teamId: ids[1], entrantId: first });
    expect(p.message).toBe('A1, Player is not on the roster of Team B.');
  });

  it('removes a player or a team with its players before round 1', async () => {
    const { t, ids } = await teamTournament(h, { teams: 2, boards: 1, players: 2 });
    const [a] = await h.api['team.list']({ tournamentId: t });
    const after = await h.api['team.removePlayer']({
      teamId: ids[0] ?? 0,
      entrantId: a?.roster[0]?.entrantId ?? 0,
    });
    expect(after.roster.map((p) => [p.position, p.name])).toEqual([[1, 'A2, Player']]);
    await h.api['team.remove']({ teamId: ids[1] ?? 0 });
    expect((await h.api['entrant.list']({ tournamentId: t })).map((e) => e.name)).toEqual(['A2, Player']);
  });
});

describe('the start', () => {
  it('proposes ceil(log2 n) + 1 rounds for a team Swiss, seeds by mean rating', async () => {
    const { t } = await teamTournament(h, { teams: 12, boards: 4 });
    const p = await h.api['team.previewStart']({ tournamentId: t });
    expect(p.decision).toMatchObject({ format: 'swiss', rounds: 5, teams: 12 });
    expect(p.seeds.map((s) => s.name).slice(0, 3)).toEqual(['Team A', 'Team B', 'Team C']);
    // Team A: 2000, 1990, 1980, 1970 -> 1985.
    expect(p.seeds[0]?.rating).toBe(1985);
  });

  it('a team Swiss for any number of teams (the seeds): 5 teams, ceil(log2 5) + 1 = 4 rounds', async () => {
    // Below the individual threshold (7) too: the threshold of R2.2 does not decide a team event.
    const { t } = await teamTournament(h, { teams: 5, boards: 2 });
    expect((await h.api['team.previewStart']({ tournamentId: t })).decision).toEqual({
      format: 'swiss',
      rounds: 4,
      teams: 5,
      reason: { key: 'teams:decision.swiss', params: { teams: 5, threshold: 7, rounds: 4 } },
    });
  });

  it('the team round robin is a choice: 5 teams, 5 rounds (one bye each)', async () => {
    const { t } = await teamTournament(h, {
      teams: 5,
      boards: 2,
      settings: { formatMode: 'force-round-robin' },
    });
    expect((await h.api['team.previewStart']({ tournamentId: t })).decision).toMatchObject({
      format: 'round-robin',
      rounds: 5,
    });
  });

  it('refuses too few teams, a team short of players, rounds beyond n - 1; then closes the rosters', async () => {
    const few = await teamTournament(h, { teams: 3, boards: 2 });
    expect((await refusal(h, 'team.start', { tournamentId: few.t })).message).toBe(
      '3 teams are registered; a team tournament needs at least 4 (R1.2).',
    );
    const d = await h.api['team.add']({ tournamentId: few.t, name: 'Team D' });
    await h.api['team.addPlayer']({
      teamId: d.id,
      player: { source: 'typed', name: 'D1, Player', rating: 1500 },
    });
    expect((await refusal(h, 'team.start', { tournamentId: few.t })).message).toBe(
      'Team D has 1 players for 2 boards: add players to its roster.',
    );
    await h.api['team.addPlayer']({
      teamId: d.id,
      player: { source: 'typed', name: 'D2, Player', rating: 1500 },
    });
    await h.api['team.updateSettings']({ tournamentId: few.t, team: { rounds: 9 } });
    await h.api['tournament.updateSettings']({ id: few.t, settings: { formatMode: 'force-swiss' } });
    expect((await refusal(h, 'team.start', { tournamentId: few.t })).message).toContain(
      'Rounds: from 1 to 3; you entered 9.',
    );
    await h.api['team.updateSettings']({ tournamentId: few.t, team: { rounds: 3 } });
    await h.api['team.start']({ tournamentId: few.t, seed: 7 });
    expect((await refusal(h, 'team.start', { tournamentId: few.t })).code).toBe(
      'teams:errors.alreadyStarted',
    );
    expect((await refusal(h, 'team.add', { tournamentId: few.t, name: 'Late' })).code).toBe(
      'teams:errors.rosterClosed',
    );
    expect(
      (await refusal(h, 'team.addPlayer', { teamId: d.id, player: { source: 'typed', name: 'Late, L' } }))
        .code,
    ).toBe('teams:errors.rosterClosed');
    expect((await refusal(h, 'team.updateSettings', { tournamentId: few.t, team: { boards: 3 } })).code).toBe(
      'teams:errors.rosterClosed',
    );
    expect((await refusal(h, 'team.remove', { teamId: d.id })).code).toBe('teams:errors.rosterClosed');
  });
});
