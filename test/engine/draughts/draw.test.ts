/**
 * R11.2/R11.3/R11.5: one opening per round, from a stored seed; never twice in a Swiss; within the
 * ceiling; a themed tournament plays its opening every round.
 */
import { describe, expect, it } from 'vitest';
import { drawOpening, type RoundOpening } from '../../../src/main/engine/openings/draw';
import { openingsUpTo, replay } from '../../../src/main/engine/openings/openings';
import { toFen } from '../../../src/main/engine/draughts/position';

function swiss(
  input: Omit<Parameters<typeof drawOpening>[0], 'previous' | 'seed' | 'noRepeat'>,
  rounds: number,
) {
  const out: RoundOpening[] = [];
  for (let r = 0; r < rounds; r++) {
    const o = drawOpening({ ...input, previous: out, noRepeat: true, seed: 1000 + r });
    if (o) out.push(o);
  }
  return out;
}

describe('ballot openings (Italian, up to 2N/2B)', () => {
  it('nine Swiss rounds, nine different openings, every one within the ceiling', () => {
    const drawn = swiss({ variant: 'italian', mode: 'ballot-2', themed: null }, 9);
    const allowed = new Set(openingsUpTo('italian', 2).map((o) => o.number));
    expect(new Set(drawn.map((o) => o.number)).size).toBe(9);
    for (const o of drawn) {
      expect(allowed.has(o.number ?? -1)).toBe(true);
      expect(o.class?.degree ?? 9).toBeLessThanOrEqual(2);
      expect(toFen(replay('italian', o.moves).position)).toBe(o.fen);
    }
  });
  it('the same seed draws the same opening', () => {
    const a = drawOpening({
      variant: 'italian',
      mode: 'ballot-2',
      themed: null,
      previous: [],
      noRepeat: true,
      seed: 42,
    });
    const b = drawOpening({
      variant: 'italian',
      mode: 'ballot-2',
      themed: null,
      previous: [],
      noRepeat: true,
      seed: 42,
    });
    expect(a).toEqual(b);
  });
  it('says so when every opening of the ceiling has been played', () => {
    const all = openingsUpTo('english', 1).map((o, i): RoundOpening => ({
      kind: 'table',
      number: o.number,
      moves: o.moves,
      fen: String(i),
      class: o.class,
      seed: 0,
    }));
    expect(() =>
      drawOpening({
        variant: 'english',
        mode: 'ballot-1',
        themed: null,
        previous: all,
        noRepeat: true,
        seed: 1,
      }),
    ).toThrow(expect.objectContaining({ code: 'play:openingsExhausted' }));
  });
});

describe('random-move openings', () => {
  it('never the same position twice in a Swiss: English random-1 has 7 first moves, 7 rounds use them all', () => {
    const drawn = swiss({ variant: 'english', mode: 'random-1', themed: null }, 7);
    expect(new Set(drawn.map((o) => o.moves[0])).size).toBe(7);
    expect(() =>
      drawOpening({
        variant: 'english',
        mode: 'random-1',
        themed: null,
        previous: drawn,
        noRepeat: true,
        seed: 9,
      }),
    ).toThrow(expect.objectContaining({ code: 'play:openingsExhausted' }));
  });
  it('three random moves on international: legal, from the seed', () => {
    const o = drawOpening({
      variant: 'international',
      mode: 'random-3',
      themed: null,
      previous: [],
      noRepeat: false,
      seed: 5,
    });
    expect(o?.moves).toHaveLength(3);
    expect(replay('international', o?.moves ?? []).moves).toEqual(o?.moves);
  });
});

describe('themed and free', () => {
  it('a themed tournament plays its opening every round, repeats allowed', () => {
    const o = drawOpening({
      variant: 'italian',
      mode: 'themed',
      themed: 7,
      previous: [],
      noRepeat: true,
      seed: 1,
    });
    expect(o).toMatchObject({ kind: 'themed', number: 7, moves: ['21-17', '10-14', '22-18'] });
  });
  it('free move draws nothing', () => {
    expect(
      drawOpening({
        variant: 'international',
        mode: 'free',
        themed: null,
        previous: [],
        noRepeat: true,
        seed: 1,
      }),
    ).toBeNull();
  });
});

describe('two move orders reaching one position are one opening (R11.5)', () => {
  // English (Black moves first): 9-13 and 10-14 leave each other's squares alone, and 22-18
  // answers either, so both orders reach the same position.
  const one = ['9-13', '22-18', '10-14'];
  const other = ['10-14', '22-18', '9-13'];
  const fen = toFen(replay('english', one).position);
  const played: RoundOpening = { kind: 'random', number: null, moves: one, fen, class: null, seed: 0 };
  const draw = (seed: number, previous: RoundOpening[]) =>
    drawOpening({ variant: 'english', mode: 'random-3', themed: null, previous, noRepeat: true, seed });

  it('the two orders reach the same position', () => {
    expect(toFen(replay('english', other).position)).toBe(fen);
  });

  it('a Swiss that played one order never draws the other', () => {
    // the seeds below 20,000 whose first draw is the other order, found by drawing
    const seeds = Array.from({ length: 20000 }, (_, s) => s).filter(
      (s) => draw(s, [])?.moves.join(' ') === other.join(' '),
    );
    expect(seeds.length).toBeGreaterThan(0);
    for (const seed of seeds) {
      const o = draw(seed, [played]);
      expect(o?.fen).not.toBe(fen);
      expect(o?.moves).toHaveLength(3);
    }
  });
});
