/**
 * The random tournament generator (issue 30 part 4, docs/GENERATOR.md): the same seed writes the
 * same file, results follow the model's probabilities, every round is the Dutch engine's pairing
 * (R6), and the file reads back with the project's TRF reader and importer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/main/engine/lots';
import { readTrf } from '../../src/main/io/trf';
import {
  GENERATE_DEFAULTS,
  drawOutcome,
  expectedScore,
  generateTournament,
  type GenerateOptions,
  type Outcome,
} from '../../src/main/io/trf-generate';
import { writeTrf } from '../../src/main/io/trf-write';
import { computedPairing, recordedPairing } from '../../src/main/cli/check';
import { harness, type Harness } from '../api/harness';

const options = (o: Partial<GenerateOptions>): GenerateOptions => ({
  ...GENERATE_DEFAULTS,
  entrants: 20,
  rounds: 7,
  seed: 1,
  ...o,
});

function frequencies(white: number, black: number, o: GenerateOptions, n: number): Record<Outcome, number> {
  const random = seededRandom(20261207);
  const f: Record<Outcome, number> = {
    white: 0,
    draw: 0,
    black: 0,
    'white-forfeits': 0,
    'black-forfeits': 0,
  };
  for (let i = 0; i < n; i++) f[drawOutcome(random, white, black, o)]++;
  for (const k of Object.keys(f) as Outcome[]) f[k] /= n;
  return f;
}

describe('the generator is deterministic', () => {
  it('writes the same file for the same seed, another for another seed', () => {
    const o = options({ entrants: 25, rounds: 7, forbidden: 4, accelerated: true });
    const a = writeTrf(generateTournament(o));
    expect(writeTrf(generateTournament(o))).toBe(a);
    expect(writeTrf(generateTournament({ ...o, seed: 2 }))).not.toBe(a);
  });
});

describe('results follow the model', () => {
  it('the Elo curve: 400 points above expects 10/11, equals 1/2', () => {
    expect(expectedScore(400)).toBeCloseTo(10 / 11, 12);
    expect(expectedScore(0)).toBe(0.5);
    expect(expectedScore(-400)).toBeCloseTo(1 / 11, 12);
  });

  // 20000 games: a frequency p has a standard deviation of sqrt(p(1-p)/20000) <= 0.0036, so
  // the bounds below (0.015) are more than four deviations wide, and fixed by the seed.
  it('between equals: forfeits at the rate given, draws at P of the games played, wins shared', () => {
    const f = frequencies(1800, 1800, options({ draws: 0.3, forfeits: 0.1 }), 20000);
    // Forfeit 0.1 (even odds per side); of the 0.9 played, draw 0.3 x 2 x 0.5 = 0.3, wins 0.35 each.
    expect(Math.abs(f['white-forfeits'] + f['black-forfeits'] - 0.1)).toBeLessThan(0.015);
    expect(Math.abs(f['white-forfeits'] - 0.05)).toBeLessThan(0.015);
    expect(Math.abs(f.draw - 0.27)).toBeLessThan(0.015);
    expect(Math.abs(f.white - 0.315)).toBeLessThan(0.015);
    expect(Math.abs(f.black - 0.315)).toBeLessThan(0.015);
  });

  it('400 points apart: fewer draws, and the stronger side scores 10/11', () => {
    const f = frequencies(2200, 1800, options({ draws: 0.3, forfeits: 0 }), 20000);
    // E = 10/11 = 0.9091; draw = 0.3 x 2 x 1/11 = 0.0545; white = E - draw/2 = 0.8818.
    expect(Math.abs(f.draw - 0.0545)).toBeLessThan(0.015);
    expect(Math.abs(f.white - 0.8818)).toBeLessThan(0.015);
    expect(Math.abs(f.white + f.draw / 2 - 10 / 11)).toBeLessThan(0.015);
    expect(f['white-forfeits'] + f['black-forfeits']).toBe(0);
  });
});

describe('a generated tournament', () => {
  const o = options({ entrants: 31, rounds: 9, seed: 7, forbidden: 6, accelerated: true, absences: 0.1 });
  const trf = generateTournament(o);
  const text = writeTrf(trf);
  const back = readTrf(text);

  it('is played whole: one entry per entrant and round, totals adding up, TRF-26 lines written', () => {
    expect(back.totalRounds).toBe(9);
    expect(back.players).toHaveLength(31);
    for (const p of back.players) {
      expect(p.rounds).toHaveLength(9);
      expect(p.points).toBe(p.rounds.reduce((s, g) => s + (g?.points ?? 0), 0));
    }
    expect(back.forbidden).toHaveLength(6);
    // Baku (C.04.5.1) for 31 entrants and 9 rounds: GA = 2 x ceil(31/4) = 16, 5 accelerated
    // rounds, a win's 2 points before rounds 1-3 and a draw's 1 before rounds 4-5.
    expect(back.accelerations.map((a) => [a.gamePoints, a.firstRound, a.lastRound, a.lastPlayer])).toEqual([
      [20, 1, 3, 16],
      [10, 4, 5, 16],
    ]);
    expect(text).toContain('BBW  2.0');
  });

  it('pairs every round as the Dutch engine does, and never a forbidden pair', () => {
    for (let r = 1; r <= 9; r++) expect(recordedPairing(back, r)).toEqual(computedPairing(back, r));
    for (const f of back.forbidden) {
      const [a, b] = f.players;
      const p = back.players.find((x) => x.startNumber === a);
      for (let r = f.firstRound; r <= f.lastRound; r++) expect(p?.rounds[r - 1]?.opponent).not.toBe(b);
    }
  });

  it('gives the bye in exactly the rounds with an odd number present, and absences near the rate', () => {
    let absences = 0;
    for (let r = 0; r < 9; r++) {
      const absent = back.players.filter((p) => p.rounds[r]?.result === 'Z' || p.rounds[r]?.result === 'H');
      absences += absent.length;
      const byes = back.players.filter((p) => p.rounds[r]?.result === 'U').length;
      expect(byes).toBe((31 - absent.length) % 2);
    }
    // 279 entrant-rounds at 0.1: 27.9 expected, standard deviation 5; the seed gives a fixed count.
    expect(absences).toBeGreaterThan(12);
    expect(absences).toBeLessThan(44);
  });

  let h: Harness;
  beforeAll(async () => {
    h = harness();
    await h.api['event.create']({ file: 'generated', name: 'Generated' });
  });
  afterAll(() => h.done());

  it('reads back with the importer as a finished tournament with the same games', async () => {
    const t = await h.api['file.importTrf']({ fileName: 'generated.trf', text });
    expect(t.status).toBe('finished');
    const out = readTrf((await h.api['file.exportTrf']({ tournamentId: t.id })).text);
    const games = (x: typeof back) =>
      x.players.map((p) =>
        p.rounds.map((g) => (g?.opponent ? `${g.opponent}${g.result}` : (g?.result ?? ''))),
      );
    expect(games(out)).toEqual(games(back));
  });
});
