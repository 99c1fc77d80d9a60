import { describe, expect, it } from 'vitest';
import {
  arenaResultOfKey,
  arenaStatus,
  baseText,
  countdown,
  onFire,
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

  it('lists the free entrants with their cooldowns in the time format given', () => {
    const p = (id: number, name: string) => ({ id, name, rating: null });
    const view = {
      waiting: [
        { entrant: p(1, 'Anna'), freeSince: 'x', cooldowns: [{ opponent: p(2, 'Bogdan'), until: '14:10' }] },
        { entrant: p(3, 'Claire'), freeSince: 'x', cooldowns: [] },
      ],
    } as unknown as ArenaView;
    expect(waitingLines(view, (s) => `at ${s}`)).toEqual([
      { id: 1, name: 'Anna', cooldowns: [{ name: 'Bogdan', until: 'at 14:10' }] },
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
