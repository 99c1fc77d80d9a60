/**
 * A DraughtArbiter export saved by Windows in its code page (issue 17, item 6): the file
 * `test/fixtures/results/lodz-draughtarbiter-cp1250.csv` was written byte by byte in Windows-1250
 * (Ł = A3, ę = EA, Ś = 8C, ą = B9, ł = B3 ...), with no UTF-8 in it. Imported as bytes it must
 * give the right letters, detected on the names as rating lists are, or read as the arbiter chose.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../../api/harness';

const BYTES = readFileSync(join(__dirname, '../../fixtures/results/lodz-draughtarbiter-cp1250.csv'));

let h: Harness;
beforeEach(async () => {
  h = harness();
  await h.api['event.create']({ file: 'enc', name: 'Encodings' });
});
afterEach(() => h.done());

type Enc = 'utf-8' | 'windows-1250' | 'windows-1252';
const importBytes = (encoding?: Enc) =>
  h.api['file.importResults']({
    layout: 'draughtarbiter',
    fileName: 'lodz.csv',
    data: BYTES.toString('base64'),
    ...(encoding ? { encoding } : {}),
  });

const names = async (id: number) =>
  (await h.api['entrant.list']({ tournamentId: id })).map((e) => [e.startNo, e.name]);

describe('a DraughtArbiter file in Windows-1250', () => {
  it('is the raw bytes of the letters, not UTF-8', () => {
    // "Łęcki" at the start of the third line's name: A3 EA 63 6B 69.
    expect(BYTES.includes(Buffer.from([0xa3, 0xea, 0x63, 0x6b, 0x69]))).toBe(true);
    expect(BYTES.includes(Buffer.from('Łęcki', 'utf8'))).toBe(false);
  });

  it('imports with the right letters when the encoding is detected', async () => {
    const t = await importBytes();
    expect(t.settings.name).toBe('Memoriał Łódź 2025');
    expect(await names(t.id)).toEqual([
      [1, 'Łęcki, Paweł'],
      [2, 'Świątek, Łukasz'],
      [3, 'Żmuda, Bożena'],
      [4, 'Wójcik, Michał'],
    ]);
  });

  it('imports the same with Windows-1250 chosen, and the standings are the file’s', async () => {
    const t = await importBytes('windows-1250');
    expect((await names(t.id)).slice(0, 2)).toEqual([
      [1, 'Łęcki, Paweł'],
      [2, 'Świątek, Łukasz'],
    ]);
    // 1: 2 + 1 = 3; 2: 1 + 1 = 2; 3: 0 + 2 = 2; 4: 1 + 0 = 1 (2/1/0 points).
    const s = await h.api['standings.get']({ tournamentId: t.id });
    expect(s.rows.map((r) => [r.entrant.name, r.points])).toEqual([
      ['Łęcki, Paweł', 3],
      [expect.any(String), 2],
      [expect.any(String), 2],
      ['Wójcik, Michał', 1],
    ]);
  });

  it('reads what the arbiter chose: Windows-1252 gives the Western letters of the same bytes', async () => {
    const t = await importBytes('windows-1252');
    // A3 is £ and EA is ê in Windows-1252; 8C is Œ and B9 is ¹.
    expect((await names(t.id))[0]).toEqual([1, '£êcki, Pawe³']);
    expect((await names(t.id))[1]).toEqual([2, 'Œwi¹tek, £ukasz']);
  });

  it('refuses UTF-8 chosen for a file that is not, naming the first line and what to choose', async () => {
    await expect(importBytes('utf-8')).rejects.toThrow(
      'Line 1 is not UTF-8: the file was saved in another encoding. Choose Windows-1250 (Central European) or Windows-1252 (Western European) under "Encoding".',
    );
    expect(await h.api['tournament.list']({})).toEqual([]);
  });

  it('refuses an import that sends no content, or the content twice', async () => {
    await expect(
      h.api['file.importResults']({ layout: 'draughtarbiter', fileName: 'x.csv' }),
    ).rejects.toThrow(/Nothing to read/);
    await expect(
      h.api['file.importResults']({ layout: 'draughtarbiter', fileName: 'x.csv', text: 'a', data: 'YQ==' }),
    ).rejects.toThrow(/Nothing to read/);
  });
});
