import type { HandlerMap } from '../types';
import {
  cancelTournament,
  createTournament,
  getTournament,
  listTournaments,
  reviewClass,
  updateSettings,
} from '../../services/tournaments';
import { startWarnings } from '../../../shared/schedule';
import type { Language } from '../../../shared/i18n/index';
import { translateIssues } from '../issues';
import { casualFloorNotice, type SettingsIssue } from '../../../shared/settings';

type TournamentMethod =
  | 'tournament.create'
  | 'tournament.list'
  | 'tournament.get'
  | 'tournament.updateSettings'
  | 'tournament.cancel'
  | 'tournament.reviewClass';

export const tournamentHandlers: HandlerMap<TournamentMethod> = {
  'tournament.create': ({ settings }, ctx) => {
    const t = createTournament(ctx.db(), settings, ctx.now().toISOString());
    const floor = casualFloorNotice(settings.ratingFloor ?? null, t.settings);
    ctx.log({
      tournamentId: t.id,
      summary: { name: t.settings.name, ...(floor ? { floorDropped: floor.params.floor } : {}) },
    });
    return {
      ...t,
      warnings: warningsOf(t.settings.scheduledStart, ctx.now(), ctx.lng, floor ? [floor] : []),
    };
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
    const asked = settings.ratingFloor !== undefined ? settings.ratingFloor : before.ratingFloor;
    const floor = casualFloorNotice(asked, tournament.settings);
    return {
      ...tournament,
      warnings: warningsOf(tournament.settings.scheduledStart, ctx.now(), ctx.lng, floor ? [floor] : []),
    };
  },
  'tournament.cancel': ({ id }, ctx) => {
    const t = cancelTournament(ctx.db(), id, ctx.now());
    ctx.log({ tournamentId: id, summary: { name: t.settings.name } });
    return t;
  },
  'tournament.reviewClass': ({ id, number, class: asked }, ctx) => {
    const out = reviewClass(ctx.db(), id, number, asked, ctx.now().toISOString());
    ctx.log({
      tournamentId: id,
      summary: {
        number,
        variant: out.tournament.settings.variant,
        before: out.before,
        after: asked,
        table: out.table,
      },
    });
    return out.tournament;
  },
};

/** A start in the past or more than a year ahead, said in the answer without refusing it. */
export const warningsOf = (scheduledStart: string, now: Date, lng: Language, more: SettingsIssue[] = []) =>
  translateIssues(lng, 'settings:', { issues: [...startWarnings(scheduledStart, now.getTime()), ...more] }) ??
  [];
