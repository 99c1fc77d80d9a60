import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/shared/i18n/index';
import { avoidedWords, messages, quotes, resolve, termRefs } from './vocabulary-lib';

/*
 * One concept, one name per language, and every quoted label is on screen (docs/GLOSSARY.md).
 * Every namespace is read, so a namespace added later is held to the same words.
 */
const all = Object.fromEntries(LANGUAGES.map((l) => [l, messages(l)])) as Record<
  Language,
  Map<string, string>
>;
const termsOf = (lng: Language) => [...all[lng]].filter(([k]) => k.startsWith('terms:'));
const nonTerms = (lng: Language) => [...all[lng]].filter(([k]) => !k.startsWith('terms:'));

/**
 * Quoted text that is not a label: file, folder and field names, command lines and notation
 * that the arbiter types or reads as they are, in every language.
 */
const LITERALS = new Set([
  'input',
  'lng',
  '+',
  '-',
  'keep',
  'paths',
  'backups',
  'Pl',
  'Place',
  'diagonal report --help',
]);
/** What the arbiter types at the keyboard, such as a board "3.2": digits and dots. */
const TYPED = /^[\d.]+$/;
/** The shape of a name the arbiter types (Surname, Given name), not a label. */
const NAME_SHAPE: Record<Language, string> = {
  en: 'Surname, Given name',
  fr: 'Nom, Prénom',
  nl: 'Achternaam, Voornaam',
  pl: 'Nazwisko, Imię',
};

describe('core words come from the terms namespace', () => {
  for (const lng of LANGUAGES) {
    it(`${lng}: every $t(terms:…) names a term`, () => {
      const missing = nonTerms(lng).flatMap(([k, v]) =>
        termRefs(v)
          .filter((id) => !all[lng].has(`terms:${id}`))
          .map((id) => `${k} → ${id}`),
      );
      expect(missing).toEqual([]);
    });

    it(`${lng}: no message copies a term instead of pointing to it`, () => {
      const words = new Map(termsOf(lng).map(([k, v]) => [v, k.slice('terms:'.length)]));
      const copies = nonTerms(lng)
        .filter(([, v]) => words.has(v.trim()))
        .map(([k, v]) => `${k} = "${v}": write $t(terms:${words.get(v.trim())})`);
      expect(copies).toEqual([]);
    });

    it(`${lng}: two concepts never share a name`, () => {
      const seen = new Map<string, string>();
      const clashes: string[] = [];
      for (const [k, v] of termsOf(lng)) {
        const w = v.toLocaleLowerCase(lng);
        if (seen.has(w)) clashes.push(`${seen.get(w)} and ${k}: "${v}"`);
        seen.set(w, k);
      }
      expect(clashes).toEqual([]);
    });
  }

  // The labels of the core concepts, on screen and in print: each points to its one term.
  const CORE: Record<string, string> = {
    'day:common.board': 'board',
    'day:results.boardField': 'board',
    'reports:col.board': 'board',
    'ui:settings.points.bye': 'bye',
    'engine:format.round-robin': 'roundRobin',
    'ui:entrants.withdraw': 'withdraw',
    'day:standings.withdrawn': 'withdrawn',
    'ui:entrants.remove': 'remove',
    'day:breakdown.cut': 'cut',
    'reports:tiebreak.cut': 'cut',
    'ui:settings.field.twoLegs': 'twoLegs',
  };
  for (const lng of LANGUAGES) {
    // The tiebreak names live in their own block (test/shared/tiebreak-words.test.ts).
    it(`${lng}: the core labels come from terms`, () => {
      const expected = new Map(Object.entries(CORE));
      const wrong = [...expected]
        .filter(([k, id]) => !termRefs(all[lng].get(k) ?? '').includes(id))
        .map(([k, id]) => `${k} should show $t(terms:${id})`);
      expect(wrong).toEqual([]);
    });
  }

  for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lng}: a message points to the same terms as in English`, () => {
      const differ = [...all.en]
        .filter(([k]) => !k.startsWith('terms:'))
        .filter(
          ([k, v]) =>
            termRefs(v).sort().join() !==
            termRefs(all[lng].get(k) ?? '')
              .sort()
              .join(),
        )
        .map(
          ([k, v]) =>
            `${k}: en ${termRefs(v).join(',') || '-'}, ${lng} ${termRefs(all[lng].get(k) ?? '').join(',') || '-'}`,
        );
      expect(differ).toEqual([]);
    });
  }
});

describe('words to avoid (docs/GLOSSARY.md, column "avoid")', () => {
  const avoided = avoidedWords();

  it('reads the avoid column of the glossary', () => {
    expect(avoided.pl.map((a) => a.item)).toContain('szachownic*');
    expect(avoided.fr.map((a) => a.item)).toContain('tour');
    expect(avoided.nl.map((a) => a.item)).toContain('round robin');
    // The matcher: a prefix item catches every inflection, a whole word does not catch a longer one.
    const pl = avoided.pl.find((a) => a.item === 'szachownic*')!;
    expect(pl.re.test('W rundzie nie ma szachownicy 3.')).toBe(true);
    const tour = avoided.fr.find((a) => a.item === 'tour')!;
    expect([tour.re.test('le tournoi'), tour.re.test('au tour 3')]).toEqual([false, true]);
  });

  for (const lng of LANGUAGES) {
    it(`${lng}: no message uses a word the glossary says to avoid`, () => {
      const found = [...all[lng]].flatMap(([k, v]) =>
        avoided[lng].filter((a) => a.re.test(v)).map((a) => `${k}: "${a.item}" in "${v}"`),
      );
      expect(found).toEqual([]);
    });
  }
});

describe('a quoted label is a label on screen', () => {
  for (const lng of LANGUAGES) {
    it(`${lng}: every quoted label exists as a message`, () => {
      const labels = new Set([...all[lng].values()].map((v) => resolve(all[lng], v).trim()));
      const unknown = nonTerms(lng).flatMap(([k, v]) =>
        quotes(resolve(all[lng], v))
          .filter(
            (q) =>
              !q.includes('{{') &&
              !TYPED.test(q) &&
              !LITERALS.has(q) &&
              q !== NAME_SHAPE[lng] &&
              !labels.has(q),
          )
          .map((q) => `${k}: "${q}"`),
      );
      expect(unknown).toEqual([]);
    });
  }
});

describe('the round robin in French (docs/GLOSSARY.md #9)', () => {
  it('is « toutes rondes », never hyphenated outside a file name', () => {
    const hyphenated = [...all.fr]
      .filter(([k, v]) => !k.startsWith('reports:fileName.') && /toutes-rondes/i.test(v))
      .map(([k, v]) => `${k}: "${v}"`);
    expect(hyphenated).toEqual([]);
  });
});
