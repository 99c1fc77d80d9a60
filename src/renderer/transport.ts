import type { ApiCall } from '../shared/api/contract';
import type { Envelope } from '../shared/api/envelope';

/** What the Electron preload exposes on `window.api` (and nothing else). */
export type Bridge = {
  call(method: string, input: unknown, lng: string): Promise<Envelope<unknown>>;
};

/** The preload's bridge, present only inside the desktop window. */
export const desktopBridge = (): Bridge | undefined => (window as Window & { api?: Bridge }).api;

const SESSION_KEY = 'diagonal.session';

/**
 * Web mode is opened at `/#session=TOKEN`. The token is kept in sessionStorage (it survives a
 * reload of this tab, not a new tab) and removed from the visible URL so it is not copied along.
 */
export function takeSessionToken(): string | null {
  const match = /(?:^#|&)session=([^&]+)/.exec(location.hash);
  if (match?.[1]) {
    sessionStorage.setItem(SESSION_KEY, decodeURIComponent(match[1]));
    history.replaceState(null, '', location.pathname + location.search);
  }
  return sessionStorage.getItem(SESSION_KEY);
}

export function electronCall(bridge: Bridge, lng: () => string): ApiCall {
  return (method, input) => bridge.call(method, input, lng());
}

/**
 * The event file this window shows (its path as the server gave it), sent with every call so that
 * the server refuses to act on another file that a second window opened since (web mode).
 */
let shownEvent: string | null = null;
export function showEvent(file: string | null): void {
  shownEvent = file;
}
export const EVENT_HEADER = 'X-Diagonal-Event';

/** `unreachable` words the error when the server cannot be reached or answers garbage. */
export function httpCall(token: string | null, lng: () => string, unreachable: () => string): ApiCall {
  return async (method, input) => {
    try {
      const res = await fetch(`./api/${encodeURIComponent(method)}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Diagonal-Session': token ?? '',
          ...(shownEvent === null ? {} : { [EVENT_HEADER]: encodeURIComponent(shownEvent) }),
        },
        body: JSON.stringify({ input, lng: lng() }),
      });
      const body: unknown = await res.json().catch(() => null);
      if (isEnvelope(body)) return body;
    } catch {
      // fall through: the server is gone or the network refused
    }
    return { ok: false, error: { code: 'unreachable', message: unreachable() } };
  };
}

function isEnvelope(x: unknown): x is Envelope<unknown> {
  return typeof x === 'object' && x !== null && 'ok' in x && typeof x.ok === 'boolean';
}
