import { SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PairLine, Repair } from '../../../shared/api/results';
import { ConfirmModal } from '../pairings/ConfirmModal';

type Props = {
  repair: Repair | null;
  correctedRound: number;
  onConfirm: () => void;
  onCancel: () => void;
};

function Lines({ lines, label, other }: { lines: PairLine[]; label: string; other: PairLine[] }) {
  const key = (l: PairLine) => `${l.white.id}-${l.black?.id ?? 0}`;
  const kept = new Set(other.map(key));
  return (
    <Table withTableBorder verticalSpacing={2} fz="sm" aria-label={label}>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
        {label}
      </Table.Caption>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.boardNo} style={kept.has(key(l)) ? undefined : { fontWeight: 600 }}>
            <Table.Td className="num">{l.boardNo}</Table.Td>
            <Table.Td>{`${l.white.startNo}. ${l.white.name}`}</Table.Td>
            <Table.Td>{l.black ? `${l.black.startNo}. ${l.black.name}` : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** R6.7: the re-pair a correction brings, old against new, changed lines in bold; confirmed or not. */
export function CorrectionModal({ repair, correctedRound, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('day');
  return (
    <ConfirmModal
      opened={repair !== null}
      title={t('correction.title', { round: correctedRound })}
      confirmLabel={t('correction.confirm')}
      color="orange"
      size="xl"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {repair && (
        <>
          <Text size="sm" mb="sm">
            {t('correction.intro', { round: repair.round })}
          </Text>
          <SimpleGrid cols={2}>
            <Lines lines={repair.old} other={repair.new} label={t('correction.old')} />
            <Lines lines={repair.new} other={repair.old} label={t('correction.new')} />
          </SimpleGrid>
        </>
      )}
    </ConfirmModal>
  );
}
