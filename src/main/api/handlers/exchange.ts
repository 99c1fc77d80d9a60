import { basename, dirname, isAbsolute, join } from 'node:path';
import { AppError } from '../../../shared/errors';
import type { HandlerMap, HandlerContext } from '../types';
import { importResults } from '../../services/files/import-results';
import { writeEventSite } from '../../services/files/site-write';
import { exportFmjdReport } from '../../services/files/fmjd-report';
import { exportPdn } from '../../services/files/pdn-export';
import { exportTrf } from '../../services/files/trf-export';
import { importTrf } from '../../services/files/trf-import';

type FileMethod =
  | 'file.exportTrf'
  | 'file.importTrf'
  | 'file.exportFmjd'
  | 'file.exportPdn'
  | 'file.exportSite'
  | 'file.importResults';

/**
 * Where the website goes: a folder the caller names only where paths are the caller's own
 * (desktop, command line); otherwise, and by default, `<event>-site` beside the event file. A
 * message names it by its full path on the desktop, by its name alone in web mode.
 */
function siteFolder(folder: string | undefined, ctx: HandlerContext): { target: string; shown: string } {
  const byPath = ctx.session.options.access === 'path';
  if (folder !== undefined) {
    if (!byPath || !isAbsolute(folder)) throw new AppError('site:folderNotAllowed');
    return { target: folder, shown: folder };
  }
  ctx.db(); // no event open: refused here, before a folder is named after nothing
  const event = ctx.session.path ?? '';
  const target = join(dirname(event), `${basename(event).replace(/\.diagonal$/i, '')}-site`);
  return { target, shown: byPath ? target : basename(target) };
}

export const exchangeHandlers: HandlerMap<FileMethod> = {
  'file.exportTrf': ({ tournamentId }, ctx) => exportTrf(ctx.db(), tournamentId),
  'file.exportFmjd': ({ tournamentId }, ctx) => exportFmjdReport(ctx.db(), tournamentId),
  'file.exportPdn': ({ tournamentId, round }, ctx) => exportPdn(ctx.db(), tournamentId, round),
  'file.exportSite': ({ folder }, ctx) => {
    const { target, shown } = siteFolder(folder, ctx);
    const webDataDir = ctx.session.options.access === 'path' ? null : ctx.session.options.dataDir;
    const written = writeEventSite(ctx.db(), { target, shown, webDataDir }, ctx.now());
    return { folder: shown, files: written.files, removed: written.removed, href: written.href };
  },
  'file.importTrf': ({ fileName, text }, ctx) => {
    const t = importTrf(ctx.db(), text, fileName, ctx.now().toISOString());
    ctx.log({ tournamentId: t.id, summary: { fileName, name: t.settings.name, entrants: t.entrantCount } });
    return t;
  },
  'file.importResults': ({ fileName, text, data, encoding, layout }, ctx) => {
    const file = { text, data, encoding, fileName, layout };
    const t = importResults(ctx.db(), file, ctx.now().toISOString());
    ctx.log({
      tournamentId: t.id,
      summary: { fileName, layout, name: t.settings.name, entrants: t.entrantCount },
    });
    return t;
  },
};
