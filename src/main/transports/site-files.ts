/**
 * Web mode shows the event's website it wrote ("Write the website", io/site-folder.ts) at
 * `/site/<folder>/...`, so that the screen can link the pages. Only what the site writer wrote is
 * served: a file listed in the manifest of a site folder inside the data folder. Nothing else of
 * the data folder (event files, rating lists, backups) is reachable this way, and no way up.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MANIFEST, SITE_PREFIX } from '../io/site-folder';

function manifestOf(folder: string): string[] | null {
  try {
    const files = (JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as { files?: unknown }).files;
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : null;
  } catch {
    return null;
  }
}

/** The file a `/site/...` request names, or null when it is not a page the site writer wrote. */
export function siteFile(dataDir: string, pathname: string): string | null {
  if (!pathname.startsWith(SITE_PREFIX)) return null;
  const parts = pathname.slice(SITE_PREFIX.length).split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\') || p.includes('\0')))
    return null;
  const root = resolve(dataDir);
  // The site folder is the nearest folder up the path that holds a manifest listing the rest.
  for (let i = parts.length - 1; i >= 1; i--) {
    const folder = join(root, ...parts.slice(0, i));
    if (manifestOf(folder)?.includes(parts.slice(i).join('/'))) return join(folder, ...parts.slice(i));
  }
  return null;
}
