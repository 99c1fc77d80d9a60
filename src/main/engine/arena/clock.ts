/**
 * The arena against the clock: the announced duration (RULES.md R14.1, R15.1), the ten minutes
 * of overtime, the ruled draws at the close (R8.5) and the boosted clock (R14.4, R14.6).
 * `now` is always an argument: a whole day can be replayed with explicit times.
 */
import { ARENA_DURATION_MINUTES, boostedBase } from '../../../shared/arena-limits';
import type { ArenaClock, ArenaGame } from './types';

const MINUTE = 60_000;
/** R14.1: ten minutes to eight hours. */
export const MIN_DURATION_MINUTES = ARENA_DURATION_MINUTES.min;
export const MAX_DURATION_MINUTES = ARENA_DURATION_MINUTES.max;
/** R15.1: running games get ten more minutes after the announced end. */
export const OVERTIME_MS = 10 * MINUTE;
/** The countdown warns five minutes before the end and before the close. */
export const WARNING_MS = 5 * MINUTE;

export type ArenaPhase = 'before' | 'running' | 'overtime' | 'closed';

export type ArenaTime = {
  phase: ArenaPhase;
  /** Milliseconds to the next boundary (start, end, close); 0 once closed. */
  remainingMs: number;
  warning: boolean;
  endsAt: number;
  closesAt: number;
};

/** endsAt: the scheduled start plus the duration and any extension the arbiter gave. */
export function arenaTime(now: number, startsAt: number, endsAt: number): ArenaTime {
  const closesAt = endsAt + OVERTIME_MS;
  const at = (phase: ArenaPhase, boundary: number): ArenaTime => {
    const remainingMs = Math.max(0, boundary - now);
    const warning = (phase === 'running' || phase === 'overtime') && remainingMs <= WARNING_MS;
    return { phase, remainingMs, warning, endsAt, closesAt };
  };
  if (now < startsAt) return at('before', startsAt);
  // R14.6: games may start until the announced end, so the end itself is past the pairing time.
  if (now < endsAt) return at('running', endsAt);
  if (now < closesAt) return at('overtime', closesAt);
  return at('closed', closesAt);
}

/** R14.2 and R14.6: new boards only between the start and the announced end. */
export const pairingOpen = (t: ArenaTime): boolean => t.phase === 'running';

/**
 * R15.1/R8.5: once the overtime is over, every game still open is a ruled draw, ended at the
 * close (not at the moment someone noticed), so that the cooldowns and streaks read the same.
 */
export function ruledAtClose(
  games: readonly ArenaGame[],
  t: ArenaTime,
): { gameId: number; endedAt: number }[] {
  if (t.phase !== 'closed') return [];
  return games.filter((g) => g.endedAt === null).map((g) => ({ gameId: g.id, endedAt: t.closesAt }));
}

/** R14.6: no boost when the base time is zero. */
export const boostOffered = (clock: ArenaClock): boolean => clock.baseSeconds > 0;

/** R14.4: no increment; the base halved when it is at least one minute. */
export function boostedClock(clock: ArenaClock): ArenaClock {
  return { baseSeconds: boostedBase(clock.baseSeconds), incrementSeconds: 0 };
}
