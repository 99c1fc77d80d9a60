import { Input, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UNPLAYED_POLICIES, type PointSystem } from '../../../shared/domain';
import { Noted, NumberField, SelectField } from './fields';
import { TiebreakEditor } from './TiebreakEditor';
import { blankToNaN, nanToBlank, type SectionProps } from './types';

/** The point system fields an arbiter sets (R4.1); `scale` belongs to TRF import and stays as it is. */
const POINT_FIELDS = [
  'win',
  'draw',
  'loss',
  'bye',
  'forfeitWin',
  'forfeitLoss',
  'halfBye',
  'fullBye',
  'zeroBye',
] as const satisfies readonly (keyof PointSystem)[];

export function PointsSection({ value, change, error, team }: SectionProps) {
  const { t } = useTranslation('ui');
  const { t: tu } = useTranslation('teamui');
  const points = value.pointSystem;
  return (
    <Stack gap="sm">
      <Input.Wrapper
        label={t('settings.field.pointSystem')}
        description={<Noted />}
        error={error('pointSystem')}
      >
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" verticalSpacing={4} mt={4}>
          {POINT_FIELDS.map((f) => (
            <NumberField
              key={f}
              label={t(`settings.points.${f}`)}
              value={nanToBlank(points[f])}
              onChange={(v) => change({ pointSystem: { ...points, [f]: blankToNaN(v) } })}
              required
              lockNote={false}
            />
          ))}
        </SimpleGrid>
      </Input.Wrapper>
      {team ? (
        <Text size="sm">{tu('create.tiebreaks')}</Text>
      ) : (
        <TiebreakEditor
          value={value.tiebreaks}
          onChange={(tiebreaks) => change({ tiebreaks })}
          error={error('tiebreaks')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <SelectField
          label={t('settings.field.unplayedPolicy')}
          description={t('settings.help.unplayedPolicy')}
          value={value.unplayedPolicy}
          options={UNPLAYED_POLICIES}
          optionLabel={(o) => t(`values.unplayedPolicy.${o}`)}
          onChange={(unplayedPolicy) => change({ unplayedPolicy })}
          error={error('unplayedPolicy')}
        />
        <Switch
          label={t('settings.field.withdrawnLast')}
          description={<Noted>{t('settings.help.withdrawnLast')}</Noted>}
          checked={value.withdrawnLast}
          onChange={(e) => change({ withdrawnLast: e.currentTarget.checked })}
          mt="xs"
        />
      </SimpleGrid>
    </Stack>
  );
}
