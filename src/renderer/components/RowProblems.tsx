import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RatingRowProblem } from '../../shared/api/ratings';
import { problemsToShow } from '../row-problems';

/**
 * The problems of a rating list's rows: the line as an editor or Excel numbers it, the column as
 * headed in the file, what was found there, the message that says why, and what was done (the row
 * skipped, or imported without that value). The first ones, with the count of the rest.
 */
export function RowProblems({
  problems,
  caption,
}: {
  problems: readonly RatingRowProblem[];
  caption: string;
}) {
  const { t } = useTranslation('ratings');
  const { shown, hidden } = problemsToShow(problems);
  return (
    <Stack gap={4}>
      <Table captionSide="top" withTableBorder aria-label={caption}>
        <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">{t('screen.line')}</Table.Th>
            <Table.Th>{t('screen.column')}</Table.Th>
            <Table.Th>{t('screen.found')}</Table.Th>
            <Table.Th>{t('screen.problem')}</Table.Th>
            <Table.Th>{t('screen.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((p, i) => (
            <Table.Tr key={`${p.line}-${i}`}>
              <Table.Td ta="right">{p.line}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {p.column ?? (
                  <Text span size="sm" c="dimmed">
                    {t('screen.wholeRow')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ff="monospace">{p.value}</Table.Td>
              <Table.Td>{t(p.code, p.params)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text span size="sm" fw={600} c={p.outcome === 'skipped' ? 'red.8' : 'orange.8'}>
                  {t(`screen.outcome.${p.outcome}`)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {hidden > 0 && (
        <Text size="sm" c="dimmed">
          {t('screen.moreProblems', { shown: shown.length, count: problems.length })}
        </Text>
      )}
    </Stack>
  );
}
