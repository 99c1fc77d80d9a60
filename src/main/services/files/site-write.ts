/**
 * "Write the website": the event's pages built from the open file and written into their folder
 * (io/site-folder.ts), with the link to the front page the screen offers.
 */
import type { Db } from '../../db/connection';
import { siteHref, writeSite } from '../../io/site-folder';
import { buildSite } from './site-export';

/**
 * `target`: the folder; `shown`: how messages name it; `webDataDir`: the data folder web mode
 * serves the site from (null on the desktop and the command line, where the link is the file).
 */
export function writeEventSite(
  db: Db,
  folder: { target: string; shown: string; webDataDir: string | null },
  now: Date,
): { files: number; removed: number; href: string | null } {
  const written = writeSite(folder.target, buildSite(db, now), folder.shown);
  return { ...written, href: siteHref(folder.target, folder.webDataDir) };
}
