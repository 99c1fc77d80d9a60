/**
 * The FMJD report of entrants whose names a spreadsheet would run as formulas: each such cell is
 * written with a leading apostrophe (OWASP "CSV Injection"; docs/TEXT.md), the name stays
 * readable, and the project's own FMJD-report import reads the same names back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readResultsCsv } from '../../../src/main/io/results-csv';
import { splitRecord } from '../../../src/main/io/ratings/csv';
import { harness, type Harness } from '../../api/harness';
import { enter } from '../rounds/setup';

let h: Harness;
afterEach(() => h.done());

const NAMES = [
  '=HYPERLINK("http://example.org/steal","x")',
  '+1+1',
  '@SUM(1)',
  '-2+3',
  "'t Hooft, Gerard",
  'Świątek, Łukasz',
];

describe('the FMJD report of formula names', () => {
  it('writes every formula as text, and reads the names back', async () => {
    h = harness('en', () => new Date('2026-12-05T09:00:00Z'));
    await h.api['event.create']({ file: 'csv', name: 'CSV' });
    const t = await h.api['tournament.create']({
      settings: { name: "=cmd|' /C calc'!A0", scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
    });
    for (const [i, name] of NAMES.entries())
      await h.api['entrant.add']({
        tournamentId: t.id,
        name,
        rating: 2000 - 10 * i,
        ratingId: String(16001 + i),
        federation: i === 1 ? '=A1' : 'POL',
        club: "=cmd|' /C calc'!A0",
      });
    const { round } = await h.api['tournament.start']({ tournamentId: t.id, seed: 1 });
    for (const b of round?.boards ?? []) await enter(h, t.id, 1, b.boardNo, 'white-wins');
    const { text } = await h.api['file.exportFmjd']({ tournamentId: t.id });
    const lines = text.split('\r\n');
    expect(lines[0]).toBe("fill in FMJD-report;'=cmd|' /C calc'!A0");
    const rows = lines.slice(2, -1).map((l) => splitRecord(l, ';'));
    expect(rows).toHaveLength(6);
    // Six entrants are a round robin of five rounds (R2.2): Pl;FMJD-id;Title;Name;Cn;FMJD-rating;R1..R5;Pt.
    expect(splitRecord(lines[1] ?? '', ';')).toHaveLength(12);
    for (const r of rows) expect(r).toHaveLength(12);
    expect(rows.map((r) => r[3]).sort()).toEqual(
      [
        '\'=HYPERLINK("http://example.org/steal","x")',
        "'+1+1",
        "'@SUM(1)",
        "'-2+3",
        "'t Hooft, Gerard",
        'Świątek, Łukasz',
      ].sort(),
    );
    expect(rows.map((r) => r[4])).toContain("'=A1");
    // The quotes of the HYPERLINK name are doubled inside a quoted cell (RFC 4180).
    expect(text).toContain(`;"'=HYPERLINK(""http://example.org/steal"",""x"")";`);
    const back = readResultsCsv(text, 'fmjd-report');
    expect(back.header.name).toBe("=cmd|' /C calc'!A0");
    expect(back.players.map((p) => p.name).sort()).toEqual([...NAMES].sort());
  });
});
