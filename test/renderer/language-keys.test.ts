import { describe, expect, it } from 'vitest';
import { PORTAL_LETTERS, portalKey, portalLetters } from '../../src/renderer/components/portal/keys';
import { RESULT_LETTERS, resultKeys, resultOfKey } from '../../src/renderer/components/results/keys';
import { createI18n, LANGUAGES, type Language } from '../../src/shared/i18n';

/**
 * Issue 33 (3): the keys follow the interface language, and the legend names the key that does
 * what it says. "W retenir la déclaration des blancs, B celle des noirs" made a French arbiter
 * read B as Blancs. Each language's legend is read here and every key it names is pressed.
 */
const report = {
  side: 0 as const,
  name: 'A',
  kind: 'result' as const,
  results: ['white-wins' as const],
  at: '',
  channel: 'link' as const,
  phone: null,
};
const waiting = { status: 'waiting' as const, reports: [report] };
const disputed = { status: 'disputed' as const, reports: [report, { ...report, side: 1 as const }] };

const legend = (lng: Language, key = 'screen.keys') =>
  createI18n(lng).getFixedT(lng, 'portal')(key, portalLetters(lng));

/** Each legend as an arbiter reads it: the key, then what it does (hand-copied, per language). */
const READ: Record<Language, { text: RegExp; key: string; decision: string }[]> = {
  en: [
    { text: /C confirm/, key: 'C', decision: 'confirm' },
    { text: /W accept White's report/, key: 'W', decision: 'accept-white' },
    { text: /B accept Black's report/, key: 'B', decision: 'accept-black' },
    { text: /X reject/, key: 'X', decision: 'reject' },
  ],
  fr: [
    { text: /V valider/, key: 'V', decision: 'confirm' },
    { text: /B retenir la déclaration des Blancs/, key: 'B', decision: 'accept-white' },
    { text: /N celle des Noirs/, key: 'N', decision: 'accept-black' },
    { text: /X rejeter/, key: 'X', decision: 'reject' },
  ],
  nl: [
    { text: /B bevestigen/, key: 'B', decision: 'confirm' },
    { text: /W melding van wit overnemen/, key: 'W', decision: 'accept-white' },
    { text: /Z melding van zwart overnemen/, key: 'Z', decision: 'accept-black' },
    { text: /X afwijzen/, key: 'X', decision: 'reject' },
  ],
  pl: [
    { text: /P potwierdź/, key: 'P', decision: 'confirm' },
    { text: /B przyjmij zgłoszenie białych/, key: 'B', decision: 'accept-white' },
    { text: /C zgłoszenie czarnych/, key: 'C', decision: 'accept-black' },
    { text: /X odrzuć/, key: 'X', decision: 'reject' },
  ],
};

describe('declaration keys in the interface language (R16.2)', () => {
  for (const lng of LANGUAGES)
    it(`${lng}: every key the legend names does what the legend says`, () => {
      const said = legend(lng);
      for (const { text, key, decision } of READ[lng]) {
        expect(said).toMatch(text);
        const board = decision === 'confirm' ? waiting : disputed;
        expect(portalKey(key, board, 'board', lng)).toEqual({ decision });
        expect(portalKey(key.toLowerCase(), board, 'board', lng)).toEqual({ decision });
      }
    });

  it('French: B is Blancs and N is Noirs, never the English B for Black', () => {
    expect(portalKey('b', disputed, 'board', 'fr')).toEqual({ decision: 'accept-white' });
    expect(portalKey('n', disputed, 'board', 'fr')).toEqual({ decision: 'accept-black' });
    // the English letters mean nothing in French: W is not a key, C is not "confirm"
    expect(portalKey('w', disputed, 'board', 'fr')).toBeNull();
    expect(portalKey('c', waiting, 'board', 'fr')).toBeNull();
    expect(legend('fr')).not.toMatch(/\bW\b/);
  });

  it('a team match takes the same letters: home with White’s, away with Black’s', () => {
    const match = { status: 'disputed' as const, reports: [report, { ...report, side: 1 as const }] };
    expect(legend('fr', 'screen.team.keys')).toMatch(/B accepter la déclaration de l’équipe qui reçoit/);
    expect(legend('fr', 'screen.team.keys')).toMatch(/N celle de l’équipe visiteuse/);
    expect(portalKey('b', match, 'match', 'fr')).toEqual({ decision: 'accept-white' });
    expect(portalKey('n', match, 'match', 'fr')).toEqual({ decision: 'accept-black' });
    expect(legend('nl', 'screen.team.keys')).toMatch(/Z die van het uitteam/);
    expect(portalKey('z', match, 'match', 'nl')).toEqual({ decision: 'accept-black' });
  });

  it('in every language a decision letter is no result key, so the override never hides one', () => {
    for (const lng of LANGUAGES)
      for (const letter of Object.values(PORTAL_LETTERS[lng]))
        expect(resultOfKey(letter, lng), `${lng} ${letter}`).toBeUndefined();
  });
});

describe('result letters in the interface language (R8)', () => {
  const meaning = (lng: Language, key: string) => {
    const r = resultOfKey(key, lng);
    return r ? createI18n(lng).getFixedT(lng, 'day')(`results.key.${r}`) : r;
  };

  it('English: d double forfeit, n and m the no-shows, r the ruled draw', () => {
    expect(['d', 'n', 'm', 'r'].map((k) => meaning('en', k))).toEqual([
      'Double forfeit',
      'No-show of Black',
      'No-show of White',
      'Ruled draw (R15)',
    ]);
  });

  it('French: "n" would read "nulle", so it is no key; the no-shows are a and z', () => {
    expect(resultOfKey('n', 'fr')).toBeUndefined();
    expect(['d', 'a', 'z', 'r'].map((k) => meaning('fr', k))).toEqual([
      'Double forfait',
      'Noirs non présentés',
      'Blancs non présentés',
      'Nulle par décision (R15)',
    ]);
  });

  it('Dutch: "r" would read "remise", so the ruled draw is a (arbitrale remise)', () => {
    expect(resultOfKey('r', 'nl')).toBeUndefined();
    expect(meaning('nl', 'a')).toBe('Arbitrale remise (R15)');
    expect(['n', 'm'].map((k) => meaning('nl', k))).toEqual(['Zwart niet opgekomen', 'Wit niet opgekomen']);
  });

  it('Polish: "r" would read "remis", so the ruled draw is s (remis sędziowski)', () => {
    expect(resultOfKey('r', 'pl')).toBeUndefined();
    expect(meaning('pl', 's')).toBe('Remis sędziowski (R15)');
    expect(meaning('pl', 'd')).toBe('Podwójny walkower');
  });

  it('digits and symbols are the same in every language', () => {
    for (const lng of LANGUAGES)
      expect(['1', '=', '5', '0', '+', '-', 'Delete'].map((k) => resultOfKey(k, lng))).toEqual([
        'white-wins',
        'draw',
        'draw',
        'black-wins',
        'white-wins-forfeit',
        'black-wins-forfeit',
        null,
      ]);
  });

  it('each language has one key per result, none twice', () => {
    for (const lng of LANGUAGES) {
      const keys = resultKeys(lng).flatMap((k) => k.keys);
      expect(new Set(keys).size, lng).toBe(keys.length);
      expect(Object.values(RESULT_LETTERS[lng]).length).toBe(4);
    }
  });

  it('the legend under the keys says forfeit from no-show with the language’s letters', () => {
    const fr = createI18n('fr').getFixedT('fr', 'day')('results.keysNote', {
      forfeit: '+ −',
      noShow: 'a z',
    });
    expect(fr).toMatch(/^Forfait \(\+ −\) : la partie n’a jamais commencé/);
    expect(fr).toMatch(/Non-présentation \(a z\) : le joueur ne s’est jamais assis/);
  });
});

describe('the refusal of a confirm on a disputed board names the language’s letters', () => {
  for (const lng of LANGUAGES)
    it(lng, () => {
      const t = createI18n(lng).getFixedT(lng, 'portal');
      const l = portalLetters(lng);
      const board = t('pickASide', { board: 4 });
      const match = t('match.pickASide', { match: 2 });
      for (const said of [board, match]) {
        expect(said).toContain(`(${l.white})`);
        expect(said).toContain(`(${l.black})`);
      }
      expect(match).toContain(`(${l.reject})`);
    });
});
