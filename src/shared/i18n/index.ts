import i18next, { type i18n, type TOptions } from 'i18next';
import en from './locales/en/index';
import fr from './locales/fr/index';
import nl from './locales/nl/index';
import pl from './locales/pl/index';

/** Every screen and report speaks these four languages from the first string (PRODUCT.md). */
export const LANGUAGES = ['en', 'fr', 'nl', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (x: unknown): x is Language => LANGUAGES.includes(x as Language);

export const resources = { en, fr, nl, pl } as const;
export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

export function createI18n(lng: Language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng,
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const cache = new Map<Language, i18n>();
/** Translate outside React (dispatch, CLI, reports). Key as `namespace:key`. */
export function t(lng: Language, key: string, params?: TOptions): string {
  let inst = cache.get(lng);
  if (!inst) {
    inst = createI18n(lng);
    cache.set(lng, inst);
  }
  return inst.t(key, params ?? {});
}
