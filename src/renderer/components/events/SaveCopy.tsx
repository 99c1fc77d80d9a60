import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFile } from '../../../shared/api/events';
import { api, errorMessage } from '../../api';
import { copyTarget } from './event-file';

/** "Save a copy...": a complete copy of the open event file, taken while play goes on. */
export function SaveCopy({ event }: { event: EventFile }) {
  const { t } = useTranslation('storage');
  const stem = event.fileName.replace(/\.diagonal$/i, '');
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState(`${stem} copy`);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await api['event.saveCopy']({ file: copyTarget(event, name) });
      setDone(saved.fileName);
      setOpened(false);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={() => {
          setDone(null);
          setError(null);
          setOpened(true);
        }}
      >
        {t('ui.saveCopy')}
      </Button>
      {done && (
        <Text size="sm" c="teal.8" role="status">
          {t('ui.saveCopyDone', { file: done })}
        </Text>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('ui.saveCopyTitle')}>
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">{t('ui.saveCopyHelp')}</Text>
            <TextInput
              label={t('ui.saveCopyName')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              required
              data-autofocus
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('ui.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={name.trim() === ''}>
                {t('ui.saveCopySubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
