import { Alert, Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataFolder } from '../../../shared/api/files';
import { UPLOAD_MAX_MB, type ListFile } from '../../../shared/api/ratings';
import { api, errorMessage } from '../../api';
import { LIST_ACCEPT, fitsUpload, toBase64 } from './upload';

type Props = {
  /** The chosen file as `ratings.preview` takes it (a name in web mode, a path on the desktop). */
  chosen: string;
  onChosen: (file: string) => void;
  disabled?: boolean;
};

/**
 * Choosing a rating list without typing its name: the system's open dialog on the desktop, a file
 * upload in a browser, and in both the list files already in the data folder. Says where event
 * files and lists live: the folder's path on the desktop, "the server's data folder" in web mode
 * (the server never sends a path of its machine).
 */
export function ListFilePicker({ chosen, onChosen, disabled = false }: Props) {
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

  const inFolder = files.some((f) => f.file === chosen) ? chosen : null;
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        {folder?.nativeDialog ? (
          <Button onClick={() => void pick()} disabled={disabled}>
            {t('screen.chooseFile')}
          </Button>
        ) : (
          <FileInput
            label={t('screen.upload')}
            description={t('screen.uploadHelp', { max: UPLOAD_MAX_MB })}
            placeholder={t('screen.chooseFile')}
            accept={LIST_ACCEPT}
            value={upload}
            onChange={(f) => void send(f)}
            disabled={disabled || sending || folder === null}
            clearable
            w={360}
          />
        )}
        <Select
          label={t('screen.inFolder')}
          placeholder={files.length ? t('screen.inFolderPick') : t('screen.inFolderNone')}
          data={files.map((f) => ({ value: f.file, label: f.fileName }))}
          value={inFolder}
          onChange={(v) => v && onChosen(v)}
          disabled={disabled || files.length === 0}
          searchable
          w={320}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {folder?.path ? t('screen.folderAt', { path: folder.path }) : t('screen.folderServer')}
      </Text>
      {sending && <Text size="sm">{t('screen.uploading')}</Text>}
      {uploaded && (
        <Text size="sm" role="status">
          {t('screen.uploaded', { file: uploaded })}
        </Text>
      )}
      {chosen && folder?.nativeDialog && <Text size="sm">{t('screen.chosenFile', { file: chosen })}</Text>}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
