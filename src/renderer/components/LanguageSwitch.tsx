import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../../shared/i18n';
import { changeLanguage } from '../i18n';

/** Each language is named in itself, so an arbiter finds theirs whatever is showing. */
const NATIVE_NAMES = { en: 'English', fr: 'Français', nl: 'Nederlands', pl: 'Polski' } as const;

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('ui');
  return (
    <NativeSelect
      aria-label={t('shell.language')}
      size="xs"
      w={130}
      value={i18n.language}
      data={LANGUAGES.map((lng) => ({ value: lng, label: NATIVE_NAMES[lng] }))}
      onChange={(e) => {
        const lng = e.currentTarget.value;
        if (isLanguage(lng)) void changeLanguage(lng);
      }}
    />
  );
}
