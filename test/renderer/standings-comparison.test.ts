/*
 * "Why A before B" and the direct-encounter line of the breakdown (R9.3, R9.6), from a comparison
 * as `standings.explain` gives it. The case is round-robin-unmet-none.trf (worked by hand in
 * test/engine/direct-encounter-unmet-round-robin.test.ts): 1, 2 and 3 on 4 points with one win
 * each, DE 2, 1, 1 among them, 2 and 3 never met, so DE orders nobody and the starting number does.
 * Entrant ids differ from starting numbers on purpose: the sentence names starting numbers.
 */
import { describe, expect, it } from 'vitest';
import type { StandingsView } from '../../src/shared/api/standings';
import { t, type Language } from '../../src/shared/i18n/index';
import {
  comparisonText,
  versusChoices,
  type Comparison,
} from '../../src/renderer/components/standings/comparison';
import { deWhyText } from '../../src/shared/direct-encounter-text';
import { columnHead, legendLines } from '../../src/shared/standings-legend';

const tr = (lng: Language) => (key: string, params: Record<string, unknown>) => t(lng, key, params);
// id = 10 + starting number; ranks 1, 2, 3, then 4, 5, 6.
const row = (startNo: number, rank: number, points: number, wins: number) => ({
  rank,
  entrant: { id: 10 + startNo, startNo, name: `Player ${startNo}`, rating: null, title: null },
  points,
  withdrawn: false,
  tiebreaks: [
    { code: 'WIN' as const, value: wins, unit: 'count' as const },
    { code: 'TPN' as const, value: startNo, unit: 'number' as const },
  ],
});
const view: StandingsView = {
  afterRound: 3,
  format: 'round-robin',
  scale: 1,
  sequence: ['WIN', 'DE', 'TPN'],
  columns: ['WIN', 'DE', 'TPN', 'SB'],
  unplayed: 'recorded',
  // Listed in rank order; 4 and 5 swapped in rank to show the choices go by starting number.
  rows: [
    row(1, 1, 4, 1),
    row(2, 2, 4, 1),
    row(3, 3, 4, 1),
    row(5, 4, 3, 1),
    row(4, 5, 3, 0),
    row(6, 6, 0, 0),
  ],
};
const oneAboveTwo: Comparison = {
  above: 11,
  below: 12,
  points: 4,
  before: [
    { code: 'WIN', aboveValue: 1, belowValue: 1, applies: true },
    { code: 'DE', aboveValue: 2, belowValue: 1, applies: false, unmet: [[13, 12]] },
  ],
  decidedBy: 'TPN',
  aboveValue: 1,
  belowValue: 2,
};

describe('why A is above B (R9.6)', () => {
  it('names every criterion left equal, DE not applying and why, then the deciding one', () => {
    expect(comparisonText(tr('en'), oneAboveTwo, view)).toBe(
      '1. Player 1 and 2. Player 2 have the same points (4); Wins, played or not 1 = 1, Direct encounter (2) and (1) does not apply (not all the tied entrants met each other: 2 and 3 did not play); then "Starting number" separates them: 1 against 2.',
    );
    expect(comparisonText(tr('fr'), oneAboveTwo, view)).toBe(
      '1. Player 1 et 2. Player 2 ont les mêmes points (4) ; Victoires, jouées ou non 1 = 1, Confrontation directe (2) et (1) ne s’applique pas (les ex æquo ne se sont pas tous rencontrés : 2 et 3 n’ont pas joué) ; puis le critère « Numéro de départ » les départage : 1 contre 2.',
    );
    expect(comparisonText(tr('nl'), oneAboveTwo, view)).toContain(
      'Overwinningen, gespeeld of niet 1 = 1, Onderling resultaat (2) en (1) geldt niet',
    );
    expect(comparisonText(tr('pl'), oneAboveTwo, view)).toContain(
      'następnie rozstrzyga „Numer startowy”: 1 wobec 2.',
    );
  });

  it('says the criteria that were equal when a later one decides', () => {
    const c: Comparison = {
      above: 11,
      below: 12,
      points: 4,
      before: [
        { code: 'WIN', aboveValue: 2, belowValue: 2, applies: true },
        { code: 'DE', aboveValue: 3, belowValue: 3, applies: true },
      ],
      decidedBy: 'TPN',
      aboveValue: 1,
      belowValue: 2,
    };
    expect(comparisonText(tr('en'), c, view)).toBe(
      '1. Player 1 and 2. Player 2 have the same points (4); Wins, played or not 2 = 2, Direct encounter 3 = 3; then "Starting number" separates them: 1 against 2.',
    );
  });

  /*
   * Direct encounter deciding says why it applies (FIDE C.07 Art. 6). All met: round-robin-all-met.trf
   * (1 above 2, their game won by 1, the two alone still tied after wins). One out of reach:
   * round-robin-unmet-ahead.trf (1 beat 2 and 3, who never met and have 0 each: neither can reach 4).
   */
  it('says why direct encounter applies when it separates them: all met, or out of reach', () => {
    const allMet: Comparison = {
      above: 11,
      below: 12,
      points: 6,
      before: [{ code: 'WIN', aboveValue: 2, belowValue: 2, applies: true }],
      decidedBy: 'DE',
      aboveValue: 2,
      belowValue: 0,
      directEncounter: { among: [12, 11], unmet: [] },
    };
    expect(comparisonText(tr('en'), allMet, view)).toBe(
      '1. Player 1 and 2. Player 2 have the same points (6); Wins, played or not 2 = 2; then "Direct encounter" separates them: 2 against 0. Direct encounter applies: all the tied entrants (1, 2) met each other (FIDE C.07 Art. 6).',
    );
    expect(comparisonText(tr('fr'), allMet, view)).toBe(
      '1. Player 1 et 2. Player 2 ont les mêmes points (6) ; Victoires, jouées ou non 2 = 2 ; puis le critère « Confrontation directe » les départage : 2 contre 0. Confrontation directe s’applique : les ex æquo (1, 2) se sont tous rencontrés (FIDE C.07, art. 6).',
    );
    const ahead: Comparison = {
      ...allMet,
      points: 4,
      aboveValue: 4,
      directEncounter: { among: [11, 12, 13], unmet: [[13, 12]] },
    };
    expect(comparisonText(tr('en'), ahead, view)).toBe(
      '1. Player 1 and 2. Player 2 have the same points (4); Wins, played or not 2 = 2; then "Direct encounter" separates them: 4 against 0. Direct encounter applies although not all the tied entrants (1, 2, 3) met (2 and 3 did not play): 1. Player 1 scored more among them than 2. Player 2 could still reach with a win in every game not played (FIDE C.07 Art. 6).',
    );
    expect(comparisonText(tr('nl'), ahead, view)).toContain(
      'Onderling resultaat geldt, ook al speelden niet alle gelijk geëindigde deelnemers (1, 2, 3) tegen elkaar (2 en 3 speelden niet)',
    );
    expect(comparisonText(tr('pl'), ahead, view)).toContain(
      'choć nie wszyscy remisujący (1, 2, 3) grali ze sobą (2 i 3 nie grali): 1. Player 1 ma między nimi więcej punktów, niż 2. Player 2 może jeszcze zdobyć',
    );
    // Another criterion deciding carries no such sentence.
    expect(comparisonText(tr('en'), oneAboveTwo, view)).not.toContain('applies');
  });

  it('numbers the "Compare with" choices by starting number, in starting-number order', () => {
    expect(versusChoices(view, 11).map((c) => c.label)).toEqual([
      '2. Player 2',
      '3. Player 3',
      '4. Player 4',
      '5. Player 5',
      '6. Player 6',
    ]);
  });
});

describe('why direct encounter orders an entrant or not (FIDE C.07 Art. 6)', () => {
  const among = ['1. Player 1', '2. Player 2', '3. Player 3'];
  it('all met, one out of reach, nobody out of reach, not tied', () => {
    expect(deWhyText(tr('en'), { among, unmet: [], decisive: true })).toContain(
      'all of them met each other, so the points scored in those games order them',
    );
    expect(deWhyText(tr('en'), { among, unmet: [[3, 2]], decisive: true })).toContain(
      'not all of them met (2 and 3 did not play); this entrant scored more among them than any other could still reach',
    );
    expect(deWhyText(tr('en'), { among, unmet: [[2, 3]], decisive: false })).toContain(
      'so the direct encounter does not order it (the figure in brackets): the next criterion does',
    );
    expect(deWhyText(tr('fr'), { among: among.slice(0, 1), unmet: [], decisive: true })).toContain(
      'Pas de valeur',
    );
  });
});

describe('the legend under the standings (R9.3: SB for information in a round robin)', () => {
  it('explains every column, marks SB as outside the order, says the DE rule and the half', () => {
    const lines = legendLines(tr('en'), view);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^Wins: Wins, played or not\. Counts the games won, over the board or without play/,
    );
    expect(lines[1]).toContain('DE: Direct encounter.');
    expect(lines[1]).toContain('Blank for an entrant not tied with anyone when it is applied');
    expect(lines[1]).toContain('in brackets where the tied have not all met each other');
    expect(lines[3]).toMatch(/^SB\*: Sonneborn-Berger\./);
    expect(lines[3]).toContain('A half (½) comes from a draw');
    expect(lines[3]).toContain('* For information only: not part of the order after points.');
    expect(columnHead(tr('fr'), view, 'SB')).toBe('SB*');
    expect(columnHead(tr('fr'), view, 'WIN')).toBe('Vict.');
  });
});
