import type { HandlerMap } from '../types';
import {
  createEvent,
  currentEvent,
  dataFiles,
  openEvent,
  renameEvent,
  restoreBackup,
  saveCopy,
} from '../../services/events';

type EventMethod =
  | 'event.create'
  | 'event.open'
  | 'event.close'
  | 'event.current'
  | 'event.recent'
  | 'event.files'
  | 'event.rename'
  | 'event.saveCopy'
  | 'event.restoreBackup';

export const eventHandlers: HandlerMap<EventMethod> = {
  'event.create': ({ file, name }, ctx) => createEvent(ctx.session, file, name, ctx.now()),
  'event.open': ({ file, readOnly, takeOver }, ctx) =>
    openEvent(ctx.session, file, { at: ctx.now(), readOnly, takeOver }),
  'event.saveCopy': ({ file }, ctx) => saveCopy(ctx.session, file),
  'event.restoreBackup': ({ file }, ctx) => restoreBackup(ctx.session, file, ctx.now()),
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
