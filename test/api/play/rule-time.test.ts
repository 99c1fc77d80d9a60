import { afterEach, describe, expect, it } from 'vitest';
import { field, harness, tournament, type Harness } from '../../services/rounds/setup';

// Scheduled years ahead on purpose: the rule reads the announced end, not the date today.
const local = (h: number, m: number, s = 0) => new Date(2030, 5, 1, h, m, s);
let clock = local(9, 0);
let h: Harness;
// The arbiter turned the close by the clock on: 10:00 to 14:00, ruled draws from 14:10 (R15.1).
const CLOSE = { scheduledStart: '2030-06-01T10:00', closeAtEnd: true, announcedEnd: '2030-06-01T14:00' };
afterEach(() => h.done());

describe('ruling the open games drawn at the end of the announced duration (R15.1, R8.5)', () => {
  it('is refused until ten minutes after the announced end, then accepted', async () => {
    h = harness('en', () => clock);
    clock = local(9, 0);
    // 10:00 for four hours: the end at 14:00, the ten more minutes until 14:10.
    const t = await tournament(h, field(8), CLOSE);
    await h.api['tournament.start']({ tournamentId: t });
    clock = local(14, 9, 59);
    const early = await h.dispatch('result.rule', { tournamentId: t, round: 1 }, 'en');
    expect(early).toMatchObject({ ok: false, error: { code: 'play:ruleBeforeEnd' } });
    expect(early.ok ? '' : early.error.message).toContain('2030-06-01 14:10');
    clock = local(14, 10);
    expect((await h.api['result.rule']({ tournamentId: t, round: 1 })).ruled).toBe(4);
  });
});

describe('ruling one board drawn (the r key, R15.1, R8.5)', () => {
  it('is refused as a result or a correction before the end plus ten minutes, with the time it opens', async () => {
    h = harness('en', () => clock);
    clock = local(9, 0);
    // 10:00 for four hours: a single game may be ruled drawn from 14:10 on, as the whole round.
    const t = await tournament(h, field(8), CLOSE);
    await h.api['tournament.start']({ tournamentId: t });
    clock = local(11, 30);
    const early = await h.dispatch(
      'result.set',
      { tournamentId: t, round: 1, board: 1, result: 'ruled-draw' },
      'en',
    );
    expect(early).toMatchObject({ ok: false, error: { code: 'play:ruleBeforeEnd' } });
    expect(early.ok ? '' : early.error.message).toContain('2030-06-01 14:10');
    // A played result is taken at any time; turning it into a ruled draw is refused the same way.
    await h.api['result.set']({ tournamentId: t, round: 1, board: 2, result: 'draw' });
    const corrected = await h.dispatch(
      'result.correct',
      { tournamentId: t, round: 1, board: 2, result: 'ruled-draw' },
      'en',
    );
    expect(corrected).toMatchObject({ ok: false, error: { code: 'play:ruleBeforeEnd' } });
    clock = local(14, 10);
    const r = await h.api['result.set']({ tournamentId: t, round: 1, board: 1, result: 'ruled-draw' });
    expect(r.boards[0]!.games[0]!.result).toBe('ruled-draw');
  });
});

describe('ruling without the close by the clock (R8.5, R15.1)', () => {
  it('is the arbiter’s decision at any time: there is no announced end to wait for', async () => {
    h = harness('en', () => clock);
    const t = await tournament(h, field(8), { scheduledStart: '2030-06-01T10:00' });
    clock = local(9, 0);
    await h.api['tournament.start']({ tournamentId: t });
    clock = local(11, 30);
    const r = await h.api['result.set']({ tournamentId: t, round: 1, board: 3, result: 'ruled-draw' });
    expect(r.boards[2]!.games[0]!.result).toBe('ruled-draw');
    expect((await h.api['result.rule']({ tournamentId: t, round: 1 })).ruled).toBe(3);
  });
});
