import { Group, Input, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateHint, formatDate, formatTime, parseDate, parseTime } from '../../../shared/dates';

/**
 * Dates and times typed in the interface language (issue 33.7): a browser's own date box writes
 * the browser's locale (mm/dd/yyyy in a French interface), so these are text fields that show and
 * read the language's format (shared/dates.ts), "05/12/2026" and "10:00" in French, and say what
 * to type when an entry is not a date. Nothing typed is thrown away: a bad entry is kept on screen
 * and handed on as it is, so that the form refuses to save it rather than save a blank.
 */

/** The text a field shows for a value, kept while the arbiter types and redone when the value
 * changes from outside (a reload, another language). */
function useTyped(value: string, show: (v: string) => string, lang: string) {
  const [text, setText] = useState(() => show(value));
  const [seen, setSeen] = useState({ value, lang });
  if (seen.value !== value || seen.lang !== lang) {
    setSeen({ value, lang });
    const shown = show(value);
    if (shown !== '' || value === '') setText(shown);
  }
  const typed = (t: string, value: string) => {
    setText(t);
    setSeen({ value, lang });
  };
  return [text, typed] as const;
}

type DateProps = {
  label: string;
  description?: ReactNode;
  /** `YYYY-MM-DD`, or '' for none; a bad entry comes back as typed. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
};

/** A day typed as the interface language writes it; '' when blank, `YYYY-MM-DD` when read. */
export function DateField({ label, description, value, onChange, error, required }: DateProps) {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.language;
  const [text, typed] = useTyped(value, (v) => formatDate(lang, v), lang);
  const day = parseDate(lang, text);
  const bad = text.trim() !== '' && day === null;
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={dateHint(lang)}
      value={text}
      onChange={(e) => {
        const v = e.currentTarget.value;
        const read = v.trim() === '' ? '' : (parseDate(lang, v) ?? v);
        typed(v, read);
        onChange(read);
      }}
      error={bad ? t('date.badDate', { text: text.trim() }) : error}
      required={required}
    />
  );
}

type DateTimeProps = Omit<DateProps, 'value'> & {
  /** `YYYY-MM-DDTHH:mm`, or '' for none or an entry that is not one yet. */
  value: string;
  disabled?: boolean;
};

/** A date and a time of day, typed apart; '' until both read, else `YYYY-MM-DDTHH:mm`. */
export function DateTimeField(p: DateTimeProps) {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.language;
  const [dayText, typedDay] = useTyped(p.value, (v) => formatDate(lang, v), lang);
  const [timeText, typedTime] = useTyped(p.value, (v) => (v === '' ? '' : formatTime(lang, v)), lang);
  const day = parseDate(lang, dayText);
  const time = parseTime(timeText);
  const joined = (d: string | null, tm: string | null) => (d !== null && tm !== null ? `${d}T${tm}` : '');
  const badDay = dayText.trim() !== '' && day === null;
  const badTime = timeText.trim() !== '' && time === null;
  const own = badDay
    ? t('date.badDate', { text: dayText.trim() })
    : badTime
      ? t('date.badTime', { text: timeText.trim() })
      : null;
  return (
    <Input.Wrapper label={p.label} description={p.description} error={own ?? p.error} required={p.required}>
      <Group gap="xs" wrap="nowrap" mt={4}>
        <TextInput
          aria-label={t('date.dateLabel', { field: p.label })}
          placeholder={dateHint(lang)}
          value={dayText}
          disabled={p.disabled}
          error={badDay}
          w="9rem"
          onChange={(e) => {
            const v = e.currentTarget.value;
            const read = joined(parseDate(lang, v), time);
            typedDay(v, read);
            typedTime(timeText, read);
            p.onChange(read);
          }}
        />
        <TextInput
          aria-label={t('date.timeLabel', { field: p.label })}
          placeholder="--:--"
          value={timeText}
          disabled={p.disabled}
          error={badTime}
          w="5.5rem"
          onChange={(e) => {
            const v = e.currentTarget.value;
            const read = joined(day, parseTime(v));
            typedTime(v, read);
            typedDay(dayText, read);
            p.onChange(read);
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
