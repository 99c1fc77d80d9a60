/** The phone page's words in the four languages, taken from the portal namespace (no i18next here). */
import en from '../shared/i18n/locales/en/portal';
import fr from '../shared/i18n/locales/fr/portal';
import nl from '../shared/i18n/locales/nl/portal';
import pl from '../shared/i18n/locales/pl/portal';

export const LANGS = ['en', 'fr', 'nl', 'pl'] as const;
export type Lang = (typeof LANGS)[number];
const PHONE: Record<Lang, typeof en.phone> = { en: en.phone, fr: fr.phone, nl: nl.phone, pl: pl.phone };

/** The browser's language when it is one of the four, else English. */
export function pickLang(saved: string | null, browser: readonly string[]): Lang {
  const all = [saved ?? '', ...browser].map((l) => l.slice(0, 2).toLowerCase());
  return (all.find((l) => (LANGS as readonly string[]).includes(l)) as Lang | undefined) ?? 'en';
}

/** `key` as "status.waiting", placeholders {{name}} filled. */
export function word(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = PHONE[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}
