import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/main/engine/lots';
import type { GameResult } from '../../../src/shared/domain';
import type { RoundView } from '../../../src/shared/api/rounds';
import { enter, field, harness, tournament, type Harness } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** R8 on the 2/1/0 scale, White first: written out here, not taken from the engine. */
const POINTS: Record<GameResult, [number, number]> = {
  'white-wins': [2, 0],
  draw: [1, 1],
  'black-wins': [0, 2],
  'ruled-draw': [1, 1],
  'white-wins-no-show': [2, 0],
  'black-wins-no-show': [0, 2],
  'white-wins-forfeit': [2, 0],
  'black-wins-forfeit': [0, 2],
  'double-forfeit': [0, 0],
};
const PLAYED = new Set<GameResult>(['white-wins', 'draw', 'black-wins', 'ruled-draw']);
const RANDOM: GameResult[] = ['white-wins', 'draw', 'black-wins'];

describe('a 9-entrant Swiss played to the end', () => {
  it('pairs every round within the absolute rules and the standings add up', async () => {
    const t = await tournament(h, field(9));
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 11 });
    expect(start.decision).toMatchObject({ format: 'swiss', rounds: 6, gamesPerRound: 1, present: 9 });
    expect(start.decision.reason).toEqual({
      key: 'engine:start.swiss',
      params: { present: 9, threshold: 7, rounds: 6 },
    });
    // R6.4: 1-5, 2-6, 3-7, 4-8 with the drawn colour for 1, alternating down the boards; the
    // ninth (lowest) gets the bye (R4.2).
    const c = start.lots?.initialColour;
    const r1 = start.round;
    if (!r1 || !c) throw new Error('round 1 not paired');
    const flip = (p: [number, number], white: boolean) => (white ? p : [p[1], p[0]]);
    const first = c === 'white';
    expect(r1.boards.map((b) => [b.white.startNo, b.black.startNo])).toEqual([
      flip([1, 5], first),
      flip([2, 6], !first),
      flip([3, 7], first),
      flip([4, 8], !first),
    ]);
    expect(r1.bye?.startNo).toBe(9);
    const progress = await h.api['tournament.progress']({ tournamentId: t });
    expect(progress.pairNext).toEqual({
      ok: false,
      reason: { key: 'play:unfinishedRound', params: { round: 1, count: 4 } },
      withRematches: false,
    });

    const random = seededRandom(2026);
    const entrants = await h.api['entrant.list']({ tournamentId: t });
    const idOf = (startNo: number) => entrants.find((e) => e.startNo === startNo)?.id ?? 0;
    const rounds: RoundView[] = [];
    let round: RoundView = r1;
    for (let n = 1; n <= 6; n++) {
      for (const b of round.boards) {
        let result = RANDOM[Math.floor(random() * 3)] ?? 'draw';
        if (n === 2 && b.boardNo === 1) result = 'white-wins-forfeit'; // R8.3
        if (n === 3 && b.boardNo === 2) result = 'black-wins-no-show'; // R8.2
        if (n === 5 && (b.white.startNo === 3 || b.black.startNo === 3)) continue; // 3 withdraws below
        await enter(h, t, n, b.boardNo, result);
      }
      if (n === 5) {
        // R10.2: 3 withdraws with the game unfinished: a forfeit for the opponent.
        const w = await h.api['entrant.withdraw']({ id: idOf(3) });
        expect(w.withdrawnAfterRound).toBe(5);
      }
      if (n === 3) {
        // R10.1: 7 announces an absence for round 4; the pairing leaves them out (R6.5).
        await h.api['round.absence']({ tournamentId: t, round: 4, entrantId: idOf(7), absent: true });
      }
      if (n === 5) {
        // R6.7: round 5 has results now, so correcting round 4 changes only the standings.
        const r4 = await h.api['round.get']({ tournamentId: t, round: 4 });
        const was = r4.boards[0]?.games[0]?.result;
        const now = was === 'draw' ? 'white-wins' : 'draw';
        const out = await h.api['result.correct']({ tournamentId: t, round: 4, board: 1, result: now });
        expect(out.repair).toBeNull();
        expect(out.round.boards[0]?.games[0]?.result).toBe(now);
      }
      if (n < 6) round = await h.api['round.pairNext']({ tournamentId: t });
    }

    for (let n = 1; n <= 6; n++) rounds.push(await h.api['round.get']({ tournamentId: t, round: n }));
    const met = new Set<string>();
    const byes = new Map<number, number>();
    const forfeitWins = new Set<number>();
    const points = new Map<number, number>(entrants.map((e) => [e.id, 0]));
    for (const r of rounds) {
      const seen = new Set<number>();
      for (const b of r.boards) {
        const game = b.games[0];
        if (!game?.result) throw new Error(`round ${r.number} board ${b.boardNo} unfinished`);
        const [pw, pb] = POINTS[game.result];
        points.set(b.white.id, (points.get(b.white.id) ?? 0) + pw);
        points.set(b.black.id, (points.get(b.black.id) ?? 0) + pb);
        if (!PLAYED.has(game.result) && pw > 0) forfeitWins.add(b.white.id);
        if (!PLAYED.has(game.result) && pb > 0) forfeitWins.add(b.black.id);
        seen.add(b.white.id).add(b.black.id);
        if (PLAYED.has(game.result)) {
          const key = [b.white.id, b.black.id].sort((x, y) => x - y).join('-');
          expect(met.has(key), `rematch ${key} in round ${r.number}`).toBe(false); // R6.2
          met.add(key);
        }
      }
      if (r.bye) {
        // R4.3: no second bye, and none after a forfeit win.
        expect(byes.has(r.bye.id) || forfeitWins.has(r.bye.id), `bye again in round ${r.number}`).toBe(false);
        byes.set(r.bye.id, r.number);
        points.set(r.bye.id, (points.get(r.bye.id) ?? 0) + 2);
        seen.add(r.bye.id);
      }
      for (const a of r.absences) seen.add(a.entrant.id);
      // Every entrant is paired, has the bye, or is recorded absent or withdrawn.
      expect(seen.size, `round ${r.number}`).toBe(9);
    }
    expect(rounds[3]?.absences.map((a) => [a.entrant.startNo, a.kind])).toEqual([[7, 'absent']]);
    expect(rounds[5]?.absences.map((a) => [a.entrant.startNo, a.kind])).toEqual([[3, 'withdrawn']]);
    expect(rounds[5]?.bye).toBeNull(); // 8 left to pair

    const s = await h.api['standings.get']({ tournamentId: t });
    expect(s.columns).toEqual(['BH/C1', 'SB', 'WIN', 'BH']); // R9.2
    for (const row of s.rows) expect(row.points, row.entrant.name).toBe(points.get(row.entrant.id));
    expect(s.rows.find((r) => r.entrant.startNo === 3)?.withdrawn).toBe(true);
    const ranks = s.rows.map((r) => r.rank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    // R9.6: Cut 1 removes exactly one opponent line of the leader.
    const leader = s.rows[0]?.entrant.id ?? 0;
    const why = await h.api['standings.explain']({ tournamentId: t, entrantId: leader });
    const cut1 = why.row.tiebreaks.find((f) => f.code === 'BH/C1');
    expect(cut1?.contributions?.filter((l) => l.cut)).toHaveLength(1);
    const kept = (cut1?.contributions ?? []).filter((l) => !l.cut).reduce((n, l) => n + l.value, 0);
    expect(cut1?.value).toBe(kept);
    // The Swiss crosstable: one cell per round, the absence and the withdrawal named, and the
    // cells add up to the points.
    const x = await h.api['crosstable.get']({ tournamentId: t });
    const cells = (n: number) => x.rows.find((r) => r.entrant.startNo === n)?.rounds ?? [];
    expect(cells(7)[3]).toMatchObject({ round: 4, kind: 'absent', points: 0, opponent: null });
    expect(cells(3)[5]).toMatchObject({ round: 6, kind: 'withdrawn', points: 0 });
    for (const row of x.rows) {
      expect(row.rounds).toHaveLength(6);
      expect(row.rounds.reduce((n, c) => n + c.points, 0)).toBe(row.points);
      expect(row.grid).toBeNull();
    }
    // After round 3: only rounds 1-3 count.
    const early = await h.api['standings.get']({ tournamentId: t, afterRound: 3, breakdown: true });
    const upTo3 = new Map<number, number>();
    for (const r of rounds.slice(0, 3)) {
      for (const b of r.boards) {
        const [pw, pb] = POINTS[b.games[0]?.result ?? 'double-forfeit'];
        upTo3.set(b.white.id, (upTo3.get(b.white.id) ?? 0) + pw);
        upTo3.set(b.black.id, (upTo3.get(b.black.id) ?? 0) + pb);
      }
      if (r.bye) upTo3.set(r.bye.id, (upTo3.get(r.bye.id) ?? 0) + 2);
    }
    for (const row of early.rows) expect(row.points).toBe(upTo3.get(row.entrant.id) ?? 0);
    expect(early.rows[0]?.tiebreaks[0]?.contributions?.length).toBeGreaterThan(0);
    // Every game of the sixth and last round has its result: the tournament is finished.
    expect(await h.dispatch('round.pairNext', { tournamentId: t })).toMatchObject({
      ok: false,
      error: {
        code: 'play:tournamentFinished',
        message:
          'The tournament is finished: all 6 rounds are played and every game has its result. A result can still be corrected.',
      },
    });
    expect((await h.api['tournament.get']({ id: t })).status).toBe('finished');
  });
});

describe('a two-leg Swiss (R5)', () => {
  it('plays every board twice, colours reversed, and pairs on without a rematch', async () => {
    const t = await tournament(h, field(8), { twoLegs: true });
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 4 });
    expect(start.decision).toMatchObject({ format: 'swiss', rounds: 5, gamesPerRound: 2 });
    let round = start.round;
    const met = new Set<string>();
    for (let n = 1; n <= 3; n++) {
      if (!round) throw new Error('no round');
      for (const b of round.boards) {
        expect(b.games.map((g) => [g.whiteId, g.blackId])).toEqual([
          [b.white.id, b.black.id],
          [b.black.id, b.white.id],
        ]);
        const key = [b.white.id, b.black.id].sort((x, y) => x - y).join('-');
        expect(met.has(key)).toBe(false);
        met.add(key);
        await enter(h, t, n, b.boardNo, 'white-wins', 1);
        await enter(h, t, n, b.boardNo, 'draw', 2);
      }
      if (n < 3) round = await h.api['round.pairNext']({ tournamentId: t });
    }
    // R5.2: points stay per game; each board gives 2 + 0 (leg 1) and 1 + 1 (leg 2): 4 boards x
    // 3 rounds x 4 points = 48.
    const s = await h.api['standings.get']({ tournamentId: t });
    expect(s.rows.reduce((n, r) => n + r.points, 0)).toBe(48);
  });
});
