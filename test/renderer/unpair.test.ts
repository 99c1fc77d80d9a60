import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../src/shared/api/rounds';
import { canUnpair } from '../../src/renderer/components/pairings/unpair';

const round = (number: number, entered: number): RoundView => ({
  tournamentId: 1,
  number,
  status: 'paired',
  gamesPerRound: 1,
  opening: null,
  boards: [],
  bye: null,
  absences: [],
  unfinished: 4 - entered,
  entered,
  pairedAt: '2026-12-05T10:00:00.000Z',
});

describe('the Unpair button', () => {
  it('shows on the latest round while nothing is entered', () => {
    expect(canUnpair(round(3, 0), 3, false)).toBe(true);
  });
  it('hides once a result is entered, on an earlier round, and when finished', () => {
    expect(canUnpair(round(3, 1), 3, false)).toBe(false);
    expect(canUnpair(round(2, 0), 3, false)).toBe(false);
    expect(canUnpair(round(3, 0), 3, true)).toBe(false);
  });
});
