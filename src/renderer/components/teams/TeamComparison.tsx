import { Alert, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamStandings, TeamStandingsRow } from '../../../shared/api/teams';
import { api } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { comparisonSentence } from './comparison';
import { teamFigureText } from '../../../shared/figure-text';
import { criterionName } from './figures';

/** Two teams side by side: what decided their order, then each one's opponents and parts. */
export function TeamComparison({
  tournamentId,
  standings,
}: {
  tournamentId: number;
  standings: TeamStandings;
}) {
  const { t } = useTranslation('teamui');
  const rows = standings.rows;
  const [a, setA] = useState(rows[0]?.team.id ?? 0);
  const [b, setB] = useState(rows[1]?.team.id ?? 0);
  const explained = useLoad(
    () => api['team.explain']({ tournamentId, afterRound: standings.afterRound, teamId: a, versus: b }),
    `${tournamentId}:${standings.afterRound}:${a}:${b}`,
  );
  const data = explained.data;
  const options = rows.map((r) => ({ value: String(r.team.id), label: `${r.rank}. ${r.team.name}` }));
  const sentence =
    data?.comparison && comparisonSentence(data.comparison, standings, (c) => t(criterionName(c)));
  const parts = (row: TeamStandingsRow) => {
    const bh = row.tiebreaks.find((f) => f.code === 'BH' || f.code === 'SB');
    const lines = row.tiebreaks.find((f) => f.contributions)?.contributions ?? bh?.contributions ?? [];
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {row.team.name}
        </Text>
        <Table fz="xs" w="auto" aria-label={t('why.parts', { team: row.team.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('col.round')}</Table.Th>
              <Table.Th>{t('col.opponent')}</Table.Th>
              <Table.Th ta="right">{t('col.opponentPoints')}</Table.Th>
              <Table.Th ta="right">{t('col.scored')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.round}>
                <Table.Td className="num">{l.round}</Table.Td>
                <Table.Td>{l.opponent.name}</Table.Td>
                <Table.Td className="num">{l.opponentPoints}</Table.Td>
                <Table.Td className="num">{l.scored}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {data?.sequence
            .map(
              (c) =>
                `${t(criterionName(c))} ${teamFigureText(
                  row.tiebreaks.find((f) => f.code === c),
                  standings.scale,
                )}`,
            )
            .join(' · ')}
        </Text>
      </Stack>
    );
  };
  return (
    <Paper withBorder p="sm">
      <Title order={5} mb="xs">
        {t('why.title')}
      </Title>
      <Group align="flex-end" mb="xs">
        <Select
          label={t('why.teamA')}
          data={options}
          value={String(a)}
          onChange={(v) => v && setA(Number(v))}
          allowDeselect={false}
          w={260}
        />
        <Select
          label={t('why.teamB')}
          data={options}
          value={String(b)}
          onChange={(v) => v && setB(Number(v))}
          allowDeselect={false}
          w={260}
        />
      </Group>
      {explained.error && <Alert color="red">{explained.error}</Alert>}
      {a === b && <Text size="sm">{t('why.same')}</Text>}
      {sentence && a !== b && (
        <Text size="sm" fw={600} mb="xs" data-testid="why-sentence">
          {t(sentence.key, sentence.params)}
        </Text>
      )}
      {data && a !== b && (
        <Group align="flex-start" gap="xl">
          {parts(data.row)}
          {data.versus && parts(data.versus)}
        </Group>
      )}
    </Paper>
  );
}
