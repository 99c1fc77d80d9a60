/**
 * A result table sent as bytes, decoded the way rating lists are (issue 7): Windows-1250 or
 * Windows-1252 recognised on the names when the file is not UTF-8, or the encoding the arbiter
 * chose. DraughtArbiter runs on Windows and its CSV export is saved in the code page of the
 * machine, so "Łęcki" arrives as the single byte 0xA3 for "Ł".
 */
import { isUtf8 } from 'node:buffer';
import { AppError } from '../../shared/errors';
import { decodeBytes, detectBytesEncoding } from './ratings/encoding';
import type { ListEncoding } from './ratings/types';

export type TextIn = {
  text?: string | undefined;
  data?: string | undefined;
  encoding?: ListEncoding | undefined;
};

/** The first line (1-based) that is not valid UTF-8. */
function firstBadLine(bytes: Buffer): number {
  let line = 1;
  for (let start = 0; start < bytes.length; line++) {
    const nl = bytes.indexOf(0x0a, start);
    const end = nl < 0 ? bytes.length : nl;
    if (!isUtf8(bytes.subarray(start, end))) return line;
    start = end + 1;
  }
  return line;
}

export function incomingText({ text, data, encoding }: TextIn): string {
  if ((text === undefined) === (data === undefined)) throw new AppError('files:contentMissing');
  if (data === undefined) return text ?? '';
  const bytes = Buffer.from(data, 'base64');
  const chosen = encoding ?? detectBytesEncoding(bytes);
  // Read as UTF-8 on the arbiter's word, a Windows file would show "�" in every accented name.
  if ((chosen === 'utf-8' || chosen === 'utf-8-bom') && !isUtf8(bytes))
    throw new AppError('files:notUtf8', { line: firstBadLine(bytes) });
  return decodeBytes(bytes, chosen);
}
