import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../../shared/api/tournaments';
import { api, errorMessage } from '../../api';
import { downloadText } from '../../download';

type Flagged = { startNo: number; name: string }[];

/**
 * The tournament as files for other programs: TRF-16 (any tournament under way or finished) and
 * the FMJD rating report (rated tournaments, R12.3), with the entrants it flags for a missing ID.
 */
export function FileExports({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('files');
  const [error, setError] = useState<string | null>(null);
  const [flagged, setFlagged] = useState<Flagged>([]);
  const run = async (kind: 'trf' | 'fmjd') => {
    setError(null);
    setFlagged([]);
    try {
      if (kind === 'trf') {
        const out = await api['file.exportTrf']({ tournamentId: tournament.id });
        downloadText(out.fileName, out.text, 'text/plain;charset=utf-8');
      } else {
        const out = await api['file.exportFmjd']({ tournamentId: tournament.id });
        downloadText(out.fileName, out.text, 'text/csv;charset=utf-8');
        setFlagged(out.flagged);
      }
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <>
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('screen.export')}
        </Text>
        <Button size="xs" variant="default" onClick={() => void run('trf')}>
          {t('screen.exportTrf')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!tournament.ratingStatus.rated}
          onClick={() => void run('fmjd')}
        >
          {t('screen.exportFmjd')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {flagged.length > 0 && (
        <Alert color="yellow" role="status" title={t('screen.flaggedTitle', { count: flagged.length })}>
          <List size="sm">
            {flagged.map((f) => (
              <List.Item key={f.startNo}>{t('fmjdFlagged', f)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
