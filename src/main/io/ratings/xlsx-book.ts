import { XmlError, XmlScanner, type XmlHandler } from './xml';
import { type Zip, workbookError } from './zip';

/**
 * The parts of an XLSX that lead to its first worksheet (ECMA-376 Part 1 §12, OPC): the package
 * relationships name the workbook, the workbook lists its sheets, the workbook's relationships
 * name each sheet's part, the shared strings and the styles.
 */

const MB = 2 ** 20;
/** Workbook, relationships, styles: a few kilobytes in practice. */
const SMALL_PART = 64 * MB;
/** A million players' names and clubs fit in well under this. */
const STRINGS_LIMIT = 512 * MB;

export type Book = {
  /** The part of the first visible worksheet, e.g. `xl/worksheets/sheet1.xml`. */
  sheet: string;
  /** Shared strings, rich text runs joined; null when the workbook has none. */
  strings: string[] | null;
  /** By cell style index (`s`): true when the style shows a number as a date. */
  dateStyles: boolean[];
  date1904: boolean;
};

const encodingOf = (head: Buffer): string =>
  head[0] === 0xff && head[1] === 0xfe
    ? 'utf-16le'
    : head[0] === 0xfe && head[1] === 0xff
      ? 'utf-16be'
      : 'utf-8';

/**
 * Feeds a part to the scanner chunk by chunk and yields after each one, so that a sheet's rows
 * go out while it is read. Malformed XML or text that is not UTF-8/UTF-16 is `badXml`. Once
 * `feed.scan` is turned off the rest of the part is only inflated, to check its size and CRC.
 */
export async function* scanPart(
  zip: Zip,
  part: string,
  limit: number,
  handler: XmlHandler,
  onBytes?: (bytes: number) => void,
  feed = { scan: true },
): AsyncGenerator<void> {
  const scanner = new XmlScanner(handler);
  let decoder: TextDecoder | null = null;
  // What the scanner refused waits for the end of the part: damage that garbled the XML is
  // told as damage (its CRC fails), not as a fault of the XML.
  let refused: { error: unknown } | null = null;
  try {
    for await (const chunk of zip.chunks(part, limit, onBytes)) {
      if (!feed.scan || refused) continue;
      try {
        decoder ??= new TextDecoder(encodingOf(chunk), { fatal: true });
        scanner.push(decoder.decode(chunk, { stream: true }));
      } catch (e) {
        refused = { error: e };
        continue;
      }
      yield;
    }
    if (refused) throw refused.error;
    if (!feed.scan) return;
    if (decoder) scanner.push(decoder.decode());
    scanner.end();
  } catch (e) {
    const badText = (e as { code?: unknown }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA';
    if (e instanceof XmlError || badText) throw workbookError('badXml', zip.file, { part });
    throw e;
  }
}

async function readPart(zip: Zip, part: string, limit: number, handler: XmlHandler): Promise<void> {
  for await (const _ of scanPart(zip, part, limit, handler));
}

/** A handler that tracks the open elements, for parts whose text depends on where it sits. */
function withPath(h: {
  open?: (name: string, attrs: Record<string, string>, path: string[]) => void;
  close?: (name: string) => void;
  text?: (text: string, path: string[]) => void;
}): XmlHandler {
  const path: string[] = [];
  return {
    open: (name, attrs) => {
      h.open?.(name, attrs, path);
      path.push(name);
    },
    close: (name) => {
      path.pop();
      h.close?.(name);
    },
    text: (text) => h.text?.(text, path),
  };
}

type Rel = { id: string; type: string; target: string };

/** `xl/workbook.xml` → `xl/_rels/workbook.xml.rels`; the package itself → `_rels/.rels`. */
const relsOf = (part: string): string => {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
};

/** A relationship target, relative to the folder of the part that holds it, or absolute. */
export function resolveTarget(from: string, target: string): string {
  let t = target;
  try {
    t = decodeURIComponent(target);
  } catch {
    // A target with a stray % is taken as written.
  }
  const segments = t.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const s of t.split('/')) {
    if (s === '..') segments.pop();
    else if (s !== '.' && s !== '') segments.push(s);
  }
  return segments.join('/');
}

async function readRels(zip: Zip, part: string): Promise<Rel[]> {
  const rels: Rel[] = [];
  await readPart(zip, part, SMALL_PART, {
    open: (name, a) => {
      if (name === 'Relationship' && a.TargetMode !== 'External' && a.Id && a.Target)
        rels.push({ id: a.Id, type: a.Type ?? '', target: a.Target });
    },
    close: () => undefined,
    text: () => undefined,
  });
  return rels;
}

const isType = (r: Rel, type: string): boolean => r.type.endsWith(`/${type}`);

/** Built-in number formats that show a date (ECMA-376 Part 1 §18.8.30, CJK ones included). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
for (const id of [45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]) DATE_FORMAT_IDS.add(id);

/** A format code with a day, month, year, hour or second outside quotes and brackets. */
export const isDateCode = (code: string): boolean =>
  /[dmyhsb]/i.test(code.replace(/\[[^\]]*\]|"[^"]*"|\\./g, ''));

async function readStyles(zip: Zip, part: string): Promise<boolean[]> {
  const custom = new Map<number, string>();
  const ids: number[] = [];
  await readPart(
    zip,
    part,
    SMALL_PART,
    withPath({
      open: (name, a, path) => {
        if (name === 'numFmt' && path.at(-1) === 'numFmts')
          custom.set(Number(a.numFmtId), a.formatCode ?? '');
        if (name === 'xf' && path.at(-1) === 'cellXfs') ids.push(Number(a.numFmtId ?? 0));
      },
    }),
  );
  return ids.map((id) => {
    const code = custom.get(id);
    return code === undefined ? DATE_FORMAT_IDS.has(id) : isDateCode(code);
  });
}

async function readStrings(zip: Zip, part: string): Promise<string[]> {
  const strings: string[] = [];
  let current = '';
  await readPart(
    zip,
    part,
    STRINGS_LIMIT,
    withPath({
      open: (name) => {
        if (name === 'si') current = '';
      },
      close: (name) => {
        if (name === 'si') strings.push(current);
      },
      // The text of <si><t> and of rich text runs <si><r><t>; phonetic runs (<rPh>) are not shown.
      text: (text, path) => {
        const n = path.length;
        if (path[n - 1] === 't' && (path[n - 2] === 'si' || (path[n - 2] === 'r' && path[n - 3] === 'si')))
          current += text;
      },
    }),
  );
  return strings;
}

export async function readBook(zip: Zip): Promise<Book> {
  const missing = (part: string) => workbookError('missingPart', zip.file, { part });
  if (!zip.has('_rels/.rels')) throw missing('_rels/.rels');
  const office = (await readRels(zip, '_rels/.rels')).find((r) => isType(r, 'officeDocument'));
  if (!office) throw missing('xl/workbook.xml');
  const workbook = resolveTarget('', office.target);

  const sheets: { rid: string; state: string }[] = [];
  let date1904 = false;
  await readPart(zip, workbook, SMALL_PART, {
    open: (name, a) => {
      if (name === 'sheet') sheets.push({ rid: a.id ?? '', state: a.state ?? 'visible' });
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    },
    close: () => undefined,
    text: () => undefined,
  });

  const relsPart = relsOf(workbook);
  if (!zip.has(relsPart)) throw missing(relsPart);
  const rels = await readRels(zip, relsPart);
  const worksheets = sheets.filter((s) => rels.some((r) => r.id === s.rid && isType(r, 'worksheet')));
  // The sheet the arbiter sees first when opening the file: the first one not hidden.
  const first = worksheets.find((s) => s.state === 'visible') ?? worksheets[0];
  const sheetRel = rels.find((r) => r.id === first?.rid);
  if (!sheetRel) throw workbookError('noSheet', zip.file);

  const stringsRel = rels.find((r) => isType(r, 'sharedStrings'));
  const stylesRel = rels.find((r) => isType(r, 'styles'));
  return {
    sheet: resolveTarget(workbook, sheetRel.target),
    strings: stringsRel ? await readStrings(zip, resolveTarget(workbook, stringsRel.target)) : null,
    dateStyles: stylesRel ? await readStyles(zip, resolveTarget(workbook, stylesRel.target)) : [],
    date1904,
  };
}
