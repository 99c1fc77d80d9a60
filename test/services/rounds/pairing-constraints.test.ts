/**
 * Forbidden pairs and accelerated rounds of a tournament (issue 30), through the API: stored with
 * the tournament (migration 020), honoured by the Swiss as absolutely as a rematch (C.04.3 C1),
 * the Baku method's virtual points (FIDE C.04.5.1) used for pairing only, and every refusal.
 * The pairings are worked by hand from C.04.3 (S1 against S2, then the transpositions of S2).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/main/engine/pairing/dutch';
import { readTrf } from '../../../src/main/io/trf';
import { trfToPairingInput } from '../../../src/main/io/trf-pairing';
import { field, harness, tournament, type Harness } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** Round 1 of eight (pairing numbers by rating 1..8), pairs by pairing numbers, colours aside. */
async function round1(t: number): Promise<string[]> {
  const start = await h.api['tournament.start']({ tournamentId: t, seed: 1 });
  expect(start.decision).toMatchObject({ format: 'swiss', rounds: 5 });
  return (start.round?.boards ?? []).map((b) => [b.white.startNo, b.black.startNo].sort().join('-')).sort();
}

/**
 * Entrant ids by entry number: ratings fall with the entry order (field()), so entry number n
 * gets pairing number n at the start (R6.3), which is not given yet.
 */
async function idsByEntryNo(t: number): Promise<Map<number, number>> {
  return new Map((await h.api['entrant.list']({ tournamentId: t })).map((e) => [e.entryNo, e.id]));
}

const refusal = async (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => 'accepted',
    (e: { code: string }) => e.code,
  );

describe('forbidden pairs (issue 30)', () => {
  it('without them round 1 is S1 against S2 in order: 1-5 2-6 3-7 4-8 (C.04.3)', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    expect(await round1(t)).toEqual(['1-5', '2-6', '3-7', '4-8']);
  });

  it('1 and 5 kept apart: the first transposition of S2, 1-6 2-5 3-7 4-8', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    const ids = await idsByEntryNo(t);
    const id = (n: number): number => ids.get(n) ?? 0;
    const p = await h.api['forbidden.add']({ tournamentId: t, a: id(5), b: id(1) });
    expect(p).toMatchObject({ firstRound: 1, lastRound: null });
    expect(p.a.name).toBe('Player 01');
    expect(await h.api['forbidden.list']({ tournamentId: t })).toHaveLength(1);
    expect(await round1(t)).toEqual(['1-6', '2-5', '3-7', '4-8']);
  });

  it('a pair kept apart from round 2 only does not change round 1', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    const ids = await idsByEntryNo(t);
    await h.api['forbidden.add']({ tournamentId: t, a: ids.get(1) ?? 0, b: ids.get(5) ?? 0, firstRound: 2 });
    expect(await round1(t)).toEqual(['1-5', '2-6', '3-7', '4-8']);
  });

  it('removed, the two meet again', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    const ids = await idsByEntryNo(t);
    const p = await h.api['forbidden.add']({ tournamentId: t, a: ids.get(1) ?? 0, b: ids.get(5) ?? 0 });
    await h.api['forbidden.remove']({ id: p.id });
    expect(await h.api['forbidden.list']({ tournamentId: t })).toEqual([]);
    expect(await round1(t)).toEqual(['1-5', '2-6', '3-7', '4-8']);
  });

  it('refuses what cannot be a forbidden pair', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    const ids = await idsByEntryNo(t);
    const [one, two] = [ids.get(1) ?? 0, ids.get(2) ?? 0];
    expect(await refusal(h.api['forbidden.add']({ tournamentId: t, a: one, b: one }))).toBe('forbiddenSelf');
    expect(
      await refusal(h.api['forbidden.add']({ tournamentId: t, a: one, b: two, firstRound: 3, lastRound: 2 })),
    ).toBe('forbiddenRounds');
    await h.api['forbidden.add']({ tournamentId: t, a: one, b: two, firstRound: 1, lastRound: 3 });
    expect(await refusal(h.api['forbidden.add']({ tournamentId: t, a: two, b: one, firstRound: 3 }))).toBe(
      'forbiddenDuplicate',
    );
    // Rounds 4 on do not overlap rounds 1-3.
    expect(await refusal(h.api['forbidden.add']({ tournamentId: t, a: two, b: one, firstRound: 4 }))).toBe(
      'accepted',
    );
    expect(await refusal(h.api['forbidden.remove']({ id: 999 }))).toBe('forbiddenNotFound');
    const other = await h.api['tournament.create']({
      settings: { name: 'Other', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
    });
    const stranger = await h.api['entrant.add']({
      tournamentId: other.id,
      name: 'Stranger, S',
      rating: 1500,
    });
    expect(await refusal(h.api['forbidden.add']({ tournamentId: t, a: one, b: stranger.id }))).toBe(
      'forbiddenOtherTournament',
    );
    const rr = await h.api['tournament.create']({
      settings: {
        name: 'Round robin',
        scheduledStart: '2026-12-05T10:00',
        closeAtEnd: false,
        formatMode: 'force-round-robin',
      },
    });
    const x = await h.api['entrant.add']({ tournamentId: rr.id, name: 'X, X', rating: 1500 });
    const y = await h.api['entrant.add']({ tournamentId: rr.id, name: 'Y, Y', rating: 1400 });
    expect(await refusal(h.api['forbidden.add']({ tournamentId: rr.id, a: x.id, b: y.id }))).toBe(
      'forbiddenNotSwiss',
    );
  });
});

describe('accelerated rounds, Baku method (FIDE C.04.5.1)', () => {
  it("GA = 1-4 paired with a win's virtual points in round 1: 1-3 2-4 5-7 6-8", async () => {
    // Eight entrants: GA is 2 x ceil(8 / 4) = 4. Five rounds: three accelerated, the first two
    // with a win's worth (2 points in draughts). Round 1 then has two score groups of four.
    const t = await tournament(h, field(8), { swissRounds: 5, acceleration: 'baku' });
    expect(await round1(t)).toEqual(['1-3', '2-4', '5-7', '6-8']);
  });

  it('refuses acceleration for a round robin and for a point system without a half-win draw', async () => {
    await h.api['event.create']({ file: 'play', name: 'Play' });
    const settings = {
      name: 'A',
      scheduledStart: '2026-12-05T10:00',
      closeAtEnd: false,
      acceleration: 'baku',
    };
    const rr = await h.dispatch('tournament.create', {
      settings: { ...settings, formatMode: 'force-round-robin' },
    });
    expect(rr).toMatchObject({
      ok: false,
      error: {
        code: 'settings:invalid',
        details: { issues: [{ field: 'acceleration', code: 'accelerationNotSwiss' }] },
      },
    });
    // Win 3, draw 1: a draw is not half a win, so "a win's, then a draw's worth" means nothing.
    const pointSystem = {
      win: 3,
      draw: 1,
      loss: 0,
      forfeitWin: 3,
      forfeitLoss: 0,
      bye: 3,
      halfBye: 1,
      zeroBye: 0,
      fullBye: 3,
      scale: 1,
    };
    const three = await h.dispatch('tournament.create', { settings: { ...settings, pointSystem } });
    expect(three).toMatchObject({
      ok: false,
      error: {
        code: 'settings:invalid',
        details: { issues: [{ field: 'acceleration', code: 'accelerationPointSystem' }] },
      },
    });
  });
});

describe('both written as TRF-2026 (260, 250) and paired from the file as in the app', () => {
  it('a forbidden pair and the Baku method of eight entrants and five rounds', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5, acceleration: 'baku' });
    const ids = await idsByEntryNo(t);
    await h.api['forbidden.add']({ tournamentId: t, a: ids.get(1) ?? 0, b: ids.get(3) ?? 0, lastRound: 4 });
    // GA 1-4 at 2 points: 1 cannot meet 3, so S1 {1, 2} against S2 {3, 4} transposes to 1-4 2-3.
    expect(await round1(t)).toEqual(['1-4', '2-3', '5-7', '6-8']);
    const { text } = await h.api['file.exportTrf']({ tournamentId: t });
    expect(text).toContain('\n260   1   4    1    3\n');
    // 2 points (a win) in rounds 1-2 and 1 point (a draw) in round 3, for pairing numbers 1-4.
    expect(text).toContain('\n250       2.0   1   2    1    4\n');
    expect(text).toContain('\n250       1.0   3   3    1    4\n');
    const input = trfToPairingInput(readTrf(text), 1);
    const p = pairDutch(input);
    const num = (i: number): number => input.entrants[i]?.number ?? 0;
    expect(p.boards.map((b) => [num(b.white), num(b.black)].sort().join('-')).sort()).toEqual([
      '1-4',
      '2-3',
      '5-7',
      '6-8',
    ]);
  });
});
