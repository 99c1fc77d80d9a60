import { describe, expect, it } from 'vitest';
import {
  arenaTime,
  boostedClock,
  boostOffered,
  pairingOpen,
  ruledAtClose,
} from '../../../src/main/engine/arena/clock';
import { at, game } from './build';

// A two-hour arena from minute 0 to minute 120; the close is at minute 130.
const start = at(0);
const end = at(120);

describe('the announced duration (R14.6, R15.1)', () => {
  it('phases: before the start, running until the end, ten minutes of overtime, closed', () => {
    expect(arenaTime(at(-1), start, end)).toMatchObject({ phase: 'before', remainingMs: 60_000 });
    expect(arenaTime(at(0), start, end)).toMatchObject({ phase: 'running', remainingMs: 120 * 60_000 });
    expect(arenaTime(at(120), start, end)).toMatchObject({ phase: 'overtime', remainingMs: 10 * 60_000 });
    expect(arenaTime(at(130), start, end)).toMatchObject({ phase: 'closed', remainingMs: 0 });
  });

  it('games may start until the end, not at it', () => {
    expect(pairingOpen(arenaTime(at(119.99), start, end))).toBe(true);
    expect(pairingOpen(arenaTime(at(120), start, end))).toBe(false);
    expect(pairingOpen(arenaTime(at(-0.01), start, end))).toBe(false);
  });

  it('warns five minutes before the end and before the close', () => {
    expect(arenaTime(at(114.9), start, end).warning).toBe(false);
    expect(arenaTime(at(115), start, end).warning).toBe(true);
    expect(arenaTime(at(121), start, end).warning).toBe(false);
    expect(arenaTime(at(125), start, end).warning).toBe(true);
  });

  it('an extension moves the end and the close', () => {
    expect(arenaTime(at(125), start, end + 15 * 60_000)).toMatchObject({
      phase: 'running',
      remainingMs: 10 * 60_000,
    });
  });

  it('at the close every open game is a ruled draw ended at the close, never before', () => {
    const open = game(1, 2, null, 118, null);
    const done = game(3, 4, 'white-wins', 110, 125);
    expect(ruledAtClose([open, done], arenaTime(at(129.9), start, end))).toEqual([]);
    expect(ruledAtClose([open, done], arenaTime(at(200), start, end))).toEqual([
      { gameId: open.id, endedAt: at(130) },
    ]);
  });
});

describe('the boosted clock (R14.4, R14.6)', () => {
  it('drops the increment and halves a base of at least one minute', () => {
    expect(boostedClock({ baseSeconds: 300, incrementSeconds: 3 })).toEqual({
      baseSeconds: 150,
      incrementSeconds: 0,
    });
    expect(boostedClock({ baseSeconds: 60, incrementSeconds: 2 })).toEqual({
      baseSeconds: 30,
      incrementSeconds: 0,
    });
    expect(boostedClock({ baseSeconds: 45, incrementSeconds: 2 })).toEqual({
      baseSeconds: 45,
      incrementSeconds: 0,
    });
  });
  it("keeps whole seconds: an odd base is halved down (1'15'' boosted is 37'')", () => {
    expect(boostedClock({ baseSeconds: 75, incrementSeconds: 1 })).toEqual({
      baseSeconds: 37,
      incrementSeconds: 0,
    });
  });
  it('is not offered when the base time is zero', () => {
    expect(boostOffered({ baseSeconds: 0, incrementSeconds: 5 })).toBe(false);
    expect(boostOffered({ baseSeconds: 15, incrementSeconds: 0 })).toBe(true);
  });
});
