import type { FileHandle } from 'node:fs/promises';
import { Readable, pipeline } from 'node:stream';
import { createInflateRaw, crc32 } from 'node:zlib';
import { AppError, isAppError } from '../../../shared/errors';

/**
 * A zip archive read from its central directory (APPNOTE 6.3.10), with bounded work: every
 * offset and size is checked against the file before it is used, an entry inflates to at most
 * its declared size, and its CRC-32 must match. An XLSX is such a zip; a damaged one ends in a
 * `ratings:workbook.*` error, never in a wait that does not end.
 */

export type WorkbookProblem =
  | 'badDirectory'
  | 'damagedPart'
  | 'missingPart'
  | 'badXml'
  | 'tooLarge'
  | 'encrypted'
  | 'unsupported'
  | 'noSheet'
  | 'badCell';

export const workbookError = (
  problem: WorkbookProblem,
  file: string,
  params: Record<string, string | number> = {},
): AppError => new AppError(`ratings:workbook.${problem}`, { file, ...params });

type Entry = {
  name: string;
  rawName: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const CHUNK = 64 * 1024;
const MAX32 = 0xffffffff;

/** Part names are compared as OPC does: case-insensitive, without a leading slash. */
export const partKey = (name: string): string => name.replace(/^\/+/, '').toLowerCase();

export class Zip {
  private constructor(
    private readonly fh: FileHandle,
    readonly file: string,
    private readonly entries: Map<string, Entry>,
    /** Entry data lies before the central directory. */
    private readonly dataEnd: number,
  ) {}

  static async open(fh: FileHandle, size: number, file: string): Promise<Zip> {
    const bad = (): AppError => workbookError('badDirectory', file);
    const tailLen = Math.min(size, 22 + 0xffff);
    const tail = await readAt(fh, size - tailLen, tailLen, bad);
    let at = -1;
    for (let i = tail.length - 22; i >= 0 && at < 0; i--) {
      if (tail.readUInt32LE(i) === EOCD && i + 22 + tail.readUInt16LE(i + 20) <= tail.length) at = i;
    }
    if (at < 0) throw bad();
    const eocd = size - tailLen + at;
    if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0) throw bad();
    let count = tail.readUInt16LE(at + 10);
    let cdSize = tail.readUInt32LE(at + 12);
    let cdOffset = tail.readUInt32LE(at + 16);
    let cdEnd = eocd;
    if (count === 0xffff || cdSize === MAX32 || cdOffset === MAX32) {
      // ZIP64: the true figures are in the zip64 end record that the locator points to.
      if (eocd < 20) throw bad();
      const loc = await readAt(fh, eocd - 20, 20, bad);
      if (loc.readUInt32LE(0) !== ZIP64_LOCATOR) throw bad();
      const recAt = small(loc.readBigUInt64LE(8), eocd - 56, bad);
      const rec = await readAt(fh, recAt, 56, bad);
      if (rec.readUInt32LE(0) !== ZIP64_EOCD) throw bad();
      count = small(rec.readBigUInt64LE(32), size, bad);
      cdSize = small(rec.readBigUInt64LE(40), size, bad);
      cdOffset = small(rec.readBigUInt64LE(48), size, bad);
      cdEnd = recAt;
    }
    if (cdOffset + cdSize > cdEnd) throw bad();
    const cd = await readAt(fh, cdOffset, cdSize, bad);
    const entries = new Map<string, Entry>();
    let p = 0;
    for (let k = 0; k < count; k++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) throw bad();
      const n = cd.readUInt16LE(p + 28);
      const m = cd.readUInt16LE(p + 30);
      const c = cd.readUInt16LE(p + 32);
      if (p + 46 + n + m + c > cd.length) throw bad();
      const flags = cd.readUInt16LE(p + 8);
      const rawName = cd.subarray(p + 46, p + 46 + n);
      const entry: Entry = {
        name: rawName.toString(flags & 0x800 ? 'utf8' : 'latin1'),
        rawName,
        flags,
        method: cd.readUInt16LE(p + 10),
        crc: cd.readUInt32LE(p + 16),
        compressedSize: cd.readUInt32LE(p + 20),
        size: cd.readUInt32LE(p + 24),
        localOffset: cd.readUInt32LE(p + 42),
      };
      zip64Extra(entry, cd.subarray(p + 46 + n, p + 46 + n + m), size, bad);
      const key = partKey(entry.name);
      if (!entries.has(key)) entries.set(key, entry);
      p += 46 + n + m + c;
    }
    return new Zip(fh, file, entries, cdOffset);
  }

  has(name: string): boolean {
    return this.entries.has(partKey(name));
  }

  /**
   * The entry's bytes, inflated chunk by chunk. Refused before any work when it declares more
   * than `limit` bytes; stopped as soon as it inflates to more than it declared; its size and
   * CRC-32 are checked at the end. `onBytes` gets the file position read so far.
   */
  async *chunks(name: string, limit: number, onBytes?: (bytes: number) => void): AsyncGenerator<Buffer> {
    const e = this.entries.get(partKey(name));
    const part = { part: name };
    const damaged = (): AppError => workbookError('damagedPart', this.file, part);
    if (!e) throw workbookError('missingPart', this.file, part);
    if (e.flags & 1) throw workbookError('encrypted', this.file, part);
    if (e.method !== 0 && e.method !== 8) throw workbookError('unsupported', this.file, part);
    if (e.size > limit) {
      const mb = (n: number): number => Math.ceil(n / 2 ** 20);
      throw workbookError('tooLarge', this.file, { ...part, size: mb(e.size), limit: mb(limit) });
    }
    if (e.localOffset + 30 > this.dataEnd) throw damaged();
    const head = await readAt(this.fh, e.localOffset, 30, damaged);
    if (head.readUInt32LE(0) !== LOCAL) throw damaged();
    const n = head.readUInt16LE(26);
    const start = e.localOffset + 30 + n + head.readUInt16LE(28);
    if (start + e.compressedSize > this.dataEnd) throw damaged();
    const localName = await readAt(this.fh, e.localOffset + 30, n, damaged);
    if (!localName.equals(e.rawName)) throw damaged();
    if (e.method === 0 && e.compressedSize !== e.size) throw damaged();

    let source: AsyncIterable<Buffer> = readRange(this.fh, start, e.compressedSize, damaged, onBytes);
    if (e.method === 8) {
      const inflate = createInflateRaw({ chunkSize: CHUNK });
      // Errors of either stream reach the loop below through `inflate`.
      pipeline(Readable.from(source), inflate, () => undefined);
      source = inflate;
    }
    let total = 0;
    let crc = 0;
    try {
      for await (const chunk of source) {
        total += chunk.length;
        if (total > e.size) throw damaged();
        crc = crc32(chunk, crc);
        yield chunk;
      }
    } catch (err) {
      if (isAppError(err)) throw err;
      // zlib: data that do not inflate, or stop short ("unexpected end of file").
      if (typeof (err as { errno?: unknown }).errno === 'number' && /^Z_/.test(errCode(err))) throw damaged();
      throw err;
    }
    if (total !== e.size || crc >>> 0 !== e.crc) throw damaged();
  }
}

const errCode = (e: unknown): string => String((e as { code?: unknown }).code ?? '');

/** A 64-bit field, refused above `max` (the file cannot hold more). */
function small(v: bigint, max: number, bad: () => AppError): number {
  if (v > BigInt(Math.max(max, 0))) throw bad();
  return Number(v);
}

/** The zip64 extra field (id 1) holds the 32-bit fields that were saturated, in this order. */
function zip64Extra(e: Entry, extra: Buffer, size: number, bad: () => AppError): void {
  if (e.size !== MAX32 && e.compressedSize !== MAX32 && e.localOffset !== MAX32) return;
  let p = 0;
  while (p + 4 <= extra.length) {
    const id = extra.readUInt16LE(p);
    const len = extra.readUInt16LE(p + 2);
    if (id === 1) {
      let q = p + 4;
      const next = (): number => {
        if (q + 8 > p + 4 + len || q + 8 > extra.length) throw bad();
        const v = small(extra.readBigUInt64LE(q), Number.MAX_SAFE_INTEGER, bad);
        q += 8;
        return v;
      };
      if (e.size === MAX32) e.size = next();
      if (e.compressedSize === MAX32) e.compressedSize = small(BigInt(next()), size, bad);
      if (e.localOffset === MAX32) e.localOffset = small(BigInt(next()), size, bad);
      return;
    }
    p += 4 + len;
  }
  throw bad();
}

/** `length` bytes at `position`, all of them, or the caller's error (the file is shorter). */
async function readAt(
  fh: FileHandle,
  position: number,
  length: number,
  bad: () => AppError,
): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  let got = 0;
  while (got < length) {
    const { bytesRead } = await fh.read(buf, got, length - got, position + got);
    if (bytesRead === 0) throw bad();
    got += bytesRead;
  }
  return buf;
}

async function* readRange(
  fh: FileHandle,
  start: number,
  length: number,
  bad: () => AppError,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  for (let at = 0; at < length; at += CHUNK) {
    const n = Math.min(CHUNK, length - at);
    yield await readAt(fh, start + at, n, bad);
    onBytes?.(start + at + n);
  }
}
