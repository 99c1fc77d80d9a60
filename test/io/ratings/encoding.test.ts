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
});
