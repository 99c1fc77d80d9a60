import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Hand-made XLSX files for the reader's tests: a small zip writer (APPNOTE 6.3.10, deflate or
 * stored, optionally with ZIP64 records) and the parts of a minimal workbook, so that each test
 * says exactly which XML the reader meets.
 */

export type Part = { name: string; data: string | Buffer; store?: boolean };

const u16 = (n: number): Buffer => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const u64 = (n: number): Buffer => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
};

export function zip(parts: Part[], opts: { zip64?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const data = typeof p.data === 'string' ? Buffer.from(p.data, 'utf8') : p.data;
    const body = p.store ? data : deflateRawSync(data);
    const name = Buffer.from(p.name, 'utf8');
    const method = p.store ? 0 : 8;
    const crc = crc32(data);
    const common = [u16(20), u16(0x800), u16(method), u16(0), u16(0x21), u32(crc)];
    const local = Buffer.concat([u32(0x04034b50), ...common, u32(body.length), u32(data.length)]);
    locals.push(local, u16(name.length), u16(0), name, body);
    const big = opts.zip64 === true;
    const extra = big
      ? Buffer.concat([u16(1), u16(24), u64(data.length), u64(body.length), u64(offset)])
      : Buffer.alloc(0);
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(45),
        ...common,
        u32(big ? 0xffffffff : body.length),
        u32(big ? 0xffffffff : data.length),
        u16(name.length),
        u16(extra.length),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(big ? 0xffffffff : offset),
        name,
        extra,
      ]),
    );
    offset += local.length + 4 + name.length + body.length;
  }
  const cd = Buffer.concat(central);
  const tail: Buffer[] = [];
  if (opts.zip64) {
    const at = offset + cd.length;
    tail.push(u32(0x06064b50), u64(44), u16(45), u16(45), u32(0), u32(0));
    tail.push(u64(parts.length), u64(parts.length), u64(cd.length), u64(offset));
    tail.push(u32(0x07064b50), u32(0), u64(at), u32(1));
  }
  const n = opts.zip64 ? 0xffff : parts.length;
  const cdOffset = opts.zip64 ? 0xffffffff : offset;
  tail.push(u32(0x06054b50), u16(0), u16(0), u16(n), u16(n), u32(cd.length), u32(cdOffset), u16(0));
  return Buffer.concat([...locals, cd, ...tail]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const rel = (id: string, type: string, target: string): string =>
  `<Relationship Id="${id}" Type="${R}/${type}" Target="${target}"/>`;

export type SheetSpec = { name: string; data: string; state?: 'hidden' | 'veryHidden'; part?: string };

/**
 * The parts of a workbook whose sheets hold `data` (the inside of <sheetData>); `strings` are the
 * insides of the <si> elements of the shared strings, `styles` the whole styles part.
 */
export function workbookParts(opts: {
  sheets: SheetSpec[];
  strings?: string[];
  styles?: string;
  date1904?: boolean;
}): Part[] {
  const sheets = opts.sheets.map((s, i) => ({
    ...s,
    id: `rId${i + 10}`,
    part: s.part ?? `sheet${i + 1}.xml`,
  }));
  const rels = sheets.map((s) => rel(s.id, 'worksheet', `worksheets/${s.part}`));
  if (opts.strings) rels.push(rel('rId1', 'sharedStrings', 'sharedStrings.xml'));
  if (opts.styles) rels.push(rel('rId2', 'styles', 'styles.xml'));
  const parts: Part[] = [
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0"?>\n<Relationships xmlns="${PKG}">${rel('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data:
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${NS}" xmlns:r="${R}">` +
        (opts.date1904 ? '<workbookPr date1904="1"/>' : '') +
        '<sheets>' +
        sheets
          .map(
            (s, i) =>
              `<sheet name="${s.name}" sheetId="${i + 1}"${s.state ? ` state="${s.state}"` : ''} r:id="${s.id}"/>`,
          )
          .join('') +
        '</sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships xmlns="${PKG}">${rels.join('')}</Relationships>`,
    },
    ...sheets.map((s) => ({
      name: `xl/worksheets/${s.part}`,
      data: `<?xml version="1.0"?>\n<worksheet xmlns="${NS}"><sheetData>${s.data}</sheetData></worksheet>`,
    })),
  ];
  if (opts.strings)
    parts.push({
      name: 'xl/sharedStrings.xml',
      data: `<sst xmlns="${NS}" count="${opts.strings.length}">${opts.strings.map((s) => `<si>${s}</si>`).join('')}</sst>`,
    });
  if (opts.styles) parts.push({ name: 'xl/styles.xml', data: opts.styles });
  return parts;
}

export const workbook = (opts: Parameters<typeof workbookParts>[0]): Buffer => zip(workbookParts(opts));

/** A sheet's data from rows of plain text: every cell an inline string, with `r` on rows and cells. */
export function inlineRows(rows: string[][], first = 1): string {
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const col = (i: number): string => String.fromCharCode(65 + i);
  return rows
    .map(
      (cells, r) =>
        `<row r="${r + first}">` +
        cells
          .map((c, i) => `<c r="${col(i)}${r + first}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`)
          .join('') +
        '</row>',
    )
    .join('');
}
