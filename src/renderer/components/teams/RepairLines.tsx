import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamRepair } from '../../../shared/api/teams';

/** R6.7 for teams: the pairing of the next round before and after the correction, side by side. */
export function RepairLines({ repair }: { repair: TeamRepair }) {
  const { t } = useTranslation('teamui');
  const list = (lines: TeamRepair['old'], label: string) => (
    <div>
      <Text size="xs" fw={600}>
        {label}
      </Text>
      <Table fz="xs" w="auto">
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.matchNo}>
              <Table.Td className="num">{l.matchNo}</Table.Td>
              <Table.Td>{l.home.name}</Table.Td>
              <Table.Td>{l.away ? l.away.name : t('bye')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
  return (
    <Group align="flex-start" gap="lg">
      {list(repair.old, t('entry.repairOld'))}
      {list(repair.new, t('entry.repairNew'))}
    </Group>
  );
}
