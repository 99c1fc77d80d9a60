import { Alert, Button, List, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StartPreview } from '../../../shared/api/play';
import type { Tournament } from '../../../shared/api/tournaments';
import { api, errorMessage } from '../../api';
import { ConfirmModal } from '../common/ConfirmModal';
import { startSummary } from './start-summary';

type Props = { tournament: Tournament; onStarted: () => void };

/**
 * PRODUCT.md step 3: the arbiter starts; the decision, the lots and round 1 follow (R2, R3). The
 * decision is shown and asked first (R2.3): a start cannot be taken back.
 */
export function StartPanel({ tournament, onStarted }: Props) {
  const { t } = useTranslation('day');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<StartPreview | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const ask = () =>
    void run(async () => setPreview(await api['tournament.previewStart']({ tournamentId: tournament.id })));
  const start = () => {
    setPreview(null);
    void run(async () => {
      await api['tournament.start']({ tournamentId: tournament.id });
      onStarted();
    });
  };
  const summary = preview && startSummary(preview, t);
  return (
    <Stack gap="sm" maw={720}>
      <Title order={2}>{t('start.title', { name: tournament.settings.name })}</Title>
      <Text size="sm">
        {t('start.intro', { present: tournament.presentCount, total: tournament.entrantCount })}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <div>
        <Button onClick={ask} loading={busy}>
          {t('start.submit')}
        </Button>
      </div>
      <ConfirmModal
        opened={summary !== null}
        title={t('start.confirmTitle')}
        confirmLabel={summary?.cancelled ? t('start.goCancelled') : t('start.go')}
        color={summary?.cancelled ? 'red' : undefined}
        size="lg"
        onConfirm={start}
        onCancel={() => setPreview(null)}
      >
        {summary && (
          <Stack gap="xs">
            <Text fw={600} c={summary.cancelled ? 'red.8' : undefined}>
              {summary.headline}
            </Text>
            <List size="sm" spacing={2}>
              {summary.why.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            {summary.rating.lines.length > 0 && (
              // R12: rated or casual as this start makes it, and how many games can be rated
              <Alert
                variant="light"
                color={summary.rating.warn ? 'yellow' : 'teal'}
                py="xs"
                aria-label={t('start.preview.rating')}
              >
                {summary.rating.lines.map((line) => (
                  <Text key={line} size="sm">
                    {line}
                  </Text>
                ))}
              </Alert>
            )}
            <Table withTableBorder verticalSpacing={2} fz="sm" aria-label={t('start.preview.settings')}>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
                {t('start.preview.settings')}
              </Table.Caption>
              <Table.Tbody>
                {summary.settings.map((s) => (
                  <Table.Tr key={s.label}>
                    <Table.Td>{s.label}</Table.Td>
                    <Table.Td>{s.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {!summary.cancelled && (
              <Text size="sm" c="dimmed">
                {t('start.next')}
              </Text>
            )}
          </Stack>
        )}
      </ConfirmModal>
    </Stack>
  );
}
