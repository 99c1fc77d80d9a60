import { Alert, Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_MB } from '../../../shared/api/ratings';
import { LIST_ACCEPT } from './upload';
import { useListFiles } from './useListFiles';

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
  const { folder, files, upload, sending, uploaded, error, send, pick } = useListFiles(onChosen);
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
