/**
 * One API method on an event file from the command line, through the same dispatch as the windows
 * (ARCHITECTURE.md: three thin transports): opens the file, runs the method, closes the file.
 */
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
