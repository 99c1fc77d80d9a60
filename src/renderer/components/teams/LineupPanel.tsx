import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamEvent } from '../../../shared/api/teams';
import { useLineup } from '../../hooks/useLineup';
import { lineupIssues } from './lineup-check';
import { LineupTable } from './LineupTable';

/**
 * The line-up of a team for a round (R16.1b): by default its first N roster players; the arbiter
 * may field others or change the order before the match has a result, but the board order must
 * follow the roster order. A break is said as he composes it, in the server's own words.
 */
export function LineupPanel({ event }: { event: TeamEvent }) {
  const { t } = useTranslation('teamui');
  const l = useLineup(event);
  const boards = event.team.boards;
  return (
    <Stack gap="sm" maw={760}>
      <LineupPick event={event} lineup={l} />
      {l.locked && <Alert color="gray">{t('lineup.locked', { round: l.round })}</Alert>}
      {l.lineup && (
        <Text size="sm" c="dimmed">
          {l.lineup.chosen ? t('lineup.chosen') : t('lineup.default', { boards })}
        </Text>
      )}
      <LineupTable
        team={l.team}
        boards={boards}
        players={l.players}
        setPlayers={l.setPlayers}
        locked={l.locked}
      />
      <LineupMessages boards={boards} lineup={l} />
      <Group>
        <Button
          disabled={l.locked || !l.team}
          onClick={() => void l.save(l.players.filter((p): p is number => p !== null))}
        >
          {t('lineup.save')}
        </Button>
        <Button variant="default" disabled={l.locked || !l.team} onClick={() => void l.save(null)}>
          {t('lineup.reset')}
        </Button>
      </Group>
    </Stack>
  );
}

type LineupState = ReturnType<typeof useLineup>;

/** The round and the team whose line-up is composed. */
function LineupPick({ event, lineup: l }: { event: TeamEvent; lineup: LineupState }) {
  const { t } = useTranslation('teamui');
  const last = Math.min(event.currentRound + 1, event.roundsPlanned ?? event.currentRound + 1);
  return (
    <Group align="flex-end">
      <Select
        label={t('lineup.round')}
        data={Array.from({ length: last }, (_, i) => String(i + 1))}
        value={String(l.round)}
        onChange={(v) => v && l.setRound(Number(v))}
        allowDeselect={false}
        w={110}
      />
      <Select
        label={t('lineup.team')}
        data={l.teams.map((x) => ({ value: String(x.id), label: x.name }))}
        value={l.team ? String(l.team.id) : null}
        onChange={(v) => v && l.setTeamId(Number(v))}
        allowDeselect={false}
        w={280}
      />
    </Group>
  );
}

/** What breaks the line-up as composed, the server's refusal, or that it was saved. */
function LineupMessages({ boards, lineup: l }: { boards: number; lineup: LineupState }) {
  const { t: tt } = useTranslation('teams');
  const issues = l.team ? lineupIssues(l.team, boards, l.players) : [];
  return (
    <>
      {!l.error &&
        issues.map((issue, i) => (
          <Text key={i} size="sm" c="red" role="alert">
            {tt(`errors.${issue.code}`, issue.params)}
          </Text>
        ))}
      {l.error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => l.setError(null)}>
          {l.error}
        </Alert>
      )}
      {l.note && !l.error && (
        <Text size="sm" c="teal.8">
          {l.note}
        </Text>
      )}
    </>
  );
}
