import { describe, expect, it } from 'vitest';
import { entrantCounts } from '../../src/renderer/entrant-counts';

describe('the counts above the entrants list (R10.2)', () => {
  it('a withdrawn entrant is counted withdrawn, not present', () => {
    // 5 registered: 4 present at the start, one of them withdrawn after round 2; 1 never came
    const list = [
      { present: true, withdrawnAfterRound: null },
      { present: true, withdrawnAfterRound: 2 },
      { present: true, withdrawnAfterRound: null },
      { present: true, withdrawnAfterRound: null },
      { present: false, withdrawnAfterRound: null },
    ];
    expect(entrantCounts(list)).toEqual({ total: 5, present: 3, withdrawn: 1 });
  });
});
