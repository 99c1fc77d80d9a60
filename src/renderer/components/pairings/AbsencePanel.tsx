import { Alert, Button, Group, Paper, Select, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import { api, errorMessage } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { WithdrawConfirm } from '../entrants/WithdrawConfirm';

type Props = {
  tournamentId: number;
  /** The latest paired round and the rounds planned; the next round, if any, is the one absences are for. */
  current: number;
  planned: number;
  onChanged: () => void;
};

/** Absences as the log records them: the last word on each entrant for that round counts. */
async function absentFor(tournamentId: number, round: number): Promise<Set<number>> {
  const log = await api['activity.list']({ tournamentId, limit: 10000 });
  const seen = new Map<number, boolean>();
  for (const item of log) {
    const s = item.summary as { entrantId?: unknown; round?: unknown; absent?: unknown } | null;
    if (item.action !== 'round.absence' || item.undone || s?.round !== round) continue;
    if (typeof s.entrantId === 'number' && !seen.has(s.entrantId)) seen.set(s.entrantId, s.absent === true);
  }
  return new Set([...seen].filter(([, absent]) => absent).map(([id]) => id));
}

/** R10.1 absent for a round not yet paired; R10.2 withdrawal, asked first. */
export function AbsencePanel({ tournamentId, current, planned, onChanged }: Props) {
  const { t } = useTranslation('day');
  const nextRound = current < planned ? current + 1 : null;
  const [chosen, setChosen] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<Entrant | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const data = useLoad(
    async () => ({
      entrants: await api['entrant.list']({ tournamentId }),
      absent: nextRound ? await absentFor(tournamentId, nextRound) : new Set<number>(),
    }),
    `${tournamentId}:${nextRound}`,
  );
  const playing = (data.data?.entrants ?? [])
    .filter((e) => e.startNo !== null && e.withdrawnAfterRound === null)
    .sort((x, y) => (x.startNo ?? 0) - (y.startNo ?? 0));
  const entrant = playing.find((e) => String(e.id) === chosen) ?? null;
  const absent = data.data?.absent ?? new Set<number>();

  const act = async (run: () => Promise<string>) => {
    setError(null);
    try {
      setNote(await run());
    } catch (e) {
      setError(errorMessage(e));
    }
    data.reload();
    onChanged();
  };
  const mark = (value: boolean) =>
    entrant &&
    nextRound &&
    void act(async () => {
      await api['round.absence']({ tournamentId, round: nextRound, entrantId: entrant.id, absent: value });
      return '';
    });

  return (
    <Paper withBorder p="sm" component="section" aria-label={t('absence.title')}>
      <Title order={4} mb="xs">
        {t('absence.title')}
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('absence.entrant')}
          data={playing.map((e) => ({ value: String(e.id), label: `${e.startNo}. ${e.name}` }))}
          value={chosen}
          onChange={setChosen}
          searchable
          w={240}
        />
        {nextRound && (
          <Button variant="light" disabled={!entrant} onClick={() => mark(!absent.has(entrant?.id ?? 0))}>
            {entrant && absent.has(entrant.id)
              ? t('absence.unmark')
              : `${t('absence.mark')} (${t('common.round', { round: nextRound })})`}
          </Button>
        )}
        <Button variant="light" color="red" disabled={!entrant} onClick={() => setWithdrawing(entrant)}>
          {t('absence.withdraw')}
        </Button>
      </Group>
      {nextRound && (
        <Text size="sm" mt="xs" role="status">
          {absent.size === 0
            ? t('absence.noneMarked', { round: nextRound })
            : t('absence.marked', {
                round: nextRound,
                list: playing
                  .filter((e) => absent.has(e.id))
                  .map((e) => e.name)
                  .join(', '),
              })}
        </Text>
      )}
      {note && (
        <Text size="sm" c="teal" mt="xs" role="status">
          {note}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" mt="xs">
          {error}
        </Alert>
      )}
      <WithdrawConfirm
        entrant={withdrawing}
        current={current}
        planned={planned}
        onCancel={() => setWithdrawing(null)}
        onConfirm={(e, withdrawn) => {
          setWithdrawing(null);
          void act(async () => {
            await api['entrant.withdraw']({ id: e.id });
            return withdrawn;
          });
        }}
      />
    </Paper>
  );
}
