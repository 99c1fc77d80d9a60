/**
 * The start decision (RULES.md R2, R3): from the entrants present, the format, the number of
 * rounds and the games per round, each with its reason as translatable data (R2.3).
 */
import type { Format, FormatMode } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { LIMITS } from '../../shared/settings';

/** An i18n key (`engine:...`) and its parameters: shown and stored with the decision (R2.3). */
export type Reason = { key: string; params: Record<string, string | number> };

export type StartSettings = {
  present: number;
  /** R2.2: 7..20, default 7. */
  threshold?: number;
  /** R1.2: 4 and up, default 4. */
  minimum?: number;
  /** R2.4. */
  mode?: FormatMode;
  /** R3.4. */
  extraRound?: boolean;
  /** R5.1. */
  twoLegs?: boolean;
  /** R3.5: an explicit number of Swiss rounds, 1..n-1. */
  swissRounds?: number;
  /** A round robin played once (1) or twice, colours reversed in the second cycle (2). */
  cycles?: 1 | 2;
};

export type StartDecision = {
  format: Format | 'cancelled';
  rounds: number;
  gamesPerRound: 1 | 2;
  /** A double round robin plays the Berger table twice (2); a Swiss and a single round robin 1. */
  cycles: 1 | 2;
  reason: Reason;
  /** The side decisions: two legs forced, extra round added or ignored, overrides. */
  notes: Reason[];
};

export const DEFAULT_THRESHOLD = 7;
export const DEFAULT_MINIMUM = 4;
/**
 * R2.2: a round robin never has more than 19 (the threshold goes up to 20, and 20 present or more
 * make a Swiss). "Always round robin" (R2.4) keeps to it: 20 present are refused, not paired.
 */
export const MAX_ROUND_ROBIN = 19;

/** R3.3: 7-8: 5, 9-16: 6, 17-32: 7, 33-64: 8, 65-128: 9, 129-200: 10, i.e. ceil(log2 n) + 2. */
export function swissRoundsFor(n: number): number {
  let rounds = 2;
  for (let size = 1; size < n; size *= 2) rounds += 1;
  return rounds;
}

/** R3.3 as printed: the rows of present counts and their rounds (the formula above, row by row). */
export type SwissTableRow = { from: number; to: number; rounds: number };
export const SWISS_TABLE: readonly SwissTableRow[] = [
  { from: 7, to: 8, rounds: 5 },
  { from: 9, to: 16, rounds: 6 },
  { from: 17, to: 32, rounds: 7 },
  { from: 33, to: 64, rounds: 8 },
  { from: 65, to: 128, rounds: 9 },
  { from: 129, to: 200, rounds: 10 },
];

/** The R3.3 row a present count falls in; null below 7 (a forced Swiss) or above 200. */
export const swissTableRow = (n: number): SwissTableRow | null =>
  SWISS_TABLE.find((r) => n >= r.from && n <= r.to) ?? null;

/** R3.1: n-1 rounds for even n, n for odd n (one bye a round). */
export const roundRobinRounds = (n: number): number => (n % 2 === 0 ? n - 1 : n);

function checkSettings(s: StartSettings): { threshold: number; minimum: number } {
  const threshold = s.threshold ?? DEFAULT_THRESHOLD;
  const minimum = s.minimum ?? DEFAULT_MINIMUM;
  // R1.2: never more present than the largest field of 200 seats; fewer than the minimum is a
  // valid count that cancels the tournament (R2.1).
  if (!Number.isInteger(s.present) || s.present < 0 || s.present > LIMITS.seats.max) {
    throw new AppError('engine:start.badPresent', { present: s.present, max: LIMITS.seats.max });
  }
  if (!Number.isInteger(threshold) || threshold < 7 || threshold > 20) {
    throw new AppError('engine:start.badThreshold', { threshold, min: 7, max: 20 });
  }
  if (!Number.isInteger(minimum) || minimum < DEFAULT_MINIMUM) {
    throw new AppError('engine:start.badMinimum', { minimum, min: DEFAULT_MINIMUM });
  }
  return { threshold, minimum };
}

export function decideStart(s: StartSettings): StartDecision {
  const { threshold, minimum } = checkSettings(s);
  const n = s.present;
  const mode = s.mode ?? 'automatic';
  const notes: Reason[] = [];
  // R2.1: below the minimum the tournament cancels itself.
  if (n < minimum) {
    return {
      format: 'cancelled',
      rounds: 0,
      gamesPerRound: 1,
      cycles: 1,
      reason: { key: 'engine:start.cancelled', params: { present: n, minimum } },
      notes,
    };
  }
  const format: Format =
    mode === 'force-round-robin'
      ? 'round-robin'
      : mode === 'force-swiss'
        ? 'swiss'
        : n < threshold
          ? 'round-robin'
          : 'swiss';
  if (mode !== 'automatic') notes.push({ key: `engine:start.${mode}`, params: {} });

  if (format === 'round-robin') return roundRobin(s, mode, threshold, notes);
  // A double round robin is a way to play a round robin: a start that gives a Swiss says it aside.
  if (s.cycles === 2)
    notes.push({ key: 'engine:start.doubleIgnoredSwiss', params: { present: n, threshold } });

  const gamesPerRound = s.twoLegs ? 2 : 1;
  let rounds: number;
  if (s.swissRounds !== undefined) {
    // R3.5: the federation's explicit number wins; the extra round then has nothing to add to.
    if (!Number.isInteger(s.swissRounds) || s.swissRounds < 1 || s.swissRounds > n - 1) {
      throw new AppError('engine:start.badSwissRounds', { rounds: s.swissRounds, max: n - 1 });
    }
    rounds = s.swissRounds;
    notes.push({ key: 'engine:start.swissRoundsSet', params: { rounds } });
    if (s.extraRound) notes.push({ key: 'engine:start.extraRoundIgnoredExplicit', params: {} });
  } else {
    rounds = swissRoundsFor(n);
    // A forced Swiss below the table (n < 7) cannot play more rounds than there are opponents.
    if (rounds > n - 1) {
      notes.push({ key: 'engine:start.roundsCapped', params: { rounds: n - 1, table: rounds } });
      rounds = n - 1;
    }
    if (s.extraRound) {
      // R3.4: only when the field carries it: rounds + 1 <= n - 1.
      if (rounds + 1 <= n - 1) {
        rounds += 1;
        notes.push({ key: 'engine:start.extraRoundAdded', params: { rounds } });
      } else {
        notes.push({ key: 'engine:start.extraRoundIgnoredField', params: { present: n, rounds } });
      }
    }
  }
  const key = mode === 'automatic' ? 'engine:start.swiss' : 'engine:start.swissForced';
  const reason = { key, params: { present: n, threshold, rounds } };
  return { format, rounds, gamesPerRound, cycles: 1, reason, notes };
}

/**
 * R3.1, R7: n-1 rounds (n odd: n), twice as many in a double round robin (the Berger table played
 * again with colours reversed, FIDE C.05 Annex 1). R3.2: a single round robin of exactly 4 always
 * plays two games a round, six games each; a double round robin of 4 already gives them six games
 * each, one a round, so it is not doubled again.
 */
function roundRobin(s: StartSettings, mode: FormatMode, threshold: number, notes: Reason[]): StartDecision {
  const n = s.present;
  if (n > MAX_ROUND_ROBIN)
    throw new AppError('engine:start.roundRobinTooLarge', { present: n, max: MAX_ROUND_ROBIN });
  const cycles = s.cycles ?? 1;
  const rounds = roundRobinRounds(n) * cycles;
  const forced = n === 4 && cycles === 1;
  if (forced && !s.twoLegs) notes.push({ key: 'engine:start.twoLegsForced', params: { present: n } });
  if (cycles === 2)
    notes.push({
      key: n === 4 && !s.twoLegs ? 'engine:start.doubleOfFour' : 'engine:start.double',
      params: { present: n, rounds, cycle: rounds / 2 },
    });
  if (s.extraRound) notes.push({ key: 'engine:start.extraRoundIgnoredRoundRobin', params: {} });
  if (s.swissRounds !== undefined) notes.push({ key: 'engine:start.swissRoundsIgnored', params: {} });
  const gamesPerRound = forced || s.twoLegs ? 2 : 1;
  const key = mode === 'automatic' ? 'engine:start.roundRobin' : 'engine:start.roundRobinForced';
  const reason = { key, params: { present: n, threshold, rounds } };
  return { format: 'round-robin', rounds, gamesPerRound, cycles, reason, notes };
}
