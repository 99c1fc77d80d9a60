import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team, TeamEvent } from '../../../shared/api/teams';
import { api, errorMessage } from '../../api';
import { ConfirmModal } from '../common/ConfirmModal';

type Kind = 'abandon' | 'forfeit';

/**
 * R10.2, R16.1b: a team leaves. Abandon: it keeps its points, is no longer paired and ranks behind
 * every team still in (boards of its current match without a result are lost by forfeit). Forfeit:
 * it loses its current match on every board and leaves. The confirmation says exactly that.
 */
export function LeaveTeam({ event, team, onLeft }: { event: TeamEvent; team: Team; onLeft: () => void }) {
  const { t } = useTranslation('teamui');
  const [asked, setAsked] = useState<Kind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const round = event.currentRound;
  const leave = async (kind: Kind) => {
    setAsked(null);
    setError(null);
    try {
      await api[kind === 'abandon' ? 'team.abandon' : 'team.forfeit']({ teamId: team.id });
      onLeft();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <>
      <Group gap="xs">
        <Button size="xs" variant="default" color="orange" onClick={() => setAsked('abandon')}>
          {t('leave.abandon')}
        </Button>
        <Button size="xs" variant="default" color="red" onClick={() => setAsked('forfeit')}>
          {t('leave.forfeit')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ConfirmModal
        opened={asked !== null}
        title={asked ? t(`leave.${asked}Title`, { team: team.name }) : ''}
        color={asked === 'forfeit' ? 'red' : 'orange'}
        confirmLabel={asked ? t(`leave.${asked}`) : undefined}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && void leave(asked)}
      >
        <Text size="sm">{asked ? t(`leave.${asked}Says`, { team: team.name, round }) : ''}</Text>
      </ConfirmModal>
    </>
  );
}
