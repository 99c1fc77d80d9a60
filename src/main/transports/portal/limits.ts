/**
 * Limits of the results portal: a token bucket per remote address (every request), stricter ones
 * for wrong passwords, codes and links (guessing.ts). Time comes in; nothing reads the clock.
 */
export type Bucket = { capacity: number; perSecond: number };

export const REQUESTS: Bucket = { capacity: 30, perSecond: 5 };
/** Five wrong passwords, then one more every 12 seconds: a guess takes hours, a typo costs nothing. */
export const FAILURES: Bucket = { capacity: 5, perSecond: 1 / 12 };
/**
 * Wrong passwords and codes for one tournament, whatever the addresses they come from (aliases
 * on the hall's network multiply addresses, not tries): twenty, then one every ten seconds.
 */
export const TOURNAMENT_FAILURES: Bucket = { capacity: 20, perSecond: 1 / 10 };
/** Wrong codes typed for one holder (a player, or a team's captain): five, then one a minute. */
export const HOLDER_FAILURES: Bucket = { capacity: 5, perSecond: 1 / 60 };

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    private readonly bucket: Bucket,
    /** Beyond this many clients the fullest buckets are forgotten first (they owe nothing). */
    private readonly maxClients = 10_000,
  ) {}

  private level(key: string, now: number): { tokens: number; at: number } {
    const b = this.buckets.get(key) ?? { tokens: this.bucket.capacity, at: now };
    const refill = (Math.max(0, now - b.at) / 1000) * this.bucket.perSecond;
    return { tokens: Math.min(this.bucket.capacity, b.tokens + refill), at: now };
  }

  /** Whether `key` may go on; takes one token when it may. */
  take(key: string, now: number): boolean {
    const b = this.level(key, now);
    const ok = b.tokens >= 1;
    if (ok) b.tokens -= 1;
    this.set(key, b);
    return ok;
  }

  /** Whether `key` has a token left, without taking one (checked before a password is tried). */
  allows(key: string, now: number): boolean {
    return this.level(key, now).tokens >= 1;
  }

  /** Whole seconds until `key` has a token again (0 when it has one). */
  secondsLeft(key: string, now: number): number {
    const missing = 1 - this.level(key, now).tokens;
    return missing <= 0 ? 0 : Math.ceil(missing / this.bucket.perSecond);
  }

  /** Forgets `key`: its bucket is full again. */
  reset(key: string): void {
    this.buckets.delete(key);
  }

  private set(key: string, b: { tokens: number; at: number }): void {
    this.buckets.delete(key);
    this.buckets.set(key, b);
    if (this.buckets.size > this.maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
  }
}
