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
 * UTF-8 when the whole file is valid UTF-8, else Windows-1252 (what Excel writes as "CSV" on a
 * Western Windows). A byte-order mark decides at once. The whole file is checked, chunk by chunk,
 * because a list can be plain ASCII for thousands of rows before its first "Ø".
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
    position += bytesRead;
    const data =
      carry.length > 0 ? Buffer.concat([carry, buf.subarray(0, bytesRead)]) : buf.subarray(0, bytesRead);
    const tail = incompleteTail(data);
    if (!isUtf8(data.subarray(0, data.length - tail))) return 'windows-1252';
    carry = Buffer.from(data.subarray(data.length - tail));
  }
  return carry.length > 0 ? 'windows-1252' : 'utf-8';
}

export type ChunkDecoder = { write: (b: Buffer) => string; end: () => string };

/**
 * A streaming decoder: a character split between two chunks comes out whole. UTF-8 goes through
 * Buffer#toString with the incomplete tail carried over, several times faster than a streaming
 * TextDecoder on a million-row list.
 */
export function createDecoder(encoding: ListEncoding): ChunkDecoder {
  if (encoding === 'windows-1252') {
    const d = iconv.getDecoder('win1252');
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
