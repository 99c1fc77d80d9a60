import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamEvent } from '../../../shared/api/teams';
import { api } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { criterionName } from './figures';
import { TeamComparison } from './TeamComparison';
import { TeamStandingsTable } from './TeamStandingsTable';

/**
 * Team standings after any round (R16.1): match points, board points, won/drawn/lost, then the
 * seeds' tiebreaks in order; teams that left rank behind and say when (R10.2). Below, "why is A
 * above B": the criterion that decided, with both teams' figures and their parts.
 */
export function TeamStandingsPanel({ event }: { event: TeamEvent }) {
  const { t } = useTranslation('teamui');
  const id = event.tournament.id;
  const [after, setAfter] = useState<number | null>(null);
  const round = after ?? event.currentRound;
  const standings = useLoad(
    () => api['team.standings']({ tournamentId: id, afterRound: round }),
    `${id}:${round}:${event.currentRound}`,
  );
  const s = standings.data;
  return (
    <Stack gap="sm" maw={1100}>
      <Group justify="space-between" align="flex-end">
        {s && (
          <Text size="sm" c="dimmed">
            {t('standings.order', {
              ...s.matchPoints,
              list: s.sequence.map((c) => t(criterionName(c))).join(', '),
            })}
          </Text>
        )}
        <Select
          label={t('standings.after')}
          data={Array.from({ length: event.currentRound }, (_, i) => String(i + 1))}
          value={String(round)}
          onChange={(v) => v && setAfter(Number(v))}
          allowDeselect={false}
          w={120}
        />
      </Group>
      {standings.error && <Alert color="red">{standings.error}</Alert>}
      {/* The seeds: after the last round "la tête du classement est championne". */}
      {s && event.finished && round === event.currentRound && s.rows[0] && (
        <Alert color="teal" variant="light" role="status" title={t('standings.finished')}>
          {t('standings.champion', { team: s.rows[0].team.name })}
        </Alert>
      )}
      {s && <TeamStandingsTable standings={s} />}
      {s && s.rows.length >= 2 && <TeamComparison tournamentId={id} standings={s} />}
    </Stack>
  );
}
