/**
 * Web mode serves one open event file to every window of the session. A window that still shows
 * an event file another window has since replaced (or closed) must not act on the new one: a
 * result typed for board 3 of tournament 1 would land in another event's tournament 1. Each call
 * of the screens says which file it shows (`x-diagonal-event`); a call that acts on the open file
 * is refused when that is another, and nothing is changed.
 */
import { basename } from 'node:path';

export const SHOWN_EVENT_HEADER = 'x-diagonal-event';

/** The methods that choose the event file, or need none; every other acts on the open file. */
const CHOOSES_EVENT: ReadonlySet<string> = new Set([
  'event.create',
  'event.open',
  'event.restoreBackup',
  'event.close',
  'event.current',
  'event.recent',
  'event.files',
]);

export type ShownEventRefusal =
  | { code: 'otherEvent'; params: { shown: string; current: string } }
  | { code: 'otherEventClosed'; params: { shown: string } };

/**
 * Why `method` may not run for a window showing `header` while `open` is the open file (both as
 * the session hands files to the screens), or null.
 * A call without the header (the command line, a script, a window that shows no event) is not
 * checked: it acts on whatever is open, as it always did.
 */
export function shownEventRefusal(
  method: string,
  header: string | string[] | undefined,
  open: string | null,
): ShownEventRefusal | null {
  if (typeof header !== 'string' || header === '' || CHOOSES_EVENT.has(method)) return null;
  let shown: string;
  try {
    shown = decodeURIComponent(header);
  } catch {
    shown = header;
  }
  if (shown === open) return null;
  if (open === null) return { code: 'otherEventClosed', params: { shown: basename(shown) } };
  return { code: 'otherEvent', params: { shown: basename(shown), current: basename(open) } };
}
