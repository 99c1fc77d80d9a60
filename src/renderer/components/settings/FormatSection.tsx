import { Alert, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORMAT_MODES } from '../../../shared/domain';
import { exportLimits } from '../../../shared/export-limits';
import { Noted, NumberField, SelectField } from './fields';
import { blankToNaN, nanToBlank, type SectionProps } from './types';

const PAIRING_ORDERS = ['rating', 'entry'] as const;
const TABLE_NUMBERS = ['lot', 'rating'] as const;
const CYCLES = ['1', '2'] as const;
const ACCELERATIONS = ['none', 'baku'] as const;

/** R16.1: a team event is a team Swiss, or the team round robin when chosen. */
const TEAM_FORMATS = ['automatic', 'force-round-robin'] as const;

export function FormatSection({ value, change, error, team }: SectionProps) {
  const { t } = useTranslation('ui');
  const { t: tu } = useTranslation('teamui');
  if (team)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <SelectField
          label={t('settings.field.formatMode')}
          description={tu('create.formatHelp')}
          value={value.formatMode === 'force-round-robin' ? 'force-round-robin' : 'automatic'}
          options={TEAM_FORMATS}
          optionLabel={(m) => tu(`create.format.${m}`)}
          onChange={(formatMode) => change({ formatMode })}
          error={error('formatMode')}
        />
      </SimpleGrid>
    );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <SelectField
          label={t('settings.field.formatMode')}
          description={t('settings.help.formatMode')}
          value={value.formatMode}
          options={FORMAT_MODES}
          optionLabel={(m) => t(`values.formatMode.${m}`)}
          onChange={(formatMode) => change({ formatMode })}
          error={error('formatMode')}
        />
        <NumberField
          label={t('settings.field.threshold')}
          description={t('settings.help.threshold')}
          value={nanToBlank(value.threshold)}
          onChange={(v) => change({ threshold: blankToNaN(v) })}
          error={error('threshold')}
          required
        />
        <NumberField
          label={t('settings.field.swissRounds')}
          description={t('settings.help.swissRounds')}
          placeholder={t('settings.placeholder.swissRounds')}
          value={value.swissRounds}
          onChange={(swissRounds) => change({ swissRounds })}
          error={error('swissRounds')}
        />
        <SelectField
          label={t('settings.field.pairingOrder')}
          description={t('settings.help.pairingOrder')}
          value={value.pairingOrder}
          options={PAIRING_ORDERS}
          optionLabel={(o) => t(`values.pairingOrder.${o}`)}
          onChange={(pairingOrder) => change({ pairingOrder })}
          error={error('pairingOrder')}
        />
        <SelectField
          label={t('settings.field.tableNumbers')}
          description={t('settings.help.tableNumbers')}
          value={value.tableNumbers}
          options={TABLE_NUMBERS}
          optionLabel={(o) => t(`values.tableNumbers.${o}`)}
          onChange={(tableNumbers) => change({ tableNumbers })}
          error={error('tableNumbers')}
        />
        {/* R7: a round robin played once or twice (the double round robin), next to its table numbers */}
        <SelectField
          label={t('settings.field.roundRobinCycles')}
          description={t('settings.help.roundRobinCycles')}
          value={String(value.roundRobinCycles) as (typeof CYCLES)[number]}
          options={CYCLES}
          optionLabel={(c) => t(`values.roundRobinCycles.${c}`)}
          onChange={(c) => change({ roundRobinCycles: c === '2' ? 2 : 1 })}
          error={error('roundRobinCycles')}
        />
        {/* FIDE C.04.5.1: the Baku method's accelerated rounds, a Swiss's */}
        <SelectField
          label={t('settings.field.acceleration')}
          description={t('settings.help.acceleration')}
          value={value.acceleration}
          options={ACCELERATIONS}
          optionLabel={(a) => t(`values.acceleration.${a}`)}
          onChange={(acceleration) => change({ acceleration })}
          error={error('acceleration')}
        />
        <Switch
          label={t('settings.field.extraRound')}
          description={<Noted>{t('settings.help.extraRound')}</Noted>}
          checked={value.extraRound}
          onChange={(e) => change({ extraRound: e.currentTarget.checked })}
          error={error('extraRound')}
          mt="xs"
        />
        <Switch
          label={t('settings.field.twoLegs')}
          description={<Noted>{t('settings.help.twoLegs')}</Noted>}
          checked={value.twoLegs}
          onChange={(e) => change({ twoLegs: e.currentTarget.checked })}
          error={error('twoLegs')}
          mt="xs"
        />
      </SimpleGrid>
      {/* docs/FILES.md: a file that cannot carry the tournament is said before it is played */}
      {exportLimits(value).map((n) => (
        <Alert key={n.key} role="status" variant="light" color="yellow" py="xs">
          {t(n.key, n.params)}
        </Alert>
      ))}
    </Stack>
  );
}
