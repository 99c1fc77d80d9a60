import { useEffect, useState } from 'react';
import type { EventFile } from '../../shared/api/events';
import { api, errorMessage } from '../api';

/** At start (and after a reload) the event file the server has open, shown; ready once asked. */
export function useCurrentEvent(eventOpened: (event: EventFile) => Promise<void>): {
  ready: boolean;
  loadError: string | null;
} {
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api['event.current']({})
      .then(async (current) => {
        if (live && current) await eventOpened(current);
      })
      .catch((e: unknown) => live && setLoadError(errorMessage(e)))
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [eventOpened]);
  return { ready, loadError };
}
