/**
 * Dates and times as every screen, print, website page and the phone page write them: one format
 * per interface language (issue 33.7), never the browser's or the system's locale. The patterns
 * and month names are the `common:date` messages; English writes ISO 8601 (docs/TEXT.md).
 *
 * An instant (a `Date`, milliseconds, an ISO string with its zone) is read on the hall's clock
 * (local time, as `wallMinute` does); a wall-clock text without a zone (`YYYY-MM-DD`, a schedule
 * `YYYY-MM-DDTHH:mm`) is taken as written, never moved by a time zone.
 */
import en from './i18n/locales/en/common';
import fr from './i18n/locales/fr/common';
import nl from './i18n/locales/nl/common';
import pl from './i18n/locales/pl/common';

export type DateLanguage = 'en' | 'fr' | 'nl' | 'pl';
type Words = typeof en.date;
const WORDS: Record<DateLanguage, Words> = { en: en.date, fr: fr.date, nl: nl.date, pl: pl.date };
const words = (lang: string): Words => WORDS[(lang in WORDS ? lang : 'en') as DateLanguage];

export type DateInput = Date | number | string;
type Parts = { y: number; mo: number; d: number; h: number; mi: number; s: number };

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The calendar and clock parts of a date: a wall-clock text as written, an instant locally. */
function parts(x: DateInput): Parts | null {
  if (typeof x === 'string') {
    const m = WALL.exec(x);
    if (m) {
      const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
      return { y: y!, mo: mo!, d: d!, h: h!, mi: mi!, s: s! };
    }
    // any other text (a list's "2026-06", a TRF's "26/04/10") is no date to this formatter
    if (!INSTANT.test(x)) return null;
  }
  const date = x instanceof Date ? x : new Date(x);
  if (Number.isNaN(date.getTime())) return null;
  return {
    y: date.getFullYear(),
    mo: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    mi: date.getMinutes(),
    s: date.getSeconds(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const fill = (pattern: string, v: Record<string, string>) =>
  pattern.replace(/\{\{(\w+)\}\}/g, (_, k: string) => v[k] ?? '');

/** "05/12/2026" (fr), "05-12-2026" (nl), "05.12.2026" (pl), "2026-12-05" (en); '' when unreadable. */
export function formatDate(lang: string, x: DateInput): string {
  const p = parts(x);
  return p ? fill(words(lang).short, { day: pad(p.d), month: pad(p.mo), year: String(p.y) }) : '';
}

/** "10:00" on the 24-hour clock in every language, "10:00:07" with the seconds. */
export function formatTime(_lang: string, x: DateInput, withSeconds = false): string {
  const p = parts(x);
  if (!p) return '';
  return `${pad(p.h)}:${pad(p.mi)}${withSeconds ? `:${pad(p.s)}` : ''}`;
}

/** "05/12/2026 10:00" (fr), "2026-12-05 10:00" (en). */
export function formatDateTime(lang: string, x: DateInput, withSeconds = false): string {
  const date = formatDate(lang, x);
  if (date === '') return '';
  return fill(words(lang).dateTime, { date, time: formatTime(lang, x, withSeconds) });
}

/** "5 December 2026", "5 décembre 2026", "5 december 2026", "5 grudnia 2026". */
export function formatLongDate(lang: string, x: DateInput): string {
  const p = parts(x);
  if (!p) return '';
  const w = words(lang);
  const monthName = w.months[`m${p.mo}` as keyof Words['months']];
  return fill(w.long, { day: String(p.d), monthName, year: String(p.y) });
}

/** The date hint of a field: "jj/mm/aaaa" (fr). */
export const dateHint = (lang: string): string => words(lang).hint;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A real calendar day as `YYYY-MM-DD`, or null (31/02 is not one). */
function day(y: number, mo: number, d: number): string | null {
  const back = new Date(Date.UTC(y, mo - 1, d));
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${pad(mo)}-${pad(d)}`;
}

/**
 * A date typed in the language's format (day and month of one or two digits, a four-digit year),
 * or in ISO `YYYY-MM-DD`, which no language reads otherwise: `YYYY-MM-DD`, or null.
 */
export function parseDate(lang: string, text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (iso) return day(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const order: string[] = [];
  const source = words(lang)
    .short.split(/(\{\{\w+\}\})/)
    .map((piece) => {
      const k = /^\{\{(\w+)\}\}$/.exec(piece)?.[1];
      if (k === undefined) return escape(piece);
      order.push(k);
      return k === 'year' ? '(\\d{4})' : '(\\d{1,2})';
    })
    .join('');
  const m = new RegExp(`^${source}$`).exec(t);
  if (!m) return null;
  const v = Object.fromEntries(order.map((k, i) => [k, Number(m[i + 1])]));
  return day(v.year!, v.month!, v.day!);
}

/** A time of day typed "10:00", "9:05" or "10.00" (24-hour clock): `HH:mm`, or null. */
export function parseTime(text: string): string | null {
  const m = /^(\d{1,2})[:.h](\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const mi = Number(m[2]);
  return h <= 23 && mi <= 59 ? `${pad(h)}:${pad(mi)}` : null;
}

const DATED = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * A message's parameters with each wall-clock date (`2026-12-05`, `2026-12-05 10:00`, a schedule
 * `2026-12-05T10:00`) written in the language, so that a message says a date as the screens do.
 */
export function datedParams(lang: string, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    if (typeof v !== 'string' || !DATED.test(v)) out[k] = v;
    else if (v.length === 10) out[k] = formatDate(lang, v);
    else out[k] = formatDateTime(lang, v, v.length > 16);
  }
  return out;
}
