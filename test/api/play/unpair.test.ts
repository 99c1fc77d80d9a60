/**
 * A round paired too early (a latecomer arrives): while none of its results is entered, the latest
 * round can be unpaired and paired again; round 1 takes the start back and reopens registration
 * (R1.3). Every refusal the arbiter can meet is triggered here.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listActivity } from '../../../src/main/db/repos/activity';
import { field, harness, idsByStartNo, tournament, type Harness } from '../../services/rounds/setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const pairs = (r: { boards: { white: { startNo: number }; black: { startNo: number } }[] }) =>
  r.boards.map((b) => `${b.white.startNo}-${b.black.startNo}`);

/** Eight entrants (R3.3: 7-8 present, 5 rounds); round 1 pairs 1-5, 2-6, 3-7, 4-8 (R6.4). */
async function roundOneDrawn() {
  const t = await tournament(h, field(8));
  const start = await h.api['tournament.start']({ tournamentId: t, seed: 5 });
  expect(pairs(start.round ?? { boards: [] }).map((p) => p.split('-').sort().join('-'))).toEqual([
    '1-5',
    '2-6',
    '3-7',
    '4-8',
  ]);
  for (const b of start.round?.boards ?? [])
    await h.api['result.set']({ tournamentId: t, round: 1, board: b.boardNo, result: 'draw' });
  return t;
}

describe('unpairing the latest round', () => {
  it('takes round 2 back and pairs it again the same way, logged', async () => {
    const t = await roundOneDrawn();
    const r2 = await h.api['round.pairNext']({ tournamentId: t });
    const out = await h.api['round.unpair']({ tournamentId: t, round: 2 });
    expect(out).toEqual({ round: 2, boards: 4, registration: false, kept: null });
    expect((await h.api['round.list']({ tournamentId: t })).map((r) => r.number)).toEqual([1]);
    const p = await h.api['tournament.progress']({ tournamentId: t });
    expect(p.currentRound).toBe(1);
    expect(p.pairNext.ok).toBe(true);
    // nothing changed in between: the Dutch system gives the same round again
    const again = await h.api['round.pairNext']({ tournamentId: t });
    expect(pairs(again)).toEqual(pairs(r2));
    const log = listActivity(h.session.requireDb(), t).map((a) => a.action);
    expect(log.slice(-3)).toEqual(['round.pairNext', 'round.unpair', 'round.pairNext']);
  });

  it('takes round 1 back with the start: a latecomer is registered and the start decides anew', async () => {
    const t = await tournament(h, field(8));
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 5 });
    expect(start.decision).toMatchObject({ format: 'swiss', rounds: 5 });
    expect(await h.api['round.unpair']({ tournamentId: t, round: 1 })).toEqual({
      round: 1,
      boards: 4,
      registration: true,
      kept: null,
    });
    const back = await h.api['tournament.get']({ id: t });
    expect(back.status).toBe('registration');
    expect((await h.api['entrant.list']({ tournamentId: t })).every((e) => e.startNo === null)).toBe(true);
    // R1.3: registration is open again; the latecomer is the highest rated
    await h.api['entrant.add']({ tournamentId: t, name: 'Łęcka, Ewa', rating: 2100, present: true });
    const restart = await h.api['tournament.start']({ tournamentId: t, seed: 5 });
    // R3.3: 9 present, 6 rounds; odd field, so four boards and a bye (R4.2)
    expect(restart.decision).toMatchObject({ format: 'swiss', rounds: 6, present: 9 });
    expect(restart.round?.boards).toHaveLength(4);
    expect(restart.round?.bye).not.toBeNull();
    const ids = await idsByStartNo(h, t);
    const eve = (await h.api['entrant.list']({ tournamentId: t })).find((e) => e.name === 'Łęcka, Ewa');
    expect(ids.get(1)).toBe(eve?.id); // R6.3: rating descending
  });

  it('takes back a start that cancelled the tournament (R2.1)', async () => {
    const t = await tournament(h, field(3));
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 1 });
    expect(start.decision.format).toBe('cancelled');
    expect(await h.api['activity.undo']({ tournamentId: t })).toMatchObject({ action: 'tournament.start' });
    expect((await h.api['tournament.get']({ id: t })).status).toBe('registration');
    await h.api['entrant.add']({ tournamentId: t, name: 'Yılmaz, İpek', rating: 1500, present: true });
    // R2.2: 4 present, under the threshold 7: a round robin
    expect((await h.api['tournament.start']({ tournamentId: t, seed: 1 })).decision.format).toBe(
      'round-robin',
    );
  });

  it('ignores the forfeits the pairing itself scored (R10) in a round robin', async () => {
    const t = await tournament(h, field(5));
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    expect(start.decision.format).toBe('round-robin');
    const ids = await idsByStartNo(h, t);
    await h.api['round.absence']({ tournamentId: t, round: 2, entrantId: ids.get(1) ?? 0, absent: true });
    for (const b of start.round?.boards ?? [])
      await h.api['result.set']({ tournamentId: t, round: 1, board: b.boardNo, result: 'white-wins' });
    const r2 = await h.api['round.pairNext']({ tournamentId: t });
    const scored = r2.boards.flatMap((b) => b.games).filter((g) => g.result !== null);
    expect(scored.length).toBeGreaterThan(0);
    expect(await h.api['round.unpair']({ tournamentId: t, round: 2 })).toMatchObject({ round: 2 });
  });
});

describe('refusals', () => {
  it('refuses a round with a result entered, naming how many', async () => {
    const t = await roundOneDrawn();
    await h.api['round.pairNext']({ tournamentId: t });
    await h.api['result.set']({ tournamentId: t, round: 2, board: 3, result: 'white-wins' });
    const r = await h.dispatch('round.unpair', { tournamentId: t, round: 2 }, 'en');
    expect(r).toMatchObject({ ok: false, error: { code: 'play:unpairHasResults' } });
    if (!r.ok) expect(r.error.message).toContain('Round 2 already has 1 result');
    // the round is untouched
    expect((await h.api['round.get']({ tournamentId: t, round: 2 })).unfinished).toBe(3);
    // the undo of the pairing is refused the same way while the result stands
    const undo = await h.dispatch('activity.undo', { tournamentId: t }, 'en');
    expect(undo).toMatchObject({ ok: true, value: { action: 'result.set' } });
    expect(await h.api['activity.undo']({ tournamentId: t })).toMatchObject({ action: 'round.pairNext' });
    expect((await h.api['round.list']({ tournamentId: t })).map((x) => x.number)).toEqual([1]);
  });

  it('refuses a round that is not the latest', async () => {
    const t = await roundOneDrawn();
    await h.api['round.pairNext']({ tournamentId: t });
    const r = await h.dispatch('round.unpair', { tournamentId: t, round: 1 }, 'fr');
    expect(r).toMatchObject({ ok: false, error: { code: 'play:unpairNotLatest' } });
    if (!r.ok) expect(r.error.message).toContain('suivie de la ronde 2');
  });

  it('refuses while a withdrawal of the round stands (R10.2)', async () => {
    const t = await tournament(h, field(7));
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 4 });
    const bye = start.round?.bye;
    expect(bye).toBeTruthy();
    await h.api['entrant.withdraw']({ id: bye?.id ?? 0 });
    const r = await h.dispatch('round.unpair', { tournamentId: t, round: 1 }, 'nl');
    expect(r).toMatchObject({ ok: false, error: { code: 'play:unpairWithdrawn' } });
    if (!r.ok) expect(r.error.message).toContain(bye?.name ?? '?');
    expect((await h.api['tournament.get']({ id: t })).status).toBe('running');
  });

  it('refuses before the start', async () => {
    const t = await tournament(h, field(8));
    const r = await h.dispatch('round.unpair', { tournamentId: t, round: 1 }, 'pl');
    expect(r).toMatchObject({ ok: false, error: { code: 'play:notStarted' } });
  });
});
