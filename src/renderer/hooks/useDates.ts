import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatLongDate, formatTime, type DateInput } from '../../shared/dates';

/**
 * Dates and times in the interface language (shared/dates.ts), never the browser's locale: every
 * screen writes them through these, as the prints and the website do (issue 33.7).
 */
export function useDates() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    lang,
    date: (x: DateInput) => formatDate(lang, x),
    time: (x: DateInput, withSeconds = false) => formatTime(lang, x, withSeconds),
    dateTime: (x: DateInput, withSeconds = false) => formatDateTime(lang, x, withSeconds),
    longDate: (x: DateInput) => formatLongDate(lang, x),
  };
}
