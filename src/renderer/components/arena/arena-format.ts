/** Pure helpers of the arena screen and the projector view (tested in test/renderer). */
import type { ArenaView } from '../../../shared/api/arena';
import { wallSecond } from '../../../shared/settings';
import { resultOfKey } from '../results/keys';

/** A countdown: h:mm:ss from an hour on, otherwise m:ss; never negative. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export { baseText } from '../../../shared/arena-limits';

/** The arena results a key stands for; the round keys that mean nothing in an arena give null. */
export function arenaResultOfKey(key: string): 'white-wins' | 'draw' | 'black-wins' | null {
  const r = resultOfKey(key);
  return r === 'white-wins' || r === 'draw' || r === 'black-wins' ? r : null;
}

/**
 * The free entrants the next batch may pair, with their cooldowns as "not name until hh:mm:ss"
 * on the hall's clock (R14.2 counts from the second a game ended); a cooldown that ends after
 * the announced end means never again in this arena (R14.6).
 */
export function waitingLines(
  view: ArenaView,
): { id: number; name: string; cooldowns: { name: string; until: string; pastEnd: boolean }[] }[] {
  const end = Date.parse(view.time.endsAt);
  return view.waiting.map((w) => ({
    id: w.entrant.id,
    name: w.entrant.name,
    cooldowns: w.cooldowns.map((c) => ({
      name: c.opponent.name,
      until: wallSecond(c.until),
      pastEnd: Date.parse(c.until) >= end,
    })),
  }));
}

/**
 * The status the header shows for the arena the screen just read: running from its start until
 * the close (R15.1), finished once closed. The screen refreshes the tournament when it differs.
 */
export function arenaStatus(view: ArenaView): 'registration' | 'running' | 'finished' {
  if (view.closed) return 'finished';
  return view.time.phase === 'before' ? 'registration' : 'running';
}

/** R14.3: a player on two wins or more plays for 3; the mark shows the wins in a row. */
export const onFire = (streak: number): boolean => streak >= 2;

/**
 * What the "Pair by hand" dialog offers: the free entrants (with their rating, two players may
 * share a name), and the cooldown of the pair chosen, if any, as the waiting list writes it.
 */
export function handPairChoice(
  view: ArenaView,
  white: number | null,
  black: number | null,
): { options: { value: string; label: string }[]; cooldown: { until: string; pastEnd: boolean } | null } {
  const options = view.waiting.map(({ entrant: e }) => ({
    value: String(e.id),
    label: e.rating === null ? e.name : `${e.name} (${e.rating})`,
  }));
  const c = view.waiting.find((w) => w.entrant.id === white)?.cooldowns.find((x) => x.opponent.id === black);
  if (!c) return { options, cooldown: null };
  return {
    options,
    cooldown: { until: wallSecond(c.until), pastEnd: Date.parse(c.until) >= Date.parse(view.time.endsAt) },
  };
}
