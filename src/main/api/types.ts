import type { z } from 'zod';
import type { ApiContract, ApiOutput, MethodName } from '../../shared/api/contract';
import type { PickKind } from '../../shared/api/files';
import type { GuessingAlert, PortalListener } from '../../shared/api/portal';
import type { Language } from '../../shared/i18n/index';
import type { Db } from '../db/connection';
import type { EventSession } from '../session/session';

/**
 * The system's open dialog, which only the desktop shell has (src/main/index.ts): the chosen
 * file's path, or null when cancelled. Titles in the caller's language.
 */
export type FilePicker = (kind: PickKind, lng: Language) => Promise<string | null>;

/** What a mutation records in the activity log; dispatch writes it in the same transaction. */
export type ActivityNote = { tournamentId: number | null; summary: unknown; undo?: unknown };

/**
 * The results portal's own listener (src/main/transports/portal), started and stopped by the
 * arbiter's methods; absent on the command line.
 */
export type PortalHost = {
  interfaces: () => { address: string; name: string; scope: 'this-computer' | 'network' }[];
  listen: (address: string, port: number) => Promise<PortalListener>;
  stop: () => Promise<PortalListener>;
  state: () => PortalListener;
  /** R16.3: the tournament's wrong passwords and codes once they reached its limit; null before. */
  guessing: (tournamentId: number, now: Date) => GuessingAlert | null;
  /** Lets passwords and codes in again; false when nothing was held. */
  resume: (tournamentId: number) => boolean;
};

export type HandlerContext = {
  session: EventSession;
  /** The open event file; throws `noEventOpen` when there is none. */
  db: () => Db;
  now: () => Date;
  /** The language of the caller, for what the main process shows itself (a dialog's title). */
  lng: Language;
  /** Present on the desktop only. */
  pickFile?: FilePicker;
  /** Present where the app can serve the results portal (web mode, desktop). */
  portal?: PortalHost;
  /** Describes the mutation for the activity log; without it the log keeps the method and input. */
  log: (note: ActivityNote) => void;
  /** The mutation found nothing to do (a tick before its time): no row in the activity log. */
  unchanged: () => void;
  /** A round was paired: once committed, the event file is backed up into `backups/`. */
  paired: (round: number) => void;
};

/** The input after its schema parsed it (defaults applied). */
export type ParsedInput<M extends MethodName> = z.output<ApiContract[M]['input']>;

/**
 * A mutation's handler must be synchronous: better-sqlite3 transactions cannot span an await, and
 * the handler's writes and its log row commit together or not at all.
 */
export type Handler<M extends MethodName> = (
  input: ParsedInput<M>,
  ctx: HandlerContext,
) => ApiOutput<M> | Promise<ApiOutput<M>>;

export type HandlerMap<M extends MethodName> = { [K in M]: Handler<K> };
