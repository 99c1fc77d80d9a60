import { afterEach, describe, expect, it } from 'vitest';
import { field, harness, tournament, type Harness } from '../../services/rounds/setup';
import { enterMatch, teamTournament } from '../teams/setup';

/*
 * RULES.md R15.1 (and R8.5) on a tournament in rounds whose arbiter turned the close by the clock
 * on: a Swiss of eight from 10:00 announced to end at 12:00 (the close at 12:10), played on a clock
 * the test moves, as the transport passes it in.
 */
const local = (h: number, m: number, s = 0) => new Date(2030, 5, 1, h, m, s);
let clock = local(9, 50);
let h: Harness;
afterEach(() => h.done());

const SWISS = { scheduledStart: '2030-06-01T10:00', closeAtEnd: true, announcedEnd: '2030-06-01T12:00' };

async function refused(method: string, input: Record<string, unknown>) {
  const r = await h.dispatch(method, input, 'en');
  if (r.ok) throw new Error(`${method} was accepted`);
  return r.error;
}

/** Round 1 complete (four boards), round 2 paired at 11:00 with two of its four boards played. */
async function twoRounds(): Promise<number> {
  clock = local(9, 50);
  const t = await tournament(h, field(8), SWISS);
  await h.api['tournament.start']({ tournamentId: t, seed: 7 });
  clock = local(10, 50);
  for (const board of [1, 2, 3, 4])
    await h.api['result.set']({ tournamentId: t, round: 1, board, result: 'white-wins' });
  clock = local(11, 0);
  await h.api['round.pairNext']({ tournamentId: t });
  clock = local(11, 55);
  await h.api['result.set']({ tournamentId: t, round: 2, board: 1, result: 'draw' });
  await h.api['result.set']({ tournamentId: t, round: 2, board: 2, result: 'black-wins' });
  return t;
}

describe('the announced duration closes a tournament in rounds (R15.1, R8.5)', () => {
  it('pairs nothing after the end, counts a result of the ten minutes, then rules the open games drawn and closes', async () => {
    h = harness('en', () => clock);
    const t = await twoRounds();

    // 12:01, in the ten minutes: a result reached now counts (R15.1) ...
    clock = local(12, 1);
    await h.api['result.set']({ tournamentId: t, round: 2, board: 3, result: 'white-wins' });
    // ... the warning is on (nine minutes to the close), and the close is not due yet.
    expect(await h.api['tournament.time']({ id: t })).toMatchObject({
      phase: 'overtime',
      remainingMs: 9 * 60_000,
      warning: false,
      closeAtEnd: true,
      closedAt: null,
    });
    clock = local(12, 9, 59);
    expect(await h.api['tournament.tick']({ id: t })).toMatchObject({ ruled: 0, closedAt: null });
    expect((await h.api['tournament.time']({ id: t })).warning).toBe(true);

    // 12:10: board 4, the one game still open, is a ruled draw dated at the close, not at the call.
    clock = local(12, 10, 42);
    const out = await h.api['tournament.tick']({ id: t });
    expect(out).toMatchObject({ ruled: 1, closedAt: local(12, 10).toISOString() });
    expect(out.time).toMatchObject({ phase: 'closed', closedAt: local(12, 10).toISOString() });
    const round = await h.api['round.get']({ tournamentId: t, round: 2 });
    expect(round.boards.map((b) => b.games[0]!.result)).toEqual([
      'draw',
      'black-wins',
      'white-wins',
      'ruled-draw',
    ]);
    expect((await h.api['tournament.get']({ id: t })).status).toBe('finished');
    // The standings count the ruled draw as a draw (R8.5): 1 point each on board 4.
    const b4 = round.boards[3]!;
    const rows = (await h.api['standings.get']({ tournamentId: t })).rows;
    const points = (id: number) => rows.find((r) => r.entrant.id === id)!.points;
    const r1 = await h.api['round.get']({ tournamentId: t, round: 1 });
    const fromRound1 = (id: number) => {
      const b = r1.boards.find((x) => x.white.id === id || x.black.id === id)!;
      return b.white.id === id ? 2 : 0;
    };
    expect(points(b4.white.id)).toBe(fromRound1(b4.white.id) + 1);
    expect(points(b4.black.id)).toBe(fromRound1(b4.black.id) + 1);

    // A second tick does nothing more; the activity log says when and how many.
    expect(await h.api['tournament.tick']({ id: t })).toMatchObject({ ruled: 0, closedAt: null });
    const log = await h.api['activity.list']({ tournamentId: t });
    const closes = log.filter((i) => i.action === 'tournament.tick');
    expect(closes).toHaveLength(1);
    expect(closes[0]!.summary).toEqual({ ruled: 1, closedAt: local(12, 10).toISOString() });

    // Closed: nothing is paired, the duration cannot be extended, a correction is still taken and
    // the tournament stays finished.
    const pair = await refused('round.pairNext', { tournamentId: t });
    expect(pair.code).toBe('play:closedByDuration');
    expect(pair.message).toContain('2030-06-01 12:10');
    const extend = await refused('tournament.extend', { id: t, minutes: 30 });
    expect(extend.code).toBe('play:extendAfterClose');
    const move = await refused('tournament.setClose', {
      id: t,
      closeAtEnd: true,
      announcedEnd: '2030-06-01T15:00',
    });
    expect(move.code).toBe('play:reopenFirst');
    await h.api['result.set']({ tournamentId: t, round: 2, board: 4, result: 'white-wins' });
    expect((await h.api['tournament.get']({ id: t })).status).toBe('finished');
  });

  it('refuses to pair the next round after the end, and pairs it once the arbiter extends', async () => {
    h = harness('en', () => clock);
    const t = await twoRounds();
    clock = local(12, 2);
    for (const board of [3, 4])
      await h.api['result.set']({ tournamentId: t, round: 2, board, result: 'draw' });
    const late = await refused('round.pairNext', { tournamentId: t });
    expect(late.code).toBe('play:pairAfterEnd');
    expect(late.message).toContain('2030-06-01 12:00');
    expect(late.message).toContain('round 3');
    expect((await h.api['round.list']({ tournamentId: t })).length).toBe(2);

    // Thirty more minutes: the end moves to 12:30, the round is paired, the close waits for 12:40.
    const time = await h.api['tournament.extend']({ id: t, minutes: 30 });
    expect(time).toMatchObject({
      phase: 'running',
      endsAt: local(12, 30).toISOString(),
      closesAt: local(12, 40).toISOString(),
      announcedEnd: '2030-06-01T12:30',
    });
    await h.api['round.pairNext']({ tournamentId: t });
    // The extension moves the close too: at 12:20, past the old close, ruling is still refused
    // and the message names the new close.
    clock = local(12, 20);
    const early = await refused('result.rule', { tournamentId: t, round: 3 });
    expect(early.code).toBe('play:ruleBeforeEnd');
    expect(early.message).toContain('2030-06-01 12:40');
    const board = await refused('result.set', { tournamentId: t, round: 3, board: 1, result: 'ruled-draw' });
    expect(board.code).toBe('play:ruleBeforeEnd');
    clock = local(12, 39);
    expect((await h.api['tournament.tick']({ id: t })).ruled).toBe(0);
    clock = local(12, 40);
    expect((await h.api['tournament.tick']({ id: t })).ruled).toBe(4);
    const log = await h.api['activity.list']({ tournamentId: t });
    expect(log.find((i) => i.action === 'tournament.extend')?.summary).toMatchObject({
      minutes: 30,
      endsAt: local(12, 30).toISOString(),
    });
  });

  it('refuses round 1 after the end, at the preview already, and an extension beyond the longest time', async () => {
    h = harness('en', () => clock);
    clock = local(9, 50);
    const t = await tournament(h, field(8), SWISS);
    clock = local(12, 0);
    // The start is refused when the arbiter asks for it, before the confirmation (R15.1) ...
    const preview = await refused('tournament.previewStart', { tournamentId: t });
    expect(preview.code).toBe('play:pairAfterEnd');
    expect(preview.message).toContain('2030-06-01 12:00');
    expect((await refused('tournament.start', { tournamentId: t })).code).toBe('play:pairAfterEnd');
    expect((await h.api['tournament.get']({ id: t })).status).toBe('registration');
    // ... and the arbiter who moves the end can start.
    await h.api['tournament.setClose']({ id: t, closeAtEnd: true, announcedEnd: '2030-06-01T18:00' });
    expect((await h.api['tournament.previewStart']({ tournamentId: t })).decision.format).toBe('swiss');
    // A day at most per extension; the end at most 43,200 minutes after the start (30 days, R1.2).
    expect((await refused('tournament.extend', { id: t, minutes: 1441 })).code).toBe('invalidInput');
    // 43,000 minutes after 2030-06-01 10:00 is 2030-07-01 06:40.
    const long = (
      await h.api['tournament.create']({
        settings: { ...SWISS, name: 'Long', announcedEnd: '2030-07-01T06:40' },
      })
    ).id;
    await h.api['entrant.add']({ tournamentId: long, name: 'Zoë Brouwer', rating: 1900, present: true });
    for (let i = 0; i < 3; i++)
      await h.api['entrant.add']({
        tournamentId: long,
        name: `Gracz ${i}, Łukasz`,
        rating: 1800 - i,
        present: true,
      });
    await h.api['tournament.start']({ tournamentId: long });
    const over = await refused('tournament.extend', { id: long, minutes: 201 });
    expect(over.code).toBe('play:extendTooLong');
    expect(over.message).toContain('43201');
    await h.api['tournament.extend']({ id: long, minutes: 200 });
    expect((await h.api['tournament.time']({ id: long })).announcedEnd).toBe('2030-07-01T10:00');
  });

  it('leaves a tournament alone that does not keep its duration (an imported one, by default)', async () => {
    h = harness('en', () => clock);
    const t = await tournament(h, field(8), { ...SWISS, closeAtEnd: false });
    clock = local(15, 0);
    await h.api['tournament.start']({ tournamentId: t });
    expect(await h.api['tournament.tick']({ id: t })).toMatchObject({ ruled: 0, closedAt: null });
    expect((await h.api['tournament.get']({ id: t })).status).toBe('running');
    expect((await h.api['tournament.time']({ id: t })).closeAtEnd).toBe(false);
  });

  it('rules the open boards of a team match drawn at the close, and the match counts them', async () => {
    h = harness('en', () => clock);
    clock = local(9, 55);
    const { t } = await teamTournament(h, { teams: 4, settings: SWISS });
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    clock = local(11, 0);
    // Match 1 complete, match 2 with its first two boards only.
    await enterMatch(h, t, 1, 1, ['white-wins', 'black-wins', 'white-wins', 'black-wins']);
    await enterMatch(h, t, 1, 2, ['draw', 'draw']);
    clock = local(12, 10);
    expect((await h.api['tournament.tick']({ id: t })).ruled).toBe(2);
    const round = await h.api['team.round']({ tournamentId: t, round: 1 });
    const m2 = round.matches.find((m) => m.matchNo === 2)!;
    expect(m2.boards.map((b) => b.result)).toEqual(['draw', 'draw', 'ruled-draw', 'ruled-draw']);
    expect((await h.api['tournament.get']({ id: t })).status).toBe('finished');
  });
});
