/**
 * Rating-list files in the data folder (RULES.md R13.1): the ones an arbiter can choose there, and
 * the ones a browser uploads (web mode has no file dialog and never takes a path from the network).
 * An upload is kept byte for byte, so the reader detects its encoding as for any other file.
 */
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { LIST_EXTENSIONS, UPLOAD_MAX_MB, type ListFile } from '../../shared/api/ratings';
import { AppError } from '../../shared/errors';
import type { EventSession } from '../session/session';

/** The plain names web mode accepts back (src/main/api/handlers/ratings.ts). */
const SAFE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,199}$/u;
const NAME_MAX = 120;
const LISTED_MAX = 500;

const isListName = (name: string): boolean =>
  SAFE_NAME.test(name) && LIST_EXTENSIONS.includes(extname(name).toLowerCase());

function describe(session: EventSession, path: string, name: string): ListFile {
  const st = statSync(path);
  return { file: session.handle(path), fileName: name, size: st.size, modifiedAt: st.mtime.toISOString() };
}

/** List files in the data folder, by name (never event files, hidden files or sub-folders). */
export function listFiles(session: EventSession): ListFile[] {
  const dir = session.options.dataDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && isListName(d.name))
    .map((d) => d.name)
    .sort((a, b) => a.localeCompare(b))
    .slice(0, LISTED_MAX)
    .map((name) => describe(session, resolve(dir, name), name));
}

/**
 * The browser's file name made plain: letters (any script), digits, space, dot, dash and
 * underscore. Brackets and quotes go, anything else becomes a dash, nothing leads but a letter or
 * a digit: "Lista PZWarc (styczeń).csv" → "Lista PZWarc styczeń.csv", "../a/b.csv" → "a-b.csv".
 */
export function plainName(fileName: string): string {
  const ext = extname(fileName).toLowerCase();
  if (!LIST_EXTENSIONS.includes(ext)) throw new AppError('ratings:uploadType', { file: fileName });
  const stem = fileName
    .slice(0, fileName.length - ext.length)
    .normalize('NFC')
    .replace(/[()[\]{}'"„”“«»]+/gu, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/\.{2,}/g, '.')
    .slice(0, NAME_MAX)
    .replace(/[ ._-]+$/u, '');
  return `${stem || 'list'}${ext}`;
}

/** "list.csv", else "list-2.csv", "list-3.csv" ...; the same bytes under a name already there reuse it. */
function freeName(dir: string, name: string, bytes: Buffer): { name: string; exists: boolean } {
  const ext = extname(name);
  const stem = name.slice(0, name.length - ext.length);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? name : `${stem}-${n}${ext}`;
    const path = join(dir, candidate);
    if (!existsSync(path)) return { name: candidate, exists: false };
    if (statSync(path).size === bytes.length && readFileSync(path).equals(bytes))
      return { name: candidate, exists: true };
  }
  return { name: `${stem}-${randomBytes(4).toString('hex')}${ext}`, exists: false };
}

/** Stores an uploaded list in the data folder; never replaces a file that is there. */
export function storeUpload(session: EventSession, fileName: string, base64: string): ListFile {
  // Base64 carries 3 bytes in 4 characters: refuse before decoding what is too large anyway.
  const max = UPLOAD_MAX_MB * 1024 * 1024;
  if (base64.length > Math.ceil(max / 3) * 4)
    throw new AppError('ratings:uploadTooLarge', { max: UPLOAD_MAX_MB });
  const name = plainName(fileName);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError('ratings:uploadEmpty', { file: fileName });
  if (bytes.length > max) throw new AppError('ratings:uploadTooLarge', { max: UPLOAD_MAX_MB });
  const dir = session.options.dataDir;
  mkdirSync(dir, { recursive: true });
  const free = freeName(dir, name, bytes);
  const path = join(dir, free.name);
  if (!free.exists) {
    // Written whole under a hidden name, then renamed: a list is never seen half written.
    const part = join(dir, `.upload-${randomBytes(6).toString('hex')}`);
    try {
      writeFileSync(part, bytes, { flag: 'wx' });
      renameSync(part, path);
    } finally {
      rmSync(part, { force: true });
    }
  }
  return describe(session, path, free.name);
}
