/**
 * The poster's wall-clock times against the transport's instants (R1.2, R15.1): what an arbiter
 * types in a date-time field read in the hall's time zone, and the warnings and refusals that
 * depend on the time now. Pure; `now` is always an argument.
 */
import { scheduleMinutes, wallMinute, type Settings, type SettingsIssue } from './settings';

/** A wall-clock `YYYY-MM-DDTHH:mm` as an instant in the hall's time zone (the reverse of wallMinute). */
export function wallInstant(schedule: string): number {
  const [date = '', clock = ''] = schedule.split('T');
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = clock.split(':').map(Number) as [number, number];
  return new Date(y, mo - 1, d, h, mi).getTime();
}

/** An instant as a wall-clock `YYYY-MM-DDTHH:mm`, as a date-time field holds it. */
export const wallField = (instant: number | string): string => wallMinute(instant).replace(' ', 'T');

/**
 * R15.1: a close by the clock whose end is already over would close the tournament before it is
 * played; refused where it is set (created, saved, moved) and when the start is asked for.
 */
export function endPassedIssues(
  s: Pick<Settings, 'closeAtEnd' | 'announcedEnd'>,
  now: number,
): SettingsIssue[] {
  if (!s.closeAtEnd || s.announcedEnd === null || scheduleMinutes(s.announcedEnd) === null) return [];
  if (wallInstant(s.announcedEnd) > now) return [];
  return [
    { field: 'announcedEnd', code: 'announcedEndPassed', params: { end: s.announcedEnd.replace('T', ' ') } },
  ];
}

const DAY_MS = 86_400_000;

/**
 * The seed's window for a start (five minutes to fourteen days ahead) comes from online play; an
 * arbiter enters a tournament played last week or next season. Dates stay free, but a start in
 * the past or more than a year ahead is probably a typing slip, and is said (a warning, not a
 * refusal). `now` is the transport's time.
 */
export function startWarnings(scheduledStart: string, now: number): SettingsIssue[] {
  if (scheduleMinutes(scheduledStart) === null) return [];
  const at = wallInstant(scheduledStart);
  const start = scheduledStart.replace('T', ' ');
  if (at < now) return [{ field: 'scheduledStart', code: 'startInPast', params: { start } }];
  if (at > now + 365 * DAY_MS) return [{ field: 'scheduledStart', code: 'startFarAhead', params: { start } }];
  return [];
}
