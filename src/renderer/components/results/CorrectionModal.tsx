import { Checkbox, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairLine, Repair } from '../../../shared/api/results';
import { ConfirmModal } from '../common/ConfirmModal';
import type { CorrectionWording } from './correction-wording';

type Props = {
  /** The correction asked for: what it touches, and the re-pair of round k+1 when there is one. */
  asked: { wording: CorrectionWording; repair: Repair | null } | null;
  correctedRound: number;
  /** `newOpening`: the arbiter asked for a new opening for the re-paired round (R11.2). */
  onConfirm: (newOpening: boolean) => void;
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

/**
 * R6.7: a result of an earlier round changes only once confirmed. The dialog says the change,
 * which standings it moves, what becomes of every later pairing, and the re-pair of the latest
 * round without results old against new, changed lines in bold. The re-paired round keeps its
 * drawn opening unless the arbiter ticks a new one (R11.2).
 */
export function CorrectionModal({ asked, correctedRound, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('day');
  const w = asked?.wording;
  const repair = w?.repairs ? asked?.repair : null;
  const [redraw, setRedraw] = useState(false);
  // each correction asked starts with the opening kept: the box is cleared as the dialog closes
  const close = () => setRedraw(false);
  return (
    <ConfirmModal
      opened={asked !== null}
      title={t('correction.title', { round: correctedRound })}
      confirmLabel={repair ? t('correction.confirm') : t('correction.correct')}
      color="orange"
      size={repair ? 'xl' : 'lg'}
      onConfirm={() => (close(), onConfirm(repair?.opening ? redraw : false))}
      onCancel={() => (close(), onCancel())}
    >
      {w && (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {w.change}
          </Text>
          <Text size="sm">{w.standings}</Text>
          {w.pairings.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
          {repair && (
            <SimpleGrid cols={2} mt="xs">
              <Lines lines={repair.old} other={repair.new} label={t('correction.old')} />
              <Lines lines={repair.new} other={repair.old} label={t('correction.new')} />
            </SimpleGrid>
          )}
          {repair?.opening && (
            <>
              <Text size="sm" data-testid="correction-opening">
                {redraw
                  ? t('correction.openingNew', { round: repair.round })
                  : t('correction.openingKept', { round: repair.round, moves: repair.opening.join(' ') })}
              </Text>
              <Checkbox
                size="sm"
                label={t('correction.newOpening', { round: repair.round })}
                checked={redraw}
                onChange={(e) => setRedraw(e.currentTarget.checked)}
              />
            </>
          )}
        </Stack>
      )}
    </ConfirmModal>
  );
}
