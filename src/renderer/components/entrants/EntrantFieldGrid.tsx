import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEXES, type EntrantFields } from '../../../shared/api/entrants';
import { TITLES } from '../../../shared/domain';
import { NumberField } from '../settings/fields';

export const orNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** The entrant's rating, title, federation, birth year, sex and rating id, side by side. */
export function EntrantFieldGrid({
  v,
  set,
}: {
  v: EntrantFields;
  set: (patch: Partial<EntrantFields>) => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
      <NumberField
        label={t('entrants.field.rating')}
        value={v.rating}
        onChange={(rating) => set({ rating })}
      />
      <NativeSelect
        label={t('entrants.field.title')}
        value={v.title ?? ''}
        data={[{ value: '', label: t('entrants.none') }, ...TITLES.map((x) => ({ value: x, label: x }))]}
        onChange={(e) => set({ title: TITLES.find((x) => x === e.currentTarget.value) ?? null })}
      />
      <TextInput
        label={t('entrants.field.federation')}
        value={v.federation ?? ''}
        maxLength={3}
        onChange={(e) => set({ federation: orNull(e.currentTarget.value.toUpperCase()) })}
      />
      <NumberField
        label={t('entrants.field.birthYear')}
        value={v.birthYear}
        onChange={(birthYear) => set({ birthYear })}
      />
      <NativeSelect
        label={t('entrants.field.sex')}
        value={v.sex ?? ''}
        data={[
          { value: '', label: t('entrants.none') },
          ...SEXES.map((x) => ({ value: x, label: t(`entrants.sex.${x}`) })),
        ]}
        onChange={(e) => set({ sex: SEXES.find((x) => x === e.currentTarget.value) ?? null })}
      />
      <TextInput
        label={t('entrants.field.ratingId')}
        value={v.ratingId ?? ''}
        onChange={(e) => set({ ratingId: orNull(e.currentTarget.value) })}
      />
    </SimpleGrid>
  );
}
