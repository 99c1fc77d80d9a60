/**
 * The DraughtArbiter and FMJD-report readers refuse a malformed file with the line and what is
 * wrong; every refusal an arbiter can meet is triggered here on a small hand-made file.
 */
import { describe, expect, it } from 'vitest';
import { readResultsCsv } from '../../src/main/io/results-csv';
import { AppError } from '../../src/shared/errors';

/* 4 entrants, 2 rounds: R1 1-3 2-0, 2-4 1-1; R2 4-1 0-2, 3-2 forfeit won by 2. */
const DA = [
  'Place;S.No.;Title;Name;Fed.;FMJD;R1;R2;Total',
  '1;1;MI;Kowalczyk, Zofia;POL;A 2101;3w2;4b2;4',
  '2;2;;Leclère, Amélie;FRA;;4w1;3b+;3',
  '3;4;;Janssen, Joost;NED;B 1802;2b1;1w0;1',
  '4;3;;Dąbrowski, Jan;POL;1750;1b0;2w-;0',
].join('\n');

const code = (f: () => unknown): { code: string; params: Record<string, unknown> } => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, params: e.params };
    throw e;
  }
  throw new Error('no error');
};

describe('readResultsCsv', () => {
  it('reads played games, a forfeit, the class letter of a rating and an unrated entrant', () => {
    const t = readResultsCsv(DA, 'draughtarbiter');
    expect(t.players.map((p) => [p.startNumber, p.name, p.rating, p.points])).toEqual([
      [1, 'Kowalczyk, Zofia', 2101, 4],
      [2, 'Leclère, Amélie', null, 3],
      [3, 'Dąbrowski, Jan', 1750, 0],
      [4, 'Janssen, Joost', 1802, 1],
    ]);
    const leclere = t.players[1];
    expect(leclere?.rounds[1]).toMatchObject({ opponent: 3, colour: 'black', result: '+', played: false });
    expect(t.pairedRounds).toBe(2);
  });

  it('reads opponents as places when the file numbers them so', () => {
    // The same tournament with opponents written as places: 3 is place 4 and 4 is place 3.
    const byPlace = DA.replace('3w2;4b2', '4w2;3b2')
      .replace('4w1;3b+', '3w1;4b+')
      .replace('2b1;1w0', '2b1;1w0')
      .replace('1b0;2w-', '1b0;2w-');
    const t = readResultsCsv(byPlace, 'draughtarbiter');
    expect(t.players[0]?.rounds.map((g) => g?.opponent)).toEqual([3, 4]);
  });

  it('refuses a missing column, a bad number, a duplicate number, a nameless entrant, an empty table', () => {
    expect(code(() => readResultsCsv(DA.replace(';Total', ';Sum'), 'draughtarbiter'))).toEqual({
      code: 'files:csvMissingColumn',
      params: { line: 1, column: 'total' },
    });
    expect(
      code(() => readResultsCsv(DA.replace('2;2;;Leclère', '2;x;;Leclère'), 'draughtarbiter')).params,
    ).toEqual({ line: 3, column: 'S.No.', text: 'x' });
    expect(code(() => readResultsCsv(DA.replace('4;3;;Dąb', '4;2;;Dąb'), 'draughtarbiter')).code).toBe(
      'files:csvDuplicateNumber',
    );
    expect(code(() => readResultsCsv(DA.replace('Janssen, Joost', ' '), 'draughtarbiter'))).toEqual({
      code: 'files:csvNoName',
      params: { line: 4 },
    });
    expect(code(() => readResultsCsv(DA.split('\n')[0] ?? '', 'draughtarbiter')).code).toBe(
      'files:csvNoRows',
    );
  });

  it('reads an FMJD report: a bye without opponent, and opponents as places', () => {
    const report = [
      'fill in FMJD-report;Puchar Śląska',
      'Pl;FMJD-id;Title;Name;Cn;FMJD-rating;R1;R2;Pt',
      '1;16001;;Żak, Łucja;POL;1900;2/2w;2/-;4',
      '2;16002;;Nagy, Ádám;HUN;;0/1b;2/3w;2',
      '3;;;Öztürk, Ayşe;TUR;1600;2/;0/2b;2',
    ].join('\r\n');
    const t = readResultsCsv(report, 'fmjd-report');
    expect(t.header.name).toBe('Puchar Śląska');
    expect(t.players.map((p) => [p.name, p.id, p.points])).toEqual([
      ['Żak, Łucja', '16001', 4],
      ['Nagy, Ádám', '16002', 2],
      ['Öztürk, Ayşe', '', 2],
    ]);
    expect(t.players[0]?.rounds[1]).toMatchObject({ opponent: null, result: 'U' });
    expect(code(() => readResultsCsv(report.replace('2/2w', '2/2x'), 'fmjd-report'))).toEqual({
      code: 'files:csvBadCell',
      params: { line: 3, round: 1, text: '2/2x' },
    });
  });
});
