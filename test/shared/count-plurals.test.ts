import { describe, expect, it } from 'vitest';
import { resources, t } from '../../src/shared/i18n/index';

/**
 * Issue 28 (4 partij(en) zonder uitslag): a count is said with i18next's count plurals, every
 * form in every language (Polish: 1 partia, 2-4 and 22-24 partie, 5-21 partii), or put after a
 * colon; never a "(s)", "(en)", "(e)", "(y)" or "(ów)" glued to a word. Polish gender forms such
 * as "grał(a)" are no count and stay (the words do not know the player's sex).
 */
type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );
}

const messages = (lng: 'en' | 'nl' | 'pl') =>
  Object.entries(resources[lng] as unknown as Record<string, Tree>).flatMap(([ns, tree]) =>
    flatten(tree).map(([key, text]) => [`${ns}:${key}`, text] as const),
  );

const GLUED = { en: /\w\(s\)/, nl: /\w\((en|e|s)\)/, pl: /\w\((y|ów|e|i|a?ch)\)/ } as const;

describe('no count plural glued to a word', () => {
  for (const lng of ['en', 'nl', 'pl'] as const)
    it(`${lng}: no ${String(GLUED[lng])}`, () => {
      const all = messages(lng);
      expect(all.length).toBeGreaterThan(500);
      expect(all.filter(([, s]) => GLUED[lng].test(s)).map(([k, s]) => `${k}: ${s}`)).toEqual([]);
    });
});

describe('the counts said in each plural form (hand-checked)', () => {
  it('Dutch: 1 partij, 4 partijen zonder uitslag', () => {
    expect(t('nl', 'day:results.unfinished', { count: 1 })).toBe('1 partij zonder uitslag');
    expect(t('nl', 'day:results.unfinished', { count: 4 })).toBe('4 partijen zonder uitslag');
    expect(t('nl', 'day:results.ruled', { count: 1 })).toBe('1 partij remise verklaard.');
  });

  it('Polish: 1 partia, 3 partie, 5 partii, 22 partie, 25 partii', () => {
    const pl = (count: number) => t('pl', 'day:results.unfinished', { count });
    expect([1, 3, 5, 12, 22, 25].map(pl)).toEqual([
      '1 partia bez wyniku',
      '3 partie bez wyniku',
      '5 partii bez wyniku',
      '12 partii bez wyniku',
      '22 partie bez wyniku',
      '25 partii bez wyniku',
    ]);
    expect(t('pl', 'play:redrawHasResults', { round: 2, count: 3 })).toMatch(/^Runda 2 ma już 3 wyniki:/);
    expect(t('pl', 'play:redrawHasResults', { round: 2, count: 5 })).toMatch(/^Runda 2 ma już 5 wyników:/);
  });

  it('English and French: one and more', () => {
    expect(t('en', 'day:results.unfinished', { count: 1 })).toBe('1 game without a result');
    expect(t('en', 'day:results.unfinished', { count: 2 })).toBe('2 games without a result');
    expect(t('fr', 'day:results.unfinished', { count: 1 })).toBe('1 partie sans résultat');
    expect(t('en', 'play:unpairHasResults', { round: 3, count: 1 })).toBe(
      'Round 3 already has 1 result: clear it first (undo or correction), then unpair the round.',
    );
  });
});
