import type { HandlerMap } from '../types';
import { createTournament, getTournament, listTournaments, updateSettings } from '../../services/tournaments';

type TournamentMethod =
  'tournament.create' | 'tournament.list' | 'tournament.get' | 'tournament.updateSettings';

export const tournamentHandlers: HandlerMap<TournamentMethod> = {
  'tournament.create': ({ settings }, ctx) => {
    const t = createTournament(ctx.db(), settings, ctx.now().toISOString());
    ctx.log({ tournamentId: t.id, summary: { name: t.settings.name } });
    return t;
  },
  'tournament.list': (_input, ctx) => listTournaments(ctx.db()),
  'tournament.get': ({ id }, ctx) => getTournament(ctx.db(), id),
  'tournament.updateSettings': ({ id, settings }, ctx) => {
    const { tournament, before } = updateSettings(ctx.db(), id, settings);
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
    return tournament;
  },
};
