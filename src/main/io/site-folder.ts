/**
 * Writes the website into its folder so that it can be exported again after every round and
 * uploaded by any FTP or sync tool: the same file names each time, every page replaced whole
 * (written beside, then renamed over the old one, so a reader never gets half a page), and the
 * pages of an earlier export that are no longer part of the site removed. The list of what was
 * written is kept in the folder (`diagonal-site.json`); nothing else in the folder is ever
 * touched, and a folder holding files without that list is refused rather than written over.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from '../../shared/errors';

export const MANIFEST = 'diagonal-site.json';
/** Where web mode serves the site folders of its data folder (services/files/site-pages.ts). */
export const SITE_PREFIX = '/site/';

/**
 * The link to a written site's front page: in web mode the address the server shows it at (only
 * for a folder inside the data folder, null otherwise); on the desktop and the command line, the
 * file itself.
 */
export function siteHref(folder: string, webDataDir: string | null): string | null {
  if (webDataDir === null) return pathToFileURL(join(folder, 'index.html')).href;
  const rel = relative(resolve(webDataDir), resolve(folder));
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return `${SITE_PREFIX}${rel.split(sep).map(encodeURIComponent).join('/')}/index.html`;
}

export type SitePage = { path: string; text: string };

/** The files a site folder's manifest lists, as written; null without a readable manifest. */
export function manifestFiles(folder: string): string[] | null {
  try {
    const files = (JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as { files?: unknown }).files;
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : null;
  } catch {
    return null;
  }
}

/** A front page the site writer wrote: an index.html beside a manifest. */
export const isSiteFrontPage = (path: string): boolean =>
  basename(path) === 'index.html' && existsSync(join(dirname(path), MANIFEST));

const errno = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? '';

/** A path inside the folder, as the manifest keeps it: relative, no way up. */
const inside = (p: unknown): p is string =>
  typeof p === 'string' && p !== '' && !p.startsWith('/') && !normalize(p).split(sep).includes('..');

function previous(folder: string, shown: string): string[] | null {
  let entries: string[];
  try {
    if (!statSync(folder).isDirectory()) throw new AppError('site:notAFolder', { folder: shown });
    entries = readdirSync(folder);
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (errno(e) === 'ENOENT') return [];
    throw new AppError('site:cannotWrite', { folder: shown });
  }
  if (!entries.includes(MANIFEST)) {
    if (entries.length > 0) throw new AppError('site:folderNotOurs', { folder: shown });
    return [];
  }
  try {
    const list = (JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as { files?: unknown }).files;
    return Array.isArray(list) ? list.filter(inside) : [];
  } catch {
    return [];
  }
}

function replace(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

/** `shown` is how messages name the folder (web mode never names a path of the machine). */
export function writeSite(folder: string, pages: readonly SitePage[], shown: string) {
  const before = previous(folder, shown);
  const now = new Set(pages.map((p) => p.path));
  let removed = 0;
  try {
    for (const p of pages) replace(join(folder, p.path), p.text);
    replace(join(folder, MANIFEST), `${JSON.stringify({ files: [...now].sort() }, null, 1)}\n`);
    for (const old of before ?? []) {
      if (now.has(old)) continue;
      try {
        unlinkSync(join(folder, old));
        removed++;
      } catch (e) {
        if (errno(e) !== 'ENOENT') throw e;
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('site:cannotWrite', { folder: shown });
  }
  return { files: pages.length, removed };
}
