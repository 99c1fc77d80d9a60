import { describe, expect, it } from 'vitest';
import { fold } from '../../src/shared/fold';

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
