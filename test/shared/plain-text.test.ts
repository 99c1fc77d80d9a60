/**
 * The one rule for text a person or a file brings in (docs/TEXT.md): which characters are control
 * characters, how a text is made one line, and how a typed one is refused. Expectations worked by
 * hand from the Unicode code charts (C0 U+0000-U+001F, DEL U+007F, C1 U+0080-U+009F, U+2028 LINE
 * SEPARATOR, U+2029 PARAGRAPH SEPARATOR).
 */
import { describe, expect, it } from 'vitest';
import { firstControl, hasControl, oneLine, spacedControls } from '../../src/shared/plain-text';
import { PlainText } from '../../src/shared/api/plain-text';

const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
  0x2028,
  0x2029,
].map((c) => String.fromCharCode(c));

describe('control characters', () => {
  it('are C0, DEL, C1 and the two Unicode separators, 67 characters in all', () => {
    expect(CONTROLS).toHaveLength(67);
    for (const c of CONTROLS) expect(hasControl(`Nowak,${c}Jan`), c.charCodeAt(0).toString(16)).toBe(true);
  });

  it('leave out the printable neighbours: space, tilde, no-break space, letters with diacritics', () => {
    for (const s of [
      ' ',
      '~',
      '\u00a0',
      '\u00a1',
      '\u2027',
      '\u202a',
      'Świątek, Łukasz',
      'Çelik, İsmail',
      'Ağaoğlu, Ayşe',
      'Noël, Zoë',
    ])
      expect(hasControl(s), s).toBe(false);
  });

  it('are named by code point and kind where the first one is', () => {
    expect(firstControl('Evil\n001')).toEqual({ index: 4, char: 'U+000A', kind: 'lineBreak' });
    expect(firstControl('a\rb')).toMatchObject({ char: 'U+000D', kind: 'lineBreak' });
    expect(firstControl('a\u2028b')).toMatchObject({ char: 'U+2028', kind: 'lineBreak' });
    expect(firstControl('a\u0085b')).toMatchObject({ char: 'U+0085', kind: 'lineBreak' });
    expect(firstControl('Kowalski,\tJan')).toEqual({ index: 9, char: 'U+0009', kind: 'tab' });
    expect(firstControl('\u0007bell')).toEqual({ index: 0, char: 'U+0007', kind: 'other' });
    expect(firstControl('nul\u0000')).toMatchObject({ char: 'U+0000', kind: 'other' });
    expect(firstControl('Łęcki, Paweł')).toBeNull();
  });
});

describe('oneLine: a text read from a file', () => {
  it('turns each run of control characters, and the spaces around it, into one space', () => {
    expect(oneLine('Evil\n001   99      Forged, Player')).toBe('Evil 001   99      Forged, Player');
    expect(oneLine('Kowalski,\tJan')).toBe('Kowalski, Jan');
    expect(oneLine('Kowalski, \r\n Jan')).toBe('Kowalski, Jan');
    expect(oneLine('Noël\u2028\u2029Zoë')).toBe('Noël Zoë');
    expect(oneLine('a\u0000\u0007\u007f\u009fb')).toBe('a b');
  });

  it('trims, and leaves a text without control characters as it was', () => {
    expect(oneLine('\nŚwiątek, Łukasz\t')).toBe('Świątek, Łukasz');
    expect(oneLine('van  der Wal, Jan')).toBe('van  der Wal, Jan');
    expect(oneLine("'t Hooft, Gerard")).toBe("'t Hooft, Gerard");
  });

  it('spacedControls keeps the ends of a piece of a printed line', () => {
    expect(spacedControls(' · ')).toBe(' · ');
    expect(spacedControls('Evil\r\n001 ')).toBe('Evil 001 ');
  });
});

describe('PlainText: a text typed into an API call', () => {
  it('takes any text without control characters', () => {
    expect(PlainText.parse('Świątek, Łukasz')).toBe('Świątek, Łukasz');
    expect(PlainText.parse('=HYPERLINK("http://x","x")')).toBe('=HYPERLINK("http://x","x")');
  });

  it('refuses one with a control character, saying which and after what', () => {
    const r = PlainText.safeParse('Evil\n001   99      Forged, Player');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: { controlChar: { char: 'U+000A', kind: 'lineBreak', position: 5, before: 'Evil' } },
    });
    const long = PlainText.safeParse(`${'x'.repeat(30)}\tend`);
    expect(long.error?.issues[0]).toMatchObject({
      params: { controlChar: { char: 'U+0009', kind: 'tab', position: 31, before: `…${'x'.repeat(24)}` } },
    });
  });
});
