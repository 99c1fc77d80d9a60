/**
 * TRF-16 team records (`013`, REFERENCES.md "TRF-16"): columns 5-36 the team name, then the
 * starting numbers of its players at columns 37-40, 42-45, 47-50 ... (4 characters, one blank
 * between). Read and written beside the players' `001` lines; a team tournament's matches are
 * rebuilt from its players' games (trf-team-sheet.ts).
 */
import { AppError } from '../../shared/errors';
import { oneLine } from '../../shared/plain-text';

export type TrfTeam = { name: string; players: number[]; line: number };

const NAME_WIDTH = 32;
const FIRST = 36;
const STEP = 5;

export function readTeamLine(l: string, line: number): TrfTeam {
  const name = oneLine(l.slice(4, FIRST));
  if (name === '') throw new AppError('teams:errors.trfTeamName', { line });
  const players: number[] = [];
  for (let at = FIRST; at < l.length; at += STEP) {
    const field = l.slice(at, at + 4);
    if (field.trim() === '' && l.slice(at).trim() === '') break;
    if (!/^\s*\d+$/.test(field))
      throw new AppError('pairing:trfBadNumber', { line, column: at + 1, text: field.trim() });
    players.push(Number(field.trim()));
  }
  return { name, players, line };
}

/**
 * A text in a field of `width` columns: padded, or cut where it is too long, never between the
 * two halves of a character outside the BMP (which would leave half a character in the file).
 */
export function fitColumns(text: string, width: number): string {
  if (text.length <= width) return text.padEnd(width);
  const cut = /[\ud800-\udbff]/.test(text[width - 1] ?? '') ? width - 1 : width;
  return text.slice(0, cut).padEnd(width);
}

/** A `013` line; the name on one line (shared/plain-text.ts), so that it forges no record. */
export function teamLine(t: Pick<TrfTeam, 'name' | 'players'>): string {
  const name = fitColumns(oneLine(t.name), NAME_WIDTH);
  return `013 ${name}${t.players.map((n) => String(n).padStart(4)).join(' ')}`;
}

/** Every listed player exists and plays for one team only. */
export function checkTeams(teams: readonly TrfTeam[], startNumbers: ReadonlySet<number>): void {
  const seen = new Map<number, string>();
  for (const t of teams)
    for (const n of t.players) {
      if (!startNumbers.has(n))
        throw new AppError('teams:errors.trfTeamUnknownPlayer', { line: t.line, number: n });
      const other = seen.get(n);
      if (other !== undefined)
        throw new AppError('teams:errors.trfTeamPlayerTwice', { line: t.line, number: n, team: other });
      seen.set(n, t.name);
    }
}
