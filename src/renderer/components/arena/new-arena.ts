/**
 * The new-arena form's rules (RULES.md R14.1, R14.4, R14.6), pure so that they are unit-tested:
 * which box holds a value the API would refuse, and what to enter instead; and the `arena.create`
 * input the boxes stand for. The server checks the same bounds again.
 */
import {
  ARENA_CLOCK_LIMITS,
  ARENA_DURATION_MINUTES,
  arenaTimeControl,
  baseText,
  boostedBase,
} from '../../../shared/arena-limits';

export type ArenaForm = {
  name: string;
  arbiter: string;
  /** Local `YYYY-MM-DDTHH:mm`, as a datetime-local box gives it. */
  scheduledStart: string;
  durationMinutes: number | null;
  baseMinutes: number | null;
  baseSeconds: number | null;
  incrementSeconds: number | null;
};
export type ArenaFormField = keyof ArenaForm;

/** One box to fix: an `arena:form.issue.*` message with its params. */
export type ArenaFormIssue = { field: ArenaFormField; key: string; params: Record<string, unknown> };

const SCHEDULE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const MAX_BASE_MINUTES = ARENA_CLOCK_LIMITS.baseSeconds / 60;

const inRange = (v: number | null, min: number, max: number): v is number =>
  v !== null && Number.isInteger(v) && v >= min && v <= max;

/** Every box that needs fixing, in the form's order; empty when the arena can be created. */
export function arenaFormIssues(f: ArenaForm): ArenaFormIssue[] {
  const issues: ArenaFormIssue[] = [];
  const add = (field: ArenaFormField, key: string, params: Record<string, unknown> = {}) =>
    issues.push({ field, key: `arena:form.issue.${key}`, params });
  if (f.name.trim() === '') add('name', 'name');
  if (!SCHEDULE.test(f.scheduledStart)) add('scheduledStart', 'start');
  const { min, max } = ARENA_DURATION_MINUTES;
  if (f.durationMinutes === null) add('durationMinutes', 'durationMissing', { min, max });
  else if (!inRange(f.durationMinutes, min, max))
    add('durationMinutes', 'duration', { min, max, minutes: f.durationMinutes });
  const { baseMinutes, baseSeconds, incrementSeconds } = f;
  const baseOk = inRange(baseMinutes, 0, MAX_BASE_MINUTES);
  if (!baseOk) add('baseMinutes', 'baseMinutes', { max: MAX_BASE_MINUTES });
  const secondsOk = inRange(baseSeconds, 0, 59);
  if (!secondsOk) add('baseSeconds', 'baseSeconds');
  const incrementOk = inRange(incrementSeconds, 0, ARENA_CLOCK_LIMITS.incrementSeconds);
  if (!incrementOk) add('incrementSeconds', 'increment', { max: ARENA_CLOCK_LIMITS.incrementSeconds });
  if (baseOk && secondsOk && incrementOk) {
    const base = baseMinutes * 60 + baseSeconds;
    if (base > ARENA_CLOCK_LIMITS.baseSeconds) add('baseSeconds', 'baseMinutes', { max: MAX_BASE_MINUTES });
    else if (base === 0 && incrementSeconds === 0) add('baseMinutes', 'noClock');
  }
  return issues;
}

/** The clock in seconds; call only on a form without issues. */
export function formClock(f: ArenaForm): { baseSeconds: number; incrementSeconds: number } {
  return {
    baseSeconds: (f.baseMinutes ?? 0) * 60 + (f.baseSeconds ?? 0),
    incrementSeconds: f.incrementSeconds ?? 0,
  };
}

const CLOCK_FIELDS: readonly ArenaFormField[] = ['baseMinutes', 'baseSeconds', 'incrementSeconds'];

/**
 * The line under the clock boxes, as an `arena:form.*` message with its params: the games' clock
 * and its boosted base (R14.4), or no boost when the base is zero (R14.6); none while a clock box
 * holds what the rules refuse.
 */
export function clockPreview(
  f: ArenaForm,
  issues: readonly ArenaFormIssue[],
): { key: string; params: Record<string, string> } | null {
  if (issues.some((i) => CLOCK_FIELDS.includes(i.field))) return null;
  const clock = formClock(f);
  const text = arenaTimeControl(clock).text;
  return clock.baseSeconds > 0
    ? {
        key: 'arena:form.clockPreview',
        params: { clock: text, boosted: baseText(boostedBase(clock.baseSeconds)) },
      }
    : { key: 'arena:form.clockNoBoost', params: { clock: text } };
}

/** The `arena.create` input of a form without issues. */
export function arenaCreateInput(f: ArenaForm) {
  const clock = formClock(f);
  return {
    settings: {
      name: f.name.trim(),
      arbiter: f.arbiter.trim(),
      scheduledStart: f.scheduledStart,
      durationMinutes: f.durationMinutes ?? 0,
      timeControl: arenaTimeControl(clock),
    },
    clock,
  };
}

/** The next full quarter of an hour, local time, as `YYYY-MM-DDTHH:mm`: a start to correct. */
export function nextQuarter(now: Date): string {
  const d = new Date(now);
  d.setSeconds(0, 0);
  d.setMinutes(Math.floor(d.getMinutes() / 15) * 15 + 15);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
