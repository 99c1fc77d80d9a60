/**
 * Every writer of a line format keeps one record per line whatever the text (docs/TEXT.md): TRF
 * (FIDE TRF-16: one record a line), PDN (pdn.fmjd.org pdntags.html: a tag pair on one line, its
 * value in quotes with `\` and `"` escaped as in PGN), and CSV (RFC 4180 quoting; a cell that a
 * spreadsheet would run as a formula, starting with = + - @ tab or carriage return, gets a
 * leading apostrophe, OWASP "CSV Injection"; a plain number is left as it is). The texts here
 * come from an event file saved before typed text was checked, where they could still be stored.
 */
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, csvValue } from '../../src/main/io/csv-cells';
import { writePdn } from '../../src/main/io/pdn';
import { readTrf } from '../../src/main/io/trf';
import { readTeamLine, teamLine } from '../../src/main/io/trf-teams';
import { writeTrf } from '../../src/main/io/trf-write';
import type { TrfPlayer, TrfTournament } from '../../src/main/io/trf-types';
import { splitRecord } from '../../src/main/io/ratings/csv';
import { DRAUGHTS_POINTS } from '../../src/shared/domain';

const FORGED =
  'Evil\n001   99      Forged, Player                   1500 POL    99999999 2000/01/01  9.0    1';

const player = (startNumber: number, name: string): TrfPlayer => ({
  startNumber,
  sex: '',
  title: '',
  name,
  rating: 1500,
  federation: 'POL',
  id: '',
  birthDate: '',
  points: 0,
  rank: null,
  rounds: [],
  line: 0,
});

const tournament = (players: TrfPlayer[], name = 'Open'): TrfTournament => ({
  header: {
    name,
    city: 'Łódź',
    federation: '',
    startDate: '',
    endDate: '',
    type: '',
    chiefArbiter: '',
    timeControl: '',
  },
  totalRounds: 5,
  initialColour: null,
  useRank: false,
  pointSystem: { ...DRAUGHTS_POINTS },
  pointSystemDeclared: false,
  players,
  byes: [],
  accelerations: [],
  forbidden: [],
  comments: [],
  otherLines: [],
  pairedRounds: 0,
});

describe('TRF-16', () => {
  it('writes the forged name as one 001 record: 16 entrants, 16 records', () => {
    const players = Array.from({ length: 16 }, (_, i) =>
      player(i + 1, i === 3 ? FORGED : `Gracz ${i + 1}, Łukasz`),
    );
    const text = writeTrf(tournament(players));
    expect(text.split('\n').filter((l) => l.startsWith('001'))).toHaveLength(16);
    const back = readTrf(text);
    expect(back.players).toHaveLength(16);
    // The name field is 33 columns (REFERENCES.md "TRF-16"): the rest of the line is cut, on one line.
    expect(back.players[3]?.name).toBe('Evil 001   99      Forged, Player');
  });

  it('a carriage return or a line separator in the header or a name splits nothing', () => {
    const text = writeTrf(
      tournament([player(1, 'Nowak,\rJan'), player(2, 'Noël\u2028Zoë')], 'Open\r\n012 Forged'),
    );
    // 012, 022, XXR and two 001 records, each ended by its LF.
    expect(text.split('\n').map((l) => l.slice(0, 3))).toEqual(['012', '022', 'XXR', '001', '001', '']);
    expect(text).not.toMatch(/[\r\u2028\u2029]/);
    const back = readTrf(text);
    expect(back.header.name).toBe('Open 012 Forged');
    expect(back.players.map((p) => p.name)).toEqual(['Nowak, Jan', 'Noël Zoë']);
  });

  it('cuts a long name at 33 columns without splitting a character outside the BMP', () => {
    const name = `${'x'.repeat(32)}\u{1F600}tail`;
    const back = readTrf(writeTrf(tournament([player(1, name)])));
    expect(back.players[0]?.name).toBe('x'.repeat(32));
  });

  it('a team record (013) keeps its name on its line', () => {
    const line = teamLine({ name: 'DC\nVilleurbanne', players: [1, 2] });
    expect(line.split('\n')).toHaveLength(1);
    expect(readTeamLine(line, 1)).toMatchObject({ name: 'DC Villeurbanne', players: [1, 2] });
  });
});

describe('PDN tag pairs', () => {
  it('one line per tag, the value escaped, whatever the name holds', () => {
    const text = writePdn([
      {
        result: '2-0',
        tags: [
          ['Event', 'Open\u2029Łódź'],
          ['White', 'Evil"]\n[Black "Forged'],
          ['Black', 'Back\\slash,\tAda'],
          ['Result', '2-0'],
        ],
      },
    ]);
    expect(text).toBe(
      [
        '[Event "Open Łódź"]',
        '[White "Evil\\"] [Black \\"Forged"]',
        '[Black "Back\\\\slash, Ada"]',
        '[Result "2-0"]',
        '',
        '2-0',
        '',
      ].join('\n'),
    );
  });
});

describe('one CSV cell', () => {
  it('neutralises what a spreadsheet would run, with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://example.org","x")')).toBe(
      `"'=HYPERLINK(""http://example.org"",""x"")"`,
    );
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('@SUM(1)')).toBe("'@SUM(1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    // A tab or a carriage return first is a control character: the cell is one line first.
    expect(csvCell('\t=1+1')).toBe("'=1+1");
    expect(csvCell('\r+1+1')).toBe("'+1+1");
  });

  it('leaves plain numbers, names and an apostrophe that is part of a name as they are', () => {
    expect(csvCell('-2')).toBe('-2');
    expect(csvCell('+31')).toBe('+31');
    expect(csvCell('-0.5')).toBe('-0.5');
    expect(csvCell(2339)).toBe('2339');
    expect(csvCell(null)).toBe('');
    expect(csvCell("'t Hooft, Gerard")).toBe("'t Hooft, Gerard");
    expect(csvCell('Świątek, Łukasz')).toBe('Świątek, Łukasz');
    // A name that starts with an apostrophe before a formula sign keeps it: one more goes in front.
    expect(csvCell("'=1")).toBe("''=1");
  });

  it('quotes the delimiter and quotes, and puts a line break on the line', () => {
    expect(csvCell('Kowalski; Jan')).toBe('"Kowalski; Jan"');
    expect(csvCell('O"Brien')).toBe('"O""Brien"');
    expect(csvCell('Evil\n001')).toBe('Evil 001');
    expect(csvCell('a,b', ',')).toBe('"a,b"');
    expect(csvRow(['Pl', 1, null, '=1', 'a;b'])).toBe(`Pl;1;;'=1;"a;b"`);
  });

  it('reads back to the same text: csvValue undoes the apostrophe the writer added', () => {
    for (const text of [
      '=HYPERLINK("http://x","x")',
      '+1+1',
      '@SUM(1)',
      '-2+3',
      '-2',
      "'t Hooft",
      "'=1",
      "''+2",
      'a;b',
      'O"Brien',
    ])
      expect(csvValue(splitRecord(csvRow(['x', text]), ';')[1] ?? ''), text).toBe(text);
  });
});
