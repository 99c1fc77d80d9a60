import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EventFileList } from './EventFileList';
import { OpenRefusal } from './OpenRefusal';
import { useOpenEvent } from './useOpenEvent';

/**
 * Recent files first, then the other event files of the data folder, then by name; on the desktop
 * the system's open dialog too. Says where event files live: the folder's path on the desktop, the
 * server's data folder in web mode (never a path of the server's machine).
 */
export function OpenEventPanel() {
  const { t } = useTranslation('ui');
  const { files, folder, error, refusal, open, act, pick } = useOpenEvent();
  const [file, setFile] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void open(file.trim());
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('events.open.title')}
        </Title>
        <EventFileList files={files} onOpen={(f) => void open(f)} />
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
