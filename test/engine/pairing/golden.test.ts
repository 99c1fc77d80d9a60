/**
 * Named golden cases: each guards a rule that a first version got wrong, on a reference round
 * whose expected pairing (fixtures/dutch, FIDE-endorsed engine) turns on that rule alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/main/engine/pairing/dutch';
import { readTrf } from '../../../src/main/io/trf';
import { trfToPairingInput } from '../../../src/main/io/trf-pairing';
import { DUTCH as corpus } from '../../fixtures/dutch';

/** Our pairing of a reference round: `white-black` per board, `n-bye` for the PAB. */
function pair(rel: string): { boards: string[]; bye: number | null } {
  const input = trfToPairingInput(readTrf(readFileSync(path.join(corpus, rel), 'utf8')));
  const p = pairDutch(input);
  const num = (i: number): number => input.entrants[i]?.number ?? 0;
  return {
    boards: p.boards.map((b) => `${num(b.white)}-${num(b.black)}`),
    bye: p.bye === null ? null : num(p.bye),
  };
}

describe('golden Dutch cases', () => {
  it('C9: the PAB goes to the candidate with the fewest unplayed games (t023 round 6)', () => {
    // Score 4: 12 and 15 already had the PAB; 1 was absent in round 3, 11 played every round.
    expect(pair('t023-n015-r06/round-06.trf').bye).toBe(11);
  });

  it('C9: a forfeit loss is an unplayed game, the PAB avoids it (t012 round 2)', () => {
    // Score 0: 2 lost by forfeit, 8, 9 and 10 played: 10 gets the PAB, 2 is paired.
    const p = pair('t012-n010-r07/round-02.trf');
    expect(p.bye).toBe(10);
    expect(p.boards).toContain('1-2');
  });

  it('C9 also applies when the PAB score group is paired after a lower lone entrant is reached (t089 round 8)', () => {
    const p = pair('t089-n037-r08/round-08.trf');
    expect(p.bye).toBe(30);
    expect(p.boards).toContain('34-36');
  });

  it('A.6: a forfeit loss is no float, so no repeated-upfloat penalty (t075 round 5)', () => {
    // 4 lost by forfeit in round 3 against a higher score: still the first opponent of MDP 9.
    const p = pair('t075-n031-r08/round-05.trf');
    expect(p.boards).toContain('4-9');
    expect(p.boards).toContain('16-25');
  });

  it('E.5: the initial colour goes to the top entrant present in round 1 (t104 round 1)', () => {
    // XXC white1, player 1 absent: player 2 is White on board 1, then colours alternate.
    const p = pair('t104-n042-r08/round-01.trf');
    expect(p.boards[0]).toBe('2-23');
    expect(p.boards[1]).toBe('24-3');
  });
});
