import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamLeave } from '../../../shared/api/teams';
import { api, errorMessage } from '../../api';
import { ConfirmModal } from '../common/ConfirmModal';

/** A stored time as the portal's panel shows it: HH:MM as kept. */
const clock = (iso: string) => iso.slice(11, 16);

/**
 * R10.2, R16.1b, R16.2: the withdrawals that can still be undone, on every tab of the Teams screen.
 * A captain's declaration from his phone is an alert (how his phone came in, which phone, which
 * boards became forfeits); the arbiter's own is listed quietly. Undo (confirmed) until the next
 * round is paired. Read again every 15 seconds, as the portal's reports are, and after every action.
 */
export function LeaveAlerts(props: { tournamentId: number; version: number; onChanged: () => void }) {
  const { tournamentId, version } = props;
  const { t } = useTranslation('teamui');
  const [leaves, setLeaves] = useState<TeamLeave[]>([]);
  const [asked, setAsked] = useState<TeamLeave | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onChanged = useRef(props.onChanged);
  useEffect(() => {
    onChanged.current = props.onChanged;
  });
  const seen = useRef<string>('');
  useEffect(() => {
    let live = true;
    const load = () =>
      api['team.leaves']({ tournamentId })
        .then((list) => {
          if (!live) return;
          const open = list.filter((l) => l.undoable);
          setLeaves(open);
          // a phone's declaration changed the matches and standings: the screen reads them again
          const key = list.map((l) => `${l.teamId}@${l.at}`).join(',');
          if (seen.current !== '' && key !== seen.current) onChanged.current();
          seen.current = key;
        })
        .catch((e: unknown) => live && setError(errorMessage(e)));
    void load();
    const timer = setInterval(() => void load(), 15_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [tournamentId, version]);
  const undo = (l: TeamLeave) => {
    setAsked(null);
    setError(null);
    api['team.undoLeave']({ teamId: l.teamId })
      .then(() => onChanged.current())
      .catch((e: unknown) => setError(errorMessage(e)));
  };
  if (leaves.length === 0 && !error) return null;
  return (
    <Stack gap={4}>
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {leaves.map((l) => (
        <LeaveAlert key={`${l.teamId}@${l.at}`} leave={l} onUndo={() => setAsked(l)} />
      ))}
      <ConfirmModal
        opened={asked !== null}
        title={asked ? t('leaves.undoTitle', { team: asked.team }) : ''}
        confirmLabel={t('leaves.undo')}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && undo(asked)}
      >
        <Text size="sm">{asked ? t('leaves.undoSays', { team: asked.team }) : ''}</Text>
      </ConfirmModal>
    </Stack>
  );
}

/** One withdrawal: who declared it, when and how, the boards it scored as forfeits, and Undo. */
function LeaveAlert({ leave: l, onUndo }: { leave: TeamLeave; onUndo: () => void }) {
  const { t } = useTranslation('teamui');
  const how = [
    l.channel ? t(`portal:screen.via.${l.channel}`) : '',
    l.phone ? t('portal:screen.phone', { phone: l.phone }) : '',
  ]
    .filter((x) => x !== '')
    .join(' · ');
  return (
    <Alert
      color={l.by === 'captain' ? 'orange' : 'gray'}
      title={l.by === 'captain' ? t('leaves.title') : undefined}
      data-testid={`team-leave-${l.teamId}`}
    >
      <Text size="sm">
        {t(`leaves.${l.by}.${l.kind}`, {
          team: l.team,
          match: l.matchNo ?? '–',
          round: l.afterRound,
          time: clock(l.at),
          how,
        })}
      </Text>
      <Text size="sm">
        {l.boards.length ? t('leaves.boards', { boards: l.boards.join(', ') }) : t('leaves.noBoards')}{' '}
        {t('leaves.until')}
      </Text>
      <Button size="compact-xs" variant="light" color="orange" mt={4} onClick={onUndo}>
        {t('leaves.undo')}
      </Button>
    </Alert>
  );
}
