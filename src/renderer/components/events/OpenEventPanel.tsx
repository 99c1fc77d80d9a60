import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../shared/dates';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../shared/api/contract';
import type { RecentFile } from '../../../shared/api/events';
import type { DataFolder } from '../../../shared/api/files';
import { api, errorMessage } from '../../api';
import { useWorkspace } from '../../workspace';
import { OpenRefusal, type Refusal } from './OpenRefusal';
import type { Offer } from './event-file';

/**
 * Recent files first, then the other event files of the data folder, then by name; on the desktop
 * the system's open dialog too. Says where event files live: the folder's path on the desktop, the
 * server's data folder in web mode (never a path of the server's machine).
 */
export function OpenEventPanel() {
  const { t, i18n } = useTranslation('ui');
  const { eventOpened } = useWorkspace();
  const [files, setFiles] = useState<RecentFile[]>([]);
  const [folder, setFolder] = useState<DataFolder | null>(null);
  const [file, setFile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([api['event.recent']({}), api['event.files']({}), api['files.folder']({})])
      .then(([recent, inFolder, where]) => {
        const seen = new Set(recent.map((r) => r.file));
        if (!live) return;
        setFiles([...recent, ...inFolder.filter((f) => !seen.has(f.file))]);
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void open(file.trim());
  };
  const when = (iso: string) => formatDateTime(i18n.language, iso);

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('events.open.title')}
        </Title>
        {files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('events.open.none')}
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('events.open.list')}
          >
            {files.map((f) => (
              <li key={f.file}>
                <UnstyledButton onClick={() => void open(f.file)} p={6} w="100%" className="pick">
                  <Text size="sm" fw={600}>
                    {f.name || f.fileName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {f.fileName}
                    {f.openedAt ? ` · ${when(f.openedAt)}` : ''}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        {folder && (
          <Text size="sm" c="dimmed">
            {folder.path ? t('events.open.folderAt', { path: folder.path }) : t('events.open.folderServer')}
          </Text>
        )}
        {folder?.nativeDialog && (
          <Button variant="light" onClick={() => void pick()} style={{ alignSelf: 'flex-start' }}>
            {t('events.open.choose')}
          </Button>
        )}
        <form onSubmit={submit}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('events.open.byName')}
              value={file}
              onChange={(e) => setFile(e.currentTarget.value)}
            />
            <Button type="submit" variant="default" disabled={file.trim() === ''}>
              {t('events.open.submit')}
            </Button>
          </Group>
        </form>
        {refusal && <OpenRefusal refusal={refusal} onOffer={(o) => void act(o)} />}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
