import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boardOf, enter, field, harness, idsByStartNo, tournament, type Harness } from './setup';
import { gridCell } from '../../../src/shared/result-notation';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const pairs = (r: {
  boards: { white: { startNo: number }; black: { startNo: number } }[];
  bye: { startNo: number } | null;
}) => ({
  boards: r.boards.map((b) => [b.white.startNo, b.black.startNo]),
  bye: r.bye?.startNo ?? null,
});

/*
 * Five present, threshold 7: a round robin of 5 rounds (R2.2, R3.1), table numbers by rating
 * (R7.2 setting), so Player 01 is 1 ... Player 05 is 5. The Berger table for 6 (C.05 Annex 1),
 * 6 being the bye (R7.1):
 *   R1: 1-6 2-5 3-4 -> 2-5, 3-4, bye 1      R2: 6-4 5-3 1-2 -> 5-3, 1-2, bye 4
 *   R3: 2-6 3-1 4-5 -> 3-1, 4-5, bye 2      R4: 6-5 1-4 2-3 -> 1-4, 2-3, bye 5
 *   R5: 3-6 4-2 5-1 -> 4-2, 5-1, bye 3
 * Results (White first): R1 2 wins, 3-4 draw; R2 5 wins, 1-2 draw; R3 3 wins, 4 wins; R4 1 wins,
 * 2-3 draw; R5 4 wins, 5-1 draw. The bye is a win's 2 points (R4.2).
 * Points: 1 = 2+1+0+2+1 = 6; 2 = 2+1+2+1+0 = 6; 3 = 1+0+2+1+2 = 6; 4 = 1+2+2+0+2 = 7; 5 = 0+2+0+2+1 = 5.
 * R9.3: 1, 2, 3 tie on 6 points and one win each (byes are no wins); direct encounter among
 * them: 3 beat 1 and drew 2 (3), 2 drew both (2), 1 drew 2 and lost to 3 (1): 4, 3, 2, 1, 5.
 */
describe('a round robin of 5 from start to standings', () => {
  it('pairs from the Berger table for 6, byes each round, and orders a tie by direct encounter', async () => {
    const t = await tournament(h, field(5), { tableNumbers: 'rating' });
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    expect(start.decision).toMatchObject({ format: 'round-robin', rounds: 5, gamesPerRound: 1, present: 5 });
    expect(start.decision.reason).toEqual({
      key: 'engine:start.roundRobin',
      params: { present: 5, threshold: 7, rounds: 5 },
    });
    expect(start.lots).toMatchObject({ seed: 7, startNumbers: 'rating' });
    const schedule = [
      {
        boards: [
          [2, 5],
          [3, 4],
        ],
        bye: 1,
        results: ['white-wins', 'draw'],
      },
      {
        boards: [
          [5, 3],
          [1, 2],
        ],
        bye: 4,
        results: ['white-wins', 'draw'],
      },
      {
        boards: [
          [3, 1],
          [4, 5],
        ],
        bye: 2,
        results: ['white-wins', 'white-wins'],
      },
      {
        boards: [
          [1, 4],
          [2, 3],
        ],
        bye: 5,
        results: ['white-wins', 'draw'],
      },
      {
        boards: [
          [4, 2],
          [5, 1],
        ],
        bye: 3,
        results: ['white-wins', 'draw'],
      },
    ] as const;
    let round = start.round;
    for (const [i, r] of schedule.entries()) {
      if (!round) throw new Error('no round');
      expect(pairs(round)).toEqual({ boards: r.boards, bye: r.bye });
      await enter(h, t, i + 1, 1, r.results[0]);
      const after = await enter(h, t, i + 1, 2, r.results[1]);
      expect(after.status).toBe('finished');
      if (i < 4) round = await h.api['round.pairNext']({ tournamentId: t });
    }
    const s = await h.api['standings.get']({ tournamentId: t });
    expect(s.columns).toEqual(['WIN', 'DE', 'TPN', 'SB']); // R9.3: SB shown, never BH
    expect(s.rows.map((r) => [r.rank, r.entrant.startNo, r.points])).toEqual([
      [1, 4, 7],
      [2, 3, 6],
      [3, 2, 6],
      [4, 1, 6],
      [5, 5, 5],
    ]);
    const ids = await idsByStartNo(h, t);
    const why = await h.api['standings.explain']({
      tournamentId: t,
      entrantId: ids.get(2) ?? 0,
      versus: ids.get(3) ?? 0,
    });
    // 3 (beat 1, drew 4 and 2, lost to 5) and 2 (beat 5, drew 1 and 3, lost to 4) have one win each,
    // so wins are passed equal before the direct encounter decides.
    expect(why.comparison).toEqual({
      above: ids.get(3),
      below: ids.get(2),
      points: 6,
      before: [{ code: 'WIN', aboveValue: 1, belowValue: 1, applies: true }],
      decidedBy: 'DE',
      aboveValue: 3,
      belowValue: 2,
      // 1, 2 and 3 are tied on 6 points in a finished round robin: all of them met (C.07 Art. 6).
      directEncounter: { among: [ids.get(1), ids.get(2), ids.get(3)], unmet: [] },
    });
    const de = why.versus?.tiebreaks.find((f) => f.code === 'DE');
    expect(de?.contributions?.map((c) => [c.opponent?.startNo, c.scored])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    // The grid: row of 3, each game against 1..5; 3 drew 4 in round 1, lost to 5, beat 1, drew 2.
    const x = await h.api['crosstable.get']({ tournamentId: t });
    const row3 = x.rows.find((r) => r.entrant.startNo === 3)?.grid;
    const played = (points: number) => [{ points, played: true }];
    expect(row3).toEqual([played(2), played(1), [], played(1), played(0)]);
    expect(row3?.map((games) => gridCell(games, 1))).toEqual(['2', '1', '', '1', '0']);
    expect(x.rows.find((r) => r.entrant.startNo === 3)?.rounds.map((c) => c.kind)).toEqual([
      'board',
      'board',
      'board',
      'board',
      'bye',
    ]);
    expect(await h.api['tournament.progress']({ tournamentId: t })).toMatchObject({
      currentRound: 5,
      finished: true,
      pairNext: { ok: false, reason: { key: 'play:tournamentFinished', params: { rounds: 5 } } },
    });
    expect((await h.api['tournament.get']({ id: t })).status).toBe('finished');
    const next = await h.dispatch('round.pairNext', { tournamentId: t });
    expect(next).toMatchObject({ ok: false, error: { code: 'play:tournamentFinished' } });
  });

  it('plays two legs with four: three rounds of two games, colours reversed (R3.2, R5)', async () => {
    const t = await tournament(h, field(4), { tableNumbers: 'rating' });
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 1 });
    expect(start.decision).toMatchObject({ format: 'round-robin', rounds: 3, gamesPerRound: 2 });
    expect(start.decision.notes).toContainEqual({
      key: 'engine:start.twoLegsForced',
      params: { present: 4 },
    });
    // Berger for 4: R1 1-4 2-3; R2 4-3 1-2; R3 2-4 3-1.
    const expected = [
      [
        [1, 4],
        [2, 3],
      ],
      [
        [4, 3],
        [1, 2],
      ],
      [
        [2, 4],
        [3, 1],
      ],
    ];
    let round = start.round;
    for (let r = 1; r <= 3; r++) {
      if (!round) throw new Error('no round');
      expect(pairs(round)).toEqual({ boards: expected[r - 1], bye: null });
      for (const b of round.boards) {
        expect(b.games.map((g) => [g.leg, g.whiteId, g.blackId])).toEqual([
          [1, b.white.id, b.black.id],
          [2, b.black.id, b.white.id],
        ]);
        // Board White wins leg 1; the same entrant, Black in leg 2, draws it: 3 points to 1.
        await enter(h, t, r, b.boardNo, 'white-wins', 1);
        await enter(h, t, r, b.boardNo, 'draw', 2);
      }
      if (r < 3) round = await h.api['round.pairNext']({ tournamentId: t });
    }
    const x = await h.api['crosstable.get']({ tournamentId: t });
    for (const row of x.rows) expect(row.rounds.flatMap((c) => c.games)).toHaveLength(6);
    // Board Whites: 1 (R1, R2), 2 (R1, R3), 4 (R2, R3), 3 (R3): 1 = 3+3+1 = 7 ... by hand:
    // 1: R1 W vs 4 (3), R2 W vs 2 (3), R3 B vs 3 (1) = 7; 2: W (3), B (1), W (3) = 7;
    // 3: B (1), B (1), W (3) = 5; 4: B (1), W (3), B (1) = 5.
    const s = await h.api['standings.get']({ tournamentId: t });
    expect(new Map(s.rows.map((r) => [r.entrant.startNo, r.points]))).toEqual(
      new Map([
        [1, 7],
        [2, 7],
        [3, 5],
        [4, 5],
      ]),
    );
    expect(boardOf(round ?? { boards: [] }, 2, 4)).toBe(1);
  });
});

describe('absence and withdrawal in a round robin (R10)', () => {
  it('scores the scheduled games of an entrant left out as forfeits for the opponent', async () => {
    const t = await tournament(h, field(5), { tableNumbers: 'rating' });
    await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    const ids = await idsByStartNo(h, t);
    // R1 (Berger for 6): 2-5, 3-4, bye 1. Both drawn.
    await enter(h, t, 1, 1, 'draw');
    await enter(h, t, 1, 2, 'draw');
    // 5 announces an absence for round 2, whose schedule has 5-3 and 1-2, bye 4 (R10.1).
    await h.api['round.absence']({ tournamentId: t, round: 2, entrantId: ids.get(5) ?? 0, absent: true });
    const r2 = await h.api['round.pairNext']({ tournamentId: t });
    expect(r2.boards.map((b) => [b.white.startNo, b.black.startNo, b.games[0]?.result])).toEqual([
      [5, 3, 'black-wins-forfeit'],
      [1, 2, null],
    ]);
    await enter(h, t, 2, 2, 'white-wins');
    // R10.2: 2 withdraws after round 2; round 3 (3-1, 4-5, bye 2) has no game of 2, round 4
    // (1-4, 2-3, bye 5) scores 2-3 as a forfeit win for 3.
    const w = await h.api['entrant.withdraw']({ id: ids.get(2) ?? 0 });
    expect(w.withdrawnAfterRound).toBe(2);
    const r3 = await h.api['round.pairNext']({ tournamentId: t });
    expect(r3.bye).toBeNull();
    expect(r3.absences.map((a) => [a.entrant.startNo, a.kind])).toEqual([[2, 'withdrawn']]);
    await enter(h, t, 3, 1, 'draw');
    await enter(h, t, 3, 2, 'draw');
    const r4 = await h.api['round.pairNext']({ tournamentId: t });
    expect(r4.boards.map((b) => [b.white.startNo, b.black.startNo, b.games[0]?.result])).toEqual([
      [1, 4, null],
      [2, 3, 'black-wins-forfeit'],
    ]);
    // Points after round 4 before its open game: 3 = 1 (R1) + 2 (forfeit R2) + 1 (R3) + 2 (forfeit R4) = 6;
    // 2 = 1 + 0 + 0 + 0 = 1, kept and shown withdrawn.
    const s = await h.api['standings.get']({ tournamentId: t });
    const row = (n: number) => s.rows.find((r) => r.entrant.startNo === n);
    expect(row(3)?.points).toBe(6);
    expect(row(2)).toMatchObject({ points: 1, withdrawn: true });
  });
});
