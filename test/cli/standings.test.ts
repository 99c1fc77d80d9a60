import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (s) => void (out += s + '\n'), err: (s) => void (err += s + '\n') });
  return { code, out, err };
}

/** A `001` line in TRF-16 columns: number 5-8, name 15-47, rating 49-52, points 81-84, rounds from 92. */
const player = (no: number, rating: number, points: string, rounds: string[]) =>
  `001 ${String(no).padStart(4)}      ${`Player ${no}`.padEnd(33)} ${String(rating).padStart(4)}` +
  `${' '.repeat(27)} ${points.padStart(4)} ${String(no).padStart(4)}` +
  rounds.map((r) => `  ${r}`).join('');

/*
 * Four players, three rounds, no BB lines: the FIDE default 1/0.5/0.
 *   R1: 1-4 1 wins; 2-3 draw       R2: 3-1 3 wins; 2-4 2 wins by forfeit     R3: 1-2 draw; 3-4 3 wins
 * Points: 1 = 1 + 0 + 0.5 = 1.5; 2 = 0.5 + 1 + 0.5 = 2; 3 = 0.5 + 1 + 1 = 2.5; 4 = 0.
 * BH: 1 = 0 + 2.5 + 2 = 4.5 (Cut 1 drops 0: 4.5); 2 = 2.5 + 0 + 1.5 = 4 (Cut 1: 4);
 *     3 = 2 + 1.5 + 0 = 3.5 (Cut 1: 3.5); 4 = 1.5 + 2 + 2.5 = 6 (Cut 1 drops 1.5: 4.5).
 * SB: 1 = 0 (beat 4) + 0 + 2/2 = 1; 2 = 2.5/2 + 0 (forfeit win over 4) + 1.5/2 = 2;
 *     3 = 2/2 + 1.5 + 0 = 2.5; 4 = 0.
 * WIN: 1, 1 (the forfeit, R9.4), 2, 0.  ARO of 2: 1 and 3 over the board, (2000 + 1800) / 2 = 1900.
 */
const lines = [
  '012 Hand-worked',
  player(1, 2000, '1.5', ['   4 w 1', '   3 b 0', '   2 w =']),
  player(2, 1900, '2.0', ['   3 w =', '   4 - +', '   1 b =']),
  player(3, 1800, '2.5', ['   2 b =', '   1 w 1', '   4 w 1']),
  player(4, 1700, '0.0', ['   1 b 0', '   2 - -', '   3 b 0']),
];
const dir = mkdtempSync(join(tmpdir(), 'standings-'));
const file = (name: string, text: string[]) => {
  const path = join(dir, name);
  writeFileSync(path, text.join('\n') + '\n');
  return path;
};
const good = file('good.trf', lines);

describe('diagonal standings', () => {
  it('prints the Swiss standings of a 1/0.5/0 TRF in its own units', async () => {
    const r = await run('standings', good, '--json');
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toEqual([
      { rank: 1, startNo: 3, points: 2.5, tiebreaks: { 'BH/C1': 3.5, SB: 2.5, WIN: 2, BH: 3.5 } },
      { rank: 2, startNo: 2, points: 2, tiebreaks: { 'BH/C1': 4, SB: 2, WIN: 1, BH: 4 } },
      { rank: 3, startNo: 1, points: 1.5, tiebreaks: { 'BH/C1': 4.5, SB: 1, WIN: 1, BH: 4.5 } },
      { rank: 4, startNo: 4, points: 0, tiebreaks: { 'BH/C1': 4.5, SB: 0, WIN: 0, BH: 6 } },
    ]);
  });

  it('--unplayed fide-2023: unplayed rounds against a virtual opponent (R9.4, FIDE C.07 Art. 16)', async () => {
    // The same file. 2 won round 2 by forfeit: a virtual opponent with 2's own 2 points, so
    // BH 2.5 + 2 + 1.5 = 6, Cut 1 drops 1.5 -> 4.5 (a forfeit win is not cut first), SB
    // 2.5/2 + 2 * 1 + 1.5/2 = 4. 4 lost it by forfeit: virtual 0, a voluntary unplayed round, so
    // BH 1.5 + 0 + 2.5 = 4 and Cut 1 takes that round -> 4. 1 and 3 played every round: unchanged.
    const r = await run('standings', good, '--unplayed', 'fide-2023', '--json');
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toEqual([
      { rank: 1, startNo: 3, points: 2.5, tiebreaks: { 'BH/C1': 3.5, SB: 2.5, WIN: 2, BH: 3.5 } },
      { rank: 2, startNo: 2, points: 2, tiebreaks: { 'BH/C1': 4.5, SB: 4, WIN: 1, BH: 6 } },
      { rank: 3, startNo: 1, points: 1.5, tiebreaks: { 'BH/C1': 4.5, SB: 1, WIN: 1, BH: 4.5 } },
      { rank: 4, startNo: 4, points: 0, tiebreaks: { 'BH/C1': 4, SB: 0, WIN: 0, BH: 4 } },
    ]);
    const same = await run('standings', good, '--unplayed', 'recorded', '--json');
    expect(same.out).toBe((await run('standings', good, '--json')).out);
  });

  it('an unknown --unplayed value is named', async () => {
    const r = await run('standings', good, '--unplayed', 'fide');
    expect(r.code).toBe(2);
    expect(r.err).toContain('"fide"');
    expect(r.err).toContain('fide-2023');
    expect(r.err).toContain('fide-2026');
  });

  /*
   * Held's exercise tournament (test/engine/tiebreaks-held-exercise.test.ts for the sources):
   * 4 took a half-point bye; the 2023 edition counts it against a dummy on 4's own 3.5 (BH 15,
   * SB 9.75), the 2026 edition caps the dummy at a draw per round, 2.5 (BH 14, SB 9.25). The file
   * writes a bye's opponent as a padded "   0", which is read as no opponent.
   */
  it('--unplayed fide-2026 reaches the 2026 edition; every new code by name', async () => {
    const held = new URL('../fixtures/tiebreaks/held-swiss-5.trf', import.meta.url).pathname;
    const codes = 'BH,SB,FB,AOB,GE,PS/C1';
    const of = async (unplayed: string) => {
      const r = await run('standings', held, '--tiebreaks', codes, '--unplayed', unplayed, '--json');
      expect(r.code).toBe(0);
      const rows = JSON.parse(r.out) as { startNo: number; tiebreaks: Record<string, number> }[];
      return rows.find((x) => x.startNo === 4)?.tiebreaks;
    };
    expect(await of('fide-2023')).toEqual({ BH: 15, SB: 9.75, FB: 15.5, AOB: 13.38, GE: 4, 'PS/C1': 10.5 });
    expect(await of('fide-2026')).toEqual({ BH: 14, SB: 9.25, FB: 14.5, AOB: 13.38, GE: 4, 'PS/C1': 10.5 });
  });

  /*
   * Every code of the catalogue and general modifiers, on the same tournament written on both
   * scales: the 2/1/0 twin declares its points by BB lines and doubles every score. A figure made
   * of points doubles; a count, a rating, a percentage or a number does not change.
   */
  it('reaches every code on both scales, 1/0.5/0 and 2/1/0, under every edition', async () => {
    const twin = file('draughts.trf', [
      lines[0] as string,
      'BBW  2.0',
      'BBD  1.0',
      'BBL  0.0',
      'BBZ  0.0',
      'BBF  0.0',
      'BBU  2.0',
      player(1, 2000, '3.0', ['   4 w 1', '   3 b 0', '   2 w =']),
      player(2, 1900, '4.0', ['   3 w =', '   4 - +', '   1 b =']),
      player(3, 1800, '5.0', ['   2 b =', '   1 w 1', '   4 w 1']),
      player(4, 1700, '0.0', ['   1 b 0', '   2 - -', '   3 b 0']),
    ]);
    const POINTS = ['BH', 'BH/C1', 'BH/C2', 'BH/M1', 'BH/M2', 'FB', 'SOLK+', 'SB', 'SB/C1'];
    const MORE = ['SB/C2', 'SB/M1', 'SB/M2', 'KS', 'PS', 'PS/C1', 'DE', 'BH/C3', 'FB/C1', 'SB/M3'];
    const OTHER = [
      'WIN',
      'WON',
      'BPG',
      'BWG',
      'GE',
      'OWP',
      'ARO',
      'ARO/C1',
      'TPR',
      'PTP',
      'APRO',
      'TPN',
      'ARO/M1',
    ];
    const codes = [...POINTS, ...MORE, ...OTHER, 'AOB'];
    type Row = { startNo: number; points: number; tiebreaks: Record<string, number> };
    const rows = async (path: string, unplayed: string) => {
      const r = await run(
        'standings',
        path,
        '--tiebreaks',
        codes.join(','),
        '--unplayed',
        unplayed,
        '--json',
      );
      expect(r.err).toBe('');
      return new Map((JSON.parse(r.out) as Row[]).map((x) => [x.startNo, x]));
    };
    for (const unplayed of ['recorded', 'fide-2023', 'fide-2026']) {
      const chess = await rows(good, unplayed);
      const draughts = await rows(twin, unplayed);
      for (const n of [1, 2, 3, 4]) {
        const a = chess.get(n) as Row;
        const b = draughts.get(n) as Row;
        expect(Object.keys(a.tiebreaks).sort()).toEqual([...codes].sort());
        expect(b.points).toBe(2 * a.points);
        for (const c of [...POINTS, ...MORE])
          expect(b.tiebreaks[c], `${unplayed} ${n} ${c}`).toBe(2 * (a.tiebreaks[c] as number));
        for (const c of OTHER) expect(b.tiebreaks[c], `${unplayed} ${n} ${c}`).toBe(a.tiebreaks[c]);
        // AOB is an average given to two decimals in the tournament's own units: 29 / 3 is 9.67
        // on 2/1/0 and 14.5 / 3 is 4.83 on 1/0.5/0.
        expect(Math.abs((b.tiebreaks.AOB as number) - 2 * (a.tiebreaks.AOB as number))).toBeLessThanOrEqual(
          0.01,
        );
      }
    }
    // Hand-worked on the 2/1/0 twin, as recorded: 3 met 2 (4), 1 (3), 4 (0); Solkoff-plus adds
    // their Solkoffs: 2 met 3, 4, 1 (5 + 0 + 3 = 8), 1 met 4, 3, 2 (0 + 5 + 4 = 9), 4 met 1, 2, 3
    // (3 + 4 + 5 = 12): 29. PTP of 2 over the board: 1 of 2 against 1800 and 2000: 1900 expects
    // 0.64 + 0.36 = 1.00, 1899 0.64 + 0.36 too (differences 99 and 101), 1898 0.63 + 0.36.
    const d = await rows(twin, 'recorded');
    expect(d.get(3)?.tiebreaks['SOLK+']).toBe(29);
    expect(d.get(2)?.tiebreaks.PTP).toBe(1899);
  });

  it('takes the tiebreak codes asked for; ratings are not divided by the scale', async () => {
    const r = await run('standings', good, '--format', 'round-robin', '--tiebreaks', 'ARO,TPN', '--json');
    const rows = JSON.parse(r.out) as { startNo: number; tiebreaks: Record<string, number> }[];
    expect(rows.find((x) => x.startNo === 2)?.tiebreaks).toEqual({ ARO: 1900, TPN: 2, SB: 2 });
  });

  it('reads draughts points from BB lines (a fixture of the Dutch corpus)', async () => {
    // t001 full.trf, worked from its lines: 1 beat 4, 7, 3, 2, 5 (final scores 5, 4, 7, 6, 4):
    // BH 26, Cut 1 drops a 4: 22, SB 26, 5 wins. 3 beat 6 (4) and 2 (6), lost to 1 (10), won by
    // forfeit against 7 (4), drew 4 (5): BH 29, Cut 1 25, SB 4 + 6 + 4 + 5/2 = 16.5, 3 wins.
    const r = await run('standings', 'test/fixtures/dutch/t001-n007-r05/full.trf', '--json');
    const rows = JSON.parse(r.out) as { rank: number; startNo: number; points: number }[];
    expect(rows.slice(0, 2)).toEqual([
      { rank: 1, startNo: 1, points: 10, tiebreaks: { 'BH/C1': 22, SB: 26, WIN: 5, BH: 26 } },
      { rank: 2, startNo: 3, points: 7, tiebreaks: { 'BH/C1': 25, SB: 16.5, WIN: 3, BH: 29 } },
    ]);
  });

  it('prints a table', async () => {
    const r = await run('standings', good);
    expect(r.out.split('\n')[0]).toMatch(/Rank\s+No\.\s+Points\s+BH\/C1\s+SB\s+WIN\s+BH/);
    expect(r.out.split('\n')[1]).toMatch(/^\s*1\s+3\s+2\.5\s+3\.5\s+2\.5\s+2\s+3\.5$/);
  });

  it('an unknown tiebreak code is named', async () => {
    const r = await run('standings', good, '--tiebreaks', 'BH/C1,XYZ');
    expect(r.code).toBe(2);
    expect(r.err).toContain('Unknown tiebreak "XYZ"');
  });

  it('points that do not match the results name the line', async () => {
    const bad = file('points.trf', [
      ...lines.slice(0, 4),
      player(4, 1700, '1.0', ['   1 b 0', '   2 - -', '   3 b 0']),
    ]);
    const r = await run('standings', bad);
    expect(r.code).toBe(3);
    expect(r.err).toContain('Line 5');
  });

  it('a broken line is named', async () => {
    const bad = file('broken.trf', [...lines.slice(0, 2), '001    2      Player 2', ...lines.slice(3)]);
    const r = await run('standings', bad);
    expect(r.code).toBe(3);
    expect(r.err).toContain('Line 3');
  });

  it('results that contradict each other name the line', async () => {
    // Player 1 says he beat 4 in round 1; player 4's line says 4 won.
    const bad = file('clash.trf', [
      ...lines.slice(0, 4),
      player(4, 1700, '1.0', ['   1 b 1', '   2 - -', '   3 b 0']),
    ]);
    const r = await run('standings', bad);
    expect(r.code).toBe(3);
    expect(r.err).toContain('Line 2: round 1 of player 1 against 4');
  });
});
