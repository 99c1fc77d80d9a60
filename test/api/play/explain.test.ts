/**
 * `pairing.explain` and `pairing.whyNot` (issue 30) on a Swiss of the event file: the engine's
 * explanation of a round it paired, in the caller's language, "why not" for a pair made and for
 * another, and every refusal. Neither call changes the round.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { field, harness, tournament, type Harness } from '../../services/rounds/setup';

let h: Harness;
afterEach(() => h.done());

async function refusedWith(method: string, input: Record<string, unknown>) {
  const r = await h.dispatch(method, input, 'en');
  if (r.ok) throw new Error(`${method} was accepted`);
  return r.error.code;
}

/** A Swiss of 9 (one bye a round), round 1 played (White wins every board), round 2 paired. */
async function secondRound() {
  h = harness('en');
  const t = await tournament(h, field(9));
  await h.api['tournament.start']({ tournamentId: t, seed: 3 });
  const r1 = await h.api['round.get']({ tournamentId: t, round: 1 });
  for (const b of r1.boards)
    await h.api['result.set']({ tournamentId: t, round: 1, board: b.boardNo, result: 'white-wins' });
  const r2 = await h.api['round.pairNext']({ tournamentId: t });
  return { t, r2 };
}

describe('pairing.explain', () => {
  it('explains the round as paired: the same boards, the bye, the criteria', async () => {
    const { t, r2 } = await secondRound();
    const x = await h.api['pairing.explain']({ tournamentId: t, round: 2 });
    expect(x.asPaired).toBe(true);
    expect(x.boards.map((b) => [b.white.id, b.black.id])).toEqual(
      r2.boards.map((b) => [b.white.id, b.black.id]),
    );
    expect(x.bye?.entrant.id).toBe(r2.bye?.id);
    for (const b of x.boards) expect(b.lines).toHaveLength(2);
    expect(x.bye?.lines[0]).toMatch(/^Bye: /);
    // Round 2 of 9 after round 1 won by White: 4 winners, the bye's 2 points make 5 at the top:
    // an odd bracket, so one downfloater (C6) at least.
    expect(x.shortfalls.map((f) => f.criterion)).toContain('C6');
    const fr = await h.dispatch('pairing.explain', { tournamentId: t, round: 2 }, 'fr');
    if (!fr.ok) throw new Error('refused');
    expect((fr.value as { bye: { lines: string[] } }).bye.lines[0]).toMatch(/^Exempt : /);
    // Nothing changed.
    expect(await h.api['round.get']({ tournamentId: t, round: 2 })).toEqual(r2);
  });

  it('lists C8 when a downfloater is left over by the next bracket too', async () => {
    // A Swiss of 11 over 5 rounds, White winning the odd boards and Black the even ones: in round
    // 5 the last brackets cannot pair one of the downfloaters that came down to them, who is then
    // left to the PAB (C5: the bye does not go to the lowest score).
    h = harness('en');
    const t = await tournament(h, field(11));
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    for (let r = 1; r <= 4; r++) {
      const rr = await h.api['round.get']({ tournamentId: t, round: r });
      for (const b of rr.boards)
        await h.api['result.set']({
          tournamentId: t,
          round: r,
          board: b.boardNo,
          result: b.boardNo % 2 ? 'white-wins' : 'black-wins',
        });
      await h.api['round.pairNext']({ tournamentId: t });
    }
    const r5 = await h.api['round.get']({ tournamentId: t, round: 5 });
    const x = await h.api['pairing.explain']({ tournamentId: t, round: 5 });
    const c8 = x.shortfalls.find((f) => f.criterion === 'C8');
    expect(c8?.entrants).toEqual([r5.bye?.id]);
    expect(x.shortfalls.find((f) => f.criterion === 'C5')?.entrants).toEqual([r5.bye?.id]);
    expect(x.criteria.filter((l) => l.trim().startsWith('C8 ('))).toHaveLength(1);
  });

  it('refuses a round not paired', async () => {
    const { t } = await secondRound();
    expect(await refusedWith('pairing.explain', { tournamentId: t, round: 3 })).toBe('play:roundNotPaired');
  });
});

describe('pairing.whyNot', () => {
  it('a pair made, and a pair that met in round 1', async () => {
    const { t, r2 } = await secondRound();
    const b = r2.boards[0]!;
    const made = await h.api['pairing.whyNot']({ tournamentId: t, round: 2, a: b.white.id, b: b.black.id });
    expect(made.kind).toBe('paired');
    const r1 = await h.api['round.get']({ tournamentId: t, round: 1 });
    const met = r1.boards[0]!;
    const w = await h.api['pairing.whyNot']({ tournamentId: t, round: 2, a: met.white.id, b: met.black.id });
    expect(w).toMatchObject({ kind: 'absolute', criterion: 'C1' });
    expect(w.text).toContain('(C1)');
    expect(await h.api['round.get']({ tournamentId: t, round: 2 })).toEqual(r2);
  });

  it('refuses the same entrant twice and an entrant not in the round', async () => {
    const { t, r2 } = await secondRound();
    const a = r2.boards[0]!.white.id;
    expect(await refusedWith('pairing.whyNot', { tournamentId: t, round: 2, a, b: a })).toBe(
      'play:whyNotSame',
    );
    expect(await refusedWith('pairing.whyNot', { tournamentId: t, round: 2, a, b: 99999 })).toBe(
      'play:entrantNotInTournament',
    );
  });

  it('refuses an entrant absent from the round', async () => {
    const { t, r2 } = await secondRound();
    for (const b of r2.boards)
      await h.api['result.set']({ tournamentId: t, round: 2, board: b.boardNo, result: 'draw' });
    const away = r2.boards[1]!.black.id;
    await h.api['round.absence']({ tournamentId: t, round: 3, entrantId: away, absent: true });
    await h.api['round.pairNext']({ tournamentId: t });
    const a = r2.boards[0]!.white.id;
    expect(await refusedWith('pairing.whyNot', { tournamentId: t, round: 3, a, b: away })).toBe(
      'play:whyNotAbsent',
    );
  });
});

describe('a round robin', () => {
  it('has nothing to explain: its pairing is the Berger table', async () => {
    h = harness('en');
    const t = await tournament(h, field(6), { formatMode: 'force-round-robin' });
    await h.api['tournament.start']({ tournamentId: t, seed: 1 });
    expect(await refusedWith('pairing.explain', { tournamentId: t, round: 1 })).toBe('play:explainNotSwiss');
  });
});
