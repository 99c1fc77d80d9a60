import { describe, expect, it } from 'vitest';
import {
  arenaResultOfKey,
  arenaStatus,
  baseText,
  countdown,
  onFire,
  handPairChoice,
  waitingLines,
} from '../../src/renderer/components/arena/arena-format';
import type { ArenaView } from '../../src/shared/api/arena';

describe('arena screen helpers', () => {
  it('counts down in m:ss, from an hour on in h:mm:ss, rounding a started second up', () => {
    expect(countdown(0)).toBe('0:00');
    expect(countdown(-5000)).toBe('0:00');
    expect(countdown(59_001)).toBe('1:00');
    expect(countdown(5 * 60_000)).toBe('5:00');
    expect(countdown(3_600_000 + 61_000)).toBe('1:01:01');
  });

  it("writes base times as the slip does: 3', 1'30'', 45''", () => {
    expect(baseText(180)).toBe("3'");
    expect(baseText(90)).toBe("1'30''");
    expect(baseText(45)).toBe("45''");
    expect(baseText(0)).toBe("0''");
  });

  it('takes the round keys 1, = or 5, 0 and ignores those an arena has no use for', () => {
    expect(['1', '=', '5', '0'].map(arenaResultOfKey)).toEqual(['white-wins', 'draw', 'draw', 'black-wins']);
    expect(['+', '-', 'd', 'r', 'x', 'Delete'].map(arenaResultOfKey)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('marks a streak from two wins in a row on (the next win is worth 3, R14.3)', () => {
    expect([0, 1, 2, 5].map(onFire)).toEqual([false, false, true, true]);
  });

  it('lists the free entrants with their cooldowns to the second, on the hall clock (R14.2)', () => {
    const p = (id: number, name: string) => ({ id, name, rating: null });
    // 18:08:58 local: a game ended at 18:03:58 plus 5 x 1 minutes; the arena ends at 18:30.
    const until = new Date(2026, 5, 1, 18, 8, 58).toISOString();
    const late = new Date(2026, 5, 1, 18, 31, 4).toISOString();
    const view = {
      time: { endsAt: new Date(2026, 5, 1, 18, 30).toISOString() },
      waiting: [
        {
          entrant: p(1, 'Anna'),
          freeSince: 'x',
          cooldowns: [
            { opponent: p(2, 'Bogdan'), until },
            { opponent: p(4, 'Dorota'), until: late },
          ],
        },
        { entrant: p(3, 'Claire'), freeSince: 'x', cooldowns: [] },
      ],
    } as unknown as ArenaView;
    expect(waitingLines(view)).toEqual([
      {
        id: 1,
        name: 'Anna',
        cooldowns: [
          { name: 'Bogdan', until: '18:08:58', pastEnd: false },
          // Allowed again only after the end: never again in this arena (R14.6).
          { name: 'Dorota', until: '18:31:04', pastEnd: true },
        ],
      },
      { id: 3, name: 'Claire', cooldowns: [] },
    ]);
  });

  it('shows the arena as running from its start, overtime included, and finished once closed', () => {
    const at = (phase: ArenaView['time']['phase'], closed = false) =>
      arenaStatus({ closed, time: { phase } } as ArenaView);
    expect([at('before'), at('running'), at('overtime'), at('closed'), at('closed', true)]).toEqual([
      'registration',
      'running',
      'running',
      'running',
      'finished',
    ]);
  });
});

describe('the Pair by hand dialog', () => {
  const p = (id: number, name: string, rating: number | null) => ({ id, name, rating });
  const until = new Date(2026, 5, 1, 18, 8, 58).toISOString();
  const view = {
    time: { endsAt: new Date(2026, 5, 1, 18, 30).toISOString() },
    waiting: [
      {
        entrant: p(1, 'Nowak, Piotr', 2150),
        freeSince: 'x',
        cooldowns: [{ opponent: p(3, 'Nowak, Piotr', 1890), until }],
      },
      { entrant: p(2, 'Şahin, Ayşe', null), freeSince: 'x', cooldowns: [] },
      {
        entrant: p(3, 'Nowak, Piotr', 1890),
        freeSince: 'x',
        cooldowns: [{ opponent: p(1, 'Nowak, Piotr', 2150), until }],
      },
    ],
  } as unknown as ArenaView;

  it('offers the free entrants, told apart by rating when they share a name', () => {
    expect(handPairChoice(view, null, null).options).toEqual([
      { value: '1', label: 'Nowak, Piotr (2150)' },
      { value: '2', label: 'Şahin, Ayşe' },
      { value: '3', label: 'Nowak, Piotr (1890)' },
    ]);
  });

  it('says when the pair chosen may meet again, by entrant and not by name (R14.2)', () => {
    expect(handPairChoice(view, 3, 1).cooldown).toEqual({ until: '18:08:58', pastEnd: false });
    expect(handPairChoice(view, 1, 2).cooldown).toBeNull();
    expect(handPairChoice(view, 1, null).cooldown).toBeNull();
  });
});
