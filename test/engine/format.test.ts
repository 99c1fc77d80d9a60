import { describe, expect, it } from 'vitest';
import { decideStart, swissTableRow, type StartSettings } from '../../src/main/engine/format';
import { isAppError } from '../../src/shared/errors';
import { t } from '../../src/shared/i18n/index';

const keys = (s: StartSettings) => decideStart(s).notes.map((n) => n.key);

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return isAppError(e) ? e.code : 'not an AppError';
  }
  return 'no error';
}

describe('format from the present count (R2.1, R2.2)', () => {
  it('below the minimum the tournament cancels itself', () => {
    expect(decideStart({ present: 3 })).toMatchObject({ format: 'cancelled', rounds: 0 });
    expect(decideStart({ present: 5, minimum: 6 })).toMatchObject({ format: 'cancelled' });
    expect(decideStart({ present: 6, minimum: 6 }).format).toBe('round-robin');
  });

  it('n < T is a round robin, n >= T a Swiss; the threshold moves the border', () => {
    expect(decideStart({ present: 6 }).format).toBe('round-robin');
    expect(decideStart({ present: 7 }).format).toBe('swiss');
    expect(decideStart({ present: 19, threshold: 20 }).format).toBe('round-robin');
    expect(decideStart({ present: 20, threshold: 20 }).format).toBe('swiss');
  });

  it('R2.3: the reason says the count, the threshold, the format and the rounds', () => {
    const d = decideStart({ present: 9 });
    expect(t('en', d.reason.key, d.reason.params)).toBe('9 present, threshold 7: Swiss, 6 rounds.');
    const c = decideStart({ present: 3 });
    expect(t('en', c.reason.key, c.reason.params)).toBe('3 present, minimum 4: the tournament is cancelled.');
  });

  it('R2.4: the regulations can force either system', () => {
    expect(decideStart({ present: 12, mode: 'force-round-robin' })).toMatchObject({
      format: 'round-robin',
      rounds: 11,
    });
    expect(decideStart({ present: 5, mode: 'force-swiss' }).format).toBe('swiss');
    expect(keys({ present: 5, mode: 'force-swiss' })).toContain('engine:start.force-swiss');
  });

  it('refuses settings outside their ranges', () => {
    expect(code(() => decideStart({ present: 9, threshold: 6 }))).toBe('engine:start.badThreshold');
    expect(code(() => decideStart({ present: 9, threshold: 21 }))).toBe('engine:start.badThreshold');
    expect(code(() => decideStart({ present: 9, minimum: 3 }))).toBe('engine:start.badMinimum');
    expect(code(() => decideStart({ present: 21, mode: 'force-round-robin' }))).toBe(
      'engine:start.roundRobinTooLarge',
    );
    // R2.2: "A round robin therefore never has more than 19", forced or not (R2.4)
    expect(code(() => decideStart({ present: 20, mode: 'force-round-robin' }))).toBe(
      'engine:start.roundRobinTooLarge',
    );
    expect(decideStart({ present: 19, mode: 'force-round-robin' })).toMatchObject({ rounds: 19 });
  });
});

describe('rounds (R3)', () => {
  it('R3.1: round robin n-1 rounds for even n, n for odd n', () => {
    expect(decideStart({ present: 6 }).rounds).toBe(5);
    expect(decideStart({ present: 5 }).rounds).toBe(5);
    expect(decideStart({ present: 19, threshold: 20 }).rounds).toBe(19);
  });

  it('R3.3: the Swiss table 7-8: 5, 9-16: 6, 17-32: 7, 33-64: 8, 65-128: 9, 129-200: 10', () => {
    const table: [number, number][] = [
      [7, 5],
      [8, 5],
      [9, 6],
      [16, 6],
      [17, 7],
      [32, 7],
      [33, 8],
      [64, 8],
      [65, 9],
      [128, 9],
      [129, 10],
      [200, 10],
    ];
    for (const [n, r] of table) expect(decideStart({ present: n }).rounds, `${n} present`).toBe(r);
  });

  it('R3.2: a round robin of exactly 4 plays two legs whatever the setting', () => {
    expect(decideStart({ present: 4 })).toMatchObject({ format: 'round-robin', rounds: 3, gamesPerRound: 2 });
    expect(keys({ present: 4 })).toContain('engine:start.twoLegsForced');
    expect(decideStart({ present: 5 }).gamesPerRound).toBe(1);
    expect(decideStart({ present: 5, twoLegs: true }).gamesPerRound).toBe(2);
  });

  it('R5.1: two legs fill a Swiss round, they do not add rounds', () => {
    expect(decideStart({ present: 10, twoLegs: true })).toMatchObject({ rounds: 6, gamesPerRound: 2 });
  });

  it('R3.4: the extra round only when the start gives a Swiss and the field carries it', () => {
    expect(decideStart({ present: 9, extraRound: true }).rounds).toBe(7);
    expect(keys({ present: 9, extraRound: true })).toContain('engine:start.extraRoundAdded');
    // 7 present: 5 rounds; 6 would be <= 6 = n-1, so it is added.
    expect(decideStart({ present: 7, extraRound: true }).rounds).toBe(6);
    // Forced Swiss of 6: the table's 5 rounds already are n-1, nothing to add.
    const six = decideStart({ present: 6, mode: 'force-swiss', extraRound: true });
    expect(six.rounds).toBe(5);
    expect(six.notes.map((n) => n.key)).toContain('engine:start.extraRoundIgnoredField');
  });

  it('R3.4: ignored, and said so, for a round robin', () => {
    const d = decideStart({ present: 6, extraRound: true });
    expect(d.rounds).toBe(5);
    const note = d.notes.find((n) => n.key === 'engine:start.extraRoundIgnoredRoundRobin');
    expect(note && t('en', note.key, note.params)).toBe(
      'The extra round is ignored: it applies to a Swiss only.',
    );
  });

  it('R3.5: an explicit number of Swiss rounds, 1..n-1', () => {
    expect(decideStart({ present: 9, swissRounds: 8 }).rounds).toBe(8);
    expect(decideStart({ present: 9, swissRounds: 3, extraRound: true }).rounds).toBe(3);
    expect(code(() => decideStart({ present: 9, swissRounds: 9 }))).toBe('engine:start.badSwissRounds');
    expect(code(() => decideStart({ present: 9, swissRounds: 0 }))).toBe('engine:start.badSwissRounds');
  });

  it('R3.3: names the row of the table a present count falls in, as the start confirmation quotes it', () => {
    expect(swissTableRow(9)).toEqual({ from: 9, to: 16, rounds: 6 });
    expect(swissTableRow(8)).toEqual({ from: 7, to: 8, rounds: 5 });
    expect(swissTableRow(17)).toEqual({ from: 17, to: 32, rounds: 7 });
    expect(swissTableRow(128)).toEqual({ from: 65, to: 128, rounds: 9 });
    expect(swissTableRow(200)).toEqual({ from: 129, to: 200, rounds: 10 });
    // a forced Swiss below 7 has no row; neither has a count beyond the seats
    expect(swissTableRow(6)).toBeNull();
    expect(swissTableRow(201)).toBeNull();
    // every count of the table: the row holds it and gives the rounds the decision takes
    for (let n = 7; n <= 200; n++) {
      const row = swissTableRow(n);
      expect(row && n >= row.from && n <= row.to, `${n} present`).toBe(true);
      expect(row?.rounds, `${n} present`).toBe(decideStart({ present: n }).rounds);
    }
  });

  it('a forced Swiss below the table plays at most n-1 rounds', () => {
    // ceil(log2 5) + 2 = 5, but 5 entrants have only 4 opponents each.
    expect(decideStart({ present: 5, mode: 'force-swiss' }).rounds).toBe(4);
  });
});

describe('double round robin (R7, FIDE C.05 Annex 1)', () => {
  it('plays the Berger table twice: 2(n - 1) rounds for even n, 2n for odd n', () => {
    expect(decideStart({ present: 6, cycles: 2 })).toMatchObject({
      format: 'round-robin',
      rounds: 10,
      cycles: 2,
      gamesPerRound: 1,
    });
    expect(decideStart({ present: 5, cycles: 2 })).toMatchObject({ rounds: 10, cycles: 2 });
    expect(decideStart({ present: 12, mode: 'force-round-robin', cycles: 2 })).toMatchObject({ rounds: 22 });
    const d = decideStart({ present: 6, cycles: 2 });
    expect(d.notes.map((n) => t('en', n.key, n.params))).toEqual([
      'Double round robin: the Berger table twice, the second cycle with colours reversed: 10 rounds, 5 in each cycle.',
    ]);
    // One cycle is the round robin as before.
    expect(decideStart({ present: 6 })).toMatchObject({ rounds: 5, cycles: 1 });
  });

  it('of 4: six games each already, so R3.2 does not add two games a round', () => {
    const d = decideStart({ present: 4, cycles: 2 });
    expect(d).toMatchObject({ rounds: 6, gamesPerRound: 1, cycles: 2 });
    expect(d.notes.map((n) => n.key)).toEqual(['engine:start.doubleOfFour']);
    // Two games a round asked for on top: played as asked.
    expect(decideStart({ present: 4, cycles: 2, twoLegs: true })).toMatchObject({
      rounds: 6,
      gamesPerRound: 2,
    });
  });

  it('is a choice for a round robin: a start that gives a Swiss says it is ignored (R2.2)', () => {
    const d = decideStart({ present: 9, cycles: 2 });
    expect(d).toMatchObject({ format: 'swiss', rounds: 6, cycles: 1 });
    expect(d.notes.map((n) => t('fr', n.key, n.params))).toEqual([
      'Le toutes rondes aller-retour est ignoré : 9 présents, seuil 7, le départ donne un système suisse (R2.2). Pour le jouer, réglez « Système » sur « Toujours toutes rondes ».',
    ]);
    // "Always round robin" plays it whatever the count.
    expect(decideStart({ present: 9, cycles: 2, mode: 'force-round-robin' })).toMatchObject({
      format: 'round-robin',
      rounds: 18,
    });
  });
});
