import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSlug } from '../../../shared/fold';
import { api, errorMessage } from '../../api';
import { useWorkspace } from '../../workspace';

export function CreateEventForm() {
  const { t } = useTranslation('ui');
  const { eventOpened } = useWorkspace();
  const [name, setName] = useState('');
  const [file, setFile] = useState('');
  const [fileTouched, setFileTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileValue = fileTouched ? file : fileSlug(name);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await eventOpened(await api['event.create']({ file: fileValue.trim(), name: name.trim() }));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-labelledby="create-event-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="create-event-title">
          {t('events.create.title')}
        </Title>
        <TextInput
          label={t('events.create.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
        />
        <TextInput
          label={t('events.create.file')}
          description={t('events.create.fileHelp')}
          value={fileValue}
          onChange={(e) => {
            setFileTouched(true);
            setFile(e.currentTarget.value);
          }}
          required
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy} disabled={name.trim() === '' || fileValue.trim() === ''}>
          {t('events.create.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
