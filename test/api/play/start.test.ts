import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawByLot } from '../../../src/main/engine/lots';
import { field, harness, tournament, type Harness } from '../../services/rounds/setup';

let h: Harness;
beforeEach(() => {
  // The day after the tournament of 5 December 2026: ruling open games drawn needs the announced
  // duration to be over (R15.1).
  h = harness('en', () => new Date(2026, 11, 6, 12, 0));
});
afterEach(() => h.done());

describe('tournament.start (R2, R3)', () => {
  it('cancels itself below the minimum, keeps everything, and pairs nothing (R2.1)', async () => {
    const entrants = field(5).map((e, i) => ({ ...e, present: i < 3 }));
    const t = await tournament(h, entrants, { minimum: 4 });
    const out = await h.api['tournament.start']({ tournamentId: t });
    expect(out).toMatchObject({ decision: { format: 'cancelled', present: 3 }, lots: null, round: null });
    expect(out.decision.reason).toEqual({
      key: 'engine:start.cancelled',
      params: { present: 3, minimum: 4 },
    });
    const p = await h.api['tournament.progress']({ tournamentId: t });
    expect(p.tournament).toMatchObject({ status: 'cancelled', entrantCount: 5 });
    expect(p.pairNext.ok).toBe(false);
    const res = await h.dispatch('round.pairNext', { tournamentId: t }, 'fr');
    expect(res).toMatchObject({ ok: false, error: { code: 'play:cancelled' } });
    expect(await h.dispatch('tournament.start', { tournamentId: t })).toMatchObject({
      ok: false,
      error: { code: 'play:alreadyStarted' },
    });
  });

  it('numbers a Swiss by rating, then title, then name (R6.3), leaving out the absent', async () => {
    const t = await tournament(h, [
      { name: 'Zeta, Ann', rating: 2100 },
      { name: 'Alpha, Bo', rating: 2100 },
      { name: 'Absent, Cy', rating: 2400, present: false },
      ...field(6),
    ]);
    // Equal ratings: a title ranks first, then the name.
    const list = await h.api['entrant.list']({ tournamentId: t });
    const zeta = list.find((e) => e.name.startsWith('Zeta'));
    await h.api['entrant.update']({ id: zeta?.id ?? 0, fields: { title: 'MF' } });
    const out = await h.api['tournament.start']({ tournamentId: t, seed: 42 });
    expect(out.decision).toMatchObject({ format: 'swiss', present: 8, rounds: 5 }); // R3.3: 7-8 -> 5
    const numbered = (await h.api['entrant.list']({ tournamentId: t }))
      .filter((e) => e.startNo !== null)
      .sort((a, b) => (a.startNo ?? 0) - (b.startNo ?? 0))
      .map((e) => e.name);
    expect(numbered).toEqual([
      'Zeta, Ann',
      'Alpha, Bo',
      'Player 01',
      'Player 02',
      'Player 03',
      'Player 04',
      'Player 05',
      'Player 06',
    ]);
    expect(
      (await h.api['entrant.list']({ tournamentId: t })).find((e) => e.name.startsWith('Absent'))?.startNo,
    ).toBeNull();
    // R1.3: the field is closed once round 1 is paired.
    expect(await h.dispatch('entrant.add', { tournamentId: t, name: 'Late, Dan' })).toMatchObject({
      ok: false,
      error: { code: 'registrationClosed' },
    });
  });

  it('draws round-robin table numbers by lot from the stored seed (R7.2)', async () => {
    const t = await tournament(h, field(6));
    const out = await h.api['tournament.start']({ tournamentId: t, seed: 123456 });
    expect(out.lots).toMatchObject({ seed: 123456, startNumbers: 'lot' });
    const list = await h.api['entrant.list']({ tournamentId: t });
    // The same draw, repeated from the seed over the entrants in registration order.
    const drawn = drawByLot(
      list.map((e) => e.id),
      123456,
    );
    expect(drawn.map((id) => list.find((e) => e.id === id)?.startNo)).toEqual([1, 2, 3, 4, 5, 6]);
    const p = await h.api['tournament.progress']({ tournamentId: t });
    expect(p.lots).toEqual(out.lots);
    expect(p).toMatchObject({ currentRound: 1, roundsPlanned: 5 });
  });
});

describe('results from the keyboard (R8, R15)', () => {
  it('refuses what does not exist, and rules the open games drawn', async () => {
    const t = await tournament(h, field(7)); // 7 present, threshold 7: Swiss, 5 rounds, a bye
    const out = await h.api['tournament.start']({ tournamentId: t, seed: 9 });
    expect(out.round?.boards).toHaveLength(3);
    expect(out.round?.bye?.startNo).toBe(7);
    const bad = async (input: Record<string, unknown>, code: string) =>
      expect(
        await h.dispatch('result.set', { tournamentId: t, round: 1, result: 'draw', ...input }),
      ).toMatchObject({
        ok: false,
        error: { code },
      });
    await bad({ board: 9 }, 'play:noSuchBoard');
    await bad({ board: 4 }, 'play:boardIsBye');
    await bad({ board: 1, leg: 2 }, 'play:noSuchLeg');
    await bad({ board: 1, result: '2-0' }, 'invalidInput');
    const r = await h.api['result.set']({ tournamentId: t, round: 1, board: 2, result: 'double-forfeit' });
    expect(r).toMatchObject({ unfinished: 2, status: 'paired' });
    expect(r.boards.map((b) => b.finished)).toEqual([false, true, false]);
    const ruled = await h.api['result.rule']({ tournamentId: t, round: 1 });
    expect(ruled.ruled).toBe(2);
    expect(ruled.round.boards.map((b) => b.games[0]?.result)).toEqual([
      'ruled-draw',
      'double-forfeit',
      'ruled-draw',
    ]);
    expect(ruled.round.status).toBe('finished');
    // Ruled draws 1-1 (R8.5), the double forfeit 0-0 (R8.4), the bye 2 (R4.2).
    const s = await h.api['standings.get']({ tournamentId: t });
    const pts = new Map(s.rows.map((row) => [row.entrant.startNo, row.points]));
    const dbl = ruled.round.boards[1];
    expect([pts.get(dbl?.white.startNo ?? 0), pts.get(dbl?.black.startNo ?? 0), pts.get(7)]).toEqual([
      0, 0, 2,
    ]);
    expect(await h.dispatch('result.rule', { tournamentId: t, round: 1 })).toMatchObject({
      ok: false,
      error: { code: 'play:nothingToRule' },
    });
  });
});
