import { Alert, Anchor, Button, Group, List, Select, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../../shared/api/tournaments';
import { api, errorMessage } from '../../api';
import { downloadText } from '../../download';

type Flagged = { startNo: number; name: string }[];

/**
 * The tournament as files for other programs: TRF-16 (any tournament under way or finished), the
 * FMJD rating report (rated tournaments, R12.3) with the entrants it flags for a missing ID, and
 * the PDN game headers of a round (the latest unless another is chosen) for DGT boards, and the
 * event's website written into its folder (again after each round, the same file names).
 */
export function FileExports({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(['files', 'site']);
  const [error, setError] = useState<string | null>(null);
  const [flagged, setFlagged] = useState<Flagged>([]);
  const [written, setWritten] = useState<{ text: string; href: string | null } | null>(null);
  const [rounds, setRounds] = useState<number[]>([]);
  const [round, setRound] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api['round.list']({ tournamentId: tournament.id })
      .then((list) => live && setRounds(list.map((r) => r.number)))
      .catch(() => live && setRounds([]));
    return () => {
      live = false;
    };
  }, [tournament.id]);
  const pdnRound = round ?? (rounds.length ? String(rounds[rounds.length - 1]) : null);
  const run = async (kind: 'trf' | 'fmjd' | 'pdn' | 'site') => {
    setError(null);
    setFlagged([]);
    setWritten(null);
    try {
      if (kind === 'site') {
        // The whole event, every tournament in four languages, into the folder beside the event file.
        const out = await api['file.exportSite']({});
        setWritten({ text: t('site:screen.written', out), href: out.href });
      } else if (kind === 'trf') {
        const out = await api['file.exportTrf']({ tournamentId: tournament.id });
        downloadText(out.fileName, out.text, 'text/plain;charset=utf-8');
      } else if (kind === 'pdn') {
        const out = await api['file.exportPdn']({ tournamentId: tournament.id, round: Number(pdnRound) });
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
        <Select
          aria-label={t('screen.pdnRound')}
          data={rounds.map((r) => ({ value: String(r), label: t('screen.roundN', { round: r }) }))}
          value={pdnRound}
          onChange={setRound}
          allowDeselect={false}
          disabled={rounds.length === 0}
          w={120}
          size="xs"
        />
        <Button size="xs" variant="default" disabled={pdnRound === null} onClick={() => void run('pdn')}>
          {t('screen.exportPdn')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void run('site')}>
          {t('site:screen.publish')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {written && (
        <Alert color="green" role="status">
          {written.text}{' '}
          {/* The pages just written, in a new tab (web mode) or the system's browser (desktop). */}
          {written.href && (
            <Anchor href={written.href} target="_blank" rel="noopener noreferrer">
              {t('site:screen.open')}
            </Anchor>
          )}
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
