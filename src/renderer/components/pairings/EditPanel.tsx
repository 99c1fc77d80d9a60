import { Alert, Button, Group, List, Paper, Select, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundEdit, RoundView, Warning } from '../../../shared/api/rounds';
import { api, errorMessage } from '../../api';
import { ConfirmModal } from '../common/ConfirmModal';

type Props = { tournamentId: number; round: RoundView; onChanged: (round: RoundView) => void };

/**
 * R6.6: the arbiter edits a generated pairing. Every edit is previewed first; a rematch, a third
 * colour in a row or a colour difference beyond 2 is shown and must be confirmed.
 */
export function EditPanel({ tournamentId, round, onChanged }: Props) {
  const { t } = useTranslation('day');
  const [a, setA] = useState<string | null>(null);
  const [b, setB] = useState<string | null>(null);
  const [board, setBoard] = useState<string | null>(null);
  const [pending, setPending] = useState<{ edit: RoundEdit; warnings: Warning[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const seated = [...round.boards.flatMap((x) => [x.white, x.black]), ...(round.bye ? [round.bye] : [])].sort(
    (x, y) => x.startNo - y.startNo,
  );
  const options = seated.map((e) => ({ value: String(e.id), label: `${e.startNo}. ${e.name}` }));
  const boards = round.boards.map((x) => ({ value: String(x.boardNo), label: String(x.boardNo) }));
  const ref = { tournamentId, round: round.number };

  const apply = async (edit: RoundEdit, confirm: boolean) => {
    setError(null);
    setDone(false);
    try {
      if (!confirm) {
        const { warnings } = await api['round.previewEdit']({ ...ref, edit });
        if (warnings.length > 0) return setPending({ edit, warnings });
      }
      const out = await api['round.edit']({ ...ref, edit, confirm });
      setPending(null);
      setDone(true);
      onChanged(out.round);
    } catch (e) {
      setPending(null);
      setError(errorMessage(e));
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={t('edit.title')}>
      <Title order={4} mb="xs">
        {t('edit.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('edit.onlyLatest')}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select label={t('edit.first')} data={options} value={a} onChange={setA} searchable w={220} />
        <Select label={t('edit.second')} data={options} value={b} onChange={setB} searchable w={220} />
        <Button
          variant="light"
          disabled={!a || !b || a === b}
          onClick={() => void apply({ kind: 'swap', a: Number(a), b: Number(b) }, false)}
        >
          {t('edit.swap')}
        </Button>
      </Group>
      <Group align="flex-end" gap="sm" mt="sm">
        <Select label={t('common.board')} data={boards} value={board} onChange={setBoard} w={100} />
        <Button
          variant="light"
          disabled={!board}
          onClick={() => void apply({ kind: 'colours', board: Number(board) }, false)}
        >
          {t('edit.colours')}
        </Button>
      </Group>
      {done && (
        <Text size="sm" c="teal" mt="xs" role="status">
          {t('edit.done')}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" mt="xs">
          {error}
        </Alert>
      )}
      <ConfirmModal
        opened={pending !== null}
        title={t('edit.checkTitle')}
        color="orange"
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void apply(pending.edit, true)}
      >
        <Text size="sm">{t('edit.warnings')}</Text>
        <List size="sm" mt="xs">
          {pending?.warnings.map((w, i) => (
            <List.Item key={i}>{t(`play:warning.${w.code}`, w.params)}</List.Item>
          ))}
        </List>
      </ConfirmModal>
    </Paper>
  );
}
