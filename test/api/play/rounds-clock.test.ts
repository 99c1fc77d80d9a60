import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../../services/rounds/setup';
import { enterMatch } from '../teams/setup';

/*
 * R15.1 comes from online play; over the board the close by the clock is the arbiter's choice. A
 * weekend Swiss entered with its real start (Saturday 1 June 2030, 10:00) and the settings the app
 * proposes runs on through the night and the next day: nothing closes it, nothing refuses a round.
 */
const day = (d: number, h: number, m = 0) => new Date(2030, 5, d, h, m);
let clock = day(1, 9, 30);
let h: Harness;
afterEach(() => h.done());

const names = [
  'Łukasz Świątek',
  'Zoë Brouwer',
  'İlkay Güneş',
  'Anaëlle Dupré',
  'Paweł Ślusarz',
  'Hélène Bérenger',
];

async function weekendSwiss(): Promise<number> {
  await h.api['event.create']({ file: 'weekend', name: 'Weekend Open' });
  // What the form sends for a new tournament: the name, the start, and every default.
  const t = await h.api['tournament.create']({
    settings: { name: 'Weekend Open', scheduledStart: '2030-06-01T10:00', swissRounds: 7 },
  });
  for (const [i, name] of [...names, 'Jan Kowalski', 'Marie Lefèvre'].entries())
    await h.api['entrant.add']({ tournamentId: t.id, name, rating: 2100 - 20 * i, present: true });
  return t.id;
}

async function playRound(t: number, round: number) {
  const r = await h.api['round.get']({ tournamentId: t, round });
  for (const b of r.boards)
    if (b.games[0]!.result === null)
      await h.api['result.set']({ tournamentId: t, round, board: b.boardNo, result: 'draw' });
}

describe('a tournament in rounds keeps no close by the clock unless the arbiter sets one (R15.1)', () => {
  it('runs a two-day Swiss through the night: rounds 1-4 on Saturday, 5-7 on Sunday', async () => {
    h = harness('en', () => clock);
    const t = await weekendSwiss();
    expect((await h.api['tournament.get']({ id: t })).settings).toMatchObject({
      closeAtEnd: false,
      announcedEnd: null,
    });
    clock = day(1, 10);
    await h.api['tournament.start']({ tournamentId: t, seed: 11 });
    for (const [round, hour] of [
      [1, 12],
      [2, 14],
      [3, 17],
      [4, 21],
    ] as const) {
      clock = day(1, hour);
      await playRound(t, round);
      if (round < 4) await h.api['round.pairNext']({ tournamentId: t });
    }
    // 18:11 and 23:59 on Saturday, then 03:00 at night: the old eight hours and ten minutes are
    // long over, and nothing closes.
    for (const at of [day(1, 18, 11), day(1, 23, 59), day(2, 3)]) {
      clock = at;
      expect(await h.api['tournament.tick']({ id: t })).toMatchObject({ ruled: 0, closedAt: null });
    }
    expect(await h.api['tournament.time']({ id: t })).toMatchObject({
      phase: 'running',
      status: 'running',
      closeAtEnd: false,
      endsAt: null,
      warning: false,
    });
    for (const [round, hour] of [
      [5, 9],
      [6, 12],
      [7, 15],
    ] as const) {
      clock = day(2, hour);
      await h.api['round.pairNext']({ tournamentId: t });
      clock = day(2, hour + 2);
      await playRound(t, round);
    }
    const done = await h.api['tournament.get']({ id: t });
    expect(done.status).toBe('finished');
    expect((await h.api['round.list']({ tournamentId: t })).length).toBe(7);
    // Finished by its last round: the time says so, with no countdown left.
    expect(await h.api['tournament.time']({ id: t })).toMatchObject({
      phase: 'finished',
      remainingMs: 0,
      closedAt: null,
    });
  });

  it('leaves a team tournament made with the defaults open past the end of day one', async () => {
    h = harness('en', () => clock);
    clock = day(1, 9);
    await h.api['event.create']({ file: 'teams', name: 'Team weekend' });
    const ev = await h.api['team.createTournament']({
      settings: { name: 'Team weekend', scheduledStart: '2030-06-01T10:00' },
      team: { boards: 2 },
    });
    const t = ev.tournament.id;
    for (const k of [0, 1, 2, 3]) {
      const team = await h.api['team.add']({
        tournamentId: t,
        name: `Drużyna ${k + 1}`,
        club: `Klub ${k + 1}`,
      });
      for (const j of [0, 1])
        await h.api['team.addPlayer']({
          teamId: team.id,
          player: { source: 'typed', name: `${names[(k + j) % 6]} ${k}`, rating: 2000 - 100 * k - 10 * j },
        });
    }
    clock = day(1, 10);
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    await enterMatch(h, t, 1, 1, ['draw', 'draw']);
    clock = day(1, 19);
    expect((await h.api['tournament.tick']({ id: t })).ruled).toBe(0);
    expect((await h.api['tournament.get']({ id: t })).status).toBe('running');
    clock = day(2, 9);
    await enterMatch(h, t, 1, 2, ['draw', 'draw']);
    // R16.1: four teams, ceil(log2 4) + 1 = 3 rounds, played on Sunday.
    for (const round of [2, 3]) {
      await h.api['team.pairNext']({ tournamentId: t });
      for (const match of [1, 2]) await enterMatch(h, t, round, match, ['white-wins', 'black-wins']);
    }
    expect((await h.api['tournament.get']({ id: t })).status).toBe('finished');
    // Finished by its last round: the time says so, with nothing left to count or extend.
    expect(await h.api['tournament.time']({ id: t })).toMatchObject({
      phase: 'finished',
      status: 'finished',
      remainingMs: 0,
      closedAt: null,
    });
  });

  it('says a tournament started before its planned date is running, not that it starts in so long', async () => {
    h = harness('en', () => clock);
    const t = await weekendSwiss();
    // Two days early, as an arbiter who kept the proposed date.
    clock = day(1, 9, 30);
    expect(await h.api['tournament.time']({ id: t })).toMatchObject({
      phase: 'before',
      remainingMs: 30 * 60_000,
    });
    clock = new Date(2030, 4, 30, 10);
    await h.api['tournament.start']({ tournamentId: t, seed: 2 });
    expect(await h.api['tournament.time']({ id: t })).toMatchObject({
      phase: 'running',
      status: 'running',
      remainingMs: 0,
      startedAt: clock.toISOString(),
    });
  });
});
