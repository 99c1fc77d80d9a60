import { useEffect, useState } from 'react';
import { ApiCallError } from '../../../shared/api/contract';
import type { RecentFile } from '../../../shared/api/events';
import type { DataFolder } from '../../../shared/api/files';
import { api, errorMessage } from '../../api';
import { useWorkspace } from '../../workspace';
import { filesToOpen, type Offer } from './event-file';
import type { Refusal } from './OpenRefusal';

/**
 * The open panel's state and calls: the files to list and the data folder, opening one, acting on
 * a refusal (read-only, take over, restore the backup), and the system's open dialog.
 */
export function useOpenEvent() {
  const { eventOpened } = useWorkspace();
  const [files, setFiles] = useState<RecentFile[]>([]);
  const [folder, setFolder] = useState<DataFolder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([api['event.recent']({}), api['event.files']({}), api['files.folder']({})])
      .then(([recent, inFolder, where]) => {
        if (!live) return;
        setFiles(filesToOpen(recent, inFolder));
        setFolder(where);
      })
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, []);

  /** Opens `target`; a refusal the arbiter can act on (held elsewhere, damaged ...) keeps its code. */
  const open = async (target: string, how: { readOnly?: boolean; takeOver?: boolean } = {}) => {
    setError(null);
    setRefusal(null);
    try {
      await eventOpened(await api['event.open']({ file: target, ...how }));
    } catch (e) {
      if (e instanceof ApiCallError)
        setRefusal({ file: target, code: e.code, message: e.message, details: e.details });
      else setError(errorMessage(e));
    }
  };
  const act = async (offer: Offer) => {
    if (!refusal) return;
    if (offer !== 'restore')
      return open(refusal.file, offer === 'readOnly' ? { readOnly: true } : { takeOver: true });
    setRefusal(null);
    try {
      await eventOpened(await api['event.restoreBackup']({ file: refusal.file }));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const pick = async () => {
    setError(null);
    try {
      const { file: chosen } = await api['files.pick']({ kind: 'event' });
      if (chosen) await open(chosen);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return { files, folder, error, refusal, open, act, pick };
}
