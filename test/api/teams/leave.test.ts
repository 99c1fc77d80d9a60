/**
 * Abandon and forfeit (R10.2, R16.1b): an abandoning team keeps its points and is no longer
 * paired; a forfeiting team loses its current match and leaves; both rank behind every team still
 * in, with the round they left after.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { enterMatch, homeResults, refusal, teamTournament } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** Six teams of two boards, round 1: every home team wins 3-1 (1-4, 5-2, 3-6 by seed). */
async function afterRoundOne() {
  const { t, ids } = await teamTournament(h, {
    teams: 6,
    boards: 2,
    settings: { formatMode: 'force-swiss' },
  });
  const { round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
  for (const m of round.matches) await enterMatch(h, t, 1, m.matchNo, homeResults('wd'));
  return { t, ids, round };
}

describe('a team leaving', () => {
  it('abandon: boards without a result are lost by forfeit, played ones stay; no longer paired; ranked last', async () => {
    const { t, ids } = await afterRoundOne();
    const r2 = await h.api['team.pairNext']({ tournamentId: t });
    const a = ids[0] ?? 0;
    const m = r2.matches.find((x) => x.home.id === a || x.away.id === a);
    const aHome = m?.home.id === a;
    // Board 1 played: a draw; board 2 still open when Team A abandons.
    await h.api['team.result']({
      tournamentId: t,
      round: 2,
      match: m?.matchNo ?? 0,
      board: 1,
      result: 'draw',
    });
    const left = await h.api['team.abandon']({ teamId: a });
    expect(left.left).toEqual({ kind: 'abandon', afterRound: 2 });
    const after = (await h.api['team.round']({ tournamentId: t, round: 2 })).matches.find(
      (x) => x.matchNo === m?.matchNo,
    );
    expect(after?.boards.map((b) => b.result)).toEqual([
      'draw',
      // Board 2: A's side has Black when A is at home, so the opponent wins it with White.
      aHome ? 'white-wins-forfeit' : 'black-wins-forfeit',
    ]);
    expect(after?.forfeitedBy).toBeNull();
    for (const x of r2.matches.filter((y) => y.matchNo !== m?.matchNo))
      await enterMatch(h, t, 2, x.matchNo, homeResults('dd'));
    const r3 = await h.api['team.pairNext']({ tournamentId: t });
    expect(r3.matches.some((x) => x.home.id === a || x.away.id === a)).toBe(false);
    expect(r3.out.map((x) => [x.name, x.kind])).toEqual([['Team A', 'abandon']]);
    expect(r3.bye).not.toBeNull();
    const st = await h.api['team.standings']({ tournamentId: t });
    // Team A kept its round-1 win: 3 match points, yet below every team still in.
    expect(st.rows.at(-1)).toMatchObject({
      team: { name: 'Team A' },
      matchPoints: 3,
      left: { kind: 'abandon', afterRound: 2 },
    });
    const why = await h.api['team.explain']({ tournamentId: t, teamId: a, versus: st.rows[4]?.team.id ?? 0 });
    expect(why.comparison?.decidedBy).toBe('left');
    expect(await refusal(h, 'team.abandon', { teamId: a })).toMatchObject({
      message: 'Team A left the tournament after round 2.',
    });
  });

  it('forfeit: the match goes to the opponent; a board already played stays, only the open one is a forfeit', async () => {
    const { t, ids } = await afterRoundOne();
    const r2 = await h.api['team.pairNext']({ tournamentId: t });
    const b = ids[1] ?? 0;
    const m = r2.matches.find((x) => x.home.id === b || x.away.id === b);
    const bHome = m?.home.id === b;
    await h.api['team.result']({
      tournamentId: t,
      round: 2,
      match: m?.matchNo ?? 0,
      board: 1,
      // Team B wins board 1 over the board.
      result: bHome ? 'white-wins' : 'black-wins',
    });
    const left = await h.api['team.forfeit']({ teamId: b });
    expect(left.left).toEqual({ kind: 'forfeit', afterRound: 2 });
    const after = (await h.api['team.round']({ tournamentId: t, round: 2 })).matches.find(
      (x) => x.matchNo === m?.matchNo,
    );
    expect(after?.forfeitedBy).toBe(b);
    // Board 1 stays Team B's win over the board; board 2 (open) is the opponent's by forfeit:
    // board points 2-2, yet the match is the opponent's, 3 match points to 0 (R16.1b).
    expect(after?.boards.map((x) => x.result)).toEqual([
      bHome ? 'white-wins' : 'black-wins',
      bHome ? 'white-wins-forfeit' : 'black-wins-forfeit',
    ]);
    const oppSide = bHome ? 'away' : 'home';
    const bSide = bHome ? 'home' : 'away';
    expect(after?.matchPoints?.[oppSide]).toBe(3);
    expect(after?.matchPoints?.[bSide]).toBe(0);
    expect(after?.boardPoints).toEqual({ home: 2, away: 2 });
    // The game played stays in the board standings: B's board-1 player lost in R1 (0) and won
    // this one over the board (2): 2 points from 2 games.
    const boards = await h.api['team.boardStandings']({ tournamentId: t });
    const b1 = boards.boards[0]?.rows.find((r) => r.team.id === b);
    expect([b1?.points, b1?.games]).toEqual([2, 2]);
    // And in the rating report (TRF): players are numbered team by team in seed order, three a
    // team, so B's board-1 player is 004; his round-2 cell is a game played and won ("1"), his
    // team-mate on board 2 (005) lost by forfeit ("-").
    for (const x of r2.matches.filter((y) => y.matchNo !== m?.matchNo))
      await enterMatch(h, t, 2, x.matchNo, homeResults('dd'));
    const trf = (await h.api['file.exportTrf']({ tournamentId: t })).text.split(/\r?\n/);
    const cell = (no: string) => {
      const line = trf.find((l) => l.startsWith(`001 ${no.padStart(4)}`)) ?? '';
      return line
        .slice(91 + 10, 91 + 20)
        .trim()
        .split(/\s+/)
        .at(-1);
    };
    expect([cell('4'), cell('5')]).toEqual(['1', '-']);
    const st = await h.api['team.standings']({ tournamentId: t });
    expect(st.rows.at(-1)).toMatchObject({
      team: { name: 'Team B' },
      left: { kind: 'forfeit', afterRound: 2 },
    });
  });

  it('in a round robin the schedule stays: a later match against the team that left is its forfeit', async () => {
    const { t, ids } = await teamTournament(h, {
      teams: 4,
      boards: 2,
      settings: { formatMode: 'force-round-robin' },
    });
    const { round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
    // Round 1: 1-4, 2-3. Team C (3) forfeits its round-1 match and leaves.
    await enterMatch(h, t, 1, 1, homeResults('wd'));
    await h.api['team.forfeit']({ teamId: ids[2] ?? 0 });
    expect(round.matches.map((m) => `${m.home.seed}-${m.away.seed}`)).toEqual(['1-4', '2-3']);
    // Round 2 of the table: 4-3, 1-2. Team D (4, at home: White on board 1, Black on board 2)
    // wins both boards by forfeit; the match is Team C's forfeit.
    const r2 = await h.api['team.pairNext']({ tournamentId: t });
    const m = r2.matches[0];
    expect([m?.home.seed, m?.away.seed, m?.forfeitedBy]).toEqual([4, 3, ids[2]]);
    expect(m?.boards.map((b) => b.result)).toEqual(['white-wins-forfeit', 'black-wins-forfeit']);
    expect(m).toMatchObject({
      complete: true,
      boardPoints: { home: 4, away: 0 },
      matchPoints: { home: 3, away: 0 },
    });
  });

  it('refuses leaving before the start: the team is removed instead', async () => {
    const { ids } = await teamTournament(h, { teams: 4, boards: 1, players: 1 });
    expect((await refusal(h, 'team.forfeit', { teamId: ids[0] })).message).toBe(
      '"Team Cup" has not started: remove Team A instead.',
    );
  });
});

describe('why is A above B', () => {
  it('names the first criterion that separates two teams on equal match points, with both values', async () => {
    const { t, ids } = await afterRoundOne();
    // Round 1 winners 1, 5 (away 2 at home), 3 all on 3 match points; BH 0 each, SB 0, OWP 0: DE
    // is not decisive (they have not met), so the initial seed decides.
    const st = await h.api['team.standings']({ tournamentId: t });
    const top = st.rows.slice(0, 3).map((r) => r.team.seed);
    expect(top).toEqual([1, 3, 5]);
    const why = await h.api['team.explain']({ tournamentId: t, teamId: ids[2] ?? 0, versus: ids[0] ?? 0 });
    expect(why.comparison).toEqual({
      above: ids[0],
      below: ids[2],
      decidedBy: 'TPN',
      aboveValue: 1,
      belowValue: 3,
    });
    expect(why.sequence).toEqual(['BH', 'SB', 'OWP', 'DE', 'TPN']);
    const boards = await h.api['team.boardStandings']({ tournamentId: t });
    // Board 1: the three home players won (2 points each), board 2: six draws.
    expect(boards.boards[0]?.rows.slice(0, 3).map((r) => [r.rank, r.points, r.percentage])).toEqual([
      [1, 2, 100],
      [1, 2, 100],
      [1, 2, 100],
    ]);
    expect(boards.boards[1]?.rows.every((r) => r.points === 1)).toBe(true);
  });
});
