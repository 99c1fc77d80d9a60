import { describe, expect, it } from 'vitest';
import { fileSlug, fold, nameKey } from '../../src/shared/fold';

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

describe('fileSlug: the file name proposed for a new event or a report', () => {
  it('keeps letters and digits, one dash between words', () => {
    expect(fileSlug('Open de Paris 2026')).toBe('open-de-paris-2026');
    expect(fileSlug('  Club  championship -- spring!  ')).toBe('club-championship-spring');
  });

  it('folds every letter the way search does, including those Unicode does not decompose', () => {
    // ł, ø and ß have no combining mark to drop: they must not vanish from the name.
    expect(fileSlug('Łódź')).toBe('lodz');
    expect(fileSlug('Mistrzostwa Polski — Łódź 2026')).toBe('mistrzostwa-polski-lodz-2026');
    expect(fileSlug('Søndersø Open')).toBe('sonderso-open');
    expect(fileSlug('Großer Preis')).toBe('grosser-preis');
    expect(fileSlug('Coupe de Noël à Orléans')).toBe('coupe-de-noel-a-orleans');
  });

  it('proposes nothing for a name without a letter or digit', () => {
    expect(fileSlug('— ? —')).toBe('');
  });
});
