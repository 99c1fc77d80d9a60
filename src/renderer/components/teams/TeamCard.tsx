import {
  ActionIcon,
  Alert,
  Autocomplete,
  Badge,
  Button,
  Group,
  Paper,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewPlayer, Team, TeamEvent } from '../../../shared/api/teams';
import { api, errorMessage } from '../../api';
import { swapBoards } from './lineup-check';
import { LeaveTeam } from './LeaveTeam';
import { PlayerSearch } from './PlayerSearch';

type Props = {
  event: TeamEvent;
  team: Team;
  onSaved: (team: Team) => void;
  onRemoved: () => void;
  onLeft: () => void;
};

type Run = (work: () => Promise<Team | void>) => Promise<void>;
type RosterPlayer = Team['roster'][number];
type Typed = { name: string; rating: string };

/**
 * One team: name, club, captain, and the roster in order (R16.1b: the first N play, the others are
 * reserves). Before round 1 the arbiter edits all of it; afterwards the roster is read-only and
 * the team can abandon or forfeit.
 */
export function TeamCard({ event, team, onSaved, onRemoved, onLeft }: Props) {
  const { t } = useTranslation('teamui');
  const [error, setError] = useState<string | null>(null);
  // kept while the row that adds a player is hidden (round 1 paired), so an undone start shows it
  const typed = useState({ name: '', rating: '' });
  const open = event.currentRound === 0;
  const roster = [...team.roster].sort((a, b) => a.position - b.position);

  const run: Run = async (work) => {
    setError(null);
    try {
      const out = await work();
      if (out) onSaved(out);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Paper withBorder p="sm" aria-label={t('team.card', { name: team.name })} component="section">
      <TeamHeading team={team} />
      <TeamFields event={event} team={team} roster={roster} run={run} onRemoved={onRemoved} onLeft={onLeft} />
      {error && (
        <Alert color="red" role="alert" mb="xs" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <RosterTable team={team} roster={roster} open={open} run={run} />
      {open && <AddPlayer team={team} run={run} typed={typed} />}
    </Paper>
  );
}

/** The team's seed, name and whether it left; its rating and team rating. */
function TeamHeading({ team }: { team: Team }) {
  const { t } = useTranslation('teamui');
  return (
    <Group justify="space-between" mb="xs">
      <Title order={4}>
        {team.seed ? `${team.seed}. ` : ''}
        {team.name}
        {team.left && (
          <Badge ml="sm" color="gray" variant="light" tt="none">
            {t(`left.${team.left.kind}`, { round: team.left.afterRound })}
          </Badge>
        )}
      </Title>
      <Text size="sm" c="dimmed">
        {team.rating !== null ? t('team.rating', { rating: Math.round(team.rating) }) : t('team.noRating')}
        {' · '}
        {t('team.teamRating', { rating: team.teamRating })}
      </Text>
    </Group>
  );
}

/** Name, club and captain with their save; removing the team before round 1, leaving after. */
function TeamFields({
  event,
  team,
  roster,
  run,
  onRemoved,
  onLeft,
}: Omit<Props, 'onSaved'> & { roster: RosterPlayer[]; run: Run }) {
  const { t } = useTranslation('teamui');
  const [fields, setFields] = useState({
    name: team.name,
    club: team.club ?? '',
    captain: team.captain ?? '',
  });
  const open = event.currentRound === 0;
  const dirty =
    fields.name !== team.name || fields.club !== (team.club ?? '') || fields.captain !== (team.captain ?? '');
  return (
    <Group align="flex-end" gap="sm" mb="xs">
      <TextInput
        label={t('team.name')}
        value={fields.name}
        onChange={(e) => setFields({ ...fields, name: e.currentTarget.value })}
        w={220}
      />
      <TextInput
        label={t('team.club')}
        value={fields.club}
        onChange={(e) => setFields({ ...fields, club: e.currentTarget.value })}
        w={180}
      />
      <Autocomplete
        label={t('team.captain')}
        data={roster.map((p) => p.name)}
        value={fields.captain}
        onChange={(v) => setFields({ ...fields, captain: v })}
        w={220}
      />
      <Button
        variant="light"
        disabled={!dirty}
        onClick={() =>
          void run(() =>
            api['team.update']({
              teamId: team.id,
              fields: { name: fields.name, club: fields.club || null, captain: fields.captain || null },
            }),
          )
        }
      >
        {t('team.save')}
      </Button>
      {open && (
        <Button
          variant="subtle"
          color="red"
          onClick={() => void run(() => api['team.remove']({ teamId: team.id }).then(onRemoved))}
        >
          {t('team.remove')}
        </Button>
      )}
      {!open && !team.left && <LeaveTeam event={event} team={team} onLeft={onLeft} />}
    </Group>
  );
}

/** The roster in board order, with its reserves; moved and removed before round 1. */
function RosterTable({
  team,
  roster,
  open,
  run,
}: {
  team: Team;
  roster: RosterPlayer[];
  open: boolean;
  run: Run;
}) {
  const { t } = useTranslation('teamui');
  const move = (i: number, j: number) =>
    run(() =>
      api['team.reorderRoster']({ teamId: team.id, order: swapBoards(roster, i, j).map((p) => p.entrantId) }),
    );
  return (
    <Table striped fz="sm" aria-label={t('team.roster', { name: team.name })} w="auto" miw={560}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('col.position')}</Table.Th>
          <Table.Th>{t('col.player')}</Table.Th>
          <Table.Th ta="right">{t('col.rating')}</Table.Th>
          <Table.Th>{t('col.federation')}</Table.Th>
          <Table.Th />
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {roster.map((p, i) => (
          <Table.Tr key={p.entrantId}>
            <Table.Td className="num">{p.position}</Table.Td>
            <Table.Td>
              {p.name}
              {team.captain === p.name && (
                <Badge ml={6} size="xs" variant="outline" tt="none">
                  {t('team.captainBadge')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td className="num">{p.rating ?? '–'}</Table.Td>
            <Table.Td>{p.federation ?? ''}</Table.Td>
            <Table.Td>
              {p.reserve && (
                <Badge size="xs" color="gray" variant="light" tt="none">
                  {t('team.reserve')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              {open && (
                <RosterActions
                  player={p}
                  first={i === 0}
                  last={i === roster.length - 1}
                  onUp={() => void move(i, i - 1)}
                  onDown={() => void move(i, i + 1)}
                  onRemove={() =>
                    void run(() => api['team.removePlayer']({ teamId: team.id, entrantId: p.entrantId }))
                  }
                />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A roster row's buttons: one board up, one down, out of the team. */
function RosterActions(props: {
  player: RosterPlayer;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('teamui');
  const { name } = props.player;
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="sm"
        disabled={props.first}
        aria-label={t('team.up', { name })}
        onClick={props.onUp}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="sm"
        disabled={props.last}
        aria-label={t('team.down', { name })}
        onClick={props.onDown}
      >
        ↓
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        aria-label={t('team.removePlayer', { name })}
        onClick={props.onRemove}
      >
        ×
      </ActionIcon>
    </Group>
  );
}

/** A player added before round 1: typed with a rating, or picked from a rating list. */
function AddPlayer({
  team,
  run,
  typed: [typed, setTyped],
}: {
  team: Team;
  run: Run;
  typed: [Typed, (typed: Typed) => void];
}) {
  const { t } = useTranslation('teamui');
  const addPlayer = (player: NewPlayer) => run(() => api['team.addPlayer']({ teamId: team.id, player }));
  return (
    <Group align="flex-end" gap="sm" mt="xs">
      <TextInput
        label={t('player.typed')}
        placeholder={t('player.namePlaceholder')}
        value={typed.name}
        onChange={(e) => setTyped({ ...typed, name: e.currentTarget.value })}
        w={240}
      />
      <TextInput
        label={t('col.rating')}
        value={typed.rating}
        inputMode="numeric"
        onChange={(e) => setTyped({ ...typed, rating: e.currentTarget.value.replace(/\D/g, '') })}
        w={90}
      />
      <Button
        variant="light"
        disabled={typed.name.trim() === ''}
        onClick={() =>
          void addPlayer({
            source: 'typed',
            name: typed.name.trim(),
            rating: typed.rating ? Number(typed.rating) : null,
          }).then(() => setTyped({ name: '', rating: '' }))
        }
      >
        {t('player.add')}
      </Button>
      <PlayerSearch team={team} onPick={(entryId) => void addPlayer({ source: 'list', entryId })} />
    </Group>
  );
}
