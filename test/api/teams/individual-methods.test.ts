/**
 * A team tournament is paired, entered and ranked through the team methods (R16.1). The methods of
 * a tournament of individuals, called on it (a stale screen, a script), are refused with the
 * message that says where its rounds are, and change nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { enterMatch, refusal, teamTournament } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

describe('individual methods on a team tournament', () => {
  it('refuses rounds, results, standings and the crosstable of individuals, by name', async () => {
    const { t } = await teamTournament(h, { teams: 4 });
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    await enterMatch(h, t, 1, 1, ['draw', 'draw']);
    const calls: [string, unknown][] = [
      ['round.get', { tournamentId: t, round: 1 }],
      ['standings.get', { tournamentId: t }],
      ['standings.explain', { tournamentId: t, entrantId: 1 }],
      ['crosstable.get', { tournamentId: t }],
      ['result.set', { tournamentId: t, round: 1, board: 1, result: 'draw' }],
    ];
    for (const [method, input] of calls) {
      const r = await refusal(h, method, input);
      expect({ method, code: r.code }).toEqual({ method, code: 'teams:errors.teamEvent' });
      expect(r.message).toBe(
        '"Team Cup" is a team tournament: start it, pair it and enter its results on the Teams screen.',
      );
    }
    // nothing changed: match 1 still has its two boards, the others none
    const round = await h.api['team.round']({ tournamentId: t, round: 1 });
    expect(round.matches[0]!.boards.map((b) => b.result)).toEqual(['draw', 'draw', null, null]);
    expect(round.matches[1]!.boards.every((b) => b.result === null)).toBe(true);
    // the file exports still list its rounds
    expect((await h.api['round.list']({ tournamentId: t })).map((r) => r.number)).toEqual([1]);
  });
});
