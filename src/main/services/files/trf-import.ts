/**
 * A TRF-16 file as a new tournament of the open event, ready to be continued (PRODUCT.md "Files in
 * and out"): entrants with the file's starting numbers, every paired round with its boards,
 * results, byes and absences, and the absences announced for the next round. The file is read and
 * checked whole first (line and column of the first fault), then written in the caller's single
 * transaction: nothing is half-imported. A file with team records (013) is a team tournament
 * (services/teams/trf-import.ts).
 */
import { TITLES, type GameResult, type Title } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { DEFAULT_SETTINGS, LIMITS, type Settings } from '../../../shared/settings';
import { oneLine } from '../../../shared/plain-text';
import type { Tournament } from '../../../shared/api/tournaments';
import type { Db } from '../../db/connection';
import { insertEntrant } from '../../db/repos/entrants';
import {
  insertAbsence,
  insertBoard,
  insertGame,
  insertRound,
  setAnnouncedAbsence,
  setRoundStatus,
  type AbsenceKind,
} from '../../db/repos/rounds';
import { saveStart, setPlayStatus, setStartNumbers } from '../../db/repos/start';
import { readTrf, type TrfGame, type TrfPlayer, type TrfTournament } from '../../io/trf';
import { inferInitialColour } from '../../io/trf-pairing';
import { trfToSheet } from '../../io/trf-sheet';
import { createTournament, getTournament } from '../tournaments';
import { importTeamTrf } from '../teams/trf-import';
import type { StoredDecision } from '../play/state';

const PLAYED_AS_WHITE: Partial<Record<TrfGame['result'], GameResult>> = {
  '1': 'white-wins',
  W: 'white-wins',
  '=': 'draw',
  D: 'draw',
  '0': 'black-wins',
  L: 'black-wins',
};

/** The result of the board from the side of `g`, the entrant seated as White. */
function boardResult(g: TrfGame, o: TrfGame): GameResult {
  if (g.played) return PLAYED_AS_WHITE[g.result] ?? 'draw';
  // R8.3, R8.4: forfeits; the reader and trfToSheet have checked both sides agree.
  if (g.result === '+') return 'white-wins-forfeit';
  return o.result === '+' ? 'black-wins-forfeit' : 'double-forfeit';
}

/** An entry without an opponent (REFERENCES.md TRF-16): U PAB, F and `+` full-point, H half-point. */
function absenceKind(g: TrfGame | null): AbsenceKind | 'pab' {
  if (g?.result === 'U') return 'pab';
  if (g?.result === 'F' || g?.result === '+') return 'full-bye';
  if (g?.result === 'H') return 'half-bye';
  return 'absent';
}

/** `YYYY/MM/DD` or `YYYY-MM-DD` of the 042 record as the scheduled start, else the import day. */
function startOf(trf: TrfTournament, at: string): string {
  const m = /^(\d{4})[/.-](\d{2})[/.-](\d{2})/.exec(trf.header.startDate);
  return m ? `${m[1]}-${m[2]}-${m[3]}T00:00` : `${at.slice(0, 10)}T00:00`;
}

export function settingsOf(trf: TrfTournament, rounds: number, fileName: string, at: string): Settings {
  const n = trf.players.length;
  // The reader gives the file's texts on one line; the name of an uploaded file may still need it.
  const name = (trf.header.name || oneLine(fileName.replace(/\.[^.]*$/, '')) || 'TRF').slice(0, LIMITS.text);
  return {
    ...DEFAULT_SETTINGS,
    name,
    city: trf.header.city.slice(0, LIMITS.text),
    arbiter: trf.header.chiefArbiter.slice(0, LIMITS.text),
    scheduledStart: startOf(trf, at),
    // R15.1: the file's dates are history; the arbiter switches the close on to keep a new end.
    closeAtEnd: false,
    timeControl: {
      kind: 'classical',
      text: (trf.header.timeControl || DEFAULT_SETTINGS.timeControl.text).slice(0, LIMITS.timeControl),
    },
    seats: Math.max(LIMITS.seats.min, n, rounds + 1),
    // The file fixes the system and the number of rounds (R2.4, R3.5).
    formatMode: 'force-swiss',
    swissRounds: rounds,
    pointSystem: trf.pointSystem,
  };
}

const titleOf = (t: string): Title | null =>
  ((TITLES as readonly string[]).find((x) => x === t) as Title | null) ?? null;

export function fieldsOf(p: TrfPlayer) {
  const year = /^(\d{4})/.exec(p.birthDate);
  return {
    name: p.name,
    rating: p.rating === 0 ? null : p.rating,
    title: titleOf(p.title),
    federation: p.federation || null,
    ratingId: p.id || null,
    birthYear: year ? Number(year[1]) : null,
    sex: p.sex === 'm' ? ('M' as const) : p.sex === 'w' || p.sex === 'f' ? ('F' as const) : null,
    club: null,
    present: true,
  };
}

/** Board order of a round (C.04.3 style): higher score first, then sum of scores, then number. */
function boardOrder(trf: TrfTournament, round: number) {
  const before = new Map(
    trf.players.map((p) => [
      p.startNumber,
      p.rounds.slice(0, round - 1).reduce((s, g) => s + (g?.points ?? 0), 0),
    ]),
  );
  const score = (n: number) => before.get(n) ?? 0;
  return (a: [number, number], b: [number, number]) =>
    Math.max(score(b[0]), score(b[1])) - Math.max(score(a[0]), score(a[1])) ||
    score(b[0]) + score(b[1]) - (score(a[0]) + score(a[1])) ||
    Math.min(...a) - Math.min(...b);
}

export function importTrf(db: Db, text: string, fileName: string, at: string): Tournament {
  return importTournament(db, readTrf(text), fileName, at);
}

/** A tournament read from any file (TRF, DraughtArbiter, FMJD report), written as one of the event. */
export function importTournament(db: Db, trf: TrfTournament, fileName: string, at: string): Tournament {
  if (trf.teams && trf.teams.length > 0) return importTeamTrf(db, trf, fileName, at);
  trfToSheet(trf); // results seen alike from both sides, totals as the file states them
  const paired = trf.pairedRounds;
  const rounds = trf.totalRounds ?? paired;
  if (rounds === 0) throw new AppError('pairing:trfNoRounds');
  if (trf.players.length > LIMITS.seats.max)
    throw new AppError('files:trfTooManyEntrants', { count: trf.players.length, max: LIMITS.seats.max });
  const created = createTournament(db, settingsOf(trf, rounds, fileName, at), at);
  const tid = created.id;
  const idOf = new Map<number, number>();
  for (const p of [...trf.players].sort((a, b) => a.startNumber - b.startNumber))
    idOf.set(p.startNumber, insertEntrant(db, tid, fieldsOf(p), at));
  const id = (n: number): number => idOf.get(n) ?? 0;
  setStartNumbers(
    db,
    tid,
    trf.players.map((p) => ({ id: id(p.startNumber), startNo: p.startNumber })),
  );
  const decision: StoredDecision = {
    format: 'swiss',
    rounds,
    gamesPerRound: 1,
    present: trf.players.length,
    reason: { key: 'files:trfImported', params: { file: fileName, rounds, paired } },
    notes: [],
    startNumbers: trf.useRank ? 'entry' : 'rating',
  };
  const players = [...trf.players].sort((a, b) => a.startNumber - b.startNumber);
  const initialColour = trf.initialColour ?? inferInitialColour(trf, players);
  saveStart(db, tid, { status: 'running', format: 'swiss', rounds, decision, seed: null, initialColour, at });
  const byNumber = new Map(players.map((p) => [p.startNumber, p]));
  for (let r = 1; r <= paired; r++) {
    const roundId = insertRound(db, tid, r, at);
    const pairs: [number, number][] = [];
    const byes: number[] = [];
    for (const p of players) {
      const g = p.rounds[r - 1] ?? null;
      if (g && g.opponent !== null) {
        const white = g.colour === 'white' || (g.colour === null && p.startNumber < g.opponent);
        if (white) pairs.push([p.startNumber, g.opponent]);
        continue;
      }
      const kind = absenceKind(g);
      if (kind === 'pab') byes.push(p.startNumber);
      else insertAbsence(db, roundId, id(p.startNumber), kind);
    }
    pairs.sort(boardOrder(trf, r));
    pairs.forEach(([w, b], i) => {
      const g = byNumber.get(w)?.rounds[r - 1];
      const o = byNumber.get(b)?.rounds[r - 1];
      if (!g || !o) return;
      const boardId = insertBoard(db, roundId, i + 1, id(w), id(b));
      insertGame(db, boardId, 1, id(w), id(b), boardResult(g, o), at);
    });
    byes.forEach((n, i) => insertBoard(db, roundId, pairs.length + i + 1, id(n), null));
    setRoundStatus(db, roundId, 'finished');
  }
  // Entries after the last paired round announce absences for the next one (R10.1, R6.5).
  const next = paired + 1;
  if (next <= rounds) {
    for (const p of players)
      if (p.rounds[next - 1]) setAnnouncedAbsence(db, tid, next, id(p.startNumber), true);
    for (const b of trf.byes)
      if (b.round === next)
        for (const n of b.players) if (idOf.has(n)) setAnnouncedAbsence(db, tid, next, id(n), true);
  }
  if (paired >= rounds) setPlayStatus(db, tid, 'finished');
  return getTournament(db, tid);
}
