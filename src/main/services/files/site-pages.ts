/**
 * Web mode shows the event's website it wrote ("Write the website", io/site-folder.ts) at
 * `/site/<folder>/...`, so that the screen can link the pages. Only what the site writer wrote is
 * served: a file listed in the manifest of a site folder inside the data folder. Nothing else of
 * the data folder (event files, rating lists, backups) is reachable this way, and no way up.
 */
import { join, resolve } from 'node:path';
import { isSiteFrontPage, manifestFiles, SITE_PREFIX } from '../../io/site-folder';

export { SITE_PREFIX };

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
    if (manifestFiles(folder)?.includes(parts.slice(i).join('/'))) return join(folder, ...parts.slice(i));
  }
  return null;
}

/** The desktop opens a written site's front page in the system's browser, and nothing else. */
export const isWrittenFrontPage = (path: string): boolean => isSiteFrontPage(path);
