/** Web mode's data folder: what may be opened in it, and what a message may say about it. */
import { lstatSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** A regular file (links followed); a folder or a named pipe with an event's name is not. */
export function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A symbolic link at `path` that leads out of `dir`, or nowhere (it cannot be checked). */
export function linkLeadsOut(path: string, dir: string): boolean {
  let link: boolean;
  try {
    link = lstatSync(path).isSymbolicLink();
  } catch {
    return false; // nothing there yet
  }
  if (!link) return false;
  try {
    const rel = relative(realpathSync(dir), realpathSync(path));
    return rel === '' || rel.startsWith('..') || isAbsolute(rel);
  } catch {
    return true;
  }
}

/** `text` without the data folder's absolute path (as given, and as the links resolve). */
export function redactFolder(text: string, dir: string): string {
  const dirs = [resolve(dir)];
  try {
    dirs.push(realpathSync(dir));
  } catch {
    // no data folder yet
  }
  let out = text;
  for (const d of dirs)
    out = out
      .split(d + sep)
      .join('')
      .split(d)
      .join('');
  return out;
}
