/**
 * Starting and pairing a team tournament (R16.1, R16.1b, R2.2, R7): the seeds (by rating or the
 * arbiter's order), the format (team round robin below the threshold, team Swiss otherwise), the
 * board-1 colour drawn from a stored seed, and each round's matches with their board games.
 */
import { randomInt } from 'node:crypto';
import { AppError, isAppError } from '../../../shared/errors';
import { proposedTeamRounds } from '../../../shared/teams';
import type { Db } from '../../db/connection';
import { insertRound } from '../../db/repos/rounds';
import { saveStart, setPlayStatus, setStartNumbers } from '../../db/repos/start';
import { insertMatch, insertTeamGame, setTeamStartNumbers } from '../../db/repos/teams';
import { boardColours } from '../../engine/teams/colours';
import { pairTeamFewestRematches } from '../../engine/teams/fewest-rematches';
import { pairTeamRoundRobin, pairTeamSwiss, type TeamPairing } from '../../engine/teams/pairing';
import { isOpen } from '../tournaments';
import { drawColour } from '../../engine/lots';
import { lineupOf } from './lineups';
import { eventRatings, type EventRatings } from './ratings';
import { refusePairingAfterEnd } from '../tournament-common/announced-end';
import {
  latestRound,
  loadTeamState,
  rosterOf,
  sheetOf,
  teamRating,
  unfinished,
  pairNextBlocker,
  type TeamState,
  type TeamStoredDecision,
} from './state';

/** The figure a team is seeded on: its players' mean rating, or its team rating (null: arbiter's order). */
export function seedingValue(s: TeamState, ratings: EventRatings, teamId: number): number | null {
  if (s.settings.seeding === 'arbiter') return null;
  if (s.settings.seeding === 'team-rating')
    return ratings.of(s.teams.find((t) => t.id === teamId)?.name ?? '');
  return teamRating(s, teamId);
}

/**
 * The seeding order: the players' mean rating or the team rating (highest first, ties in
 * registration order), or the arbiter's order.
 */
export function startingOrder(s: TeamState, ratings: EventRatings) {
  const teams = [...s.teams].sort((a, b) => a.entryNo - b.entryNo);
  if (s.settings.seeding === 'arbiter') return teams;
  return teams
    .map((t, i) => ({ t, i, r: seedingValue(s, ratings, t.id) ?? -1 }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .map((x) => x.t);
}

/** R16.1: the format (the team Swiss unless the round robin is chosen) and rounds, and why. */
export function decide(s: TeamState): TeamStoredDecision {
  const n = s.teams.length;
  const t = s.tournament.settings;
  const min = t.minimum;
  if (n < min) throw new AppError('teams:errors.tooFewTeams', { count: n, min });
  for (const team of s.teams) {
    const players = rosterOf(s, team.id).length;
    if (players < s.settings.boards)
      throw new AppError('teams:errors.tooFewPlayers', {
        team: team.name,
        players,
        boards: s.settings.boards,
      });
  }
  // R16.1, the seeds' team Swiss: a Swiss for any number of teams; the team round robin is a
  // choice ("Format": round robin), never decided by the individual threshold (R2.2).
  const roundRobin = t.formatMode === 'force-round-robin';
  const params = { teams: n, threshold: t.threshold };
  if (roundRobin) {
    const rounds = n % 2 === 0 ? n - 1 : n;
    return {
      format: 'round-robin',
      rounds,
      teams: n,
      reason: { key: 'teams:decision.forcedRoundRobin', params: { ...params, rounds } },
    };
  }
  const set = s.settings.rounds;
  if (set !== null && set > n - 1) {
    const issue = {
      field: 'rounds',
      code: 'settings.roundsRange',
      params: { min: 1, max: n - 1, value: set },
    };
    throw new AppError('teams:errors.invalidSettings', {}, { issues: [issue] });
  }
  const rounds = set ?? proposedTeamRounds(n);
  const key = set !== null ? 'teams:decision.swissSet' : 'teams:decision.swiss';
  return { format: 'swiss', rounds, teams: n, reason: { key, params: { ...params, rounds } } };
}

export function previewStart(db: Db, tournamentId: number) {
  const s = loadTeamState(db, tournamentId);
  if (!isOpen(s.tournament))
    throw new AppError('teams:errors.alreadyStarted', { name: s.tournament.settings.name });
  const ratings = eventRatings(db);
  return {
    decision: decide(s),
    seeds: startingOrder(s, ratings).map((t, i) => ({
      id: t.id,
      seed: i + 1,
      name: t.name,
      rating: seedingValue(s, ratings, t.id),
    })),
  };
}

export function startTeams(db: Db, tournamentId: number, seedIn: number | undefined, now: Date): number {
  const s = loadTeamState(db, tournamentId);
  if (!isOpen(s.tournament))
    throw new AppError('teams:errors.alreadyStarted', { name: s.tournament.settings.name });
  const decision = decide(s);
  const order = startingOrder(s, eventRatings(db));
  setTeamStartNumbers(
    db,
    tournamentId,
    order.map((t) => t.id),
  );
  // Players get starting numbers team by team in seed order, roster order inside (TRF 013 lines).
  const players = order.flatMap((t) => rosterOf(s, t.id).map((p) => p.entrant.id));
  setStartNumbers(
    db,
    tournamentId,
    players.map((id, i) => ({ id, startNo: i + 1 })),
  );
  const seed = seedIn ?? randomInt(0, 2 ** 32);
  saveStart(db, tournamentId, {
    status: 'running',
    format: decision.format,
    rounds: decision.rounds,
    decision,
    seed,
    initialColour: drawColour(seed),
    at: now.toISOString(),
  });
  return pairNextTeams(db, tournamentId, now);
}

/**
 * The pairing of round `number` from the state of the rounds before it. R6.2, R16.1b: when no
 * pairing avoids a second meeting (or no team still in is without a bye), the refusal says which,
 * names the pairing with the fewest rematches (`details.fewest`), and offers it (`acceptRematches`)
 * or ending the tournament after the round before (`team.end`).
 */
export function proposeTeamRound(s: TeamState, number: number, acceptRematches = false): TeamPairing {
  const d = s.start.decision as TeamStoredDecision;
  const sheet = sheetOf(s, number - 1);
  if (d.format === 'round-robin') return pairTeamRoundRobin(sheet, number);
  const initial = s.start.initialColour ?? 'white';
  try {
    return pairTeamSwiss(sheet, number, d.rounds, initial);
  } catch (e) {
    if (!(isAppError(e) && e.code === 'pairing:noValidPairing')) throw e;
    const fewest = pairTeamFewestRematches(sheet, number, initial);
    if (acceptRematches) return fewest;
    const name = (startNo: number) => s.teams.find((t) => t.seed === startNo)?.name ?? '';
    const params = {
      round: number,
      last: number - 1,
      pairs: fewest.rematches.map(([a, b]) => `${name(a)} – ${name(b)}`).join(', '),
      count: fewest.rematches.length,
      team: fewest.bye === null ? '' : name(fewest.bye),
    };
    const key =
      fewest.rematches.length > 0 && fewest.secondBye
        ? 'teams:errors.noPairingBoth'
        : fewest.rematches.length > 0
          ? 'teams:errors.noPairingRematch'
          : 'teams:errors.noPairingBye';
    const lines = fewest.matches.map((m, i) => ({ matchNo: i + 1, home: name(m.home), away: name(m.away) }));
    throw new AppError(key, params, {
      fewest: { matches: lines, bye: fewest.bye === null ? null : name(fewest.bye), ...params },
    });
  }
}

/** Writes the matches of a round: games from each team's line-up, colours alternating down the boards. */
export function writeTeamRound(
  db: Db,
  s: TeamState,
  roundId: number,
  number: number,
  p: TeamPairing,
  at: string,
): void {
  const idOf = (startNo: number) => s.teams.find((t) => t.seed === startNo)?.id ?? 0;
  const colours = boardColours(s.settings.boards);
  p.matches.forEach((m, i) => {
    const home = idOf(m.home);
    const away = idOf(m.away);
    const homeOut = m.forfeit.includes(m.home);
    const awayOut = m.forfeit.includes(m.away);
    const forfeitedBy = homeOut && !awayOut ? home : awayOut && !homeOut ? away : null;
    const matchId = insertMatch(db, roundId, i + 1, home, away, forfeitedBy);
    const hp = lineupOf(s, home, number).players;
    const ap = lineupOf(s, away, number).players;
    colours.forEach((homeColour, b) => {
      const h = hp[b];
      const a = ap[b];
      if (!h || !a) return;
      // R10.2, R8.3: a scheduled match against a team that has left is won by forfeit on every board.
      let result = null as null | 'white-wins-forfeit' | 'black-wins-forfeit' | 'double-forfeit';
      if (homeOut && awayOut) result = 'double-forfeit';
      else if (homeOut || awayOut)
        result = (homeColour === 'white') === awayOut ? 'white-wins-forfeit' : 'black-wins-forfeit';
      insertTeamGame(
        db,
        matchId,
        { board: b + 1, homeColour, homePlayer: h.entrantId, awayPlayer: a.entrantId, result },
        at,
      );
    });
  });
  if (p.bye !== null) insertMatch(db, roundId, p.matches.length + 1, idOf(p.bye), null, null);
}

export function pairNextTeams(db: Db, tournamentId: number, now: Date, acceptRematches = false): number {
  const s = loadTeamState(db, tournamentId);
  const blocker = pairNextBlocker(s);
  if (blocker) {
    const d = s.start.decision as TeamStoredDecision | null;
    if (!d) throw new AppError('teams:errors.notStarted', { name: s.tournament.settings.name });
    const latest = latestRound(s);
    if (latest >= d.rounds) throw new AppError('teams:errors.allRoundsPaired', { rounds: d.rounds });
    const missing = s.matches
      .filter((m) => m.round === latest)
      .reduce((n, m) => n + m.games.filter((g) => g.result === null).length, 0);
    throw new AppError('teams:errors.roundIncomplete', { round: latest, missing });
  }
  const number = latestRound(s) + 1;
  refusePairingAfterEnd(db, s.tournament, number, now);
  const pairing = proposeTeamRound(s, number, acceptRematches);
  const at = now.toISOString();
  const roundId = insertRound(db, tournamentId, number, at);
  writeTeamRound(db, s, roundId, number, pairing, at);
  return number;
}

/**
 * Ends a team tournament after its latest round, before the rounds planned (when a round cannot be
 * paired, R6.2): the rounds planned become the rounds played, the standings are final and the
 * head of them is the champion. Refused before the start, while the latest round has boards
 * without a result, and once every planned round is played.
 */
export function endTeams(db: Db, tournamentId: number): number {
  const s = loadTeamState(db, tournamentId);
  const d = s.start.decision as TeamStoredDecision | null;
  if (!d || s.start.roundsPlanned === null)
    throw new AppError('teams:errors.notStarted', { name: s.tournament.settings.name });
  const latest = latestRound(s);
  if (latest >= d.rounds) throw new AppError('teams:errors.allRoundsPaired', { rounds: d.rounds });
  const missing = unfinished(s, latest);
  if (missing > 0) throw new AppError('teams:errors.roundIncomplete', { round: latest, missing });
  const decision: TeamStoredDecision = {
    ...d,
    rounds: latest,
    ended: { afterRound: latest, planned: d.rounds },
  };
  db.prepare('UPDATE tournaments SET rounds_planned = ?, format_decision = ? WHERE id = ?').run(
    latest,
    JSON.stringify(decision),
    tournamentId,
  );
  setPlayStatus(db, tournamentId, 'finished');
  return latest;
}
