import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameResult } from '../../../src/shared/domain';
import type { RoundView } from '../../../src/shared/api/rounds';
import { field, harness, tournament, type Harness } from '../../services/rounds/setup';
import { lines, readBack } from '../../reports/pdf';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

async function higherWins(t: number, round: number) {
  const r = await h.api['round.get']({ tournamentId: t, round });
  for (const b of r.boards)
    await h.api['result.set']({
      tournamentId: t,
      round,
      board: b.boardNo,
      result: b.white.startNo < b.black.startNo ? 'white-wins' : 'black-wins',
    });
  return r;
}

/** The Pts shown for an entrant (by starting number) on a round's pairing. */
const pts = (r: RoundView, startNo: number) => {
  const b = r.boards.find((x) => x.white.startNo === startNo || x.black.startNo === startNo);
  if (!b) throw new Error(`${startNo} not paired`);
  return b.white.startNo === startNo ? b.whitePoints : b.blackPoints;
};

const sheet = async (t: number, round: number) =>
  lines(
    readBack(
      Buffer.from(
        (await h.api['report.render']({ tournamentId: t, kind: 'round-sheet', language: 'en', round })).pdf,
        'base64',
      ),
    ),
  );

/*
 * Issue 28 (6): eight entrants, Swiss; round 1 1-5, 2-6, 3-7, 4-8 and round 2 1-4, 2-3, 5-8, 6-7,
 * the higher-ranked entrant winning every board, round 3 paired and a result entered in it.
 * Round 2 was paired with 1 on 2 points and 5 on 0; round 3 with 1 on 4 and 5 on 2. Correcting
 * round 1 to 5 beating 1 keeps both pairings (they have results, R6.7): their Pts stay the points
 * they were paired on, on screen and on the round sheet, while the standings say 1 has 2 and 5 4.
 */
describe('the Pts of an earlier round are the points it was paired on (R6.7)', () => {
  it('a correction moves the standings, not the points a played round was paired on', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    const r1 = await higherWins(t, 1);
    await h.api['round.pairNext']({ tournamentId: t });
    await higherWins(t, 2);
    await h.api['round.pairNext']({ tournamentId: t });
    await h.api['result.set']({ tournamentId: t, round: 3, board: 1, result: 'draw' });
    const b1 = r1.boards.find((b) => b.white.startNo === 1 || b.black.startNo === 1);
    if (!b1) throw new Error('1 is not paired');
    const lost: GameResult = b1.white.startNo === 1 ? 'black-wins' : 'white-wins';
    await h.api['result.correct']({ tournamentId: t, round: 1, board: b1.boardNo, result: lost });

    // the round sheet of round 2 prints the same points: board 1-4 with 1 on 2 and 4 on 2
    const two = (await sheet(t, 2)).join('\n');
    const r2 = await h.api['round.get']({ tournamentId: t, round: 2 });
    const b14 = r2.boards.find((b) => [b.white.startNo, b.black.startNo].sort().join('-') === '1-4');
    if (!b14) throw new Error('no 1-4');
    expect(two).toContain(`${b14.white.startNo} ${b14.white.name} 2 ${b14.white.rating}`);
    const b58 = r2.boards.find((b) => [b.white.startNo, b.black.startNo].sort().join('-') === '5-8');
    if (!b58) throw new Error('no 5-8');
    const five = b58.white.startNo === 5 ? b58.white : b58.black;
    expect(two).toContain(`5 ${five.name} 0 ${five.rating}`);
    expect([pts(r2, 1), pts(r2, 5)]).toEqual([2, 0]);
    const r3 = await h.api['round.get']({ tournamentId: t, round: 3 });
    expect([pts(r3, 1), pts(r3, 5)]).toEqual([4, 2]);
    // the standings after round 2 have the corrected points
    const s = await h.api['standings.get']({ tournamentId: t, afterRound: 2 });
    const byNo = new Map(s.rows.map((r) => [r.entrant.startNo, r.points]));
    expect([byNo.get(1), byNo.get(5)]).toEqual([2, 4]);
  });

  it('a round re-paired by the correction shows the new points it is paired on', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    const r1 = await higherWins(t, 1);
    await h.api['round.pairNext']({ tournamentId: t });
    const b1 = r1.boards.find((b) => b.white.startNo === 1 || b.black.startNo === 1);
    if (!b1) throw new Error('1 is not paired');
    const lost: GameResult = b1.white.startNo === 1 ? 'black-wins' : 'white-wins';
    await h.api['result.correct']({
      tournamentId: t,
      round: 1,
      board: b1.boardNo,
      result: lost,
      confirm: true,
    });
    const r2 = await h.api['round.get']({ tournamentId: t, round: 2 });
    expect([pts(r2, 1), pts(r2, 5)]).toEqual([0, 2]);
    // undone: round 2 back as it was, on the old points
    await h.api['activity.undo']({ tournamentId: t });
    const back = await h.api['round.get']({ tournamentId: t, round: 2 });
    expect([pts(back, 1), pts(back, 5)]).toEqual([2, 0]);
  });
});
