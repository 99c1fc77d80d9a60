import { describe, expect, it } from 'vitest';
import { fold, nameKey } from '../../src/shared/fold';

describe('fold: what search and file names see of a name', () => {
  it('drops diacritics, including letters Unicode does not decompose', () => {
    expect(fold('Świątek, Łukasz')).toBe('swiatek, lukasz');
    expect(fold('Øvergård Søren')).toBe('overgard soren');
    expect(fold('İnce Ağa')).toBe('ince aga');
    expect(fold('Güneş Işıl')).toBe('gunes isil');
    expect(fold('Ndiaye Ëlodie')).toBe('ndiaye elodie');
    expect(fold('Dvořák Jiří')).toBe('dvorak jiri');
    expect(fold('Open Łódź')).toBe('open lodz');
    expect(fold('Straße')).toBe('strasse');
  });
  it('leaves plain ASCII lower-cased', () => {
    expect(fold("O'Neill, Sean")).toBe("o'neill, sean");
  });
});

describe('nameKey: one name however it was typed', () => {
  it('ignores diacritics, case, commas and the order of the words', () => {
    expect(nameKey('Łęcki, Paweł')).toBe('lecki pawel');
    expect(nameKey('Pawel LECKI')).toBe('lecki pawel');
    expect(nameKey('  van der Wal,  Jan ')).toBe('der jan van wal');
    expect(nameKey("O'Neill, Seán")).toBe('oneill sean');
  });
  it('keeps different names apart', () => {
    expect(nameKey('Nowak, Jan')).not.toBe(nameKey('Nowakowski, Jan'));
    expect(nameKey('Øvergård, Søren')).not.toBe(nameKey('Overgard, Soren Jr'));
  });
});
