import { describe, expect, it } from 'vitest';
import { hashSecret, newCode, normalCode, secretMatches } from '../../../src/main/services/portal/secrets';

describe('personal codes as printed and as typed (R16.3)', () => {
  it('are two groups of four symbols of Crockford base 32: no I, L, O or U', () => {
    for (let i = 0; i < 300; i++) expect(newCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('read back whatever the case, spaces and dashes; o is zero, i and l are one', () => {
    expect(normalCode('q0ga 29xw')).toBe('Q0GA29XW');
    expect(normalCode(' QOGA-29XW ')).toBe('Q0GA29XW');
    expect(normalCode('1l1I-ab7z')).toBe('1111AB7Z');
    // U is no symbol, seven or nine symbols are no code.
    expect(normalCode('UUUU-AAAA')).toBeNull();
    expect(normalCode('ABC-DEFG')).toBeNull();
    expect(normalCode('ABCDE-FGHJ')).toBeNull();
  });

  it('match only their own hash, and nothing matches a secret never set', () => {
    const stored = hashSecret('Q0GA29XW');
    expect(secretMatches(stored, 'Q0GA29XW')).toBe(true);
    expect(secretMatches(stored, 'Q0GA29XX')).toBe(false);
    expect(secretMatches({ hash: null, salt: null }, '')).toBe(false);
    expect(secretMatches({ hash: null, salt: null }, 'Q0GA29XW')).toBe(false);
  });
});
