/**
 * Issue 28 part 4: a TRF birth date that holds no year ("19x5") was imported as empty without a
 * word. It is imported as empty and listed with its line, as a rating list's row problems are
 * (ratings:row.badBirthYear), in the arbiter's language; a good date and a blank one say nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, type Language } from '../../../src/shared/i18n';
import { harness, type Harness } from '../../api/harness';

let h: Harness;
beforeEach(async () => {
  h = harness('en', () => new Date('2026-12-05T09:00:00Z'));
  await h.api['event.create']({ file: 'files', name: 'Files' });
});
afterEach(() => h.done());

/** A `001` line, each field at its TRF-16 columns (1-based): 5-8, 15-47, 49-52, 70-79, 81-84, 92-. */
function player(no: number, name: string, birth: string, points: string, round: string): string {
  const line = Array.from({ length: 91 }, () => ' ');
  const put = (col: number, text: string) => [...text].forEach((c, i) => (line[col - 1 + i] = c));
  put(1, '001');
  put(5, String(no).padStart(4));
  put(15, name);
  put(49, '1800');
  put(70, birth);
  put(81, points.padStart(4));
  return line.join('') + round;
}

const TRF = [
  '012 Open Birth Years',
  player(1, 'Świątek, Łukasz', '1994/03/12', '1.0', '   2 w 1'), // line 2
  player(2, 'Nowak, Jan', '19x5/01/01', '0.0', '   1 b 0'), // line 3
  player(3, 'Çelik, İsmail', '0000/00/00', '1.0', '   4 w 1'), // line 4: no date
  player(4, 'Noël, Zoë', '2031', '0.0', '   3 b 0'), // line 5: after the import's year
  'XXR 3',
].join('\n');

describe('TRF import: a birth date with no year of birth (issue 28)', () => {
  it('imports it as empty and lists it with its line; a good date and none (0000/00/00) say nothing', async () => {
    const t = await h.api['file.importTrf']({ fileName: 'open.trf', text: TRF });
    expect(t.problems).toEqual([
      {
        line: 3,
        column: '70-79',
        field: 'birthYear',
        value: '19x5/01/01',
        code: 'ratings:row.badBirthYear',
        params: { value: '19x5/01/01' },
        outcome: 'imported',
      },
      {
        line: 5,
        column: '70-79',
        field: 'birthYear',
        value: '2031',
        code: 'ratings:row.badBirthYear',
        params: { value: '2031' },
        outcome: 'imported',
      },
    ]);
    const years = (await h.api['entrant.list']({ tournamentId: t.id })).map((e) => [e.name, e.birthYear]);
    expect(years).toEqual([
      ['Świątek, Łukasz', 1994],
      ['Nowak, Jan', null],
      ['Çelik, İsmail', null],
      ['Noël, Zoë', null],
    ]);
  });

  it('says it in the four languages', async () => {
    const t = await h.api['file.importTrf']({ fileName: 'open.trf', text: TRF });
    const p = t.problems[0];
    if (!p) throw new Error('no problem listed');
    const say = (l: Language) => createI18n(l).t(p.code, p.params);
    expect(say('en')).toBe(
      'The birth year "19x5/01/01" cannot be a year of birth: imported without birth year.',
    );
    expect(say('fr')).toBe(
      '« 19x5/01/01 » ne peut pas être une année de naissance : importé sans année de naissance.',
    );
    expect(say('nl')).toBe('"19x5/01/01" kan geen geboortejaar zijn: geïmporteerd zonder geboortejaar.');
    expect(say('pl')).toBe('„19x5/01/01” nie może być rokiem urodzenia: zaimportowano bez roku urodzenia.');
  });
});
