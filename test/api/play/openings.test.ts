/**
 * R11.2, R11.3, R11.5: one opening per round, drawn as the round is paired, stored and logged with
 * its seed; never twice in a Swiss; within the ceiling; redrawn on the arbiter's word before the
 * games; both legs of a round on the same opening.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listActivity } from '../../../src/main/db/repos/activity';
import { openingsUpTo } from '../../../src/shared/openings/tables';
import { replay } from '../../../src/main/engine/openings/openings';
import { drawOpening } from '../../../src/main/engine/openings/draw';
import { toFen } from '../../../src/main/engine/draughts/position';
import { field, harness, tournament, type Harness } from '../../services/rounds/setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

async function playRound(t: number, round: { number: number; boards: { boardNo: number }[] }) {
  for (const b of round.boards)
    await h.api['result.set']({ tournamentId: t, round: round.number, board: b.boardNo, result: 'draw' });
}

describe('a Swiss of 9 rounds on Italian, up to 2N/2B', () => {
  it('draws nine different openings of the table within the ceiling, logged with their seed', async () => {
    const t = await tournament(h, field(12), {
      variant: 'italian',
      formatMode: 'force-swiss',
      swissRounds: 9,
      openingMode: 'ballot-2',
    });
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 4 });
    let round = start.round;
    const drawn: number[] = [];
    const allowed = new Set(openingsUpTo('italian', 2).map((o) => o.number));
    for (let r = 1; r <= 9; r++) {
      if (!round) throw new Error('no round');
      const o = round.opening;
      expect(o?.kind).toBe('table');
      expect(allowed.has(o?.number ?? 0)).toBe(true);
      expect(o?.class?.degree).toBeLessThanOrEqual(2);
      // the stored position is the table's moves played out, and its board is drawn
      expect(toFen(replay('italian', o?.moves ?? []).position)).toBe(o?.fen);
      expect(o?.diagram).toContain('<svg');
      drawn.push(o?.number ?? 0);
      await playRound(t, round);
      if (r < 9) round = await h.api['round.pairNext']({ tournamentId: t });
    }
    expect(new Set(drawn).size).toBe(9);
    // the log carries each draw with its seed: the draw is made again from it, round 1's opening
    // left out (R11.2), and gives round 2's opening
    const log = listActivity(h.session.requireDb(), t).filter((a) => a.action === 'round.pairNext');
    const second = log[0]?.summary as { opening: { number: number; seed: number } };
    expect(second.opening.number).toBe(drawn[1]);
    const one = (await h.api['round.get']({ tournamentId: t, round: 1 })).opening;
    if (!one) throw new Error('no opening in round 1');
    const again = drawOpening({
      variant: 'italian',
      mode: 'ballot-2',
      themed: null,
      previous: [
        {
          kind: one.kind,
          number: one.number,
          moves: one.moves,
          fen: one.fen,
          class: one.class,
          seed: one.seed,
        },
      ],
      noRepeat: true,
      seed: second.opening.seed,
    });
    expect(again?.number).toBe(drawn[1]);
  });
});

describe('a two-leg round robin on international with 3 random moves', () => {
  it('draws three legal moves per round; both games of a board share the round', async () => {
    const t = await tournament(h, field(4), { openingMode: 'random-3' });
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 2 });
    const r1 = start.round;
    expect(r1?.gamesPerRound).toBe(2); // R3.2: four entrants always play two legs
    expect(r1?.opening?.moves).toHaveLength(3);
    expect(replay('international', r1?.opening?.moves ?? []).moves).toEqual(r1?.opening?.moves);
    expect(r1?.boards.every((b) => b.games.length === 2)).toBe(true);
  });
});

describe('drawing the opening again', () => {
  it('replaces it before the games, is logged and undone; refused once a result is in', async () => {
    const t = await tournament(h, field(8), { variant: 'english', openingMode: 'ballot-all' });
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    const first = start.round?.opening;
    const out = await h.api['round.redrawOpening']({ tournamentId: t, round: 1 });
    expect(out.before?.moves).toEqual(first?.moves);
    expect(out.after?.number).not.toBe(first?.number);
    expect((await h.api['round.get']({ tournamentId: t, round: 1 })).opening?.number).toBe(out.after?.number);
    expect(await h.api['activity.undo']({ tournamentId: t })).toMatchObject({
      action: 'round.redrawOpening',
    });
    expect((await h.api['round.get']({ tournamentId: t, round: 1 })).opening?.number).toBe(first?.number);

    await h.api['result.set']({ tournamentId: t, round: 1, board: 1, result: 'draw' });
    const refused = await h.dispatch('round.redrawOpening', { tournamentId: t, round: 1 }, 'fr');
    expect(refused).toMatchObject({ ok: false, error: { code: 'play:redrawHasResults' } });
    if (!refused.ok) expect(refused.error.message).toContain('ne peut plus être tirée');
  });

  it('is refused in a themed tournament and in free move', async () => {
    const t = await tournament(h, field(8), {
      variant: 'italian',
      openingMode: 'themed',
      themedOpening: { number: 7 },
    });
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    expect(start.round?.opening).toMatchObject({
      kind: 'themed',
      number: 7,
      moves: ['21-17', '10-14', '22-18'],
    });
    const r = await h.dispatch('round.redrawOpening', { tournamentId: t, round: 1 }, 'en');
    expect(r).toMatchObject({ ok: false, error: { code: 'play:redrawNotDrawn' } });
  });
});

describe('a redraw from a given seed (R11.2)', () => {
  /** Pairs `rounds` rounds of a Swiss (each played but the last) and answers its id. */
  async function swissAt(rounds: number, settings: Parameters<typeof tournament>[2]) {
    const t = await tournament(h, field(12), { formatMode: 'force-swiss', ...settings });
    let round = (await h.api['tournament.start']({ tournamentId: t, seed: 11 })).round;
    for (let r = 2; r <= rounds; r++) {
      if (!round) throw new Error('no round');
      await playRound(t, round);
      round = await h.api['round.pairNext']({ tournamentId: t });
    }
    return t;
  }
  const fensOf = async (t: number, rounds: number[]) =>
    Promise.all(
      rounds.map(async (r) => (await h.api['round.get']({ tournamentId: t, round: r })).opening?.fen),
    );

  it('the same seed draws the same opening again, and the log names the seed', async () => {
    const t = await swissAt(2, { variant: 'italian', swissRounds: 5, openingMode: 'ballot-all' });
    const a = await h.api['round.redrawOpening']({ tournamentId: t, round: 2, seed: 77 });
    await h.api['activity.undo']({ tournamentId: t });
    const b = await h.api['round.redrawOpening']({ tournamentId: t, round: 2, seed: 77 });
    expect(b.after).toEqual(a.after);
    expect(b.after?.seed).toBe(77);
    const log = listActivity(h.session.requireDb(), t).filter((x) => x.action === 'round.redrawOpening');
    expect(log.at(-1)?.summary).toMatchObject({ round: 2, seed: 77, after: a.after?.moves });
  });

  it('a Swiss on English with one random move (seven openings): round 6 redrawn gets the seventh, whatever the seed', async () => {
    // Rounds 1-6 hold six of the seven positions one move can reach (R11.5); a redraw of round 6
    // avoids rounds 1-5 (R11.2) and the opening it replaces, so one position is left.
    const t = await swissAt(6, { variant: 'english', swissRounds: 7, openingMode: 'random-1' });
    const used = await fensOf(t, [1, 2, 3, 4, 5, 6]);
    expect(new Set(used).size).toBe(6);
    const seventh = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const out = await h.api['round.redrawOpening']({ tournamentId: t, round: 6, seed });
      expect(out.before?.fen).toBe(used[5]);
      expect(used).not.toContain(out.after?.fen);
      expect(replay('english', out.after?.moves ?? []).moves).toEqual(out.after?.moves);
      seventh.add(out.after?.fen ?? '');
      await h.api['activity.undo']({ tournamentId: t });
    }
    expect(seventh.size).toBe(1);
    // drawn again once more, round 6's first opening is free again, and comes back
    await h.api['round.redrawOpening']({ tournamentId: t, round: 6, seed: 1 });
    const back = await h.api['round.redrawOpening']({ tournamentId: t, round: 6, seed: 2 });
    expect(back.before?.fen).toBe([...seventh][0]);
    expect(back.after?.fen).toBe(used[5]);
  });

  it('a round robin may play an opening twice, but a redraw never gives back the one it replaces', async () => {
    const t = await tournament(h, field(8), {
      variant: 'english',
      formatMode: 'force-round-robin',
      openingMode: 'random-1',
    });
    const first = (await h.api['tournament.start']({ tournamentId: t, seed: 5 })).round?.opening;
    for (let seed = 0; seed < 40; seed++) {
      const out = await h.api['round.redrawOpening']({ tournamentId: t, round: 1, seed });
      expect(out.before?.fen).toBe(first?.fen);
      expect(out.after?.fen).not.toBe(first?.fen);
      await h.api['activity.undo']({ tournamentId: t });
    }
  });
});
