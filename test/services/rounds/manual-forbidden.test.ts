/**
 * R6.6 with forbidden pairs (issue 30): a manual edit that seats a forbidden pair of the round is
 * a warning the arbiter confirms ("Pair them anyway"), like a rematch; a pair forbidden only in
 * other rounds is no warning.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, harness, idsByStartNo, tournament, type Harness } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const pairs = (r: { boards: { white: { startNo: number }; black: { startNo: number } }[] }): string[] =>
  r.boards.map((b) => `${b.white.startNo}-${b.black.startNo}`);

/** Eight entrants, 1 and 2 kept apart in `rounds`; round 1 paired (1-5 2-6 3-7 4-8, C.04.3). */
async function roundOne(rounds: { firstRound: number; lastRound: number | null }) {
  const t = await tournament(h, field(8), { swissRounds: 5 });
  const byEntry = new Map((await h.api['entrant.list']({ tournamentId: t })).map((e) => [e.entryNo, e.id]));
  await h.api['forbidden.add']({
    tournamentId: t,
    a: byEntry.get(1) ?? 0,
    b: byEntry.get(2) ?? 0,
    ...rounds,
  });
  const start = await h.api['tournament.start']({ tournamentId: t, seed: 1 });
  const ids = await idsByStartNo(h, t);
  return { t, round: start.round, id: (n: number) => ids.get(n) ?? 0 };
}

describe('a manual edit that makes a forbidden pair', () => {
  it('warns, is refused until confirmed, then applied', async () => {
    const { t, round, id } = await roundOne({ firstRound: 1, lastRound: null });
    expect(round ? pairs(round).map((p) => p.split('-').sort().join('-')) : []).toEqual([
      '1-5',
      '2-6',
      '3-7',
      '4-8',
    ]);
    const edit = { kind: 'pair' as const, board: 1, white: id(1), black: id(2) };
    const { warnings } = await h.api['round.previewEdit']({ tournamentId: t, round: 1, edit });
    expect(warnings).toContainEqual({
      code: 'forbidden',
      params: { board: 1, white: 'Player 01', black: 'Player 02' },
    });
    const refused = await h.dispatch('round.edit', { tournamentId: t, round: 1, edit }, 'fr');
    expect(refused).toMatchObject({ ok: false, error: { code: 'play:confirmEdit' } });
    if (refused.ok) return;
    expect(refused.error.message).toContain(
      'table 1 : Player 01 et Player 02 forment une paire interdite pour cette ronde',
    );
    const before = await h.api['round.get']({ tournamentId: t, round: 1 });
    expect(pairs(before)).toEqual(round ? pairs(round) : []);
    const done = await h.api['round.edit']({ tournamentId: t, round: 1, edit, confirm: true });
    expect(done.round.boards[0]).toMatchObject({ white: { startNo: 1 }, black: { startNo: 2 } });
    expect(done.warnings.map((w) => w.code)).toContain('forbidden');
  });

  it('says nothing of a pair forbidden only from round 3 on', async () => {
    const { t, id } = await roundOne({ firstRound: 3, lastRound: null });
    const edit = { kind: 'pair' as const, board: 1, white: id(1), black: id(2) };
    const { warnings } = await h.api['round.previewEdit']({ tournamentId: t, round: 1, edit });
    expect(warnings.map((w) => w.code)).not.toContain('forbidden');
  });
});
