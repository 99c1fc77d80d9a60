import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHUNK } from '../../../src/main/io/ratings/encoding';
import { openList } from '../../../src/main/io/ratings/reader';
import type { RawRow } from '../../../src/main/io/ratings/types';

const dir = mkdtempSync(join(tmpdir(), 'diagonal-ratings-enc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rows(file: string): Promise<RawRow[]> {
  const out: RawRow[] = [];
  for await (const b of (await openList(file)).rows()) out.push(...b);
  return out;
}

describe('encodings', () => {
  it('reads UTF-16LE with a byte-order mark (Excel "Unicode text")', async () => {
    const file = join(__dirname, '../../fixtures/ratings/pzwarc-utf16-tab.txt');
    const list = await openList(file);
    expect([list.encoding, list.delimiter]).toEqual(['utf-16le', '\t']);
    expect(list.headers).toEqual([
      'Nr licencji',
      'Nazwisko',
      'Imię',
      'Kraj',
      'Tytuł',
      'Ranking',
      'Rok urodzenia',
      'Płeć',
    ]);
    expect((await rows(file)).map((r) => r.cells.slice(1, 3).join(' '))).toEqual([
      'Grzegorczyk Łucja',
      'Śliwiński Mikołaj',
      'Yılmaz İbrahim',
    ]);
  });

  it('takes Windows-1252 when the first non-UTF-8 byte comes long after the first rows', async () => {
    const file = join(dir, 'late-1252.csv');
    const lines = ['Name;Rating'];
    for (let i = 0; i < 5000; i++) lines.push(`Player${i}, Jan;1500`);
    const ascii = Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
    expect(ascii.length).toBeGreaterThan(64 * 1024);
    writeFileSync(file, Buffer.concat([ascii, Buffer.from('Boëtius, Zoë;1650\r\n', 'latin1')]));
    const list = await openList(file);
    expect(list.encoding).toBe('windows-1252');
    const all = await rows(file);
    expect(all).toHaveLength(5001);
    expect(all.at(-1)).toEqual({ line: 5002, cells: ['Boëtius, Zoë', '1650'] });
  });

  it('keeps a UTF-8 letter whole when it straddles two read chunks', async () => {
    const file = join(dir, 'straddle.csv');
    const head = 'Name;Rating\n';
    // Pad so that the two bytes of "ł" sit on either side of the first chunk boundary.
    const padding = 'x'.repeat(CHUNK - Buffer.byteLength(head) - 'Wa'.length - 1);
    const text = `${head}${padding}Wa\u0142\u0119sa, Lech;1800\nŚwiątek, Łukasz;2339\n`;
    writeFileSync(file, text, 'utf8');
    expect(Buffer.from(text, 'utf8')[CHUNK - 1]).toBe(0xc5);
    const list = await openList(file);
    expect(list.encoding).toBe('utf-8');
    const all = await rows(file);
    expect(all.map((r) => r.cells[0]?.slice(-10))).toEqual(
      ['Wałęsa, Lech', 'Świątek, Łukasz'].map((n) => n.slice(-10)),
    );
    expect(all.map((r) => r.line)).toEqual([2, 3]);
  });

  it('reads a Central European list as Windows-1250: Polish and Czech letters come out right', async () => {
    const file = join(__dirname, '../../fixtures/ratings/pzwarc-1250-semicolon.csv');
    const list = await openList(file);
    expect(list.encoding).toBe('windows-1250');
    expect(list.headers).toEqual(['Nr licencji', 'Nazwisko', 'Imię', 'Kraj', 'Ranking']);
    expect((await rows(file)).map((r) => `${r.cells[1]} ${r.cells[2]}`)).toEqual([
      'Łęcki Paweł',
      'Dvořák Jiří',
      'Świątek Łukasz',
      'Nowak Jan',
    ]);
  });

  it('still reads a Western list with Ø, ü and Ç as Windows-1252', async () => {
    const file = join(__dirname, '../../fixtures/ratings/mixed-1252-semicolon.csv');
    const list = await openList(file);
    expect(list.encoding).toBe('windows-1252');
    expect((await rows(file)).map((r) => `${r.cells[1]} ${r.cells[2]}`)).toEqual([
      'Øvergård Ståle',
      'Müller Jürgen',
      'Çelik Ayhan',
      'Dupré Loïc',
    ]);
  });

  it('takes the encoding the arbiter chose instead of the detection', async () => {
    const file = join(__dirname, '../../fixtures/ratings/pzwarc-1250-semicolon.csv');
    const list = await openList(file, 'windows-1252');
    expect(list.encoding).toBe('windows-1252');
    // The same bytes read the Western way: A3 is "£", EA "ê", B3 "³".
    expect(list.sample[0]?.cells.slice(1, 3)).toEqual(['£êcki', 'Pawe³']);
  });

  it('finds Windows-1250 from a Czech row that comes after a chunk of plain ASCII', async () => {
    const file = join(dir, 'late-1250.csv');
    const lines = ['Name;Rating'];
    for (let i = 0; i < 5000; i++) lines.push(`Player${i}, Jan;1500`);
    const ascii = Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
    // "Dvořák, Jiří" in Windows-1250: ř is F8, á E1, í ED.
    const czech = Buffer.from([
      0x44, 0x76, 0x6f, 0xf8, 0xe1, 0x6b, 0x2c, 0x20, 0x4a, 0x69, 0xf8, 0xed, 0x3b, 0x31, 0x39, 0x30, 0x35,
      0x0d, 0x0a,
    ]);
    writeFileSync(file, Buffer.concat([ascii, czech]));
    expect((await openList(file)).encoding).toBe('windows-1250');
    expect((await rows(file)).at(-1)).toEqual({ line: 5002, cells: ['Dvořák, Jiří', '1905'] });
  });
});
