import { SegmentedControl, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClosedDraw } from '../../../shared/api/clock';
import { drawPlace } from './duration-line';

type Props = {
  draws: readonly ClosedDraw[];
  cleared: ReadonlySet<number>;
  onChoose: (draw: ClosedDraw, clear: boolean) => void;
};

/** Each game the close ruled drawn (R8.5): where, who, and whether the ruled draw stays. */
export function ClosedDrawsTable({ draws, cleared, onChoose }: Props) {
  const { t } = useTranslation('arena');
  return (
    <Table withTableBorder verticalSpacing={4} aria-label={t('reopen.draws')}>
      <Table.Tbody>
        {draws.map((d) => {
          const place = drawPlace(d);
          return (
            <Table.Tr key={d.gameId}>
              <Table.Td>{t(place.key, place.params)}</Table.Td>
              <Table.Td>
                {d.white} – {d.black}
              </Table.Td>
              <Table.Td>
                <SegmentedControl
                  size="xs"
                  value={cleared.has(d.gameId) ? 'clear' : 'keep'}
                  onChange={(v) => onChoose(d, v === 'clear')}
                  data={[
                    { value: 'keep', label: t('reopen.keep') },
                    { value: 'clear', label: t('reopen.clear') },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
