import type { HandlerMap } from '../types';
import {
  cancelTournament,
  createTournament,
  getTournament,
  listTournaments,
  updateSettings,
} from '../../services/tournaments';
import { startWarnings } from '../../../shared/schedule';
import type { Language } from '../../../shared/i18n/index';
import { translateIssues } from '../issues';

type TournamentMethod =
  | 'tournament.create'
  | 'tournament.list'
  | 'tournament.get'
  | 'tournament.updateSettings'
  | 'tournament.cancel';

export const tournamentHandlers: HandlerMap<TournamentMethod> = {
  'tournament.create': ({ settings }, ctx) => {
    const t = createTournament(ctx.db(), settings, ctx.now().toISOString());
    ctx.log({ tournamentId: t.id, summary: { name: t.settings.name } });
    return { ...t, warnings: warningsOf(t.settings.scheduledStart, ctx.now(), ctx.lng) };
  },
  'tournament.list': (_input, ctx) => listTournaments(ctx.db()),
  'tournament.get': ({ id }, ctx) => getTournament(ctx.db(), id),
  'tournament.updateSettings': ({ id, settings }, ctx) => {
    const { tournament, before } = updateSettings(ctx.db(), id, settings, ctx.now());
    const changed = Object.keys(settings).filter(
      (k) =>
        JSON.stringify(before[k as keyof typeof before]) !==
        JSON.stringify(tournament.settings[k as keyof typeof before]),
    );
    const undo = Object.fromEntries(changed.map((k) => [k, before[k as keyof typeof before]]));
    ctx.log({
      tournamentId: id,
      summary: { changed },
      undo: { method: 'tournament.updateSettings', input: { id, settings: undo } },
    });
    return { ...tournament, warnings: warningsOf(tournament.settings.scheduledStart, ctx.now(), ctx.lng) };
  },
  'tournament.cancel': ({ id }, ctx) => {
    const t = cancelTournament(ctx.db(), id, ctx.now());
    ctx.log({ tournamentId: id, summary: { name: t.settings.name } });
    return t;
  },
};

/** A start in the past or more than a year ahead, said in the answer without refusing it. */
export const warningsOf = (scheduledStart: string, now: Date, lng: Language) =>
  translateIssues(lng, 'settings:', { issues: startWarnings(scheduledStart, now.getTime()) }) ?? [];
