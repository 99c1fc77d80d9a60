import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataFolder } from '../../../shared/api/files';
import { UPLOAD_MAX_MB, type ListFile } from '../../../shared/api/ratings';
import { api, errorMessage } from '../../api';
import { fitsUpload, toBase64 } from './upload';

/**
 * The data folder and the list files in it, read again after an upload; `send` uploads a file
 * chosen in the browser, `pick` opens the system's dialog on the desktop; both hand the chosen
 * file to `onChosen`.
 */
export function useListFiles(onChosen: (file: string) => void) {
  const { t } = useTranslation('ratings');
  const [folder, setFolder] = useState<DataFolder | null>(null);
  const [files, setFiles] = useState<ListFile[]>([]);
  const [upload, setUpload] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([api['files.folder']({}), api['ratings.files']({})])
      .then(([f, l]) => {
        if (!live) return;
        setFolder(f);
        setFiles(l);
      })
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [version]);

  const send = async (file: File | null) => {
    setUpload(file);
    setError(null);
    setUploaded(null);
    if (!file) return;
    if (!fitsUpload(file.size)) {
      setError(t('uploadTooLarge', { max: UPLOAD_MAX_MB }));
      return;
    }
    setSending(true);
    try {
      const data = toBase64(new Uint8Array(await file.arrayBuffer()));
      const stored = await api['ratings.upload']({ fileName: file.name, data });
      setUploaded(stored.fileName);
      setVersion((v) => v + 1);
      onChosen(stored.file);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
    }
  };

  const pick = async () => {
    setError(null);
    try {
      const { file } = await api['files.pick']({ kind: 'rating-list' });
      if (file) onChosen(file);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return { folder, files, upload, sending, uploaded, error, send, pick };
}
