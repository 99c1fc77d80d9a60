/**
 * `tournament.progress` and `team.event` say whether the next round can be paired: where
 * `round.pairNext` (or `team.pairNext`) would be refused, `pairNext` says no and why, with the
 * refusal's own words (issue 28.7).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { field, harness, tournament, type Harness } from '../../services/play/setup';
import { enterMatch, teamTournament } from '../teams/setup';

const local = (h: number, m: number) => new Date(2030, 5, 1, h, m);
let clock = local(9, 50);
let h: Harness;
afterEach(() => h.done());

const CLOSE = { scheduledStart: '2030-06-01T10:00', closeAtEnd: true, announcedEnd: '2030-06-01T12:00' };

async function refusedWith(method: string, input: Record<string, unknown>) {
  const r = await h.dispatch(method, input, 'en');
  if (r.ok) throw new Error(`${method} was accepted`);
  return r.error.code;
}

describe('pairNext says no where the pairing is refused', () => {
  it('a team tournament: round.pairNext and tournament.progress refused with the same words (R16)', async () => {
    h = harness('en', () => clock);
    clock = local(9, 50);
    const { t } = await teamTournament(h, { teams: 4 });
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    for (const m of [1, 2]) await enterMatch(h, t, 1, m, ['white-wins', 'black-wins', 'white-wins', 'draw']);
    expect(await refusedWith('round.pairNext', { tournamentId: t })).toBe('teams:errors.teamEvent');
    const r = await h.dispatch('tournament.progress', { tournamentId: t }, 'en');
    if (r.ok) throw new Error('tournament.progress was accepted');
    expect(r.error.code).toBe('teams:errors.teamEvent');
    expect(r.error.message).toContain('team');
  });

  it('a Swiss after the announced end (R15.1): progress says why before the call is refused', async () => {
    h = harness('en', () => clock);
    clock = local(9, 50);
    const t = await tournament(h, field(8), CLOSE);
    await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    for (const board of [1, 2, 3, 4])
      await h.api['result.set']({ tournamentId: t, round: 1, board, result: 'white-wins' });
    clock = local(11, 59);
    expect((await h.api['tournament.progress']({ tournamentId: t })).pairNext).toEqual({
      ok: true,
      reason: null,
    });
    clock = local(12, 0);
    const p = await h.api['tournament.progress']({ tournamentId: t });
    expect(await refusedWith('round.pairNext', { tournamentId: t })).toBe('play:pairAfterEnd');
    // the end is 12:00 of 1 June 2030, the poster's wall-clock time
    expect(p.pairNext).toEqual({
      ok: false,
      reason: { key: 'play:pairAfterEnd', params: { round: 2, end: '2030-06-01 12:00' } },
    });
  });

  it('a team Swiss after the announced end (R15.1), the same in team.event', async () => {
    h = harness('en', () => clock);
    clock = local(9, 50);
    const { t } = await teamTournament(h, { teams: 4, settings: CLOSE });
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    for (const m of [1, 2]) await enterMatch(h, t, 1, m, ['white-wins', 'black-wins', 'white-wins', 'draw']);
    clock = local(11, 30);
    expect((await h.api['team.event']({ tournamentId: t })).pairNext).toEqual({ ok: true, reason: null });
    clock = local(12, 5);
    expect(await refusedWith('team.pairNext', { tournamentId: t })).toBe('play:pairAfterEnd');
    expect((await h.api['team.event']({ tournamentId: t })).pairNext).toEqual({
      ok: false,
      reason: { key: 'play:pairAfterEnd', params: { round: 2, end: '2030-06-01 12:00' } },
    });
  });
});
