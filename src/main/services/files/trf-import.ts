/**
 * A TRF-16 file as a new tournament of the open event, ready to be continued (PRODUCT.md "Files in
 * and out"): entrants with the file's starting numbers, every paired round with its boards,
 * results, byes and absences, and the absences announced for the next round. The file is read and
 * checked whole first (line and column of the first fault), then written in the caller's single
 * transaction: nothing is half-imported. Forbidden pairs (`260`, `XXP`) come in as stored pairs. A file with team records (013) is a team tournament
 * (services/teams/trf-import.ts).
 */
import { AppError } from '../../../shared/errors';
import { LIMITS } from '../../../shared/settings';
import type { Db } from '../../db/connection';
import { insertEntrant } from '../../db/repos/entrants';
import { setAnnouncedAbsence } from '../../db/repos/rounds';
import { saveStart, setPlayStatus, setStartNumbers } from '../../db/repos/start';
import { readTrf, type TrfTournament } from '../../io/trf';
import { inferInitialColour } from '../../io/trf-pairing';
import { fieldsOf, settingsOf, type Imported, type ImportProblem } from '../../io/trf-import-fields';
import { trfToSheet } from '../../io/trf-sheet';
import { createTournament, getTournament } from '../tournaments';
import { importTeamTrf } from '../teams/trf-import';
import type { StoredDecision } from '../rounds/state';
import { importForbidden } from './import-forbidden';
import { writeRound } from './import-rounds';

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
