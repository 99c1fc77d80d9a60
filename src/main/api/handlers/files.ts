import type { HandlerMap } from '../types';
import { exportTrf } from '../../services/files/trf-export';
import { importTrf } from '../../services/files/trf-import';

type FileMethod = 'file.exportTrf' | 'file.importTrf';

export const fileHandlers: HandlerMap<FileMethod> = {
  'file.exportTrf': ({ tournamentId }, ctx) => exportTrf(ctx.db(), tournamentId),
  'file.importTrf': ({ fileName, text }, ctx) => {
    const t = importTrf(ctx.db(), text, fileName, ctx.now().toISOString());
    ctx.log({ tournamentId: t.id, summary: { fileName, name: t.settings.name, entrants: t.entrantCount } });
    return t;
  },
};
