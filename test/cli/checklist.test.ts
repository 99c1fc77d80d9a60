/**
 * `diagonal pair --checklist FILE` (issue 30 part 5): the paired round's checklist in the reference
 * engine's columns (io/checklist.ts), worked out by hand from the rules of C.04.3 section A.
 */
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

/** Cells right-aligned to the widths given, each followed by a tab, as the reference prints them. */
const row = (widths: number[], cells: string[]): string =>
  cells.map((c, i) => c.padStart(widths[i] ?? 0) + '\t').join('');

const tmp = (): string => mkdtempSync(path.join(tmpdir(), 'checklist-'));

describe('diagonal pair --checklist', () => {
  it('writes round 3 of t001 as worked by hand: scores, colours, preferences, floats, bye eligibility', async () => {
    const file = path.join(tmp(), 'check.txt');
    const r = await run(['pair', path.join(corpus, 't001-n007-r05/round-03.trf'), '--checklist', file]);
    expect(r.code).toBe(0);
    // Widths: ID 2, Pts 3, colours 3 (a dash per round plus one), Pref 4, C2 2, C14 3, C16 3,
    // Cur 5 ("(bye)"), the empty column 0, R1 and R2 2.
    const w = [2, 3, 3, 4, 2, 3, 3, 5, 0, 2, 2];
    const lines = [
      '',
      row(w, ['ID', 'Pts', '---', 'Pref', 'C2', 'C14', 'C16', 'Cur', '', 'R1', 'R2']),
      '',
      // 4 points. 1: black then white, even, so a mild preference for black (A.2: the other
      // colour than the last); it met 7 on equal scores (7 had the bye's 2): no float. 3 alike.
      row(w, ['1', '4.0', 'BW', 'b ', 'Y', ' ', ' ', '(3B)', '', '4', '7']),
      row(w, ['3', '4.0', 'BW', 'b ', 'Y', ' ', ' ', '(1W)', '', '6', '2']),
      '',
      // 2 points. 6: one white and the bye: difference 1, a strong preference for black; the bye
      // (more than a loss's points without playing) is a downfloat in round 2 (A.6) and bars a
      // second one (C2: N); round 2 is blank in R2. 7: the bye in round 1, then black against 1.
      row(w, ['2', '2.0', 'WB', 'w ', 'Y', ' ', ' ', '(6W)', '', '5', '3']),
      row(w, ['5', '2.0', 'BW', 'b ', 'Y', ' ', ' ', '(7B)', '', '2', '4']),
      row(w, ['6', '2.0', 'W', '(B)', 'N', 'D', ' ', '(2B)', '', '3', '']),
      row(w, ['7', '2.0', 'B', '(W)', 'N', ' ', 'D', '(5W)', '', '', '1']),
      '',
      row(w, ['4', '0.0', 'WB', 'w ', 'Y', ' ', ' ', '(bye)', '', '1', '5']),
      '',
      '',
      '',
    ];
    expect(readFileSync(file, 'utf8')).toBe(lines.join('\n'));
    // The pairing itself is still printed as before (round-03.pairs).
    expect(r.out).toBe('4\n3 1\n2 6\n7 5\n4 0\n\n');
  });

  // Four entrants after two rounds; 1 and 2 get 2 virtual points before round 3 (C.04.5, `250`).
  const HEAD = [
    '012 cli test',
    'XXR 4',
    'XXC white1',
    'BBW  2.0',
    'BBD  1.0',
    'BBL  0.0',
    'BBZ  0.0',
    'BBF  0.0',
    'BBU  2.0',
  ];
  const line = (n: number, pts: string, rounds: string): string =>
    `001 ${String(n).padStart(4)}      Player ${n}`.padEnd(48) +
    ' 2000'.padEnd(32) +
    pts.padStart(4) +
    '    1  ' +
    rounds;
  const FILE = [
    ...HEAD,
    line(1, '3.0', '   2 w 1     4 w ='),
    line(2, '2.0', '   1 b 0     3 b 1'),
    line(3, '2.0', '   4 w 1     2 w 0'),
    line(4, '1.0', '   3 b 0     1 b ='),
    '250       2.0   3   3    1    2',
  ].join('\n');

  it('shows virtual points in Pts, absolute preferences and upfloats, and no Cur when no pairing exists', async () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'in.trf'), FILE);
    const file = path.join(dir, 'check.txt');
    const r = await run(['pair', path.join(dir, 'in.trf'), '--checklist', file]);
    // 1 may only meet 3 and 2 only 4, but 1 and 3 both played white twice (absolute black, A.3),
    // as 2 and 4 played black twice: no pairing respects C1-C3 (R6.2), exit 1.
    expect(r.code).toBe(1);
    expect(r.err).toContain('No pairing of round 3');
    const w = [2, 3, 3, 4, 2, 3, 3, 3, 0, 2, 2];
    const lines = [
      '',
      row(w, ['ID', 'Pts', '---', 'Pref', 'C2', 'C14', 'C16', 'Cur', '', 'R1', 'R2']),
      '',
      // Round 2: 1 (2 points) drew with 4 (0): 1 floated down, 4 up; 3 (2) lost to 2 (0): 3 down, 2 up.
      // Pts: 3 + 2 virtual = 5.0 and 2 + 2 = 4.0; every score its own group.
      row(w, ['1', '5.0', 'WW', 'B ', 'Y', 'D', ' ', '', '', '2', '4']),
      '',
      row(w, ['2', '4.0', 'BB', 'W ', 'Y', 'U', ' ', '', '', '1', '3']),
      '',
      row(w, ['3', '2.0', 'WW', 'B ', 'Y', 'D', ' ', '', '', '4', '2']),
      '',
      row(w, ['4', '1.0', 'BB', 'W ', 'Y', 'U', ' ', '', '', '3', '1']),
      '',
      '',
      '',
    ];
    expect(readFileSync(file, 'utf8')).toBe(lines.join('\n'));
  });

  it('refuses --checklist without a file name with exit 2 and the usage', async () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'in.trf'), FILE);
    const r = await run(['pair', path.join(dir, 'in.trf'), '--checklist']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('[--checklist FILE]');
  });
});
