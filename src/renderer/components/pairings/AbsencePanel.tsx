import { Alert, Button, Group, List, Paper, Select, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import { useAbsences } from '../../hooks/useAbsences';
import { WithdrawConfirm } from '../entrants/WithdrawConfirm';

type Props = {
  tournamentId: number;
  /** The latest paired round and the rounds planned; the next round, if any, is the one absences are for. */
  current: number;
  planned: number;
  onChanged: () => void;
};

/** R10.1 absent for a round not yet paired; R10.2 withdrawal, asked first. */
export function AbsencePanel({ tournamentId, current, planned, onChanged }: Props) {
  const { t } = useTranslation('day');
  const nextRound = current < planned ? current + 1 : null;
  const [chosen, setChosen] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<Entrant | null>(null);
  const absences = useAbsences(tournamentId, nextRound, onChanged);
  const { playing, absent, mark } = absences;
  const entrant = playing.find((e) => String(e.id) === chosen) ?? null;

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
          <Button
            variant="light"
            disabled={!entrant}
            onClick={() => mark(entrant, !absent.has(entrant?.id ?? 0))}
          >
            {entrant && absent.has(entrant.id)
              ? t('absence.unmark')
              : t('absence.markFor', { round: nextRound })}
          </Button>
        )}
        <Button variant="light" color="red" disabled={!entrant} onClick={() => setWithdrawing(entrant)}>
          {t('absence.withdraw')}
        </Button>
      </Group>
      <AbsenceStatus
        nextRound={nextRound}
        absentNow={absences.absentNow}
        unmark={(e) => mark(e, false)}
        note={absences.note}
        error={absences.error}
      />
      <WithdrawConfirm
        entrant={withdrawing}
        current={current}
        planned={planned}
        onCancel={() => setWithdrawing(null)}
        onConfirm={(e, withdrawn) => {
          setWithdrawing(null);
          absences.withdraw(e, withdrawn);
        }}
      />
    </Paper>
  );
}

/**
 * Who is marked absent for the next round, each with a button to mark them present again; then
 * what the last change said, or its refusal.
 */
function AbsenceStatus({
  nextRound,
  absentNow,
  unmark,
  note,
  error,
}: {
  nextRound: number | null;
  absentNow: Entrant[];
  unmark: (e: Entrant) => void;
  note: string | null;
  error: string | null;
}) {
  const { t } = useTranslation('day');
  return (
    <>
      {nextRound && (
        <Text size="sm" mt="xs" role="status">
          {absentNow.length === 0
            ? t('absence.noneMarked', { round: nextRound })
            : t('absence.marked', { round: nextRound, list: absentNow.map((e) => e.name).join(', ') })}
        </Text>
      )}
      {absentNow.length > 0 && (
        <List size="sm" mt={4} spacing={4} listStyleType="none">
          {absentNow.map((e) => (
            <List.Item key={e.id}>
              <Group gap="xs">
                <Text size="sm">{`${e.startNo}. ${e.name}`}</Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={t('absence.unmarkName', { name: e.name })}
                  onClick={() => unmark(e)}
                >
                  {t('absence.unmark')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
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
    </>
  );
}
