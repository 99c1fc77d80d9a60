import { describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (s) => void (out += s + '\n'), err: (s) => void (err += s + '\n') });
  return { code, out, err };
}

describe('diagonal berger', () => {
  it('prints the published table for 8 as JSON (FIDE C.05 Annex 1)', async () => {
    const r = await run('berger', '8', '--json');
    expect(r.code).toBe(0);
    // Published: round 1 1-8, 2-7, 3-6, 4-5; round 2 8-5, 6-4, 7-3, 1-2; round 7 4-8, 5-3, 6-2, 7-1.
    const t = JSON.parse(r.out) as number[][][];
    expect(t).toHaveLength(7);
    expect(t[0]).toEqual([
      [1, 8],
      [2, 7],
      [3, 6],
      [4, 5],
    ]);
    expect(t[1]).toEqual([
      [8, 5],
      [6, 4],
      [7, 3],
      [1, 2],
    ]);
    expect(t[6]).toEqual([
      [4, 8],
      [5, 3],
      [6, 2],
      [7, 1],
    ]);
  });

  it('an odd count has the bye as [entrant, 0]', async () => {
    // Table for 4 without 4: round 1 "1-4" is 1's bye, round 2 "4-3" is 3's, round 3 "2-4" is 2's.
    const t = JSON.parse((await run('berger', '3', '--json')).out) as unknown;
    expect(t).toEqual([
      [
        [2, 3],
        [1, 0],
      ],
      [
        [1, 2],
        [3, 0],
      ],
      [
        [3, 1],
        [2, 0],
      ],
    ]);
  });

  it('prints the rounds in words', async () => {
    expect((await run('berger', '6')).out).toContain('Round 2: 6-4, 5-3, 1-2');
  });

  it('a count outside 3..20 is refused, naming the limit', async () => {
    for (const n of ['2', '21']) {
      const r = await run('berger', n);
      expect(r.code).toBe(3);
      expect(r.err).toContain(`The Berger tables cover 3 to 20 entrants, not ${n}.`);
    }
    expect((await run('berger')).code).toBe(2);
  });
});
