/**
 * The team bye after teams left (R16.1b, R10.2): a match won by the opponent's forfeit or abandon
 * does not bar the bye; only an earlier bye does (the seeds' team Swiss).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { enterMatch, homeResults, pairs, refusal, teamTournament } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/**
 * Five teams of two boards, four rounds. R1: 1-3, 4-2 (home wins), the bye to 5. R2: 5-1, 3-4,
 * the bye to 2; Team E (5) forfeits before a board is played and Team D (4) abandons with no
 * board played: 1 and 3 win their matches without playing.
 */
export async function fiveTeamsAfterTwoLeft(hh: Harness) {
  const { t, ids } = await teamTournament(hh, {
    teams: 5,
    boards: 2,
    settings: { formatMode: 'force-swiss' },
  });
  const { round } = await hh.api['team.start']({ tournamentId: t, seed: 1 });
  expect(pairs(round)).toEqual(['1-3', '4-2', '5-']);
  for (const m of round.matches) await enterMatch(hh, t, 1, m.matchNo, homeResults('wd'));
  const r2 = await hh.api['team.pairNext']({ tournamentId: t });
  expect(pairs(r2)).toEqual(['5-1', '3-4', '2-']);
  await hh.api['team.forfeit']({ teamId: ids[4] ?? 0 });
  await hh.api['team.abandon']({ teamId: ids[3] ?? 0 });
  return { t, ids };
}

describe('the team bye after a forfeit and an abandon', () => {
  it('round 3 of 1, 2, 3: 2 had the bye, 1 and 3 won without playing: 1 plays 2, the bye to 3', async () => {
    const { t } = await fiveTeamsAfterTwoLeft(h);
    const r2 = await h.api['team.round']({ tournamentId: t, round: 2 });
    expect(r2.matches.map((m) => [m.complete, m.matchPoints])).toEqual([
      [true, { home: 0, away: 3 }],
      [true, { home: 3, away: 0 }],
    ]);
    // Match points after R2: 1: 6, 2: 3 (bye), 3: 3. 1 floats down; it met 3 in R1, so it plays
    // 2; the bye to the lowest team that has not had one: 3.
    const r3 = await h.api['team.pairNext']({ tournamentId: t });
    expect(r3.matches.map((m) => [m.home.seed, m.away.seed].sort().join('-'))).toEqual(['1-2']);
    expect(r3.bye?.seed).toBe(3);
    await enterMatch(h, t, 3, r3.matches[0]?.matchNo ?? 0, homeResults('dd'));
    // R4: 2 and 3 have had the bye, 1 has not: 1 has it; 2-3 have not met.
    const r4 = await h.api['team.pairNext']({ tournamentId: t });
    expect(r4.matches.map((m) => [m.home.seed, m.away.seed].sort().join('-'))).toEqual(['2-3']);
    expect(r4.bye?.seed).toBe(1);
  });
});

/**
 * Four teams of two boards, three rounds. R1: 1-3, 4-2 (home wins). Teams C and D abandon after
 * round 1; R2: 1-2 (drawn). Round 3 has only A and B, who have met: every pairing is a rematch.
 */
async function twoLeftWhoMet(hh: Harness) {
  const { t, ids } = await teamTournament(hh, {
    teams: 4,
    boards: 2,
    settings: { formatMode: 'force-swiss' },
  });
  const { round } = await hh.api['team.start']({ tournamentId: t, seed: 1 });
  expect(pairs(round)).toEqual(['1-3', '4-2']);
  for (const m of round.matches) await enterMatch(hh, t, 1, m.matchNo, homeResults('wd'));
  await hh.api['team.abandon']({ teamId: ids[2] ?? 0 });
  await hh.api['team.abandon']({ teamId: ids[3] ?? 0 });
  const r2 = await hh.api['team.pairNext']({ tournamentId: t });
  expect(r2.matches.map((m) => [m.home.seed, m.away.seed].sort().join('-'))).toEqual(['1-2']);
  await enterMatch(hh, t, 2, 1, homeResults('dd'));
  return { t, ids };
}

describe('a round that cannot be paired without a rematch (R6.2)', () => {
  it('says why, names the fewest rematches, and pairs them once confirmed', async () => {
    const { t } = await twoLeftWhoMet(h);
    const no = await refusal(h, 'team.pairNext', { tournamentId: t });
    expect(no.code).toBe('teams:errors.noPairingRematch');
    expect(no.message).toBe(
      'No pairing of round 3 avoids a second meeting: every pairing has two teams meet again; the fewest rematches: Team A – Team B. Pair with the fewest rematches, or end the tournament after round 2.',
    );
    const r3 = await h.api['team.pairNext']({ tournamentId: t, acceptRematches: true });
    expect(r3.matches.map((m) => [m.home.seed, m.away.seed].sort().join('-'))).toEqual(['1-2']);
    expect(r3.bye).toBeNull();
  });

  it('or ends the tournament after the round played: finished, the rounds planned cut to 2', async () => {
    const { t } = await twoLeftWhoMet(h);
    const ev = await h.api['team.end']({ tournamentId: t });
    expect(ev.finished).toBe(true);
    expect(ev.tournament.status).toBe('finished');
    expect(ev.roundsPlanned).toBe(2);
    expect(ev.decision?.ended).toEqual({ afterRound: 2, planned: 3 });
    expect((await refusal(h, 'team.pairNext', { tournamentId: t })).message).toBe('All 2 rounds are paired.');
    expect((await refusal(h, 'team.end', { tournamentId: t })).message).toBe('All 2 rounds are paired.');
  });

  it('ending is refused while the latest round has boards without a result', async () => {
    const { t } = await teamTournament(h, { teams: 4, boards: 2, settings: { formatMode: 'force-swiss' } });
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    expect((await refusal(h, 'team.end', { tournamentId: t })).message).toBe(
      'Round 1 still has 4 boards without a result.',
    );
  });
});
