/*
 * The words of a tiebreak code (RULES.md R9.5, R9.6): FMJD's names with the FIDE C.07 code they
 * map to, what each figure sums or counts, and a general Cut-n / Median-n named after its base.
 */
import { describe, expect, it } from 'vitest';
import { t, type Language } from '../../src/shared/i18n/index';
import {
  fideCode,
  tiebreakExplain,
  tiebreakFide,
  tiebreakName,
  tiebreakShort,
} from '../../src/shared/tiebreak-labels';

const tr = (lng: Language) => (key: string, params: Record<string, unknown>) => t(lng, key, params);

describe('tiebreak labels', () => {
  it('names the Solkoff family as draughts arbiters do, in four languages', () => {
    expect(tiebreakName(tr('en'), 'BH/C1')).toBe('Truncated Solkoff');
    expect(tiebreakName(tr('fr'), 'BH/C1')).toBe('Solkoff tronqué');
    // issue 32.5: the French team page says "Buchholz : somme des points des adversaires rencontrés"
    expect(tiebreakName(tr('fr'), 'BH')).toBe('Solkoff (Buchholz)');
    expect(tiebreakName(tr('nl'), 'BH/M1')).toBe('Weerstandspunten zonder hoogste en laagste');
    // Polish says „medianowy”: „średni” would read as the average of opponents' Buchholz (AOB); docs/GLOSSARY.md.
    expect(tiebreakName(tr('pl'), 'BH/M1')).toBe('Buchholz medianowy');
    expect(tiebreakName(tr('en'), 'SOLK+')).toBe('Solkoff-plus');
  });

  it('gives each Solkoff figure one name: its heading abbreviates the word its long name uses', () => {
    // "Solk-1" over a column whose breakdown and print say "Truncated Solkoff", never "BH-1".
    const word = {
      en: ['Solk', 'Solkoff'],
      fr: ['Sol', 'Solkoff'],
      nl: ['WP', 'Weerstandspunten'],
      pl: ['BH', 'Buchholz'],
    };
    for (const [lng, [short, long]] of Object.entries(word) as [Language, [string, string]][])
      for (const code of ['BH', 'BH/C1', 'BH/M1', 'BH/C2', 'BH/M2'] as const) {
        expect(tiebreakShort(tr(lng), code).startsWith(short)).toBe(true);
        expect(tiebreakName(tr(lng), code)).toContain(long);
      }
    expect(tiebreakShort(tr('en'), 'BH/C1')).toBe('Solk-1');
  });

  it('maps each to its FIDE code; Solkoff-plus and OWP have none', () => {
    expect(fideCode('BH/C1')).toBe('BH/C1');
    expect(fideCode('SOLK+')).toBeNull();
    expect(fideCode('OWP')).toBeNull();
    expect(tiebreakFide(tr('en'), 'BH/M1')).toBe('FIDE C.07: BH/M1');
    expect(tiebreakFide(tr('nl'), 'OWP')).toBe('Geen FIDE C.07-code.');
    expect(tiebreakFide(tr('en'), 'SOLK+')).toContain("FIDE's AOB averages the same figures");
  });

  it('names a general Cut-n / Median-n after its base, short and long', () => {
    expect(tiebreakName(tr('en'), 'BH/C3')).toBe('Solkoff (Buchholz), Cut-3');
    expect(tiebreakName(tr('en'), 'ARO/M1')).toBe('Average rating of opponents, Median-1');
    expect(tiebreakShort(tr('nl'), 'BH/C3')).toBe('WP-C3');
    expect(tiebreakShort(tr('en'), 'SB/M3')).toBe('SB-M3');
    expect(tiebreakName(tr('en'), 'WIN')).toBe('Wins, played or not');
  });

  it('says what each figure sums or counts and what its modifier leaves out', () => {
    expect(tiebreakExplain(tr('en'), 'BH')).toBe("Sums each opponent's final score.");
    expect(tiebreakExplain(tr('en'), 'BH/C1')).toBe(
      "Sums each opponent's final score. The least significant value is left out.",
    );
    expect(tiebreakExplain(tr('en'), 'SB/M2')).toContain(
      'The 2 least and the 2 most significant values are left out.',
    );
    expect(tiebreakExplain(tr('en'), 'PS/C1')).toBe(
      "Sums the entrant's running score after each round. The first round is left out.",
    );
    expect(tiebreakExplain(tr('fr'), 'WON')).toBe('Nombre de parties gagnées sur le damier.');
  });
});
