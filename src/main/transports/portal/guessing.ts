/**
 * Guessing the portal's secrets (RULES.md R16.3): wrong passwords and personal codes are limited
 * per address, per tournament whatever the address (aliases on the hall's network multiply
 * addresses, not tries), and per holder for codes. The arbiter's own desk (a browser on the
 * computer that serves the portal) is held only by its own address's limit: a flood from the
 * hall never locks it out. A tournament whose limit was reached is named to the arbiter on his
 * panel, with what came and from how many addresses. Time comes in; nothing reads the clock.
 */
import { AppError } from '../../../shared/errors';
import type { GuessingAlert } from '../../../shared/api/portal';
import { FAILURES, HOLDER_FAILURES, RateLimiter, TOURNAMENT_FAILURES, type Bucket } from './limits';

export type GuessLimits = { address: Bucket; tournament: Bucket; holder: Bucket };
export const GUESSES: GuessLimits = {
  address: FAILURES,
  tournament: TOURNAMENT_FAILURES,
  holder: HOLDER_FAILURES,
};

/** Who is guessing: the request's own address (never a header), and whether it is the desk. */
export type Client = { address: string; desk: boolean };

/** The holder a code is typed for: its tournament and entrant or team ("3:e12", "3:t4"). */
export type HolderKey = string;

/** Beyond this many addresses per tournament only the count goes on (memory stays bounded). */
const MAX_ADDRESSES = 10_000;

type Seen = {
  wrong: number;
  refused: number;
  addresses: Set<string>;
  since: number;
  last: number;
  limitedAt: number | null;
};

export type Opening = { open: number[]; paused: AppError | null };

export class GuessGuard {
  private readonly address: RateLimiter;
  private readonly tournament: RateLimiter;
  private readonly holder: RateLimiter;
  private readonly seen = new Map<number, Seen>();

  constructor(limits: Partial<GuessLimits> = {}) {
    this.address = new RateLimiter(limits.address ?? GUESSES.address);
    this.tournament = new RateLimiter(limits.tournament ?? GUESSES.tournament);
    this.holder = new RateLimiter(limits.holder ?? GUESSES.holder);
  }

  /** Refuses a client whose own address guessed too often (checked before anything is tried). */
  checkAddress(c: Client, now: number): void {
    if (!this.address.allows(c.address, now))
      throw new AppError('portal:tooManyAttempts', { seconds: this.address.secondsLeft(c.address, now) });
  }

  /**
   * The tournaments of `ids` whose secrets this client may try now, and the refusal to give when
   * one was left out. A code's holder past his limit is refused outright.
   */
  open(c: Client, ids: readonly number[], now: number, holder?: HolderKey): Opening {
    this.checkAddress(c, now);
    if (c.desk) return { open: [...ids], paused: null };
    if (holder !== undefined && !this.holder.allows(holder, now)) {
      ids.forEach((id) => this.note(id, c, now, 'refused'));
      throw new AppError('portal:tooManyCodes', { seconds: this.holder.secondsLeft(holder, now) });
    }
    const open = ids.filter((id) => this.tournament.allows(`t${id}`, now));
    const shut = ids.filter((id) => !open.includes(id));
    shut.forEach((id) => this.note(id, c, now, 'refused'));
    const seconds = Math.min(...shut.map((id) => this.tournament.secondsLeft(`t${id}`, now)));
    return { open, paused: shut.length ? new AppError('portal:tooManyAttemptsHere', { seconds }) : null };
  }

  /** A wrong password or code: counted against the address, each tournament tried and the holder. */
  failed(c: Client, ids: readonly number[], now: number, holder?: HolderKey): void {
    this.address.take(c.address, now);
    if (holder !== undefined && !c.desk) this.holder.take(holder, now);
    for (const id of ids) {
      if (!c.desk) this.tournament.take(`t${id}`, now);
      const s = this.note(id, c, now, 'wrong');
      if (s.limitedAt === null && !this.tournament.allows(`t${id}`, now)) s.limitedAt = now;
    }
  }

  private note(id: number, c: Client, now: number, what: 'wrong' | 'refused'): Seen {
    let s = this.seen.get(id);
    if (!s) {
      s = { wrong: 0, refused: 0, addresses: new Set(), since: now, last: now, limitedAt: null };
      this.seen.set(id, s);
    }
    s[what] += 1;
    s.last = now;
    if (s.addresses.size < MAX_ADDRESSES) s.addresses.add(c.address);
    return s;
  }

  /** What the arbiter's panel says of a tournament whose limit was reached; null otherwise. */
  alert(tournamentId: number, now: number): GuessingAlert | null {
    const s = this.seen.get(tournamentId);
    if (!s || s.limitedAt === null) return null;
    const iso = (t: number) => new Date(t).toISOString();
    return {
      wrong: s.wrong,
      refused: s.refused,
      addresses: s.addresses.size,
      since: iso(s.since),
      last: iso(s.last),
      limitedAt: iso(s.limitedAt),
      secondsLeft: this.tournament.secondsLeft(`t${tournamentId}`, now),
    };
  }

  /** The arbiter lets passwords and codes in again: the tournament's count and limit start over. */
  resume(tournamentId: number): void {
    this.seen.delete(tournamentId);
    this.tournament.reset(`t${tournamentId}`);
  }
}
