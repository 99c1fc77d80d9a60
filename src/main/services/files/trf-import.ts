/**
 * A TRF-16 file as a new tournament of the open event, ready to be continued (PRODUCT.md "Files in
 * and out"): entrants with the file's starting numbers, every paired round with its boards,
 * results, byes and absences, and the absences announced for the next round. The file is read and
 * checked whole first (line and column of the first fault), then written in the caller's single
 * transaction: nothing is half-imported. Forbidden pairs (`260`, `XXP`) come in as stored pairs. A file with team records (013) is a team tournament
 * (services/teams/trf-import.ts).
 */
import { TITLES, type Title } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { DEFAULT_SETTINGS, LIMITS, type Settings } from '../../../shared/settings';
import { oneLine } from '../../../shared/plain-text';
import type { Tournament } from '../../../shared/api/tournaments';
import type { RatingRowProblem } from '../../../shared/api/ratings';
import { parseBirthYear } from '../../io/ratings/values';
import type { Db } from '../../db/connection';
import { insertEntrant } from '../../db/repos/entrants';
import { setAnnouncedAbsence } from '../../db/repos/rounds';
import { saveStart, setPlayStatus, setStartNumbers } from '../../db/repos/start';
import { readTrf, type TrfPlayer, type TrfTournament } from '../../io/trf';
import { bakuRecords } from '../../io/trf-baku';
import { inferInitialColour, trfAccelerations } from '../../io/trf-pairing';
import { trfToSheet } from '../../io/trf-sheet';
import { createTournament, getTournament } from '../tournaments';
import { importTeamTrf } from '../teams/trf-import';
import type { StoredDecision } from '../play/state';
import { importForbidden } from './import-forbidden';
import { writeRound } from './import-rounds';

/** `YYYY/MM/DD` or `YYYY-MM-DD` of the 042 record as the scheduled start, else the import day. */
function startOf(trf: TrfTournament, at: string): string {
  const m = /^(\d{4})[/.-](\d{2})[/.-](\d{2})/.exec(trf.header.startDate);
  return m ? `${m[1]}-${m[2]}-${m[3]}T00:00` : `${at.slice(0, 10)}T00:00`;
}

/** Each player's virtual points by round, in tenths, trailing zeros dropped, for comparison. */
function accelerationKey(t: Pick<TrfTournament, 'accelerations' | 'playerAccelerations'>): string {
  const rows = [...trfAccelerations(t as TrfTournament)].map(([n, acc]) => {
    const values = [...acc];
    while (values.length > 0 && values.at(-1) === 0) values.pop();
    return [n, values] as const;
  });
  return JSON.stringify(rows.filter(([, v]) => v.length > 0).sort((a, b) => a[0] - b[0]));
}

/**
 * The acceleration setting of a file's `250` and `XXA` lines (FIDE C.04.5.1, RULES.md R6.1):
 * 'baku' when they give exactly the Baku method's virtual points for this field and these rounds;
 * other accelerations cannot be a setting of the tournament, and are refused, not dropped.
 */
export function accelerationOf(trf: TrfTournament, rounds: number): Settings['acceleration'] {
  const found = accelerationKey(trf);
  if (found === '[]') return 'none';
  const baku = bakuRecords(trf.players.length, rounds, trf.pointSystem);
  if (found === accelerationKey({ accelerations: baku })) return 'baku';
  throw new AppError('files:trfAccelerationNotBaku', {
    rounds: Math.ceil(rounds / 2),
    last: baku[0]?.lastPlayer ?? 0,
  });
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
    twoLegs: (trf.gamesPerRound ?? 1) === 2,
    pointSystem: trf.pointSystem,
    acceleration: accelerationOf(trf, rounds),
  };
}

const titleOf = (t: string): Title | null =>
  ((TITLES as readonly string[]).find((x) => x === t) as Title | null) ?? null;

/** A row problem of the file: a value it holds that was imported as empty, with its line. */
export type ImportProblem = RatingRowProblem;

/**
 * An entrant's fields from a `001` line. A birth date that holds no year of birth ("19x5", a year
 * after `maxYear`) is imported as empty and reported with its line (`problems`), as a rating
 * list's rows are, never dropped in silence; blank or zeros (`0000/00/00`) is no birth date at all.
 */
export function fieldsOf(p: TrfPlayer, maxYear: number, problems: ImportProblem[] = []) {
  // "0000/00/00" is how some programs write no date, as FIDE's "0000".
  const birthYear = /^[0/.-]*$/.test(p.birthDate) ? null : parseBirthYear(p.birthDate, maxYear);
  if (birthYear === undefined)
    problems.push({
      line: p.line,
      column: '70-79',
      field: 'birthYear',
      value: p.birthDate,
      code: 'ratings:row.badBirthYear',
      params: { value: p.birthDate },
      outcome: 'imported',
    });
  return {
    name: p.name,
    rating: p.rating === 0 ? null : p.rating,
    title: titleOf(p.title),
    federation: p.federation || null,
    ratingId: p.id || null,
    birthYear: birthYear ?? null,
    sex: p.sex === 'm' ? ('M' as const) : p.sex === 'w' || p.sex === 'f' ? ('F' as const) : null,
    club: null,
    present: true,
  };
}

/** The tournament imported, and the values of the file imported as empty, by line. */
export type Imported = Tournament & { problems: ImportProblem[] };

export function importTrf(db: Db, text: string, fileName: string, at: string): Imported {
  return importTournament(db, readTrf(text), fileName, at);
}

/** A tournament read from any file (TRF, DraughtArbiter, FMJD report), written as one of the event. */
export function importTournament(db: Db, trf: TrfTournament, fileName: string, at: string): Imported {
  if (trf.teams && trf.teams.length > 0) return importTeamTrf(db, trf, fileName, at);
  trfToSheet(trf); // results seen alike from both sides, totals as the file states them
  // A table of one column per game counts columns: two make a round (R5.1).
  const games = trf.gamesPerRound ?? 1;
  const paired = Math.ceil(trf.pairedRounds / games);
  const rounds = Math.ceil((trf.totalRounds ?? trf.pairedRounds) / games);
  if (rounds === 0) throw new AppError('pairing:trfNoRounds');
  if (trf.players.length > LIMITS.seats.max)
    throw new AppError('files:trfTooManyEntrants', { count: trf.players.length, max: LIMITS.seats.max });
  const created = createTournament(db, settingsOf(trf, rounds, fileName, at), at);
  const tid = created.id;
  const idOf = new Map<number, number>();
  const problems: ImportProblem[] = [];
  const maxYear = Number(at.slice(0, 4));
  for (const p of [...trf.players].sort((a, b) => a.startNumber - b.startNumber))
    idOf.set(p.startNumber, insertEntrant(db, tid, fieldsOf(p, maxYear, problems), at));
  const id = (n: number): number => idOf.get(n) ?? 0;
  setStartNumbers(
    db,
    tid,
    trf.players.map((p) => ({ id: id(p.startNumber), startNo: p.startNumber })),
  );
  const decision: StoredDecision = {
    format: 'swiss',
    rounds,
    gamesPerRound: games,
    present: trf.players.length,
    reason: { key: 'files:trfImported', params: { file: fileName, rounds, paired } },
    notes: [],
    startNumbers: trf.useRank ? 'entry' : 'rating',
  };
  const players = [...trf.players].sort((a, b) => a.startNumber - b.startNumber);
  const initialColour = trf.initialColour ?? inferInitialColour(trf, players);
  saveStart(db, tid, { status: 'running', format: 'swiss', rounds, decision, seed: null, initialColour, at });
  for (let r = 1; r <= paired; r++) writeRound(db, tid, trf, r, id, at);
  importForbidden(db, tid, trf, rounds, idOf, problems);
  // Entries after the last paired round announce absences for the next one (R10.1, R6.5).
  const next = paired + 1;
  if (next <= rounds) {
    for (const p of players)
      if (p.rounds.slice((next - 1) * games, next * games).some(Boolean))
        setAnnouncedAbsence(db, tid, next, id(p.startNumber), true);
    for (const b of trf.byes)
      if (b.round === next)
        for (const n of b.players) if (idOf.has(n)) setAnnouncedAbsence(db, tid, next, id(n), true);
  }
  if (paired >= rounds) setPlayStatus(db, tid, 'finished');
  return { ...getTournament(db, tid), problems: problems.sort((a, b) => a.line - b.line) };
}
