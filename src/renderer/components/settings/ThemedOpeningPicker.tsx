import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Variant } from '../../../shared/domain';
import type { ClassReviews } from '../../../shared/openings/tables';
import { Noted } from './fields';
import { themedOptions } from './opening-options';

type Props = {
  variant: Variant;
  reviews?: ClassReviews;
  value: number | null;
  onChange: (number: number | null) => void;
  error?: string | undefined;
};

/** R11.1: the themed opening is one of the official table, found by number, moves or class. */
export function ThemedOpeningPicker({ variant, reviews, value, onChange, error }: Props) {
  const { t } = useTranslation('ui');
  return (
    <Select
      label={t('settings.field.themedOpening')}
      description={<Noted>{t('settings.help.themedOpening')}</Noted>}
      data={themedOptions(variant, t, reviews)}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      searchable
      nothingFoundMessage={t('opening.none')}
      error={error}
      required
      maxDropdownHeight={320}
    />
  );
}
