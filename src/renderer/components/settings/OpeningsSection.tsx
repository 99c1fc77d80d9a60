import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OPENING_MODES, TIME_CONTROL_KINDS, VARIANTS } from '../../../shared/domain';
import { SelectField } from './fields';
import { ThemedOpeningPicker } from './ThemedOpeningPicker';
import type { SectionProps } from './types';

export function OpeningsSection({ value, change, error, reviews }: SectionProps) {
  const { t } = useTranslation('ui');
  const themed = value.openingMode === 'themed';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <SelectField
        label={t('settings.field.variant')}
        value={value.variant}
        options={VARIANTS}
        optionLabel={(v) => t(`values.variant.${v}`)}
        onChange={(variant) => change({ variant })}
        error={error('variant')}
      />
      <SelectField
        label={t('settings.field.timeControlKind')}
        value={value.timeControl.kind}
        options={TIME_CONTROL_KINDS}
        optionLabel={(k) => t(`values.timeControlKind.${k}`)}
        onChange={(kind) => change({ timeControl: { ...value.timeControl, kind } })}
      />
      <SelectField
        label={t('settings.field.openingMode')}
        description={t('settings.help.openingMode')}
        value={value.openingMode}
        options={OPENING_MODES}
        optionLabel={(m) => t(`values.openingMode.${m}`)}
        onChange={(openingMode) =>
          change({
            openingMode,
            // the themed opening belongs to the themed mode only
            themedOpening: openingMode === 'themed' ? value.themedOpening : null,
          })
        }
        error={error('openingMode')}
      />
      {themed && (
        <ThemedOpeningPicker
          variant={value.variant}
          {...(reviews ? { reviews } : {})}
          value={value.themedOpening?.number ?? null}
          onChange={(number) => change({ themedOpening: number === null ? null : { number } })}
          error={error('themedOpening')}
        />
      )}
    </SimpleGrid>
  );
}
