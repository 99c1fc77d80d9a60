/**
 * One `001` player line of a TRF-16 file, column by column (REFERENCES.md "TRF-16"). Points are
 * returned in tenths; the reader converts them once the file's point system is known. Its texts
 * come out on one line (shared/plain-text.ts): a tab or a C1 character in a name is a space.
 */
import { AppError } from '../../shared/errors';
import { oneLine } from '../../shared/plain-text';
import { TRF_RESULTS, type TrfGame, type TrfPlayer, type TrfResult } from './trf-types';

export type RawPlayer = Omit<TrfPlayer, 'points' | 'rounds'> & {
  pointsTenths: number;
  rounds: (Omit<TrfGame, 'points'> | null)[];
};

const fail = (key: string, line: number, column: number, text = ''): never => {
  throw new AppError(`pairing:${key}`, { line, column, text });
};

/** 1-based inclusive column range. */
const cols = (l: string, from: number, to: number): string => l.slice(from - 1, to);

function optionalInt(l: string, from: number, to: number, line: number): number | null {
  const t = cols(l, from, to).trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t)) fail('trfBadNumber', line, from, t);
  return Number(t);
}

const isResult = (c: string): c is TrfResult => (TRF_RESULTS as readonly string[]).includes(c);
const PLAYED = new Set<TrfResult>(['1', '=', '0', 'W', 'D', 'L']);

/** Round entry at 0-based offset `at` (column 92 + 10(r-1) is offset 91 + 10(r-1)). */
function readRound(l: string, at: number, line: number, self: number): Omit<TrfGame, 'points'> | null {
  const entry = l.slice(at, at + 8).padEnd(8);
  if (entry.trim() === '') return null;
  const oppText = entry.slice(0, 4);
  let opponent: number | null = null;
  // TRF-16 writes "0000" for no opponent; several programs write it as a padded "   0".
  if (oppText.trim() !== '' && !/^ *0+$/.test(oppText)) {
    if (!/^ *\d+$/.test(oppText)) fail('trfBadNumber', line, at + 1, oppText.trim());
    opponent = Number(oppText);
    if (opponent === self) fail('trfBadOpponent', line, at + 1, oppText.trim());
  }
  if (entry[4] !== ' ' || entry[6] !== ' ') fail('trfBadRecord', line, at + (entry[4] !== ' ' ? 5 : 7));
  const c = entry[5] ?? ' ';
  if (c !== 'w' && c !== 'b' && c !== '-' && c !== ' ') fail('trfBadColour', line, at + 6, c);
  const colour = c === 'w' ? 'white' : c === 'b' ? 'black' : null;
  const r = (entry[7] ?? ' ').toUpperCase();
  const result = r === 'W' || r === 'D' || r === 'L' ? r : (entry[7] ?? ' ');
  if (!isResult(result)) return fail('trfBadResult', line, at + 8, result);
  const played = PLAYED.has(result);
  // A game over the board has an opponent and a colour; a bye or absence has neither.
  if (played && (opponent === null || colour === null)) fail('trfBadResult', line, at + 8, result);
  if (!played && result !== '+' && result !== '-' && (opponent !== null || colour !== null))
    fail('trfBadResult', line, at + 8, result);
  return { opponent, colour, result, played };
}

export function readPlayerLine(l: string, line: number): RawPlayer {
  if (l.length < 84) fail('trfShortLine', line, l.length + 1);
  const startNumber = optionalInt(l, 5, 8, line) ?? fail('trfBadNumber', line, 5);
  if (startNumber === 0) fail('trfBadNumber', line, 5, '0');
  const pointsText = cols(l, 81, 84).trim();
  const m = /^(\d{1,3})(?:\.(\d))?$/.exec(pointsText);
  if (!m) fail('trfBadNumber', line, 81, pointsText);
  const pointsTenths = Number(m?.[1]) * 10 + (m?.[2] === undefined ? 0 : Number(m[2]));
  const rounds: (Omit<TrfGame, 'points'> | null)[] = [];
  for (let at = 91; at < l.length; at += 10) {
    if (l.slice(at - 2, at).trim() !== '') fail('trfBadRecord', line, at - 1);
    rounds.push(readRound(l, at, line, startNumber));
  }
  while (rounds.length > 0 && rounds[rounds.length - 1] === null) rounds.pop();
  return {
    startNumber,
    sex: oneLine(cols(l, 10, 10)),
    title: oneLine(cols(l, 11, 13)),
    name: oneLine(cols(l, 15, 47)),
    rating: optionalInt(l, 49, 52, line),
    federation: oneLine(cols(l, 54, 56)),
    id: oneLine(cols(l, 58, 68)),
    birthDate: oneLine(cols(l, 70, 79)),
    pointsTenths,
    rank: optionalInt(l, 86, 89, line),
    rounds,
    line,
  };
}
