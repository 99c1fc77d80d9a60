/**
 * A TRF-16 file with team records (013) as a team tournament of the open event (R16.1, R16.1b;
 * PRODUCT.md "Files in and out"): the teams in the records' order as seeds, rosters in the
 * records' order, and each paired round's matches and board games rebuilt from the players' games
 * (io/trf-team-sheet.ts, the same reading as `diagonal pair --teams`), so the next round paired in
 * the app is the one the command line pairs from the file. Everything is checked before the first
 * write, all in the caller's single transaction: nothing is half-imported.
 */
import { AppError } from '../../../shared/errors';
import { DEFAULT_TEAM_SETTINGS, TEAM_LIMITS, type TeamSettings } from '../../../shared/teams';
import type { Db } from '../../db/connection';
import { insertEntrant } from '../../db/repos/entrants';
import { insertRound, setRoundStatus } from '../../db/repos/rounds';
import { saveStart, setPlayStatus, setStartNumbers } from '../../db/repos/start';
import {
  insertMatch,
  insertTeam,
  insertTeamGame,
  setRoster,
  setTeamStartNumbers,
} from '../../db/repos/teams';
import type { TrfTournament } from '../../io/trf';
import { inferInitialColour } from '../../io/trf-pairing';
import { trfToTeamSheet } from '../../io/trf-team-sheet';
import { fieldsOf, settingsOf, type Imported, type ImportProblem } from '../../io/trf-import-fields';
import { pairTeamRoundRobin } from '../../engine/teams/pairing';
import { teamScoringSheet } from '../../engine/teams/match';
import type { TeamMatchRecord, TeamSheet } from '../../engine/teams/model';
import { scoreSheet } from '../../engine/sheet';
import { getTournament } from '../tournaments';
import { createTeamTournament } from './registration';
import type { TeamStoredDecision } from './state';

/**
 * The matches of round `r` in the order the app's pairing lists them: the Berger table's order in a
 * round robin (R7.1); in a Swiss the higher-scored match first (match points before the round of
 * its better team, then of both), then the better seed (R6). The team bye comes last.
 */
function matchOrder(sheet: TeamSheet, r: number, roundRobin: boolean): TeamMatchRecord[] {
  const all = sheet.matches.filter((m) => m.round === r);
  const byes = all.filter((m) => m.away === null);
  const played = all.filter((m) => m.away !== null);
  const pair = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
  if (roundRobin) {
    const table = pairTeamRoundRobin(sheet, r).matches.map((m) => pair(m.home, m.away));
    const at = (m: TeamMatchRecord) => table.indexOf(pair(m.home, m.away ?? 0));
    return [...played.sort((a, b) => at(a) - at(b)), ...byes];
  }
  const scores = scoreSheet(teamScoringSheet({ ...sheet, rounds: r - 1 }));
  const points = new Map(scores.map((x) => [x.startNo, x.points]));
  const score = (startNo: number) => points.get(startNo) ?? 0;
  const key = (m: TeamMatchRecord) => [score(m.home), score(m.away ?? 0)];
  played.sort((x, y) => {
    const [a, b] = key(x) as [number, number];
    const [c, d] = key(y) as [number, number];
    return (
      Math.max(c, d) - Math.max(a, b) ||
      c + d - (a + b) ||
      Math.min(x.home, x.away ?? 0) - Math.min(y.home, y.away ?? 0)
    );
  });
  return [...played, ...byes];
}

export function importTeamTrf(db: Db, trf: TrfTournament, fileName: string, at: string): Imported {
  const teams = trf.teams ?? [];
  const { sheet } = trfToTeamSheet(trf, DEFAULT_TEAM_SETTINGS.matchPoints);
  const paired = trf.pairedRounds;
  const rounds = trf.totalRounds ?? paired;
  if (rounds === 0) throw new AppError('pairing:trfNoRounds');
  const roundRobin = /round robin/i.test(trf.header.type);
  const boards = Math.min(Math.max(sheet.boards, TEAM_LIMITS.boards.min), TEAM_LIMITS.boards.max);
  const team: TeamSettings = {
    ...DEFAULT_TEAM_SETTINGS,
    boards,
    // The file's order is the seeding (R16.1b); a Swiss keeps the file's number of rounds (R2.4).
    seeding: 'arbiter',
    rounds: roundRobin ? null : rounds,
  };
  const settings = {
    ...settingsOf(trf, rounds, fileName, at),
    formatMode: roundRobin ? ('force-round-robin' as const) : ('force-swiss' as const),
    swissRounds: null,
  };
  const tid = createTeamTournament(db, settings, team, new Date(at));
  const players = [...trf.players].sort((a, b) => a.startNumber - b.startNumber);
  const idOf = new Map<number, number>();
  const problems: ImportProblem[] = [];
  const maxYear = Number(at.slice(0, 4));
  for (const p of players)
    idOf.set(p.startNumber, insertEntrant(db, tid, fieldsOf(p, maxYear, problems), at));
  const id = (n: number): number => idOf.get(n) ?? 0;
  setStartNumbers(
    db,
    tid,
    players.map((p) => ({ id: id(p.startNumber), startNo: p.startNumber })),
  );
  const teamIds = teams.map((t) => {
    const teamId = insertTeam(db, tid, { name: t.name, club: null, federation: null, captain: null }, at);
    setRoster(db, teamId, t.players.map(id));
    return teamId;
  });
  setTeamStartNumbers(db, tid, teamIds);
  const teamIdOf = (startNo: number): number => teamIds[startNo - 1] ?? 0;
  const decision: TeamStoredDecision = {
    format: roundRobin ? 'round-robin' : 'swiss',
    rounds,
    teams: teams.length,
    reason: { key: 'files:trfImported', params: { file: fileName, rounds, paired } },
  };
  const initialColour = trf.initialColour ?? inferInitialColour(trf, players);
  saveStart(db, tid, {
    status: 'running',
    format: decision.format,
    rounds,
    decision,
    seed: null,
    initialColour,
    at,
  });
  for (let r = 1; r <= paired; r++) {
    const roundId = insertRound(db, tid, r, at);
    const ordered = matchOrder(sheet, r, roundRobin);
    ordered.forEach((m, i) => {
      const matchId = insertMatch(
        db,
        roundId,
        i + 1,
        teamIdOf(m.home),
        m.away === null ? null : teamIdOf(m.away),
        null,
      );
      for (const g of m.boards)
        insertTeamGame(
          db,
          matchId,
          {
            board: g.board,
            homeColour: g.homeColour,
            homePlayer: id(g.home),
            awayPlayer: id(g.away),
            result: g.result,
          },
          at,
        );
    });
    const open = ordered.some((m) => m.boards.some((g) => g.result === null));
    setRoundStatus(db, roundId, open ? 'paired' : 'finished');
  }
  if (paired >= rounds) setPlayStatus(db, tid, 'finished');
  return { ...getTournament(db, tid), problems: problems.sort((a, b) => a.line - b.line) };
}
