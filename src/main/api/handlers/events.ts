import type { HandlerMap } from '../types';
import { createEvent, currentEvent, dataFiles, openEvent, renameEvent } from '../../services/events';

type EventMethod =
  | 'event.create'
  | 'event.open'
  | 'event.close'
  | 'event.current'
  | 'event.recent'
  | 'event.files'
  | 'event.rename';

export const eventHandlers: HandlerMap<EventMethod> = {
  'event.create': ({ file, name }, ctx) => createEvent(ctx.session, file, name, ctx.now().toISOString()),
  'event.open': ({ file }, ctx) => openEvent(ctx.session, file, ctx.now().toISOString()),
  'event.close': (_input, ctx) => {
    ctx.session.close();
    return null;
  },
  'event.current': (_input, ctx) => currentEvent(ctx.session),
  'event.recent': (_input, ctx) => ctx.session.recent(),
  'event.files': (_input, ctx) => dataFiles(ctx.session),
  'event.rename': ({ name }, ctx) => {
    const info = renameEvent(ctx.session, name, ctx.now().toISOString());
    ctx.log({ tournamentId: null, summary: { name: info.name } });
    return info;
  },
};
