import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import type { ArenaView } from '../../../src/shared/api/arena';

// The poster says 14:00 local time; the transport's clock is set per call.
const START = new Date(2026, 5, 1, 14, 0).getTime();
const at = (minutes: number, seconds = 0) => new Date(START + minutes * 60_000 + seconds * 1000);

let h: Harness;
let clock = at(0);
afterEach(() => h.done());

async function arena(minutes = 30, clockSettings = { baseSeconds: 180, incrementSeconds: 2 }) {
  h = harness('en', () => clock);
  await h.api['event.create']({ file: 'arena', name: 'Arena night' });
  const t = await h.api['arena.create']({
    settings: { name: 'Blitz arena', scheduledStart: '2026-06-01T14:00', durationMinutes: minutes },
    clock: clockSettings,
  });
  const ids: Record<string, number> = {};
  for (const [name, rating] of [
    ['A', 2000],
    ['B', 1990],
    ['C', 1980],
    ['D', 1970],
  ] as const)
    ids[name] = (await h.api['entrant.add']({ tournamentId: t.id, name, rating })).id;
  return { t: t.id, ids };
}

const boards = (v: ArenaView) => v.boards.map((b) => `${b.board}:${b.white.name}-${b.black.name}`);
const ranking = (v: ArenaView) =>
  v.standings.map((s) => `${s.place} ${s.entrant.name} ${s.points}/${s.wins}`);
const refusal = async (method: string, input: unknown) => {
  const out = await h.dispatch(method, input, 'en');
  return out.ok ? 'accepted' : out.error.code;
};

describe('an arena through the API, with the time of each call (R14, R15)', () => {
  it('pairs by rank at the start, waits for the cooldown, scores streaks and boosts, closes itself', async () => {
    const { t, ids } = await arena();
    clock = at(-1);
    expect(boards(await h.api['arena.tick']({ tournamentId: t }))).toEqual([]);
    clock = at(0);
    let v = await h.api['arena.tick']({ tournamentId: t });
    // First pairing at once, by rating: A-B and C-D; the better ranked has White in a first game.
    expect(boards(v)).toEqual(['1:A-B', '2:C-D']);
    const [g1, g2] = v.boards.map((b) => b.gameId) as [number, number];

    // R14.4: B boosts; the slip shows 90+0 for a 180+2 clock.
    clock = at(0, 20);
    v = await h.api['arena.boost']({ gameId: g1, entrantId: ids.B! });
    expect(v.boards[0]).toMatchObject({ whiteBoosted: false, blackBoosted: true });
    expect(v.boostedClock).toEqual({ baseSeconds: 90, incrementSeconds: 0 });
    expect(await refusal('arena.boost', { gameId: g1, entrantId: ids.B })).toBe('arena:errors.boostTwice');
    expect(await refusal('arena.boost', { gameId: g1, entrantId: ids.C })).toBe(
      'arena:errors.boostNotPlayer',
    );

    clock = at(5);
    v = await h.api['arena.result']({ gameId: g1, result: 'black-wins' });
    expect(ranking(v)[0]).toBe('1 B 4/1');
    // A and B are free, but met 0 minutes ago: nothing is due.
    clock = at(6);
    expect(await refusal('arena.boost', { gameId: g1, entrantId: ids.A })).toBe('arena:errors.boostFinished');
    v = await h.api['arena.result']({ gameId: g2, result: 'draw' });
    // Ranking B 4, C 1 (rating 1980), D 1, A 0; 1-2 and 3-4 of it are allowed: B-C and D-A.
    expect(ranking(v)).toEqual(['1 B 4/1', '2 C 1/0', '2 D 1/0', '4 A 0/0']);
    expect(v.due).toBe(true);
    expect(v.waiting.find((w) => w.entrant.name === 'A')!.cooldowns).toEqual([
      { opponent: expect.objectContaining({ name: 'B' }), until: at(10).toISOString() },
    ]);
    v = await h.api['arena.tick']({ tournamentId: t });
    // Colours alternate: B and D had Black, so they take White.
    expect(boards(v)).toEqual(['1:B-C', '2:D-A']);
    const [g3, g4] = v.boards.map((b) => b.gameId) as [number, number];

    // A correction of game 1 keeps its end time and recomputes the points.
    clock = at(8);
    v = await h.api['arena.result']({ gameId: g1, result: 'white-wins' });
    expect(ranking(v)).toEqual(['1 A 2/1', '2 C 1/0', '2 D 1/0', '4 B 0/0']);
    expect(v.standings[0]!.history[0]).toMatchObject({ endedAt: at(5).toISOString(), points: 2 });

    // R15.1: after the end (14:30) nothing is paired; a result in the ten minutes counts.
    clock = at(35);
    v = await h.api['arena.result']({ gameId: g3, result: 'white-wins' });
    expect(v.time).toMatchObject({ phase: 'overtime', warning: true });
    expect(v.due).toBe(false);
    expect(boards(await h.api['arena.tick']({ tournamentId: t, now: true }))).toEqual(['2:D-A']);
    clock = at(40, 1);
    expect(await refusal('arena.result', { gameId: g4, result: 'draw' })).toBe('arena:errors.overtimeOver');
    v = await h.api['arena.tick']({ tournamentId: t });
    expect(v.closed).toBe(true);
    expect(v.boards).toEqual([]);
    const d = v.standings.find((s) => s.entrant.name === 'D')!;
    expect(d.history.map((x) => [x.result, x.points, x.endedAt])).toEqual([
      ['draw', 1, at(6).toISOString()],
      ['ruled-draw', 1, at(40).toISOString()],
    ]);
    expect((await h.api['tournament.get']({ id: t })).status).toBe('finished');
    expect(await refusal('arena.join', { entrantId: ids.A })).toBe('arena:errors.closed');
  });

  it('a paused entrant is not paired; joining again brings them back', async () => {
    const { t, ids } = await arena();
    clock = at(0);
    await h.api['arena.leave']({ entrantId: ids.A! });
    let v = await h.api['arena.tick']({ tournamentId: t });
    expect(boards(v)).toEqual(['1:B-C']);
    expect(v.paused.map((p) => p.name)).toEqual(['A']);
    expect(v.waiting.map((w) => w.entrant.name)).toEqual(['D']);
    clock = at(1);
    v = await h.api['arena.join']({ entrantId: ids.A! });
    // A (2000) and D: two free of four active, nobody waited 15 s yet.
    expect(v.due).toBe(false);
    clock = at(1, 15);
    v = await h.api['arena.tick']({ tournamentId: t });
    expect(boards(v)).toEqual(['1:B-C', '2:A-D']);
  });

  it('runs from its start to its close, and takes newcomers while it runs (R14.1)', async () => {
    const { t } = await arena();
    clock = at(-1);
    expect((await h.api['tournament.get']({ id: t })).status).toBe('registration');
    // Nobody may be due at 14:00 but the arena itself: its status follows the clock at the tick.
    clock = at(0);
    expect((await h.api['arena.view']({ tournamentId: t })).due).toBe(true);
    await h.api['arena.tick']({ tournamentId: t });
    expect(await h.api['tournament.get']({ id: t })).toMatchObject({ status: 'running', kind: 'arena' });
    clock = at(3);
    const late = await h.api['entrant.add']({ tournamentId: t, name: 'E', rating: 1960 });
    expect((await h.api['arena.view']({ tournamentId: t })).waiting.map((w) => w.entrant.name)).toEqual([
      'E',
    ]);
    expect(await refusal('tournament.updateSettings', { id: t, settings: { durationMinutes: 60 } })).toBe(
      'rulesLocked',
    );
    clock = at(40);
    await h.api['arena.tick']({ tournamentId: t });
    expect((await h.api['tournament.get']({ id: t })).status).toBe('finished');
    expect(await refusal('entrant.add', { tournamentId: t, name: 'F', rating: 1950 })).toBe(
      'registrationClosed',
    );
    expect(await refusal('entrant.remove', { id: late.id })).toBe('removeAfterStart');
  });

  it('extends the announced duration; the end and the close move', async () => {
    const { t } = await arena();
    clock = at(29);
    let v = await h.api['arena.extend']({ tournamentId: t, minutes: 5 });
    expect(v.time).toMatchObject({
      endsAt: at(35).toISOString(),
      closesAt: at(45).toISOString(),
      extensionMinutes: 5,
    });
    clock = at(34);
    v = await h.api['arena.view']({ tournamentId: t });
    expect(v.time).toMatchObject({ phase: 'running', remainingMs: 60_000, warning: true });
    // R14.1: 35 + 3 x 120 = 395 minutes; 120 more would make 515, over eight hours.
    for (let i = 0; i < 3; i++) await h.api['arena.extend']({ tournamentId: t, minutes: 120 });
    expect(await refusal('arena.extend', { tournamentId: t, minutes: 120 })).toBe(
      'arena:errors.extendTooLong',
    );
    expect(await refusal('arena.extend', { tournamentId: t, minutes: 85 })).toBe('accepted');
  });
});

describe('arena refusals', () => {
  it('refuses a duration outside 10 minutes to 8 hours (R14.1)', async () => {
    h = harness('en', () => clock);
    await h.api['event.create']({ file: 'arena', name: 'Arena night' });
    const clockSettings = { baseSeconds: 60, incrementSeconds: 0 };
    const make = (durationMinutes: number) =>
      refusal('arena.create', {
        settings: { name: 'Arena', scheduledStart: '2026-06-01T14:00', durationMinutes },
        clock: clockSettings,
      });
    expect(await make(9)).toBe('arena:errors.duration');
    expect(await make(481)).toBe('arena:errors.duration');
    expect(await make(480)).toBe('accepted');
    // The settings' time control is the arena's clock as the slips write it, not the default 90'+30''.
    const [t] = await h.api['tournament.list']({});
    expect(t!.settings.timeControl).toEqual({ kind: 'blitz', text: "1'+0''" });
  });

  it('an arena has no rounds; a player who played cannot be removed; no boost on a zero base', async () => {
    const { t, ids } = await arena(60, { baseSeconds: 0, incrementSeconds: 5 });
    expect(await refusal('tournament.start', { tournamentId: t })).toBe('arena:errors.noRounds');
    clock = at(0);
    const v = await h.api['arena.tick']({ tournamentId: t });
    expect(v.boostedClock).toBeNull();
    expect(await refusal('arena.boost', { gameId: v.boards[0]!.gameId, entrantId: ids.A })).toBe(
      'arena:errors.boostZeroBase',
    );
    expect(await refusal('entrant.remove', { id: ids.A })).toBe('arena:errors.removePlayed');
    expect(await refusal('arena.result', { gameId: 999, result: 'draw' })).toBe('arena:errors.gameNotFound');
  });

  it('arena actions on a tournament in rounds are refused', async () => {
    h = harness('en', () => clock);
    await h.api['event.create']({ file: 'rounds', name: 'Club' });
    const t = await h.api['tournament.create']({
      settings: { name: 'Open', scheduledStart: '2026-06-01T14:00' },
    });
    expect(await refusal('arena.view', { tournamentId: t.id })).toBe('arena:errors.notArena');
  });
});
