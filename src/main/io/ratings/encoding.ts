import { isUtf8 } from 'node:buffer';
import type { FileHandle } from 'node:fs/promises';
import iconv from 'iconv-lite';
import type { ListEncoding } from './types';

/**
 * 64 KB, not more: the rows of a chunk stay alive until the import has written them, and with
 * 1 MB chunks (some 18,000 rows) they outlived V8's young generation and were copied into the old
 * one; the garbage collector then took a third of the parsing time of a million-row list.
 */
export const CHUNK = 1 << 16;

/** Bytes at the end of `buf` that start a UTF-8 sequence the next chunk completes. */
function incompleteTail(buf: Buffer): number {
  let i = buf.length - 1;
  let back = 0;
  while (i >= 0 && back < 3 && ((buf[i] ?? 0) & 0xc0) === 0x80) {
    i--;
    back++;
  }
  if (i < 0) return 0;
  const lead = buf[i] ?? 0;
  const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return buf.length - i < need ? buf.length - i : 0;
}

/**
 * UTF-8 when the whole file is valid UTF-8, else Windows-1250 or Windows-1252 (what Excel writes
 * as "CSV" on a Central European or a Western Windows), whichever reads as names: see
 * `singleByteEncoding`. A byte-order mark decides at once. The whole file is checked, chunk by
 * chunk, because a list can be plain ASCII for thousands of rows before its first "Ø".
 */
export async function detectEncoding(file: FileHandle, head: Buffer): Promise<ListEncoding> {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8-bom';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  const buf = Buffer.alloc(CHUNK);
  let carry = Buffer.alloc(0);
  let position = 0;
  for (;;) {
    const { bytesRead } = await file.read(buf, 0, CHUNK, position);
    if (bytesRead === 0) break;
    const data =
      carry.length > 0 ? Buffer.concat([carry, buf.subarray(0, bytesRead)]) : buf.subarray(0, bytesRead);
    const tail = incompleteTail(data);
    if (!isUtf8(data.subarray(0, data.length - tail)))
      return singleByteEncoding(file, position - carry.length);
    position += bytesRead;
    carry = Buffer.from(data.subarray(data.length - tail));
  }
  return carry.length > 0 ? singleByteEncoding(file, position - carry.length) : 'utf-8';
}

/**
 * The letters (lower case, beyond ASCII) of the languages each code page writes. A name decoded
 * with the wrong code page mixes letters no one language has ("Dvoøák": ø with á) or turns
 * letters into symbols ("£êcki" for "Łęcki").
 */
const ALPHABETS: Record<'windows-1250' | 'windows-1252', string[]> = {
  'windows-1250': [
    'ąćęłńóśźż', // Polish
    'áčďéěíňóřšťúůýž', // Czech
    'áäčďéíĺľňóôŕšťúýž', // Slovak
    'áéíóöőúüű', // Hungarian
    'ăâîşţ', // Romanian
    'čćđšž', // Croatian, Slovene, Bosnian, Serbian
    'äöüß', // German
    'çë', // Albanian
  ],
  'windows-1252': [
    'àâæçéèêëîïôœùûüÿ', // French
    'äöüß', // German
    'áéíñóúü', // Spanish
    'áâãàçéêíóôõú', // Portuguese
    'àèéìíîòóùú', // Italian
    'àçèéíïòóúü', // Catalan
    'áéëïóöüèêà', // Dutch
    'æøåéóôàü', // Danish, Norwegian
    'åäöéšžõü', // Swedish, Finnish, Estonian
    'áæéíðóöúýþ', // Icelandic
    'çöüâîû', // Turkish, as far as the code page goes
  ],
};
/** Punctuation that both code pages have: quotes and dashes in a club's name are no evidence. */
const NEUTRAL = new Set(['‘', '’', '“', '”', '–', '—', '´', '·', '°', '\u00a0', '…', '•', '™']);
const LETTER = /\p{L}/u;
/** Enough lines with bytes beyond ASCII to tell; a list's first hundreds of such rows decide. */
const SAMPLE_LINES = 500;

/** How well a line reads as names in one code page: symbols count against, one language for. */
function lineScore(line: string, encoding: 'windows-1250' | 'windows-1252'): number {
  let score = 0;
  const letters = new Set<string>();
  for (const ch of line) {
    if (ch.charCodeAt(0) < 0x80) continue;
    if (LETTER.test(ch)) letters.add(ch.toLowerCase());
    else if (!NEUTRAL.has(ch)) score -= 2;
  }
  if (letters.size === 0) return score;
  const one = ALPHABETS[encoding].some((a) => [...letters].every((l) => a.includes(l)));
  return score + (one ? 1 : -1);
}

/** How much better a line reads in Windows-1250 than in 1252; null for a line of plain ASCII. */
function lineBalance(line: Buffer): number | null {
  if (!line.some((b) => b >= 0x80)) return null;
  return (
    lineScore(iconv.decode(line, 'win1250'), 'windows-1250') -
    lineScore(iconv.decode(line, 'win1252'), 'windows-1252')
  );
}

/**
 * Windows-1250 or Windows-1252 for a file that is not UTF-8, from the lines with bytes beyond
 * ASCII from `from` on (the first chunk that was not UTF-8): each line decoded both ways and
 * scored by `lineScore`. Windows-1252, the more common, unless 1250 reads better.
 */
async function singleByteEncoding(file: FileHandle, from: number): Promise<'windows-1250' | 'windows-1252'> {
  const buf = Buffer.alloc(CHUNK);
  let position = from;
  let pending = Buffer.alloc(0);
  let lines = 0;
  let balance = 0;
  const score = (line: Buffer): void => {
    const b = lineBalance(line);
    if (b === null) return;
    lines++;
    balance += b;
  };
  while (lines < SAMPLE_LINES) {
    const { bytesRead } = await file.read(buf, 0, CHUNK, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    const data = Buffer.concat([pending, buf.subarray(0, bytesRead)]);
    let start = 0;
    for (let nl = data.indexOf(0x0a); nl >= 0 && lines < SAMPLE_LINES; nl = data.indexOf(0x0a, start)) {
      score(data.subarray(start, nl));
      start = nl + 1;
    }
    pending = Buffer.from(data.subarray(start));
  }
  if (lines < SAMPLE_LINES && pending.length > 0) score(pending);
  return balance > 0 ? 'windows-1250' : 'windows-1252';
}

export type ChunkDecoder = { write: (b: Buffer) => string; end: () => string };

/**
 * A streaming decoder: a character split between two chunks comes out whole. UTF-8 goes through
 * Buffer#toString with the incomplete tail carried over, several times faster than a streaming
 * TextDecoder on a million-row list.
 */
export function createDecoder(encoding: ListEncoding): ChunkDecoder {
  if (encoding === 'windows-1250' || encoding === 'windows-1252') {
    const d = iconv.getDecoder(encoding === 'windows-1250' ? 'win1250' : 'win1252');
    return { write: (b) => d.write(b), end: () => d.end() ?? '' };
  }
  if (encoding === 'utf-16le') {
    // TextDecoder drops the byte-order mark itself.
    const d = new TextDecoder('utf-16le');
    return { write: (b) => d.decode(b, { stream: true }), end: () => d.decode() };
  }
  let carry: Buffer = Buffer.alloc(0);
  let first = true;
  return {
    write: (b) => {
      const data = carry.length > 0 ? Buffer.concat([carry, b]) : b;
      const tail = incompleteTail(data);
      carry = Buffer.from(data.subarray(data.length - tail));
      let text = data.toString('utf8', 0, data.length - tail);
      if (first && text !== '') {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      return text;
    },
    end: () => (carry.length > 0 ? carry.toString('utf8') : ''),
  };
}

/** Reads a text file as decoded chunks, reporting the bytes read so far. */
export async function* textChunks(
  file: FileHandle,
  encoding: ListEncoding,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<string> {
  const decoder = createDecoder(encoding);
  const buf = Buffer.alloc(CHUNK);
  let position = 0;
  for (;;) {
    const { bytesRead } = await file.read(buf, 0, CHUNK, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    const text = decoder.write(buf.subarray(0, bytesRead));
    onBytes?.(position);
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
}

/**
 * The same decision as `detectEncoding` for a small file already in memory (a result table sent
 * with an import): byte-order mark, then UTF-8 when the whole file is valid UTF-8, else the code
 * page whose lines read better as names, on the same scores.
 */
export function detectBytesEncoding(bytes: Buffer): ListEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8-bom';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (isUtf8(bytes)) return 'utf-8';
  let balance = 0;
  let lines = 0;
  for (let start = 0; start < bytes.length && lines < SAMPLE_LINES;) {
    const nl = bytes.indexOf(0x0a, start);
    const end = nl < 0 ? bytes.length : nl;
    const b = lineBalance(bytes.subarray(start, end));
    if (b !== null) {
      lines++;
      balance += b;
    }
    start = end + 1;
  }
  return balance > 0 ? 'windows-1250' : 'windows-1252';
}

/** A whole file in memory as text, through the same decoders as the streamed lists. */
export function decodeBytes(bytes: Buffer, encoding: ListEncoding): string {
  const d = createDecoder(encoding);
  return d.write(bytes) + d.end();
}
