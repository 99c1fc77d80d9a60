import { describe, expect, it } from 'vitest';
import {
  arenaCreateInput,
  arenaFormIssues,
  clockPreview,
  nextQuarter,
  type ArenaForm,
} from '../../src/renderer/components/arena/new-arena';

const good: ArenaForm = {
  name: ' Blitz arena ',
  arbiter: 'Jan Arbiter',
  scheduledStart: '2026-06-01T14:00',
  durationMinutes: 120,
  baseMinutes: 3,
  baseSeconds: 0,
  incrementSeconds: 2,
};
const fields = (f: Partial<ArenaForm>) => arenaFormIssues({ ...good, ...f }).map((i) => i.field);
const keys = (f: Partial<ArenaForm>) => arenaFormIssues({ ...good, ...f }).map((i) => i.key);

describe('the new-arena form (R14.1, R14.4)', () => {
  it('accepts ten minutes to eight hours, and says the range and the value otherwise', () => {
    expect(arenaFormIssues(good)).toEqual([]);
    expect(fields({ durationMinutes: 10 })).toEqual([]);
    expect(fields({ durationMinutes: 480 })).toEqual([]);
    expect(arenaFormIssues({ ...good, durationMinutes: 9 })).toEqual([
      {
        field: 'durationMinutes',
        key: 'arena:form.issue.duration',
        params: { min: 10, max: 480, minutes: 9 },
      },
    ]);
    expect(keys({ durationMinutes: 481 })).toEqual(['arena:form.issue.duration']);
    expect(keys({ durationMinutes: null })).toEqual(['arena:form.issue.durationMissing']);
  });

  it('names each box to fix: the name, the start, the clock', () => {
    expect(fields({ name: '   ', scheduledStart: '' })).toEqual(['name', 'scheduledStart']);
    expect(fields({ scheduledStart: '2026-06-01' })).toEqual(['scheduledStart']);
    expect(keys({ baseSeconds: 60 })).toEqual(['arena:form.issue.baseSeconds']);
    expect(keys({ baseMinutes: -1, incrementSeconds: 601 })).toEqual([
      'arena:form.issue.baseMinutes',
      'arena:form.issue.increment',
    ]);
    // 600 minutes is the schema's most (36000 s); 600'30'' is over it, said on the seconds box.
    expect(fields({ baseMinutes: 600, baseSeconds: 0 })).toEqual([]);
    expect(fields({ baseMinutes: 600, baseSeconds: 30 })).toEqual(['baseSeconds']);
    // A zero base with an increment is a clock (no boost then, R14.6); nothing at all is not.
    expect(fields({ baseMinutes: 0, baseSeconds: 0, incrementSeconds: 5 })).toEqual([]);
    expect(keys({ baseMinutes: 0, baseSeconds: 0, incrementSeconds: 0 })).toEqual([
      'arena:form.issue.noClock',
    ]);
  });

  it('sends the clock in seconds and the time control as the slip writes it', () => {
    expect(arenaCreateInput({ ...good, baseMinutes: 1, baseSeconds: 30, incrementSeconds: 0 })).toEqual({
      settings: {
        name: 'Blitz arena',
        arbiter: 'Jan Arbiter',
        scheduledStart: '2026-06-01T14:00',
        durationMinutes: 120,
        timeControl: { kind: 'blitz', text: "1'30''+0''" },
      },
      clock: { baseSeconds: 90, incrementSeconds: 0 },
    });
    // 15'+10'': 15 min + 60 x 10 s = 25 min a player, rapid; 60'+30'' is classical.
    const kind = (m: number, inc: number) =>
      arenaCreateInput({ ...good, baseMinutes: m, incrementSeconds: inc }).settings.timeControl.kind;
    expect([kind(3, 2), kind(15, 10), kind(60, 30)]).toEqual(['blitz', 'rapid', 'classical']);
  });

  it('proposes the next quarter of an hour as the start', () => {
    expect(nextQuarter(new Date(2026, 5, 1, 13, 52, 10))).toBe('2026-06-01T14:00');
    expect(nextQuarter(new Date(2026, 5, 1, 14, 0, 0))).toBe('2026-06-01T14:15');
    expect(nextQuarter(new Date(2026, 11, 31, 23, 50))).toBe('2027-01-01T00:00');
  });
});

describe('the clock line under the boxes (R14.4, R14.6)', () => {
  const preview = (f: Partial<ArenaForm>) =>
    clockPreview({ ...good, ...f }, arenaFormIssues({ ...good, ...f }));
  it("says the clock and its boosted base: 3'+2'' boosts to 1'30''", () => {
    expect(preview({})).toEqual({
      key: 'arena:form.clockPreview',
      params: { clock: "3'+2''", boosted: "1'30''" },
    });
  });
  it('keeps a base under a minute whole: 45 s boosts to 45 s', () => {
    expect(preview({ baseMinutes: 0, baseSeconds: 45 })).toEqual({
      key: 'arena:form.clockPreview',
      params: { clock: "45''+2''", boosted: "45''" },
    });
  });
  it('says there is no boost with a base of zero', () => {
    expect(preview({ baseMinutes: 0, baseSeconds: 0, incrementSeconds: 5 })).toEqual({
      key: 'arena:form.clockNoBoost',
      params: { clock: "0''+5''" },
    });
  });
  it('says nothing while a clock box is refused, whatever the other boxes hold', () => {
    expect(preview({ incrementSeconds: null })).toBeNull();
    expect(preview({ baseSeconds: 75 })).toBeNull();
    expect(preview({ name: '' })).toEqual({
      key: 'arena:form.clockPreview',
      params: { clock: "3'+2''", boosted: "1'30''" },
    });
  });
});
