import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../src/main/io/trf';
import { writeTrf } from '../../src/main/io/trf-write';
import { AppError } from '../../src/shared/errors';
import { t } from '../../src/shared/i18n/index';
import { DUTCH as corpus } from '../fixtures/dutch';

const read = (rel: string): string => readFileSync(path.join(corpus, rel), 'utf8');

/** The AppError a read throws, translated to English. */
function errorOf(text: string): { code: string; params: Record<string, unknown>; message: string } {
  try {
    readTrf(text);
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, params: e.params, message: t('en', e.code, e.params) };
    throw e;
  }
  throw new Error('no error');
}

/** t001 round 3: nine header lines, then players 1..7 on lines 10..16. */
const BASE = read('t001-n007-r05/round-03.trf').trimEnd().split('\n');
const P1 = BASE[9] ?? '';
/** The file with line 10 (player 1) replaced. */
const withP1 = (line: string, eol = '\n'): string => [...BASE.slice(0, 9), line, ...BASE.slice(10)].join(eol);

describe('readTrf on the reference corpus', () => {
  it('reads a round file field by field (t001 round 3, checked by hand against the file)', () => {
    const trf = readTrf(read('t001-n007-r05/round-03.trf'));
    expect(trf.header.name).toBe('Dutch pairing corpus t001-n007-r05');
    expect(trf.totalRounds).toBe(5);
    expect(trf.initialColour).toBe('black');
    expect(trf.pointSystem).toMatchObject({ win: 2, draw: 1, loss: 0, bye: 2, scale: 1 });
    expect(trf.pairedRounds).toBe(2);
    const p1 = trf.players[0];
    expect(p1).toMatchObject({
      startNumber: 1,
      name: 'Test0001 Player0001',
      rating: 2780,
      points: 4,
      rank: 1,
    });
    expect(p1?.rounds[0]).toEqual({ opponent: 4, colour: 'black', result: '1', played: true, points: 2 });
    const p6 = trf.players[5];
    expect(p6?.rounds[1]).toEqual({ opponent: null, colour: null, result: 'U', played: false, points: 2 });
  });

  it('reads every complete tournament of the corpus', () => {
    const dirs = readdirSync(corpus).filter((d) => d.startsWith('t'));
    expect(dirs.length).toBeGreaterThan(100);
    for (const d of dirs) {
      const trf = readTrf(read(`${d}/full.trf`));
      expect(trf.players.length).toBe(Number(/-n(\d+)-/.exec(d)?.[1]));
    }
  });

  it('accepts the announced absence of the round to pair (score after the previous round)', () => {
    // t009 has withdrawals: somewhere a round file carries `0000 - Z` or `0000 - H` for round NN.
    const files = readdirSync(path.join(corpus, 't009-n009-r07')).filter((f) => f.endsWith('.trf'));
    for (const f of files) expect(() => readTrf(read(`t009-n009-r07/${f}`))).not.toThrow();
  });

  it('writes what it reads: read(write(x)) equals x', () => {
    for (const rel of ['t001-n007-r05/full.trf', 't009-n009-r07/round-05.trf', 't025-n015-r06/full.trf']) {
      const trf = readTrf(read(rel));
      const again = readTrf(writeTrf(trf));
      expect({ ...again, players: again.players.map((p) => ({ ...p, line: 0 })) }).toEqual({
        ...trf,
        players: trf.players.map((p) => ({ ...p, line: 0 })),
      });
    }
  });
});

describe('readTrf line ends and point systems', () => {
  it('reads LF, CRLF and CR alike', () => {
    const lines = BASE;
    const lf = readTrf(lines.join('\n'));
    expect(readTrf(lines.join('\r\n'))).toEqual(lf);
    expect(readTrf(lines.join('\r'))).toEqual(lf);
  });

  it('uses the FIDE default 1/0.5/0 (scale 2) without BB* or 162 lines', () => {
    const p =
      '001    1      A                                 2000                             1.5    1     2 w =     3 b 1';
    const q =
      '001    2      B                                 1900                             0.5    2     1 b =  0000 - Z';
    const r =
      '001    3      C                                 1800                             1.0    3  0000 - U     1 w 0';
    const trf = readTrf(['XXR 3', p, q, r].join('\n'));
    expect(trf.pointSystem).toMatchObject({ win: 2, draw: 1, loss: 0, bye: 2, scale: 2 });
    expect(trf.players.map((x) => x.points)).toEqual([3, 1, 2]);
  });

  it('reads a 162 point system (TRF-2026), W 3 D 1 and the PAB apart', () => {
    const trf = readTrf(['162  W 3.0 D 1.0 L 0.0 A 0.0 P 1.0', '142 5', '152 W'].join('\n'));
    expect(trf.pointSystem).toMatchObject({ win: 3, draw: 1, loss: 0, bye: 1, zeroBye: 0, scale: 1 });
    expect(trf.totalRounds).toBe(5);
    expect(trf.initialColour).toBe('white');
  });
});

describe('readTrf names the line and column of a malformed field', () => {
  it('an unknown colour', () => {
    const bad = P1.slice(0, 96) + 'x' + P1.slice(97);
    const e = errorOf(withP1(bad));
    expect(e.code).toBe('pairing:trfBadColour');
    expect(e.params).toMatchObject({ line: 10, column: 97 });
    expect(e.message).toContain('Line 10, column 97');
  });

  it('an unknown result', () => {
    const bad = P1.slice(0, 108) + '?' + P1.slice(109);
    expect(errorOf(withP1(bad, '\r\n')).params).toMatchObject({ line: 10, column: 109 });
  });

  it('a rating that is not a number', () => {
    const bad = P1.slice(0, 48) + '27x0' + P1.slice(52);
    const e = errorOf(withP1(bad));
    expect(e.code).toBe('pairing:trfBadNumber');
    expect(e.params).toMatchObject({ line: 10, column: 49 });
  });

  it('points its point system cannot give: what was found, the point system, why it does not fit', () => {
    // The corpus file declares BBW 2.0 and BBD 1.0 (BBL 0, the bye a win): every total is whole.
    expect(BASE.slice(0, 9).filter((l) => /^BB[WD]/.test(l))).toEqual(['BBW  2.0', 'BBD  1.0']);
    const bad = P1.slice(0, 80) + ' 2.5' + P1.slice(84);
    const e = errorOf(withP1(bad));
    expect(e.code).toBe('pairing:trfPointsOffSystem');
    expect(e.message).toBe(
      "Line 10, column 81: the total 2.5 cannot be scored in this file's point system (win 2.0, draw 1.0, loss 0.0, bye 2.0): its totals go in steps of 1.0. Check the total, or the point system (BBW, BBD, BBL, BBU or 162).",
    );
  });

  it('points that are not the sum of the results', () => {
    const bad = P1.slice(0, 80) + ' 3.0' + P1.slice(84);
    const e = errorOf(withP1(bad));
    expect(e.code).toBe('pairing:trfPointsMismatch');
    expect(e.message).toContain('Line 10');
    expect(e.params).toMatchObject({ expected: '4.0', found: '3.0' });
  });

  it('an opponent who does not name the player back', () => {
    const bad = P1.slice(0, 101) + '   6' + P1.slice(105);
    const e = errorOf(withP1(bad));
    expect(e.code).toBe('pairing:trfOpponentMismatch');
    expect(e.params).toMatchObject({ line: 10, round: 2, opponent: 6 });
  });

  it('a repeated starting number', () => {
    expect(errorOf([...BASE, P1].join('\n')).params).toMatchObject({ line: 17, number: 1 });
  });

  it('a player line too short to hold the points', () => {
    expect(errorOf(withP1(P1.slice(0, 60))).code).toBe('pairing:trfShortLine');
  });
});
