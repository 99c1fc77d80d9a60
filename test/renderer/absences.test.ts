import { describe, expect, it } from 'vitest';
import { absencesFor } from '../../src/renderer/absences';

describe('the absences for the next round (R10.1)', () => {
  const entrants = [
    { id: 10, startNo: 3, withdrawnAfterRound: null },
    { id: 11, startNo: 1, withdrawnAfterRound: null },
    { id: 12, startNo: null, withdrawnAfterRound: null }, // registered, not yet numbered
    { id: 13, startNo: 2, withdrawnAfterRound: 1 }, // withdrawn after round 1
    { id: 14, startNo: 4, withdrawnAfterRound: null },
  ];
  const marked = [
    { round: 3, entrantId: 14 },
    { round: 3, entrantId: 10 },
    { round: 2, entrantId: 11 }, // an earlier round's absence
  ];

  it('those still playing, by starting number', () => {
    expect(absencesFor(entrants, marked, 3).playing.map((e) => e.id)).toEqual([11, 10, 14]);
  });

  it('the marked absent for the next round, by starting number', () => {
    const { absent, absentNow } = absencesFor(entrants, marked, 3);
    expect([...absent].sort()).toEqual([10, 14]);
    expect(absentNow.map((e) => e.id)).toEqual([10, 14]);
  });

  it('no next round, none marked', () => {
    const { playing, absentNow } = absencesFor(entrants, marked, null);
    expect(playing).toHaveLength(3);
    expect(absentNow).toEqual([]);
  });
});
