import { describe, expect, it } from 'vitest';
import { LANGUAGES, resources, t } from '../../src/shared/i18n/index';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

// PRODUCT.md: English, French, Dutch and Polish from the start, for screens and reports.
describe('messages in four languages', () => {
  const english = resources.en as unknown as Record<string, Tree>;
  for (const ns of Object.keys(english)) {
    const en = flatten(english[ns] ?? {});
    for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${lng} has every ${ns} message of en, with the same placeholders`, () => {
        const other = flatten((resources[lng] as unknown as Record<string, Tree>)[ns] ?? {});
        expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
        for (const [key, text] of en) {
          expect(placeholders(other.get(key) ?? ''), `${lng} ${ns}:${key}`).toEqual(placeholders(text));
          expect((other.get(key) ?? '').trim(), `${lng} ${ns}:${key} is empty`).not.toBe('');
        }
      });
    }
  }

  it('translates with parameters', () => {
    expect(t('fr', 'errors:unknownMethod', { method: 'x.y' })).toBe(
      'Action inconnue « x.y ». Vérifiez le nom de la méthode de l’API.',
    );
    expect(t('pl', 'errors:unknownMethod', { method: 'x.y' })).toContain('„x.y”');
  });
});
