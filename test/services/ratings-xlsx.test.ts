import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/api/envelope';
import { harness, type Harness } from '../api/harness';
import { inlineRows, workbook, workbookParts, zip } from '../io/ratings/workbook';

/** Issue 5: a workbook is read the same way by the preview and the import, and never hangs. */

let h: Harness;
let data: string;

beforeEach(async () => {
  h = harness('fr');
  await h.api['event.create']({ file: 'event', name: 'Festival' });
  data = join(h.dir, 'data');
  mkdirSync(data, { recursive: true });
});
afterEach(() => h.done());

const fail = (res: Envelope<unknown>) => (res.ok ? { code: 'ok', message: '' } : res.error);
const count = (table: string): number =>
  (h.session.requireDb().prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

const LIST = [
  ['FMJD ID', 'Name', 'Rating'],
  ...Array.from({ length: 200 }, (_, i) => [`${16000 + i}`, `Kowalski ${i}, Jan`, `${1400 + i}`]),
];

describe('a damaged workbook, from preview and import alike', () => {
  it("refuses a sheet whose damage lies past the first rows, in the arbiter's language, and writes nothing", async () => {
    const bytes = zip(workbookParts({ sheets: [{ name: 'List', data: inlineRows(LIST) }] }));
    // The CRC-32 of the sheet in the central directory: the data after row 30 are not what it says.
    const at = bytes.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46 + 16;
    bytes.writeUInt32LE(bytes.readUInt32LE(at) ^ 0x80, at);
    writeFileSync(join(data, 'fmjd.xlsx'), bytes);

    const expected = {
      code: 'ratings:workbook.damagedPart',
      message:
        'Le fichier « fmjd.xlsx » n’est pas un classeur Excel valide : sa partie xl/worksheets/sheet1.xml est ' +
        'endommagée (les données ne se décompressent pas, ou ne correspondent pas à leur somme de contrôle). ' +
        'Enregistrez de nouveau la liste depuis le tableur, ou exportez-la en CSV.',
    };
    expect(fail(await h.dispatch('ratings.preview', { file: 'fmjd.xlsx' }, 'fr'))).toEqual(expected);
    expect(fail(await h.dispatch('ratings.import', { file: 'fmjd.xlsx' }, 'fr'))).toEqual(expected);

    const { jobId } = await h.api['ratings.startImport']({ file: 'fmjd.xlsx' });
    let status = await h.api['ratings.importStatus']({ jobId });
    for (let i = 0; i < 500 && status.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 10));
      status = await h.api['ratings.importStatus']({ jobId });
    }
    expect(status).toMatchObject({
      state: 'failed',
      error: { code: 'ratings:workbook.damagedPart', params: { file: 'fmjd.xlsx' } },
    });
    expect(count('rating_lists')).toBe(0);
    expect(count('rating_entries')).toBe(0);
    expect(h.errors).toEqual([]);
  });

  it('imports a workbook whose cells and rows carry no reference, and finds its players', async () => {
    const rows = LIST.slice(0, 4).map(
      (cells) => `<row>${cells.map((c) => `<c t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`,
    );
    rows.push(
      '<row><c><v>16500</v></c><c t="inlineStr"><is><t>Świątek, Łukasz</t></is></c><c><v>2339</v></c></row>',
    );
    writeFileSync(join(data, 'norefs.xlsx'), workbook({ sheets: [{ name: 'List', data: rows.join('') }] }));
    const preview = await h.api['ratings.preview']({ file: 'norefs.xlsx', source: 'FMJD' });
    expect(preview.mapping.map((c) => c.meaning.field)).toEqual(['id', 'name', 'rating']);
    const r = await h.api['ratings.import']({ file: 'norefs.xlsx', source: 'FMJD' });
    expect(r).toMatchObject({ imported: 4, skipped: 0 });
    expect((await h.api['ratings.search']({ text: 'swiatek' })).map((x) => [x.id, x.name, x.rating])).toEqual(
      [['16500', 'Świątek, Łukasz', 2339]],
    );
  });
});
