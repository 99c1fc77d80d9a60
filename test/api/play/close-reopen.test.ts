import { afterEach, describe, expect, it } from 'vitest';
import { field, harness, tournament, type Harness } from '../../services/rounds/setup';
import { enterMatch, teamTournament } from '../teams/setup';

/*
 * R15.1 as the arbiter's choice: the close by the clock turned on by hand while the tournament
 * runs, its five-minute warnings, the close, and the reopening with each ruled draw it made
 * (R8.5) kept or cleared. A Swiss of eight from 10:00 on Saturday 1 June 2030.
 */
const local = (h: number, m: number, s = 0) => new Date(2030, 5, 1, h, m, s);
let clock = local(9, 30);
let h: Harness;
afterEach(() => h.done());

async function refused(method: string, input: Record<string, unknown>, lng = 'en') {
  const r = await h.dispatch(method, input, lng);
  if (r.ok) throw new Error(`${method} was accepted`);
  return r.error;
}
const issueCodes = (e: { details?: unknown }) =>
  ((e.details as { issues?: { code: string }[] } | undefined)?.issues ?? []).map((i) => i.code);

describe('the close by the clock turned on by the arbiter, and the reopening (R15.1, R8.5)', () => {
  it('warns five minutes before the end and the close, closes, and reopens with one draw kept and one cleared', async () => {
    h = harness('en', () => clock);
    clock = local(9, 30);
    const t = await tournament(h, field(8), { scheduledStart: '2030-06-01T10:00', closeAtEnd: undefined });
    clock = local(10, 0);
    await h.api['tournament.start']({ tournamentId: t, seed: 4 });
    clock = local(11, 0);
    const on = await h.api['tournament.setClose']({
      id: t,
      closeAtEnd: true,
      announcedEnd: '2030-06-01T12:00',
    });
    expect(on).toMatchObject({ phase: 'running', closeAtEnd: true, endsAt: local(12, 0).toISOString() });
    for (const board of [1, 2])
      await h.api['result.set']({ tournamentId: t, round: 1, board, result: 'draw' });

    clock = local(11, 54);
    expect(await h.api['tournament.time']({ id: t })).toMatchObject({ phase: 'running', warning: false });
    clock = local(11, 56);
    expect(await h.api['tournament.time']({ id: t })).toMatchObject({
      phase: 'running',
      warning: true,
      remainingMs: 4 * 60_000,
    });
    clock = local(12, 6);
    expect(await h.api['tournament.time']({ id: t })).toMatchObject({ phase: 'overtime', warning: true });
    clock = local(12, 10);
    expect(await h.api['tournament.tick']({ id: t })).toMatchObject({
      ruled: 2,
      closedAt: local(12, 10).toISOString(),
    });
    expect((await h.api['tournament.get']({ id: t })).status).toBe('finished');

    // Reopening is refused for a game the close did not rule, and with an end already over.
    const draws = await h.api['tournament.closedDraws']({ id: t });
    expect(draws.map((d) => [d.round, d.board, d.match])).toEqual([
      [1, 3, null],
      [1, 4, null],
    ]);
    const round1 = await h.api['round.get']({ tournamentId: t, round: 1 });
    expect(draws.map((d) => d.white)).toEqual([round1.boards[2]!.white.name, round1.boards[3]!.white.name]);
    const played = round1.boards[0]!.games[0]!.id;
    expect(
      (await refused('tournament.reopen', { id: t, clear: [played], closeAtEnd: false, announcedEnd: null }))
        .code,
    ).toBe('play:notClosedDraw');
    const late = await refused('tournament.reopen', {
      id: t,
      clear: [],
      closeAtEnd: true,
      announcedEnd: '2030-06-01T12:00',
    });
    expect(issueCodes(late)).toEqual(['announcedEndPassed']);
    expect((await h.api['tournament.get']({ id: t })).status).toBe('finished');

    // Board 3 cleared, board 4 kept; the close off: the tournament runs again.
    clock = local(12, 20);
    const out = await h.api['tournament.reopen']({
      id: t,
      clear: [draws[0]!.gameId],
      closeAtEnd: false,
      announcedEnd: null,
    });
    expect(out).toMatchObject({ kept: 1, cleared: [{ round: 1, board: 3 }] });
    expect(out.time).toMatchObject({
      phase: 'running',
      status: 'running',
      closedAt: null,
      closeAtEnd: false,
    });
    const after = await h.api['round.get']({ tournamentId: t, round: 1 });
    expect(after.boards.map((b) => b.games[0]!.result)).toEqual(['draw', 'draw', null, 'ruled-draw']);
    await h.api['result.set']({ tournamentId: t, round: 1, board: 3, result: 'white-wins' });
    expect((await h.api['round.pairNext']({ tournamentId: t })).number).toBe(2);
    const log = await h.api['activity.list']({ tournamentId: t });
    expect(log.find((i) => i.action === 'tournament.reopen')?.summary).toMatchObject({
      kept: 1,
      closeAtEnd: false,
      cleared: [{ round: 1, board: 3 }],
    });
    expect(log.find((i) => i.action === 'tournament.setClose')?.summary).toMatchObject({
      closeAtEnd: true,
      announcedEnd: '2030-06-01T12:00',
      before: { closeAtEnd: false, announcedEnd: null },
    });
    expect(
      (await refused('tournament.reopen', { id: t, clear: [], closeAtEnd: false, announcedEnd: null })).code,
    ).toBe('play:notClosedByClock');
  });

  it('reopens a team tournament the clock closed, naming each board by its match', async () => {
    h = harness('en', () => clock);
    clock = local(9, 55);
    const { t } = await teamTournament(h, {
      teams: 4,
      boards: 2,
      settings: { scheduledStart: '2030-06-01T10:00', closeAtEnd: true, announcedEnd: '2030-06-01T12:00' },
    });
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    clock = local(11, 0);
    await enterMatch(h, t, 1, 1, ['draw']);
    clock = local(12, 10);
    expect((await h.api['tournament.tick']({ id: t })).ruled).toBe(3);
    const draws = await h.api['tournament.closedDraws']({ id: t });
    expect(draws.map((d) => [d.match, d.board])).toEqual([
      [1, 2],
      [2, 1],
      [2, 2],
    ]);
    // A later end for the close: it stays on, and the cleared board is open again.
    const out = await h.api['tournament.reopen']({
      id: t,
      clear: [draws[1]!.gameId],
      closeAtEnd: true,
      announcedEnd: '2030-06-01T14:00',
    });
    expect(out.time).toMatchObject({
      phase: 'running',
      closeAtEnd: true,
      endsAt: local(14, 0).toISOString(),
    });
    const round = await h.api['team.round']({ tournamentId: t, round: 1 });
    expect(round.matches.find((m) => m.matchNo === 2)!.boards.map((b) => b.result)).toEqual([
      null,
      'ruled-draw',
    ]);
    expect((await h.api['tournament.get']({ id: t })).status).toBe('running');
  });
});

describe('the announced end is checked wherever it is set (R15.1)', () => {
  it('refuses a close without its end, an end before the start, and an end already over, in the arbiter’s language', async () => {
    h = harness('en', () => clock);
    clock = local(9, 0);
    await h.api['event.create']({ file: 'e', name: 'E' });
    const base = { name: 'Open', scheduledStart: '2030-06-01T10:00', closeAtEnd: true };
    const codes = async (announcedEnd: string | null) =>
      issueCodes(await refused('tournament.create', { settings: { ...base, announcedEnd } }));
    expect(await codes(null)).toEqual(['announcedEndRequired']);
    expect(await codes('2030-06-01T09:00')).toEqual(['announcedEndBeforeStart']);
    expect(await codes('2030-07-15T18:00')).toEqual(['announcedEndTooLate']);
    // A tournament whose time is over is refused when it is created, not at its first pairing.
    const over = await refused('tournament.create', {
      settings: { ...base, scheduledStart: '2030-06-01T07:00', announcedEnd: '2030-06-01T08:30' },
    });
    expect(issueCodes(over)).toEqual(['announcedEndPassed']);
    const fr = await refused(
      'tournament.create',
      { settings: { ...base, scheduledStart: '2030-06-01T07:00', announcedEnd: '2030-06-01T08:30' } },
      'fr',
    );
    expect(JSON.stringify(fr.details)).toContain('La fin annoncée 01/06/2030 08:30 est déjà passée');
    // Saved before the start too.
    const t = await h.api['tournament.create']({ settings: { ...base, closeAtEnd: false } });
    const saved = await refused('tournament.updateSettings', {
      id: t.id,
      settings: { closeAtEnd: true, announcedEnd: '2030-06-01T08:00' },
    });
    expect(issueCodes(saved)).toEqual(['announcedEndBeforeStart']);
  });

  it('moves the end of a tournament started before its planned date from its real start', async () => {
    h = harness('en', () => clock);
    clock = new Date(2030, 4, 30, 9, 0);
    const t = await tournament(h, field(8), { scheduledStart: '2030-06-01T10:00' });
    clock = new Date(2030, 4, 30, 10, 0);
    await h.api['tournament.start']({ tournamentId: t });
    // The end on the 30th, before the scheduled start but after the real one, is taken.
    const time = await h.api['tournament.setClose']({
      id: t,
      closeAtEnd: true,
      announcedEnd: '2030-05-30T18:00',
    });
    expect(time).toMatchObject({ phase: 'running', endsAt: new Date(2030, 4, 30, 18, 0).toISOString() });
    const early = await refused('tournament.setClose', {
      id: t,
      closeAtEnd: true,
      announcedEnd: '2030-05-30T09:30',
    });
    expect(issueCodes(early)).toEqual(['announcedEndBeforeStart']);
    // Turned off again: there is no end to extend.
    await h.api['tournament.setClose']({ id: t, closeAtEnd: false, announcedEnd: '2030-05-30T18:00' });
    expect((await refused('tournament.extend', { id: t, minutes: 15 })).code).toBe('play:extendWithoutEnd');
  });

  it('refuses an end that makes one person play two tournaments at once (R1.5)', async () => {
    h = harness('en', () => clock);
    clock = local(8, 0);
    await h.api['event.create']({ file: 'day', name: 'Dzień warcabów' });
    const morning = await h.api['tournament.create']({
      settings: { name: 'Rano', scheduledStart: '2030-06-01T09:00', durationMinutes: 180 },
    });
    const afternoon = await h.api['tournament.create']({
      settings: { name: 'Po południu', scheduledStart: '2030-06-01T13:00', durationMinutes: 180 },
    });
    for (const t of [morning, afternoon])
      await h.api['entrant.add']({ tournamentId: t.id, name: 'Wiśniewski, Jędrzej', ratingId: '20417' });
    const e = await refused('tournament.setClose', {
      id: morning.id,
      closeAtEnd: true,
      announcedEnd: '2030-06-01T14:00',
    });
    expect(issueCodes(e)).toEqual(['samePersonOverlap']);
    expect(JSON.stringify(e.details)).toContain('Po południu');
    await h.api['tournament.setClose']({
      id: morning.id,
      closeAtEnd: true,
      announcedEnd: '2030-06-01T12:45',
    });
  });

  it('leaves the arena to its own duration', async () => {
    h = harness('en', () => clock);
    clock = local(13, 0);
    await h.api['event.create']({ file: 'arena', name: 'Arena night' });
    const a = await h.api['arena.create']({
      settings: { name: 'Blitz', scheduledStart: '2030-06-01T14:00', durationMinutes: 30 },
      clock: { baseSeconds: 180, incrementSeconds: 2 },
    });
    const e = await refused('tournament.setClose', { id: a.id, closeAtEnd: false, announcedEnd: null });
    expect(e.code).toBe('play:closeOfArena');
    expect(await h.api['tournament.time']({ id: a.id })).toMatchObject({
      closeAtEnd: true,
      endsAt: local(14, 30).toISOString(),
    });
  });
});

describe('a start in the past or more than a year ahead is warned of, not refused (the seed’s window is online play’s)', () => {
  it('says so in the answer of create and save, and to the form', async () => {
    h = harness('en', () => clock);
    clock = local(9, 0);
    await h.api['event.create']({ file: 'e', name: 'E' });
    const past = await h.api['tournament.create']({
      settings: { name: 'Last week', scheduledStart: '2030-05-25T10:00' },
    });
    expect(past.warnings.map((w) => [w.field, w.code])).toEqual([['scheduledStart', 'startInPast']]);
    expect(past.warnings[0]!.message).toContain('2030-05-25 10:00 is already past');
    const soon = await h.api['tournament.updateSettings']({
      id: past.id,
      settings: { scheduledStart: '2030-06-08T10:00' },
    });
    expect(soon.warnings).toEqual([]);
    const far = await h.api['tournament.updateSettings']({
      id: past.id,
      settings: { scheduledStart: '2031-06-02T10:00' },
    });
    expect(far.warnings.map((w) => w.code)).toEqual(['startFarAhead']);
    expect(far.settings.scheduledStart).toBe('2031-06-02T10:00');
    // Exactly a year ahead is still no slip; the form asks the same at the server's time.
    expect(await h.api['tournament.startWarnings']({ scheduledStart: '2031-06-01T09:00' })).toEqual([]);
    const team = await h.api['team.createTournament']({
      settings: { name: 'Drużynowy', scheduledStart: '2032-01-10T10:00' },
      team: { boards: 4 },
    });
    expect(team.warnings.map((w) => w.code)).toEqual(['startFarAhead']);
    const pl = await h.dispatch('tournament.startWarnings', { scheduledStart: '2029-06-01T10:00' }, 'pl');
    expect(JSON.stringify(pl)).toContain('już minął');
  });
});
