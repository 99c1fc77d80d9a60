/*
 * Every criterion of the tiebreak registry has its words in every language, in its one block
 * (`tiebreaks:code.<code>`): a missing label would print as its raw key ("code.BH/C2.short") on
 * the screen, in the PDF and on the website. Its name is written there once: a name copied into
 * another message would drift from it.
 */
import { describe, expect, it } from 'vitest';
import { MODIFIABLE_CODES, type TiebreakCode } from '../../src/shared/domain';
import { LANGUAGES, resources, t, type Language } from '../../src/shared/i18n/index';
import { TIEBREAKS } from '../../src/main/engine/tiebreaks/registry';
import {
  tiebreakChoice,
  tiebreakExplain,
  tiebreakName,
  tiebreakShort,
} from '../../src/shared/tiebreak-labels';
import { messages } from './vocabulary-lib';

type Words = Record<string, Record<string, unknown>>;
const blockOf = (lng: Language): Words =>
  (resources[lng] as unknown as { tiebreaks: { code: Words } }).tiebreaks.code;

const codes = Object.keys(TIEBREAKS) as TiebreakCode[];
/** A code's criterion without its modifier: BH/C1 is BH, PS/C1 is PS. */
const base = (code: string) => code.split('/')[0] as string;
const tr = (lng: Language) => (key: string, params: Record<string, unknown>) => t(lng, key, params);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

describe('the words of each tiebreak', () => {
  it('the registry holds the whole catalogue', () => {
    expect(codes.length).toBeGreaterThanOrEqual(29);
    expect(codes).toContain('BH/C1');
  });

  for (const lng of LANGUAGES) {
    it(`${lng}: every criterion of the registry has its short heading, its name and what it counts`, () => {
      const block = blockOf(lng);
      const missing = codes.flatMap((code) => [
        ...(['short', 'name'] as const)
          .filter((word) => text(block[code]?.[word]) === '')
          .map((word) => `${code}.${word}`),
        ...(text(block[base(code)]?.explain) === '' ? [`${base(code)}.explain (for ${code})`] : []),
      ]);
      for (const b of MODIFIABLE_CODES)
        if (text(block[b]?.explain) === '') missing.push(`${b}.explain (for ${b}/C3)`);
      expect(missing).toEqual([]);
    });

    it(`${lng}: no label reads as its raw key, on the catalogue or on a general Cut-n / Median-n`, () => {
      const all = [...codes, ...MODIFIABLE_CODES.flatMap((b) => [`${b}/C3`, `${b}/M2`] as TiebreakCode[])];
      const raw = all.flatMap((code) =>
        [tiebreakShort, tiebreakName, tiebreakExplain, tiebreakChoice]
          .map((words) => words(tr(lng), code))
          .filter((s) => s.trim() === '' || /\bcode\.|tiebreaks:|modified\./.test(s))
          .map((s) => `${code}: "${s}"`),
      );
      expect(raw).toEqual([]);
    });

    it(`${lng}: two criteria never share a name or a heading`, () => {
      const clashes = (['name', 'short'] as const).flatMap((word) => {
        const seen = new Map<string, string>();
        return codes.flatMap((code) => {
          const w = (word === 'name' ? tiebreakName : tiebreakShort)(tr(lng), code).toLocaleLowerCase(lng);
          const other = seen.get(w);
          seen.set(w, code);
          return other ? [`${other} and ${code}: ${word} "${w}"`] : [];
        });
      });
      expect(clashes).toEqual([]);
    });

    it(`${lng}: a message outside the block points to a tiebreak's name instead of copying it`, () => {
      const names = new Map(codes.map((code) => [text(blockOf(lng)[code]?.name), code]));
      const copies = [...messages(lng)]
        .filter(([k]) => !k.startsWith('tiebreaks:code.'))
        .filter(([, v]) => names.has(v.trim()))
        .map(([k, v]) => `${k} = "${v}": write $t(tiebreaks:code.${names.get(v.trim())}.name)`);
      expect(copies).toEqual([]);
    });
  }
});
