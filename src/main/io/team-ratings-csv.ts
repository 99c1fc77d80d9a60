/**
 * The team ratings as a CSV file, as a federation carries them from one event to the next
 * (docs/TEAMS.md "Team rating"): a header `team;rating;matches`, then one team a row. Written by
 * the one CSV writer (csv-cells.ts: one line a record, quotes doubled, a cell that a spreadsheet
 * would run gets a leading apostrophe); read back with papaparse, `;`, `,` or a tab, the
 * apostrophe our writer added taken off. Every row problem is collected, so the arbiter reads them
 * all at once; one problem refuses the whole file.
 */
import Papa from 'papaparse';
import { oneLine } from '../../shared/plain-text';
import { TEAM_LIMITS } from '../../shared/teams';
import { csvText, csvValue } from './csv-cells';

export const TEAM_RATINGS_HEADER = ['team', 'rating', 'matches'] as const;
export const TEAM_RATING_RANGE = { min: 0, max: 5000 } as const;

export type TeamRatingRecord = { name: string; rating: number; matches: number };
/** A row problem: `teams:ratingsFile.<code>` with its params, the line first. */
export type RowProblem = { field: string; code: string; params: Record<string, unknown> };

export const writeTeamRatingsCsv = (rows: readonly TeamRatingRecord[]): string =>
  csvText([[...TEAM_RATINGS_HEADER], ...rows.map((r) => [r.name, r.rating, r.matches])]);

const problem = (line: number, code: string, params: Record<string, unknown> = {}): RowProblem => ({
  field: `line ${line}`,
  code: `ratingsFile.${code}`,
  params: { line, ...params },
});

const WHOLE = /^\d+$/;

/** A cell as written: our writer's apostrophe taken off, control characters cleaned (docs/TEXT.md). */
const cellText = (c: string): string => oneLine(csvValue(c.trim())).trim();

function readRow(cells: string[], line: number, out: RowProblem[]): TeamRatingRecord | null {
  if (cells.length !== 3) {
    out.push(problem(line, 'cells', { count: cells.length }));
    return null;
  }
  const [name = '', ratingText = '', matchesText = ''] = cells.map(cellText);
  const before = out.length;
  if (name === '') out.push(problem(line, 'noName'));
  else if (name.length > TEAM_LIMITS.text) out.push(problem(line, 'nameLong', { max: TEAM_LIMITS.text }));
  const rating = Number(ratingText);
  if (!WHOLE.test(ratingText) || rating < TEAM_RATING_RANGE.min || rating > TEAM_RATING_RANGE.max)
    out.push(problem(line, 'badRating', { text: ratingText, ...TEAM_RATING_RANGE }));
  if (!WHOLE.test(matchesText)) out.push(problem(line, 'badMatches', { text: matchesText }));
  return out.length === before ? { name, rating, matches: Number(matchesText) } : null;
}

/** The file's rows, or every problem found (lines counted from 1, the header's included). */
export function readTeamRatingsCsv(
  text: string,
  keyOf: (name: string) => string,
): { rows: TeamRatingRecord[]; problems: RowProblem[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const problems: RowProblem[] = parsed.errors
    .filter((e) => e.type === 'Quotes')
    .map((e) => problem((e.row ?? 0) + 1, 'quotes'));
  const records = parsed.data.map((cells, i) => ({ cells, line: i + 1 }));
  const filled = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const head = filled[0];
  const header = head?.cells.map((c) => c.trim().toLowerCase());
  if (!head || header?.join(';') !== TEAM_RATINGS_HEADER.join(';'))
    return {
      rows: [],
      problems: [problem(head?.line ?? 1, 'header', { header: TEAM_RATINGS_HEADER.join(';') })],
    };
  if (filled.length === 1) return { rows: [], problems: [problem(head.line, 'noRows')] };
  const rows: TeamRatingRecord[] = [];
  const seen = new Map<string, number>();
  for (const { cells, line } of filled.slice(1)) {
    const name = cellText(cells[0] ?? '');
    const first = name === '' ? undefined : seen.get(keyOf(name));
    if (first !== undefined) problems.push(problem(line, 'twice', { name, first }));
    else if (name !== '') seen.set(keyOf(name), line);
    const row = readRow(cells, line, problems);
    if (row) rows.push(row);
  }
  return { rows, problems };
}
