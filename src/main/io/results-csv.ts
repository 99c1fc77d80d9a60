/**
 * Result tables of other draughts programs as a tournament (REFERENCES.md "Draughts world"), read
 * into the TRF model so that one import path writes them:
 * - DraughtArbiter (the FMJD program): `Place;S.No.;Title;Name;Fed.;FMJD;R1..Rn;Total;...`, round
 *   cells `<opponent><w|b><points>` (`68b2`), `+`/`-` for a forfeit (`67w-`), the rating with its
 *   class letter (`A 2339`). Opponents are starting numbers; a file whose cells only make sense as
 *   places is read by places.
 * - FMJD-report: a `fill in FMJD-report` line, then `Pl;FMJD-id;Title;Name;Cn;FMJD-rating;R1..Rn;Pt`,
 *   cells `<points>/<opponent><w|b>` (`2/23w`); opponents are places. A first line that says
 *   "2 games per round" (io/fmjd-layout.ts) has one column per game, two to a round (R5.1).
 * A cell without an opponent is a bye worth its points (a win's points: the pairing-allocated bye;
 * a draw's: a half-point bye); an empty cell, or `-`, an absence. Strict: the first fault is an
 * `AppError('files:csv…', { line, … })`, and the totals must equal the sum of the cells.
 */
import { DRAUGHTS_POINTS } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { oneLine } from '../../shared/plain-text';
import { declaredGamesPerRound, isLayoutNote } from './fmjd-layout';
import { splitRecord } from './ratings/csv';
import { csvValue } from './csv-cells';
import type { TrfGame, TrfPlayer, TrfResult, TrfTournament } from './trf-types';

export type ResultsLayout = 'draughtarbiter' | 'fmjd-report';

type Cell = { opponent: number | null; colour: 'white' | 'black' | null; mark: string; points: number };
type Row = Omit<TrfPlayer, 'rounds'> & { place: number; cells: Cell[] };

const fail = (key: string, params: Record<string, unknown>): never => {
  throw new AppError(`files:${key}`, params);
};

/** Header names compared without case, spaces or punctuation: `S.No.` is `sno`, `FMJD|rating` `fmjdrating`. */
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A row's cells as written: the apostrophe our CSV writer put before a formula sign taken off. */
const cellsOf = (line: string): string[] => splitRecord(line, ';').map(csvValue);

const COLUMNS: Record<ResultsLayout, Record<string, string[]>> = {
  draughtarbiter: {
    place: ['place'],
    start: ['sno'],
    title: ['title'],
    name: ['name'],
    fed: ['fed'],
    rating: ['fmjd'],
    total: ['total'],
  },
  'fmjd-report': {
    place: ['pl'],
    id: ['fmjdid'],
    title: ['title'],
    name: ['name'],
    fed: ['cn'],
    rating: ['fmjdrating'],
    total: ['pt'],
  },
};

const CELL: Record<ResultsLayout, RegExp> = {
  draughtarbiter: /^(?:(\d+)([wb])([012+-])|([+-]))$/,
  'fmjd-report': /^(?:([012+-])\/(\d+)([wb])|(\d)\/-?)$/,
};

function readCell(text: string, layout: ResultsLayout, line: number, round: number): Cell {
  const t = text.trim();
  if (t === '' || t === '-') return { opponent: null, colour: null, mark: 'Z', points: 0 };
  const m = CELL[layout].exec(t) ?? fail('csvBadCell', { line, round, text: t });
  const [opp, col, mark] = layout === 'draughtarbiter' ? [m[1], m[2], m[3]] : [m[2], m[3], m[1]];
  const points = (mark: string) => (mark === '+' ? 2 : mark === '-' ? 0 : Number(mark));
  if (opp === undefined) {
    const alone = m[4] ?? '';
    const p = points(alone);
    // A cell without an opponent: PAB (a win's points), half-point bye, or absence.
    return { opponent: null, colour: null, mark: p === 2 ? 'U' : p === 1 ? 'H' : 'Z', points: p };
  }
  if (Number(opp) === 0) fail('csvBadCell', { line, round, text: t });
  return {
    opponent: Number(opp),
    colour: col === 'w' ? 'white' : 'black',
    mark: mark ?? '',
    points: points(mark ?? ''),
  };
}

function readRating(text: string, line: number): number | null {
  const t = text.trim();
  if (t === '' || t === '-' || t === '0') return null;
  const m = /^(?:[A-Z]\s+)?(\d{3,4})$/.exec(t) ?? fail('csvBadRating', { line, text: t });
  return Number(m[1]);
}

function readHeader(lines: string[], layout: ResultsLayout) {
  const at = lines.findIndex((l) => {
    const first = norm(splitRecord(l, ';')[0] ?? '');
    return first === (layout === 'draughtarbiter' ? 'place' : 'pl');
  });
  if (at < 0) fail('csvNoHeader', { layout });
  const cells = splitRecord(lines[at] ?? '', ';').map(norm);
  const index: Record<string, number> = {};
  for (const [key, names] of Object.entries(COLUMNS[layout])) {
    const i = cells.findIndex((c) => names.includes(c));
    if (i < 0) fail('csvMissingColumn', { line: at + 1, column: names[0] });
    index[key] = i;
  }
  const rounds: number[] = [];
  cells.forEach((c, i) => {
    if (/^r\d+$/.test(c)) rounds.push(i);
  });
  if (rounds.length === 0) fail('csvMissingColumn', { line: at + 1, column: 'R1' });
  rounds.forEach((i, k) => {
    if (cells[i] !== `r${k + 1}`) fail('csvMissingColumn', { line: at + 1, column: `R${k + 1}` });
  });
  // The line above the header names the tournament; an FMJD report starts it with its marker,
  // and may say after the name that its columns are games (io/fmjd-layout.ts).
  const above = lines
    .slice(0, at)
    .map((l) => cellsOf(l).filter((c) => c.trim() !== '' && norm(c) !== 'fillinfmjdreport'))
    .find((c) => c.length > 0);
  const games = layout === 'fmjd-report' ? declaredGamesPerRound(above ?? []) : 1;
  if (games !== 1 && (games !== 2 || rounds.length % 2 !== 0))
    fail('csvGameColumns', { line: at + 1, games, columns: rounds.length });
  const title = oneLine((above ?? []).filter((c) => !isLayoutNote(c)).join(' '));
  return { at, index, rounds, title, games: games as 1 | 2 };
}

const int = (text: string, line: number, column: string): number => {
  const t = text.trim();
  if (!/^\d+$/.test(t) || Number(t) === 0) fail('csvBadNumber', { line, column, text: t });
  return Number(t);
};

const total = (text: string, line: number): number => {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(?:\.0)?$/.test(t)) fail('csvBadNumber', { line, column: 'Total', text: t });
  return Math.round(Number(t));
};

function readRows(lines: string[], layout: ResultsLayout): { rows: Row[]; title: string; games: 1 | 2 } {
  const h = readHeader(lines, layout);
  const get = (cells: string[], key: string): string => cells[h.index[key] ?? -1] ?? '';
  const rows: Row[] = [];
  for (let i = h.at + 1; i < lines.length; i++) {
    const l = lines[i] ?? '';
    if (l.replace(/;/g, '').trim() === '') continue;
    const line = i + 1;
    const cells = cellsOf(l);
    // Text comes in on one line (shared/plain-text.ts): a tab in a name is a space.
    const name = oneLine(get(cells, 'name'));
    if (name === '') fail('csvNoName', { line });
    const place = int(get(cells, 'place'), line, layout === 'draughtarbiter' ? 'Place' : 'Pl');
    const id = layout === 'fmjd-report' ? get(cells, 'id').trim() : '';
    if (id !== '' && !/^\d+$/.test(id)) fail('csvBadNumber', { line, column: 'FMJD-id', text: id });
    rows.push({
      place,
      startNumber: layout === 'draughtarbiter' ? int(get(cells, 'start'), line, 'S.No.') : rows.length + 1,
      sex: '',
      title: oneLine(get(cells, 'title')),
      name,
      rating: readRating(get(cells, 'rating'), line),
      federation: oneLine(get(cells, 'fed')).toUpperCase(),
      id,
      birthDate: '',
      points: total(get(cells, 'total'), line),
      rank: place,
      line,
      cells: h.rounds.map((c, k) => readCell(cells[c] ?? '', layout, line, Math.floor(k / h.games) + 1)),
    });
  }
  if (rows.length === 0) fail('csvNoRows', { line: h.at + 1 });
  return { rows, title: h.title.trim(), games: h.games };
}

const RESULTS: Record<string, [TrfResult, boolean]> = {
  '2': ['1', true],
  '1': ['=', true],
  '0': ['0', true],
  '+': ['+', false],
  '-': ['-', false],
};

/** The rows with opponents resolved by `key` (starting number or place); the first fault found. */
function build(rows: Row[], key: 'startNumber' | 'place', games = 1): TrfPlayer[] | AppError {
  const byKey = new Map<number, Row>();
  for (const r of rows) {
    if (byKey.has(r[key])) return new AppError('files:csvDuplicateNumber', { line: r.line, number: r[key] });
    byKey.set(r[key], r);
  }
  const players: TrfPlayer[] = [];
  for (const r of rows) {
    let sum = 0;
    const rounds: (TrfGame | null)[] = [];
    for (const [k, c] of r.cells.entries()) {
      sum += c.points;
      if (c.opponent === null) {
        rounds.push(
          c.mark === 'Z'
            ? null
            : { opponent: null, colour: null, result: c.mark as TrfResult, played: false, points: c.points },
        );
        continue;
      }
      const o = byKey.get(c.opponent);
      const back = o?.cells[k];
      const [result, played] = RESULTS[c.mark] ?? ['0', true];
      const agree =
        o !== undefined &&
        back?.opponent === r[key] &&
        back.colour !== c.colour &&
        (played
          ? back.points + c.points === 2 && RESULTS[back.mark]?.[1] === true
          : RESULTS[back.mark]?.[1] === false);
      if (!agree)
        return new AppError('files:csvOpponentMismatch', {
          line: r.line,
          round: Math.floor(k / games) + 1,
          opponent: c.opponent,
        });
      rounds.push({ opponent: o.startNumber, colour: c.colour, result, played, points: c.points });
    }
    if (sum !== r.points)
      return new AppError('files:csvTotalMismatch', { line: r.line, stated: r.points, computed: sum });
    while (rounds.length > 0 && rounds[rounds.length - 1] === null) rounds.pop();
    const { place: _place, cells: _cells, ...player } = r;
    players.push({ ...player, rounds });
  }
  return players;
}

export function readResultsCsv(text: string, layout: ResultsLayout): TrfTournament {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const { rows, title, games } = readRows(lines, layout);
  let players = build(rows, layout === 'draughtarbiter' ? 'startNumber' : 'place', games);
  if (players instanceof AppError && layout === 'draughtarbiter') {
    const byPlace = build(rows, 'place');
    if (!(byPlace instanceof AppError)) players = byPlace;
  }
  if (players instanceof AppError) throw players;
  const pairedRounds = Math.max(
    0,
    ...players.map((p) =>
      p.rounds.reduce((last, g, i) => (g && (g.opponent !== null || g.result === 'U') ? i + 1 : last), 0),
    ),
  );
  return {
    header: {
      name: title,
      city: '',
      federation: '',
      startDate: '',
      endDate: '',
      type: '',
      chiefArbiter: '',
      timeControl: '',
    },
    totalRounds: rows[0]?.cells.length ?? 0,
    ...(games === 2 ? { gamesPerRound: games } : {}),
    initialColour: null,
    useRank: false,
    pointSystem: { ...DRAUGHTS_POINTS },
    pointSystemDeclared: true,
    players: players.sort((a, b) => a.startNumber - b.startNumber),
    byes: [],
    accelerations: [],
    forbidden: [],
    comments: [],
    otherLines: [],
    pairedRounds,
  };
}
