/**
 * Live pairing of an arena (RULES.md R14.2, R14.6). Whoever is free is paired again without
 * waiting for other games, with the free entrant nearest in the current ranking, never with
 * someone met k times before less than 5 x k minutes after their last game ended.
 *
 * Taken from how lichess pairs its arenas (modules/tournament, WaitingUsers and makePairings):
 * a freed player is not paired the instant their game ends; free players are paired as one
 * batch once at least two of them have waited a few seconds, or at once for the first pairing,
 * or when the free players are a large share of the active field (active <= 1.5 x free). With an
 * odd batch, the player freed last waits for the next one. The batch is then paired by rank with
 * one weighted matching, so that a player whose game ends early meets a better-ranked opponent
 * freed seconds later rather than always the same few who finish fast.
 */
import { maxWeightMatching, type WeightedEdge } from '../pairing/matching';
import type { ArenaEntrant, ArenaGame } from './types';

const MINUTE = 60_000;
/** R14.2: five minutes per game already played together. */
export const COOLDOWN_PER_GAME_MS = 5 * MINUTE;
/** How long a freed entrant waits for a batch (lichess waits 15 s at least). */
export const DEFAULT_WAIT_MS = 15_000;

/** The games a and b have finished together and when the last of them ended; null while they play. */
export function pairHistory(
  games: readonly ArenaGame[],
  a: number,
  b: number,
): { games: number; lastEnd: number } | null {
  let k = 0;
  let lastEnd = -Infinity;
  for (const g of games) {
    if (!((g.white === a && g.black === b) || (g.white === b && g.black === a))) continue;
    if (g.endedAt === null) return null;
    k += 1;
    lastEnd = Math.max(lastEnd, g.endedAt);
  }
  return { games: k, lastEnd };
}

/** R14.2/R14.6: when a and b may meet again: after exactly 5 x k minutes; never while they play. */
export function allowedAgainAt(games: readonly ArenaGame[], a: number, b: number): number {
  const h = pairHistory(games, a, b);
  if (h === null) return Infinity;
  return h.games === 0 ? -Infinity : h.lastEnd + COOLDOWN_PER_GAME_MS * h.games;
}

export type FreeEntrant = { id: number; freeSince: number };

/** Entrants not paused and not on a board, with the time since which they are free. */
export function freeEntrants(entrants: readonly ArenaEntrant[], games: readonly ArenaGame[]): FreeEntrant[] {
  const busy = new Set<number>();
  const lastEnd = new Map<number, number>();
  for (const g of games) {
    for (const id of [g.white, g.black]) {
      if (g.endedAt === null) busy.add(id);
      else lastEnd.set(id, Math.max(lastEnd.get(id) ?? -Infinity, g.endedAt));
    }
  }
  return entrants
    .filter((e) => !e.paused && !busy.has(e.id))
    .map((e) => ({ id: e.id, freeSince: Math.max(e.availableSince, lastEnd.get(e.id) ?? -Infinity) }));
}

export type PairingInput = {
  entrants: readonly ArenaEntrant[];
  games: readonly ArenaGame[];
  /** Entrant ids in the current ranking order (scoreArena), the leader first. */
  ranking: readonly number[];
  now: number;
  waitMs?: number;
};

export type NewBoard = { white: number; black: number };

/** Whether the free entrants form a batch now (see the file comment). */
export function batchIsDue(input: PairingInput, free: readonly FreeEntrant[]): boolean {
  if (free.length < 2) return false;
  if (input.games.length === 0) return true;
  const wait = input.waitMs ?? DEFAULT_WAIT_MS;
  const waited = free.filter((f) => input.now - f.freeSince >= wait).length;
  const active = input.entrants.filter((e) => !e.paused).length;
  return waited >= 2 || active <= 1.5 * free.length;
}

/** The boards to start now; empty when nobody is to be paired yet. */
export function pairArena(input: PairingInput): NewBoard[] {
  const free = freeEntrants(input.entrants, input.games);
  if (!batchIsDue(input, free)) return [];
  const rank = new Map(input.ranking.map((id, i) => [id, i]));
  const ids = free.map((f) => f.id).sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  let pairs = matchByRank(ids, input, rank);
  if (ids.length % 2 === 1) {
    // The one freed last (the lowest ranked of them on a tie) waits, unless leaving them out
    // would leave someone else unpaired as well.
    const last = [...free].sort((a, b) => b.freeSince - a.freeSince || rank.get(b.id)! - rank.get(a.id)!)[0]!;
    const without = matchByRank(
      ids.filter((id) => id !== last.id),
      input,
      rank,
    );
    if (without.length === pairs.length) pairs = without;
  }
  return pairs.map(([a, b]) => colours(a, b, input.games));
}

/** Maximum number of boards, then the smallest sum of squared rank gaps. */
function matchByRank(
  ids: readonly number[],
  input: PairingInput,
  rank: Map<number, number>,
): [number, number][] {
  const n = input.ranking.length + 1;
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      if (allowedAgainAt(input.games, ids[i]!, ids[j]!) > input.now) continue;
      const gap = rank.get(ids[j]!)! - rank.get(ids[i]!)!;
      edges.push([i, j, BigInt(n * n - gap * gap)]);
    }
  }
  const mate = maxWeightMatching(ids.length, edges, true);
  const pairs: [number, number][] = [];
  mate.forEach((m, i) => {
    if (m > i) pairs.push([ids[i]!, ids[m]!]);
  });
  return pairs;
}

/** Colours alternate for each player as far as possible; `a` is the better ranked. */
export function colours(a: number, b: number, games: readonly ArenaGame[]): NewBoard {
  const history = (id: number) => {
    let balance = 0;
    let last: 'white' | 'black' | null = null;
    for (const g of [...games].sort((x, y) => x.startedAt - y.startedAt || x.id - y.id)) {
      if (g.white === id) {
        balance += 1;
        last = 'white';
      } else if (g.black === id) {
        balance -= 1;
        last = 'black';
      }
    }
    return { balance, last };
  };
  const ha = history(a);
  const hb = history(b);
  if (ha.balance !== hb.balance)
    return ha.balance < hb.balance ? { white: a, black: b } : { white: b, black: a };
  if (ha.last !== hb.last) {
    if (ha.last === 'black' || hb.last === 'white') return { white: a, black: b };
    return { white: b, black: a };
  }
  return { white: a, black: b };
}
