import { describe, expect, it } from 'vitest';
import {
  dateHint,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  parseDate,
  parseTime,
} from '../../src/shared/dates';

/**
 * Issue 33.7: one date format per interface language, never the browser's. Saturday 5 December
 * 2026 at 10:00 on the hall's clock, written out by hand in each language.
 */
const saturday = new Date(2026, 11, 5, 10, 0, 7);

describe('dates written in the interface language (issue 33.7)', () => {
  it.each([
    ['en', '2026-12-05', '2026-12-05 10:00', '5 December 2026', 'yyyy-mm-dd'],
    ['fr', '05/12/2026', '05/12/2026 10:00', '5 décembre 2026', 'jj/mm/aaaa'],
    ['nl', '05-12-2026', '05-12-2026 10:00', '5 december 2026', 'dd-mm-jjjj'],
    ['pl', '05.12.2026', '05.12.2026 10:00', '5 grudnia 2026', 'dd.mm.rrrr'],
  ])('%s: %s, %s, %s', (lang, date, dateTime, long, hint) => {
    expect(formatDate(lang, saturday)).toBe(date);
    expect(formatDateTime(lang, saturday)).toBe(dateTime);
    expect(formatLongDate(lang, saturday)).toBe(long);
    expect(formatTime(lang, saturday)).toBe('10:00');
    expect(formatTime(lang, saturday, true)).toBe('10:00:07');
    expect(dateHint(lang)).toBe(hint);
  });

  it('a wall-clock text is taken as written, a day alone never moved by the time zone', () => {
    expect(formatDate('fr', '2026-12-05')).toBe('05/12/2026');
    expect(formatDateTime('fr', '2026-12-05T18:30')).toBe('05/12/2026 18:30');
    expect(formatDateTime('pl', '2026-01-09 08:05')).toBe('09.01.2026 08:05');
    expect(formatLongDate('pl', '2026-03-01')).toBe('1 marca 2026');
  });

  it('an instant is read on the hall’s clock', () => {
    expect(formatDateTime('nl', saturday.getTime())).toBe('05-12-2026 10:00');
    expect(formatDateTime('nl', saturday.toISOString())).toBe('05-12-2026 10:00');
  });

  it('an unreadable date writes nothing', () => {
    expect(formatDate('fr', 'soon')).toBe('');
    expect(formatDateTime('fr', '')).toBe('');
  });
});

describe('dates typed in the interface language (issue 33.7)', () => {
  it.each([
    ['fr', '05/12/2026'],
    ['fr', '5/12/2026'],
    ['nl', '05-12-2026'],
    ['nl', '5-12-2026'],
    ['pl', '05.12.2026'],
    ['en', '2026-12-05'],
  ])('%s reads %s as 5 December 2026', (lang, text) => {
    expect(parseDate(lang, text)).toBe('2026-12-05');
  });

  it('ISO is read in every language, no language reading it otherwise', () => {
    for (const lang of ['en', 'fr', 'nl', 'pl']) expect(parseDate(lang, ' 2026-12-05 ')).toBe('2026-12-05');
  });

  it.each([
    ['fr', '12/05/26'],
    ['fr', '31/02/2026'],
    ['fr', '05.12.2026'],
    ['nl', '05/12/2026'],
    ['pl', '05-12-2026'],
    ['en', '05/12/2026'],
    ['en', '12/5/2026'],
    ['fr', ''],
    ['fr', 'samedi'],
  ])('%s refuses %s', (lang, text) => {
    expect(parseDate(lang, text)).toBeNull();
  });

  it('times on the 24-hour clock', () => {
    expect(parseTime('10:00')).toBe('10:00');
    expect(parseTime('9:05')).toBe('09:05');
    expect(parseTime('18.30')).toBe('18:30');
    expect(parseTime('10h00')).toBe('10:00');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('10:60')).toBeNull();
    expect(parseTime('10')).toBeNull();
    expect(parseTime('10:00 AM')).toBeNull();
  });
});
