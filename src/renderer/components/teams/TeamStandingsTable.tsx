import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamStandings } from '../../../shared/api/teams';
import { points, teamFigureText } from '../../../shared/figure-text';
import { criterionName, criterionShort } from './figures';

/** The standings table of the screen: every figure written by the one figure module (shared/figure-text.ts). */
export function TeamStandingsTable({ standings: s }: { standings: TeamStandings }) {
  const { t } = useTranslation('teamui');
  return (
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
              {points(r.matchPoints, 1)}
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
  );
}
