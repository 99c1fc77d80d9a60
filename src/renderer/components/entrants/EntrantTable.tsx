import { ActionIcon, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import type { SortKey, SortState } from '../../entrant-order';

type Props = {
  entrants: readonly Entrant[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  onEdit: (e: Entrant) => void;
  onRemove: (e: Entrant) => void;
  onPresent: (e: Entrant, present: boolean) => void;
  /** After the start (R10.2): offered for every entrant still playing. */
  onWithdraw?: (e: Entrant) => void;
  editable: boolean;
};

/** Widths in px keep the table compact on a laptop; the name takes what is left. */
const COLUMNS: { key: SortKey; numeric: boolean; width?: number }[] = [
  { key: 'startNo', numeric: true, width: 90 },
  { key: 'name', numeric: false },
  { key: 'title', numeric: false, width: 80 },
  { key: 'federation', numeric: false, width: 80 },
  { key: 'rating', numeric: true, width: 90 },
  { key: 'birthYear', numeric: true, width: 80 },
  { key: 'present', numeric: false, width: 90 },
];

/** Ascending, then descending, then back to the default order. Numbers start high (ratings). */
function nextSort(sort: SortState, key: SortKey, numeric: boolean): SortState {
  const first = numeric && key !== 'startNo';
  if (sort?.key !== key) return { key, descending: first };
  if (sort.descending === first) return { key, descending: !first };
  return null;
}

export function EntrantTable({
  entrants,
  sort,
  onSort,
  onEdit,
  onRemove,
  onPresent,
  onWithdraw,
  editable,
}: Props) {
  const { t } = useTranslation('ui');
  const ariaSort = (key: SortKey) =>
    sort?.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined;
  return (
    <Table striped highlightOnHover stickyHeader aria-label={t('entrants.table')}>
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map(({ key, numeric, width }) => (
            <Table.Th key={key} className={numeric ? 'num' : undefined} aria-sort={ariaSort(key)} w={width}>
              <button type="button" className="sort" onClick={() => onSort(nextSort(sort, key, numeric))}>
                {t(`entrants.column.${key}`)}
                {sort?.key === key ? (sort.descending ? ' ▼' : ' ▲') : ''}
              </button>
            </Table.Th>
          ))}
          <Table.Th w={onWithdraw ? 130 : 70}>
            <span className="visually-hidden">{t('entrants.actions')}</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entrants.map((e) => (
          <Table.Tr key={e.id} className={e.present ? undefined : 'absent'}>
            <Table.Td className="num">
              {e.startNo ?? (
                <Text span c="dimmed">
                  –
                </Text>
              )}
            </Table.Td>
            <Table.Td fw={500}>
              {e.name}
              {e.withdrawnAfterRound !== null && (
                <Text span size="xs" c="dimmed" fw={400}>
                  {' · '}
                  {t('entrants.withdrawnAfter', { round: e.withdrawnAfterRound })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{e.title ?? ''}</Table.Td>
            <Table.Td>{e.federation ?? ''}</Table.Td>
            <Table.Td className="num">{e.rating ?? ''}</Table.Td>
            <Table.Td className="num">{e.birthYear ?? ''}</Table.Td>
            <Table.Td>
              <Checkbox
                size="xs"
                aria-label={t('entrants.presentOf', { name: e.name })}
                checked={e.present}
                disabled={!editable}
                onChange={(ev) => onPresent(e, ev.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Td>
              <Group gap={2} justify="flex-end" wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t('entrants.editOf', { name: e.name })}
                  title={t('entrants.editOf', { name: e.name })}
                  onClick={() => onEdit(e)}
                >
                  ✎
                </ActionIcon>
                {onWithdraw && e.startNo !== null && e.withdrawnAfterRound === null && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-xs"
                    aria-label={t('entrants.withdrawOf', { name: e.name })}
                    onClick={() => onWithdraw(e)}
                  >
                    {t('entrants.withdraw')}
                  </Button>
                )}
                {editable && (
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    color="red"
                    aria-label={t('entrants.removeOf', { name: e.name })}
                    title={t('entrants.removeOf', { name: e.name })}
                    onClick={() => onRemove(e)}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
