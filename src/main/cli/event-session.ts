/**
 * One API method on an event file from the command line, through the same dispatch as the windows
 * (ARCHITECTURE.md: three thin transports): opens the file, runs the method, closes the file.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { Language } from '../../shared/i18n/index';
import { createDispatcher } from '../api/dispatch';
import { EventSession } from '../session/session';

export type Outcome = { ok: true; value: unknown } | { ok: false; message: string };

export const absolute = (p: string): string => (isAbsolute(p) ? p : resolve(p));

export async function onEvent(
  event: string,
  method: string,
  input: unknown,
  lng: Language = 'en',
): Promise<Outcome> {
  const session = new EventSession({ access: 'path', dataDir: process.cwd(), recentFile: null });
  const errors: unknown[] = [];
  const dispatch = createDispatcher({ session, logError: (e) => errors.push(e) });
  try {
    const opened = await dispatch('event.open', { file: absolute(event) }, lng);
    if (!opened.ok) return { ok: false, message: opened.error.message };
    const res = await dispatch(method, input, lng);
    return res.ok ? { ok: true, value: res.value } : { ok: false, message: res.error.message };
  } finally {
    session.close();
  }
}

/** A refused call stops the work: its message is what the command prints. */
class Refused extends Error {
  constructor(readonly refusal: string) {
    super(refusal);
  }
}

/**
 * Several methods on one event file, opened once through dispatch like `onEvent`. `readOnly`:
 * opened without its lock, so that it works while a window holds the file. `create`: a new event
 * file, empty, where there is none at the path (its lock taken as an open takes it).
 */
export async function withEvent<T>(
  event: string,
  how: { readOnly?: boolean; create?: boolean; now: Date; lng?: Language },
  work: (call: (method: string, input: unknown) => Promise<unknown>) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  const lng = how.lng ?? 'en';
  const file = absolute(event);
  const session = new EventSession({ access: 'path', dataDir: process.cwd(), recentFile: null });
  const dispatch = createDispatcher({ session, logError: () => undefined });
  const call = async (method: string, input: unknown): Promise<unknown> => {
    const res = await dispatch(method, input, lng);
    if (!res.ok) throw new Refused(res.error.message);
    return res.value;
  };
  try {
    if (how.create && !existsSync(file)) session.open(file, 'create', { at: how.now });
    else await call('event.open', { file, readOnly: how.readOnly ?? false });
    return { ok: true, value: await work(call) };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, message: e.refusal };
    throw e;
  } finally {
    session.close();
  }
}
