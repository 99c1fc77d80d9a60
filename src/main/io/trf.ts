/**
 * Reader for FIDE TRF-16 files with the TRF-2026 records (142, 152, 162, 240, 250, 260) and the
 * pairing-engine extension lines (XXR, XXC, XXA, XXP, BBW..BBU); see REFERENCES.md "TRF-16". Strict: a
 * malformed field is an `AppError('pairing:trf…', { line, column })` naming where it is. Accepts
 * CR, LF and CRLF line ends. Pure (no file access): the caller passes the text.
 */
import { AppError } from '../../shared/errors';
import { oneLine } from '../../shared/plain-text';
import { readPlayerLine, type RawPlayer } from './trf-player';
import {
  DEFAULT_TENTHS,
  formatPoints,
  parseTenths,
  resultPoints,
  tenthsToPoints,
  toPointSystem,
  type PointTenths,
} from './trf-points';
import { validateTrf } from './trf-validate';
import { checkTeams, readTeamLine, type TrfTeam } from './trf-teams';
import type { TrfHeader, TrfPlayer, TrfTournament } from './trf-types';

export type * from './trf-types';
export { resultPoints, formatPoints } from './trf-points';

const fail = (key: string, line: number, column: number, extra: Record<string, unknown> = {}): never => {
  throw new AppError(`pairing:${key}`, { line, column, ...extra });
};

/** Reads a positive integer field at 1-based `column`. */
function intAt(text: string, line: number, column: number): number {
  const t = text.trim();
  if (!/^\d+$/.test(t)) fail('trfBadNumber', line, column, { text: text.trim() });
  return Number(t);
}

const HEADER_FIELDS: Record<string, keyof TrfHeader> = {
  '012': 'name',
  '022': 'city',
  '032': 'federation',
  '042': 'startDate',
  '052': 'endDate',
  '092': 'type',
  '102': 'chiefArbiter',
  '122': 'timeControl',
};

const BB_FIELDS: Record<string, keyof PointTenths> = {
  BBW: 'win',
  BBD: 'draw',
  BBL: 'loss',
  BBZ: 'zeroBye',
  BBF: 'forfeitLoss',
  BBU: 'bye',
};

/** `162`: pairs `<code> <points>`; TRF-2026 codes W D L, A (absence and forfeit loss), P (PAB). */
function readPointSystem(text: string, line: number, tenths: PointTenths): void {
  const re = /\s*([A-Z])\s*(\d+(?:\.\d)?)/y;
  let at = 3;
  while (at < text.length && text.slice(at).trim() !== '') {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return fail('trfBadPointSystem', line, at + 1);
    const v = parseTenths(m[2] ?? '') ?? fail('trfBadPointSystem', line, at + 1);
    const code = m[1];
    if (code === 'W') tenths.win = v;
    else if (code === 'D') tenths.draw = v;
    else if (code === 'L') tenths.loss = v;
    else if (code === 'A') tenths.zeroBye = tenths.forfeitLoss = v;
    else if (code === 'P') tenths.bye = v;
    else fail('trfBadPointSystem', line, at + 1);
    at = re.lastIndex;
  }
}

/** Reads the numbers of a record laid out as fields of `width` characters from `from` (0-based). */
function playerList(text: string, line: number, from: number): number[] {
  const out: number[] = [];
  for (let at = from; at < text.length; at += 5) {
    const field = text.slice(at, at + 4);
    if (field.trim() === '' && text.slice(at).trim() === '') break;
    out.push(intAt(field, line, at + 1));
  }
  return out;
}

/** What the reader gathers line by line, before the point system is known. */
type Reading = {
  t: Omit<TrfTournament, 'players' | 'pointSystem' | 'pairedRounds'>;
  tenths: PointTenths;
  /** Acceleration values (tenths) with their line, checked against the point system at the end. */
  accelerationValues: [number, number][];
  raw: RawPlayer[];
  teams: TrfTeam[];
};

function emptyReading(): Reading {
  const header: TrfHeader = {
    name: '',
    city: '',
    federation: '',
    startDate: '',
    endDate: '',
    type: '',
    chiefArbiter: '',
    timeControl: '',
  };
  const t: Reading['t'] = {
    header,
    totalRounds: null,
    initialColour: null,
    useRank: false,
    pointSystemDeclared: false,
    byes: [],
    accelerations: [],
    forbidden: [],
    comments: [],
    otherLines: [],
  };
  return { t, tenths: { ...DEFAULT_TENTHS }, accelerationValues: [], raw: [], teams: [] };
}

/** `XXC`: the colour of the first round and `rank`. */
function readColourOptions(l: string, n: number, rest: string, t: Reading['t']): void {
  for (const token of rest.split(/\s+/)) {
    if (token === 'white1') t.initialColour = 'white';
    else if (token === 'black1') t.initialColour = 'black';
    else if (token === 'rank') t.useRank = true;
    else fail('trfBadColour', n, l.indexOf(token) + 1);
  }
}

/** `250`: an acceleration over a range of rounds and players. */
function readAcceleration(l: string, n: number, r: Reading): void {
  r.t.accelerations.push({
    matchPoints: l.slice(4, 8).trim(),
    gamePoints: parseTenths(l.slice(9, 13)) ?? fail('trfBadNumber', n, 10, { text: l.slice(9, 13).trim() }),
    firstRound: intAt(l.slice(14, 17), n, 15),
    lastRound: intAt(l.slice(18, 21), n, 19),
    firstPlayer: intAt(l.slice(22, 26), n, 23),
    lastPlayer: intAt(l.slice(27, 31), n, 28),
  });
  r.accelerationValues.push([r.t.accelerations.at(-1)?.gamePoints ?? 0, n]);
}

/** `XXA`: one player's acceleration, round by round. */
function readPlayerAcceleration(l: string, n: number, r: Reading): void {
  const points: number[] = [];
  for (let at = 9; at < l.length; at += 5) {
    const field = l.slice(at, at + 4);
    // A blank field is no acceleration in that round.
    const v =
      field.trim() === ''
        ? 0
        : (parseTenths(field) ?? fail('trfBadNumber', n, at + 1, { text: field.trim() }));
    points.push(v);
    r.accelerationValues.push([v, n]);
  }
  (r.t.playerAccelerations ??= []).push({ player: intAt(l.slice(4, 8), n, 5), points });
}

/** The records of rounds, byes and forbidden pairs (`142`/`XXR`, `152`/`XXC`, `240`, `260`, `XXP`). */
function readRoundRecord(code: string, l: string, n: number, rest: string, r: Reading): boolean {
  const t = r.t;
  if (code === '142' || code === 'XXR') {
    t.totalRounds = intAt(rest, n, 5);
    if (t.totalRounds === 0) fail('trfBadNumber', n, 5, { text: rest });
  } else if (code === '152') {
    if (rest !== 'W' && rest !== 'B') fail('trfBadColour', n, 5);
    t.initialColour = rest === 'W' ? 'white' : 'black';
  } else if (code === 'XXC') readColourOptions(l, n, rest, t);
  else if (code === '240') {
    t.byes.push({
      kind: l.slice(4, 5).trim(),
      round: intAt(l.slice(6, 9), n, 7),
      players: playerList(l, n, 10),
    });
  } else if (code === '250') readAcceleration(l, n, r);
  else if (code === 'XXA') readPlayerAcceleration(l, n, r);
  else if (code === 'XXP') {
    const players = rest.split(/\s+/).map((w) => intAt(w, n, l.indexOf(w, 3) + 1));
    (t.forbiddenAllRounds ??= []).push(players);
    (t.forbiddenAllRoundsLines ??= []).push(n);
  } else if (code === '260') {
    t.forbidden.push({
      firstRound: intAt(l.slice(4, 7), n, 5),
      lastRound: intAt(l.slice(8, 11), n, 9),
      players: playerList(l, n, 12),
      line: n,
    });
  } else return false;
  return true;
}

/** Reads line `n` of the file into `r`. */
function readLine(l: string, n: number, r: Reading): void {
  if (l.trim() === '') return;
  if (l.startsWith('###')) return void r.t.comments.push(l.slice(3));
  if (l.length < 3) return fail('trfBadRecord', n, 1);
  const code = l.slice(0, 3);
  const rest = l.slice(3).trim();
  const headerField = HEADER_FIELDS[code];
  const bbField = BB_FIELDS[code];
  if (code === '001') r.raw.push(readPlayerLine(l, n));
  else if (code === '013') r.teams.push(readTeamLine(l, n));
  else if (headerField) r.t.header[headerField] = oneLine(rest);
  else if (bbField) {
    r.tenths[bbField] = parseTenths(rest) ?? fail('trfBadNumber', n, 5, { text: rest });
    r.t.pointSystemDeclared = true;
  } else if (code === '162') {
    readPointSystem(l, n, r.tenths);
    r.t.pointSystemDeclared = true;
  } else if (!readRoundRecord(code, l, n, rest, r)) r.t.otherLines.push(l);
}

/** The players with their totals and results in units of the point system. */
function playersIn(raw: RawPlayer[], pointSystem: TrfTournament['pointSystem']): TrfPlayer[] {
  const players: TrfPlayer[] = raw.map((p) => ({
    ...p,
    // A total the declared values cannot add up to (2.5 under BBW 2.0 BBD 1.0): say what was found
    // and what the point system allows, not that the number cannot be read.
    points:
      tenthsToPoints(p.pointsTenths, pointSystem.scale) ??
      fail('trfPointsOffSystem', p.line, 81, {
        points: formatPoints(p.pointsTenths, 10),
        win: formatPoints(pointSystem.win, pointSystem.scale),
        draw: formatPoints(pointSystem.draw, pointSystem.scale),
        loss: formatPoints(pointSystem.loss, pointSystem.scale),
        bye: formatPoints(pointSystem.bye, pointSystem.scale),
        step: formatPoints(1, pointSystem.scale),
      }),
    rounds: p.rounds.map((g) => (g ? { ...g, points: resultPoints(g.result, pointSystem) } : null)),
  }));
  for (const p of players) delete (p as Partial<RawPlayer>).pointsTenths;
  return players;
}

/** The last round any player has a game, a pairing-allocated bye or a forfeit win in. */
function lastPairedRound(players: TrfPlayer[]): number {
  return players.reduce((max, p) => {
    let last = 0;
    p.rounds.forEach((g, i) => {
      if (g && (g.opponent !== null || g.result === 'U' || g.result === '+')) last = i + 1;
    });
    return Math.max(max, last);
  }, 0);
}

export function readTrf(text: string): TrfTournament {
  const r = emptyReading();
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((l, i) => readLine(l, i + 1, r));

  const pointSystem = toPointSystem(r.tenths);
  // The engine counts in whole units of the point system (ARCHITECTURE.md).
  for (const [v, line] of r.accelerationValues)
    if (tenthsToPoints(v, pointSystem.scale) === null)
      fail('trfBadNumber', line, 10, { text: (v / 10).toFixed(1) });
  const players = playersIn(r.raw, pointSystem);
  const pairedRounds = lastPairedRound(players);
  const tournament: TrfTournament = { ...r.t, pointSystem, players, pairedRounds };
  validateTrf(tournament);
  if (r.teams.length > 0) {
    checkTeams(r.teams, new Set(players.map((p) => p.startNumber)));
    tournament.teams = r.teams;
  }
  return tournament;
}
