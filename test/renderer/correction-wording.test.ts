import { describe, expect, it } from 'vitest';
import type { CorrectionImpact } from '../../src/shared/api/results';
import type { GameResult } from '../../src/shared/domain';
import { createI18n } from '../../src/shared/i18n';
import {
  playedBetween,
  correctionWording,
  type CorrectedGame,
} from '../../src/renderer/components/results/correction-wording';

const en = createI18n('en').t;
const nl = createI18n('nl').t;
/** The codes of the board table, White's side, as the arbiter reads them (R8). */
const CODE: Partial<Record<GameResult, string>> = { 'white-wins': '2–0', 'black-wins': '0–2', draw: '1–1' };
const code = (r: GameResult) => CODE[r] ?? r;
const game: CorrectedGame = { board: 3, leg: 1, legs: false, white: 'Eva', black: 'Adam' };

const impact = (later: CorrectionImpact['later'], to: number): CorrectionImpact => ({
  round: 1,
  before: 'white-wins',
  after: 'black-wins',
  standings: { from: 1, to },
  later,
});

describe('the correction dialog says what a correction touches (R6.7)', () => {
  it('two rounds back, both played: one line for rounds 2 and 3, standings 1 to 3 (issue 33: never "2 to 3")', () => {
    const w = correctionWording(
      impact(
        [
          { round: 2, pairing: 'played' },
          { round: 3, pairing: 'played' },
        ],
        3,
      ),
      game,
      code,
      en,
    );
    expect(w).toEqual({
      change: 'Board 3: Eva – Adam: 2–0 becomes 0–2.',
      standings: 'The standings after rounds 1 to 3 change (R9.1).',
      pairings: ['Rounds 2 and 3 already have results: their pairings stay as they are (R6.7).'],
      repairs: false,
    });
  });

  it('one round back without results: the re-pair is announced and asked (R6.7)', () => {
    const w = correctionWording(impact([{ round: 2, pairing: 'repaired' }], 2), game, code, en);
    expect(w.repairs).toBe(true);
    expect(w.pairings).toEqual([
      'Round 2 is paired and has no result yet: the correction re-pairs it (R6.7). Old pairing on the left, new on the right.',
    ]);
    expect(w.standings).toBe('The standings after rounds 1 and 2 change (R9.1).');
  });

  it('played rounds, then the round re-paired into the same boards, each said apart', () => {
    const w = correctionWording(
      {
        round: 2,
        before: null,
        after: 'draw',
        standings: { from: 2, to: 5 },
        later: [
          { round: 3, pairing: 'played' },
          { round: 4, pairing: 'played' },
          { round: 5, pairing: 'same' },
        ],
      },
      { ...game, legs: true, leg: 2 },
      code,
      en,
    );
    expect(w.change).toBe('Board 3, game 2: Eva – Adam: no result becomes 1–1.');
    expect(w.pairings).toEqual([
      'Rounds 3 and 4 already have results: their pairings stay as they are (R6.7).',
      'Round 5 is paired and has no result yet: re-paired, it gets the same boards, so its pairing stays (R6.7).',
    ]);
    expect(w.repairs).toBe(false);
  });

  it('round 2 played, round 3 paired without results: only round 2 is said to have results (issue 28)', () => {
    const w = correctionWording(
      impact(
        [
          { round: 2, pairing: 'played' },
          { round: 3, pairing: 'repaired' },
        ],
        3,
      ),
      game,
      code,
      en,
    );
    expect(w.repairs).toBe(true);
    expect(w.pairings).toEqual([
      'Round 2 already has results: its pairing stays as it is (R6.7).',
      'Round 3 is paired and has no result yet: the correction re-pairs it (R6.7). Old pairing on the left, new on the right.',
    ]);
    const fr = correctionWording(
      impact(
        [2, 3, 4].map((round) => ({ round, pairing: 'played' as const })),
        4,
      ),
      game,
      code,
      createI18n('fr').t,
    );
    expect(fr.pairings).toEqual([
      'Les rondes 2 à 4 ont déjà des résultats : leurs appariements restent tels quels (R6.7).',
    ]);
  });

  it('a round robin: the table keeps the later pairing; a single round said in the singular', () => {
    const w = correctionWording(impact([{ round: 2, pairing: 'table' }], 2), game, code, en);
    expect(w.pairings).toEqual(['Round 2 comes from the round-robin table: its pairing stays (R7.1).']);
    const one = correctionWording({ ...impact([], 1) }, game, code, en);
    expect(one.standings).toBe('The standings after round 1 change (R9.1).');
    expect(one.pairings).toEqual([]);
  });

  it('speaks Dutch', () => {
    const w = correctionWording(
      impact(
        [
          { round: 2, pairing: 'played' },
          { round: 3, pairing: 'played' },
        ],
        3,
      ),
      game,
      code,
      nl,
    );
    expect(w.standings).toBe('De stand na de ronden 1 tot en met 3 verandert (R9.1).');
    expect(w.change).toBe('Bord 3: Eva – Adam: 2–0 wordt 0–2.');
  });

  it('the team dialog: the rounds between the corrected and the re-paired round have results', () => {
    expect(playedBetween(1, 2, en)).toBeNull();
    expect(playedBetween(1, 3, en)).toBe('Round 2 already has results: its pairing stays as it is (R6.7).');
    expect(playedBetween(1, 4, en)).toBe(
      'Rounds 2 and 3 already have results: their pairings stay as they are (R6.7).',
    );
  });
});

describe('two consecutive rounds are "2 et 3" in French (issue 33), a longer run "1 à 3"', () => {
  it('French', () => {
    const fr = createI18n('fr').t;
    const later: CorrectionImpact['later'] = [
      { round: 2, pairing: 'played' },
      { round: 3, pairing: 'played' },
    ];
    const w = correctionWording(impact(later, 3), game, code, fr);
    expect(w.standings).toBe('Le classement après les rondes 1 à 3 change (R9.1).');
    expect(w.pairings).toEqual([
      'Les rondes 2 et 3 ont déjà des résultats : leurs appariements restent tels quels (R6.7).',
    ]);
  });
});
