/**
 * The bounds of an arena (RULES.md R14.1) and of its clock, read by the engine, the API schema
 * and the new-arena form, so that the form says which box to fix before the API would refuse it;
 * and the clock as the slips and the settings write it.
 */
import type { TimeControlKind } from './domain';

export const ARENA_DURATION_MINUTES = { min: 10, max: 8 * 60 } as const;
export const ARENA_CLOCK_LIMITS = { baseSeconds: 36000, incrementSeconds: 600 } as const;

/**
 * R14.4: a boosted player's base time, halved when it is at least one minute; in whole seconds,
 * since a clock is set in seconds: an odd base is rounded down (75 s gives 37 s).
 */
export const boostedBase = (baseSeconds: number): number =>
  baseSeconds >= 60 ? Math.floor(baseSeconds / 2) : baseSeconds;

/** A base time as the slip writes it (settings.ts: "90'+30''"): 180 s is 3', 90 s is 1'30''. */
export function baseText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m}'${s > 0 ? `${s}''` : ''}` : `${s}''`;
}

/**
 * An arena's clock as the settings keep the time control: the slip's text (3'+2'') and its kind
 * by the time a 60-move game gives each player (base + 60 increments): blitz up to 10 minutes,
 * rapid up to 60, classical beyond.
 */
export function arenaTimeControl(clock: { baseSeconds: number; incrementSeconds: number }): {
  kind: TimeControlKind;
  text: string;
} {
  const perPlayer = clock.baseSeconds + 60 * clock.incrementSeconds;
  const kind: TimeControlKind = perPlayer <= 600 ? 'blitz' : perPlayer <= 3600 ? 'rapid' : 'classical';
  return { kind, text: `${baseText(clock.baseSeconds)}+${clock.incrementSeconds}''` };
}
