import type { HandlerMap } from '../types';
import { readResultsCsv } from '../../io/results-csv';
import { incomingText } from '../../io/text-in';
import { exportFmjdReport } from '../../services/files/fmjd-report';
import { exportPdn } from '../../services/files/pdn-export';
import { exportTrf } from '../../services/files/trf-export';
import { importTournament, importTrf } from '../../services/files/trf-import';

type FileMethod =
  'file.exportTrf' | 'file.importTrf' | 'file.exportFmjd' | 'file.exportPdn' | 'file.importResults';

export const exchangeHandlers: HandlerMap<FileMethod> = {
  'file.exportTrf': ({ tournamentId }, ctx) => exportTrf(ctx.db(), tournamentId),
  'file.exportFmjd': ({ tournamentId }, ctx) => exportFmjdReport(ctx.db(), tournamentId),
  'file.exportPdn': ({ tournamentId, round }, ctx) => exportPdn(ctx.db(), tournamentId, round),
  'file.importTrf': ({ fileName, text }, ctx) => {
    const t = importTrf(ctx.db(), text, fileName, ctx.now().toISOString());
    ctx.log({ tournamentId: t.id, summary: { fileName, name: t.settings.name, entrants: t.entrantCount } });
    return t;
  },
  'file.importResults': ({ fileName, text, data, encoding, layout }, ctx) => {
    const read = readResultsCsv(incomingText({ text, data, encoding }), layout);
    const t = importTournament(ctx.db(), read, fileName, ctx.now().toISOString());
    ctx.log({
      tournamentId: t.id,
      summary: { fileName, layout, name: t.settings.name, entrants: t.entrantCount },
    });
    return t;
  },
};
