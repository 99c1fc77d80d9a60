import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../../api';
import { downloadText } from '../../download';

type Props = { onImported: () => void };

/**
 * The event's team ratings in and out as a CSV file (docs/TEAMS.md "Team rating"): a
 * federation's file brings the ratings before this event; the export carries them to the next.
 * A refused file says every row problem and changes nothing.
 */
export function TeamRatingsBar({ onImported }: Props) {
  const { t } = useTranslation('teamui');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const exportFile = async () => {
    setNote(null);
    try {
      const out = await api['team.ratings.export']({});
      downloadText(out.fileName, out.text, 'text/csv;charset=utf-8');
    } catch (err) {
      setNote({ ok: false, text: errorMessage(err) });
    }
  };
  const importFile = async (file: File | null) => {
    if (!file) return;
    setNote(null);
    try {
      const res = await api['team.ratings.import']({ fileName: file.name, text: await file.text() });
      setNote({ ok: true, text: t('ratings.imported', { fileName: file.name, count: res.imported }) });
      onImported();
    } catch (err) {
      setNote({ ok: false, text: errorMessage(err) });
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button variant="default" size="xs" onClick={() => void exportFile()}>
          {t('ratings.export')}
        </Button>
        <FileButton onChange={(f) => void importFile(f)} accept=".csv,.txt">
          {(props) => (
            <Button variant="default" size="xs" {...props}>
              {t('ratings.import')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('ratings.hint')}
      </Text>
      {note && (
        <Alert
          color={note.ok ? 'green' : 'red'}
          role={note.ok ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setNote(null)}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {note.text}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
