/**
 * The arbiter pairs two entrants by hand (a late table, a player walking to the desk): the same
 * rules hold as for the live pairing (RULES.md R14.1, R14.2, R14.6), only the choice of the two
 * and of their colours is the arbiter's. Each refusal says why and, where there is one, until
 * when: the times are instants, written on the hall's clock by the caller.
 */
import { pairingOpen, type ArenaTime } from './clock';
import { COOLDOWN_PER_GAME_MS, pairHistory } from './pairing';
import type { ArenaEntrant, ArenaGame } from './types';

export type HandRefusal =
  | { why: 'same' }
  | { why: 'unknown'; id: number }
  /** R14.1: games start from the start on. */
  | { why: 'beforeStart'; startsAt: number }
  /** R14.6: games start until the announced end, not after it. */
  | { why: 'afterEnd'; endsAt: number }
  /** R14.1: a paused entrant is not paired; `since` is when they left (or registered absent). */
  | { why: 'paused'; id: number; since: number }
  | { why: 'playing'; id: number; gameId: number; since: number }
  /** R14.2: k games together, the last ended at `lastEnd`; `until` = lastEnd + 5 x k minutes. */
  | { why: 'cooldown'; games: number; lastEnd: number; until: number; pastEnd: boolean };

export type HandPairing = {
  entrants: readonly ArenaEntrant[];
  games: readonly ArenaGame[];
  time: ArenaTime;
  startsAt: number;
  now: number;
  white: number;
  black: number;
};

/** Why the entrant cannot sit down now, or null when they are free. */
function busy(p: HandPairing, id: number): HandRefusal | null {
  const e = p.entrants.find((x) => x.id === id);
  if (!e) return { why: 'unknown', id };
  if (e.paused) return { why: 'paused', id, since: e.availableSince };
  const game = p.games.find((g) => g.endedAt === null && (g.white === id || g.black === id));
  return game ? { why: 'playing', id, gameId: game.id, since: game.startedAt } : null;
}

/** The first rule that forbids White against Black now, or null when the pair may sit down. */
export function handPairingRefusal(p: HandPairing): HandRefusal | null {
  if (p.white === p.black) return { why: 'same' };
  const first = busy(p, p.white) ?? busy(p, p.black);
  if (first?.why === 'unknown') return first;
  if (p.time.phase === 'before') return { why: 'beforeStart', startsAt: p.startsAt };
  if (!pairingOpen(p.time)) return { why: 'afterEnd', endsAt: p.time.endsAt };
  if (first) return first;
  const h = pairHistory(p.games, p.white, p.black)!;
  const until = h.lastEnd + COOLDOWN_PER_GAME_MS * h.games;
  // R14.6: allowed again at exactly 5 x k minutes.
  if (h.games === 0 || until <= p.now) return null;
  return { why: 'cooldown', games: h.games, lastEnd: h.lastEnd, until, pastEnd: until >= p.time.endsAt };
}
