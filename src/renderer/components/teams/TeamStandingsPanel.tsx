import { Alert, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamEvent } from '../../../shared/api/teams';
import { api } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { criterionName, criterionShort, teamFigureText } from './figures';
import { TeamComparison } from './TeamComparison';

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
      {s && (
        <Table striped fz="sm" w="auto" miw={720} aria-label={t('standings.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('col.rank')}</Table.Th>
              <Table.Th>{t('col.seed')}</Table.Th>
              <Table.Th>{t('col.team')}</Table.Th>
              <Table.Th ta="right">{t('col.matchPoints')}</Table.Th>
              <Table.Th ta="right">{t('col.boardPoints')}</Table.Th>
              <Table.Th ta="right">{t('col.wdl')}</Table.Th>
              {s.sequence.map((c) => (
                <Table.Th key={c} ta="right" title={t(criterionName(c))}>
                  {t(criterionShort(c))}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('col.teamRating')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.rows.map((r) => (
              <Table.Tr key={r.team.id} className={r.left ? 'withdrawn' : undefined}>
                <Table.Td className="num">{r.rank}</Table.Td>
                <Table.Td className="num">{r.team.seed}</Table.Td>
                <Table.Td>
                  {r.team.name}
                  {r.left ? ` (${t(`left.${r.left.kind}`, { round: r.left.afterRound })})` : ''}
                </Table.Td>
                <Table.Td className="num" fw={600}>
                  {r.matchPoints}
                </Table.Td>
                <Table.Td className="num">
                  {teamFigureText({ code: 'BP', value: r.boardPoints }, s.scale)}
                </Table.Td>
                <Table.Td className="num">{`${r.won}-${r.drawn}-${r.lost}`}</Table.Td>
                {s.sequence.map((c) => (
                  <Table.Td key={c} className="num">
                    {teamFigureText(
                      r.tiebreaks.find((f) => f.code === c),
                      s.scale,
                    )}
                  </Table.Td>
                ))}
                <Table.Td className="num">{r.teamRating}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {s && s.rows.length >= 2 && <TeamComparison tournamentId={id} standings={s} />}
    </Stack>
  );
}
