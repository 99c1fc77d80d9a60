import { Kbd, Paper, Table, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointSystem } from '../../../shared/domain';
import { resultCode } from './format';
import { RESULT_KEYS } from './keys';

/** The result keys on screen, translated, each with the code it prints. */
function KeyMapView({ ps }: { ps: PointSystem }) {
  const { t } = useTranslation('day');
  return (
    <Paper withBorder p="xs">
      <Title order={5} mb={4}>
        {t('results.keys')}
      </Title>
      <Table verticalSpacing={1} horizontalSpacing="sm" fz="xs" w="auto" aria-label={t('results.keys')}>
        <Table.Tbody>
          {RESULT_KEYS.map(({ keys, result }) => (
            <Table.Tr key={keys.join()}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {keys.map((k) => (
                  <Kbd key={k} size="xs" mr={2}>
                    {k === 'Delete' ? 'Del' : k}
                  </Kbd>
                ))}
              </Table.Td>
              <Table.Td className="code">{result ? resultCode(result, ps, t) : ''}</Table.Td>
              <Table.Td>{t(`results.key.${result ?? 'clear'}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export const KeyMap = memo(KeyMapView);
