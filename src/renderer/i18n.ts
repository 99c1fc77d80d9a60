import { createI18n, isLanguage, type Language } from '../shared/i18n';

const STORAGE_KEY = 'diagonal.language';

/** The arbiter's last choice, else the browser's language when we speak it, else English. */
function initialLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : 'en';
}

export const i18n = createI18n(initialLanguage());
document.documentElement.lang = i18n.language;

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export async function changeLanguage(lng: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, lng);
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
}
