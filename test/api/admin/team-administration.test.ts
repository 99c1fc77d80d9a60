import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { enterMatch, homeResults, refusal, teamTournament } from '../teams/setup';

/*
 * A team Swiss of eight teams (R16.1b) uses the same Settings screen: after round 1 the name and
 * the arbiter change, the rules do not (R1.3); its TRF 042/052 are the days rounds were paired.
 */
let clock = new Date(2026, 11, 5, 9, 30);
let h: Harness;
afterEach(() => h.done());

describe('a team tournament after its start (R1.3, R16.1)', () => {
  it('takes a new name and arbiter, refuses a rule, and dates the TRF by its paired days', async () => {
    h = harness('en', () => clock);
    // scheduled two days after the real first day
    const { t } = await teamTournament(h, {
      teams: 8,
      boards: 4,
      settings: { scheduledStart: '2026-12-07T10:00' },
    });
    const { round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
    for (const m of round.matches) await enterMatch(h, t, 1, m.matchNo, homeResults('wwdl'));
    clock = new Date(2026, 11, 6, 9, 30);
    await h.api['team.pairNext']({ tournamentId: t });

    const saved = await h.api['tournament.updateSettings']({
      id: t,
      settings: { name: 'Team Cup Łódź', arbiter: 'Kowalska, Anna' },
    });
    expect(saved.settings).toMatchObject({ name: 'Team Cup Łódź', arbiter: 'Kowalska, Anna' });
    expect((await refusal(h, 'tournament.updateSettings', { id: t, settings: { seats: 20 } })).code).toBe(
      'rulesLocked',
    );
    const trf = (await h.api['file.exportTrf']({ tournamentId: t })).text.split('\n');
    expect(trf).toContain('012 Team Cup Łódź');
    expect(trf).toContain('042 2026/12/05');
    expect(trf).toContain('052 2026/12/06');
  });
});
