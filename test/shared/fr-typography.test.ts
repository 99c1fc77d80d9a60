import { describe, expect, it } from 'vitest';
import { activityLine } from '../../src/renderer/components/activity/summary';
import { DRAUGHTS_POINTS } from '../../src/shared/domain';
import { resources, t } from '../../src/shared/i18n/index';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );
}

/**
 * Issue 33 (7): French typography in every French message. A typographic apostrophe (’), never
 * the straight one beside it; a space before the double signs : ; ! ? (as "Table 3 : ..." does);
 * no "partie(s)" (a count is said so that it agrees, or put after a colon).
 * What is not prose is left out first: nested keys $t(ns:key), placeholders {{x}}, clock times
 * (10:00), the primes of a time control (90'+30''), addresses (http://, 127.0.0.1:8080), and the key names of a format ("?" in a URL).
 */
const prose = (s: string) =>
  s
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/\{\{[^}]*\}\}/g, 'X')
    .replace(/[a-z]+:\/\/\S*/gi, ' ')
    .replace(/\d:\d/g, '0 0')
    // minutes and seconds of a time control (90'+30'') are primes, not apostrophes
    .replace(/([\dX])''?/g, '$1');

const french = Object.entries(resources.fr as unknown as Record<string, Tree>).flatMap(([ns, tree]) =>
  flatten(tree).map(([key, text]) => [`${ns}:${key}`, text] as const),
);

describe('French typography (issue 33)', () => {
  it('reads every French message', () => expect(french.length).toBeGreaterThan(500));

  it('no straight apostrophe', () => {
    expect(french.filter(([, s]) => prose(s).includes("'")).map(([k, s]) => `${k}: ${s}`)).toEqual([]);
  });

  it('a space before : ; ! ?', () => {
    const bad = french.filter(([, s]) => /[^\s\u00a0\u202f(«"“]([:;!?])/.test(prose(s)));
    expect(bad.map(([k, s]) => `${k}: ${s}`)).toEqual([]);
  });

  it('no count with "(s)"', () => {
    expect(french.filter(([, s]) => /\(s\)/.test(s)).map(([k]) => k)).toEqual([]);
  });
});

describe('French sentences the screens put together (issue 33)', () => {
  const fr = (key: string, params?: Record<string, unknown>) => t('fr', key, params);

  it('the activity log: "Table 6, partie 2, ronde 3 : ...", the space before the colon', () => {
    const line = activityLine(
      {
        action: 'result.set',
        summary: { round: 3, board: 6, leg: 1, result: 'draw', before: null },
      },
      { t: fr, ps: DRAUGHTS_POINTS, twoLegs: false },
    );
    expect(line).toBe('Table 6, ronde 3 : résultat 1–1');
  });

  it('a registration is said without agreeing with a sex the words do not know', () => {
    expect(fr('ratings:search.registered', { name: 'Dupré, Anaëlle' })).toBe(
      'Inscription enregistrée : Dupré, Anaëlle.',
    );
    expect(fr('ui:entrants.added', { name: 'Bérenger, Hélène' })).toBe(
      'Inscription enregistrée : Bérenger, Hélène. Participant suivant ?',
    );
  });

  it('the absence button: "Noter l’absence pour la ronde 2", not "Marquer absent (Ronde 2)"', () => {
    expect(fr('day:absence.markFor', { round: 2 })).toBe('Noter l’absence pour la ronde 2');
  });

  it('counts that agree (count plurals, issue 28): "12 parties sans résultat", never "12 partie(s)"', () => {
    expect(fr('day:results.unfinished', { count: 12 })).toBe('12 parties sans résultat');
    expect(fr('day:results.ruled', { count: 1 })).toBe('1 partie déclarée nulle.');
  });
});
