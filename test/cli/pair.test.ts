import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

const HEAD = [
  '012 cli test',
  'XXR 3',
  'XXC white1',
  'BBW  2.0',
  'BBD  1.0',
  'BBL  0.0',
  'BBZ  0.0',
  'BBF  0.0',
  'BBU  2.0',
];
const line = (n: number, pts: string, round: string): string =>
  `001 ${String(n).padStart(4)}      Player ${n}`.padEnd(48) +
  ' 2000'.padEnd(32) +
  pts.padStart(4) +
  '    1  ' +
  round;

describe('diagonal pair', () => {
  it('writes the reference format to -o: count, then white black, the bye as id 0', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'pair-')), 'out.txt');
    const r = await run(['pair', path.join(corpus, 't001-n007-r05/round-03.trf'), '-o', out]);
    expect(r.code).toBe(0);
    // t001 round 3, from round-03.pairs: 3-1, 2-6, 7-5, bye 4; boards by score, then rank.
    expect(readFileSync(out, 'utf8')).toBe('4\n3 1\n2 6\n7 5\n4 0\n');
  });

  it('exits 1 with the R6.2 message when no pairing respects the absolute criteria', async () => {
    // Two entrants who already met cannot be paired again.
    const dir = mkdtempSync(path.join(tmpdir(), 'pair-'));
    const file = path.join(dir, 'two.trf');
    writeFileSync(file, [...HEAD, line(1, '2.0', '   2 w 1'), line(2, '0.0', '   1 b 0')].join('\n'));
    const r = await run(['pair', file]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('No pairing of round 2');
  });

  it('exits 3 naming line and column for a malformed file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pair-'));
    const file = path.join(dir, 'bad.trf');
    writeFileSync(file, [...HEAD, line(1, '2.0', '   2 x 1'), line(2, '0.0', '   1 b 0')].join('\r\n'));
    const r = await run(['pair', file]);
    expect(r.code).toBe(3);
    expect(r.err).toContain('Line 10, column 97');
  });

  it('exits 2 without a file', async () => {
    expect((await run(['pair'])).code).toBe(2);
  });
});

describe('diagonal check', () => {
  it('finds every round of a reference tournament identical', async () => {
    const r = await run(['check', path.join(corpus, 't009-n009-r07/full.trf')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('All 7 rounds');
  });

  it('reports a round whose recorded pairing differs, side by side', async () => {
    // t001 round 1 was 1-4... in the file; swapping the colours of one board makes it differ.
    const text = readFileSync(path.join(corpus, 't001-n007-r05/full.trf'), 'utf8');
    const lines = text.split('\n');
    const swap = (l: string): string => l.slice(0, 96) + (l[96] === 'w' ? 'b' : 'w') + l.slice(97);
    const p1 = lines.findIndex((l) => l.startsWith('001    1 '));
    const opp = Number(lines[p1]?.slice(91, 95));
    const p2 = lines.findIndex((l) => l.startsWith(`001 ${String(opp).padStart(4)} `));
    lines[p1] = swap(lines[p1] ?? '');
    lines[p2] = swap(lines[p2] ?? '');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'check-')), 'swapped.trf');
    writeFileSync(file, lines.join('\n'));
    const r = await run(['check', file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Round 1: the recorded pairing differs');
    expect(r.out).toContain('≠');
  });
});
