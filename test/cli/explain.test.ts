/**
 * `diagonal explain` (issue 30): a corpus round explained, a "why not" answer, the JSON form and
 * the refusals. The round is t001 round 3 (reference pairing 3-1, 2-6, 7-5, bye 4, see pair.test.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';
import { DUTCH as corpus } from '../fixtures/dutch';

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (s) => (out += s + '\n'), err: (s) => (err += s + '\n') });
  return { code, out, err };
}

const FILE = path.join(corpus, 't001-n007-r05/full.trf');

describe('diagonal explain', () => {
  it('explains every board and the bye of round 3, the pairing the reference made', async () => {
    const r = await run(['explain', FILE, '--round', '3']);
    expect(r.code).toBe(0);
    const boards = r.out.split('\n').filter((l) => l.startsWith('Board '));
    // "Board 1: Test0003 Player0003 (3) – Test0001 Player0001 (1)": the starting numbers.
    expect(boards.map((l) => [...l.matchAll(/\((\d+)\)/g)].map((m) => m[1]).join('-'))).toEqual([
      '3-1',
      '2-6',
      '7-5',
    ]);
    expect(r.out).toMatch(/^Bye: .*\(4\), score group /m);
  });

  it('--json gives the same round by starting number', async () => {
    const r = await run(['explain', FILE, '--round', '3', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      explanation: { boards: { white: { entrant: number } }[]; bye: { entrant: number } };
    };
    expect(j.explanation.boards.map((b) => b.white.entrant)).toEqual([3, 2, 7]);
    expect(j.explanation.bye.entrant).toBe(4);
  });

  it('--why-not of a pair already made, and of a pair that met', async () => {
    const made = await run(['explain', FILE, '--round', '3', '--why-not', '3', '1']);
    expect(made.out).toContain('are paired in this round.');
    const r1 = await run(['explain', FILE, '--round', '3', '--why-not', '1', '2']);
    expect(r1.code).toBe(0);
    expect(r1.out.length).toBeGreaterThan(0);
  });

  it('refuses an unknown starting number and a bad command line', async () => {
    const r = await run(['explain', FILE, '--round', '3', '--why-not', '1', '99']);
    expect(r.code).toBe(3);
    expect(r.err).toContain('There is no entrant with starting number 99 in round 3.');
    const u = await run(['explain', FILE, '--round']);
    expect(u.code).toBe(2);
    expect(u.err).toContain('Usage: diagonal explain');
  });
});
