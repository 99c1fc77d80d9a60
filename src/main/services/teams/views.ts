/** Team events as the API answers them (shared/api/teams.ts), built from the loaded state. */
import type { Entrant } from '../../../shared/api/entrants';
import type { Lineup, PlayerRef, Team, TeamEvent, TeamRef, TeamRound } from '../../../shared/api/teams';
import type { Db } from '../../db/connection';
import type { TeamRecord } from '../../db/repos/teams';
import type { GameResult } from '../../../shared/domain';
import type { MatchPoints } from '../../../shared/teams';
import { scoreSheet } from '../../engine/sheet';
import { boardPoints, matchScore, teamScoringSheet } from '../../engine/teams/match';
import type { TeamBoard, TeamSheet } from '../../engine/teams/model';
import { getTournament } from '../tournaments';
import { pairingAfterEndNote } from '../tournament-common/announced-end';
import { lineupOf } from './lineups';
import type { EventRatings } from './ratings';
import { proposeTeamRound } from './play';
import { isAppError } from '../../../shared/errors';
import {
  decisionOf,
  latestRound,
  rosterOf,
  startNoOf,
  sheetOf,
  teamRating,
  unfinished,
  pairNextBlocker,
  type TeamState,
} from './state';

export const teamRef = (t: TeamRecord): TeamRef => ({ id: t.id, seed: t.seed, name: t.name });

export const playerRef = (e: Entrant | undefined, id: number): PlayerRef => ({
  entrantId: id,
  name: e?.name ?? '',
  rating: e?.rating ?? null,
  title: e?.title ?? null,
});

export function teamView(s: TeamState, t: TeamRecord, ratings: EventRatings): Team {
  return {
    id: t.id,
    tournamentId: t.tournamentId,
    entryNo: t.entryNo,
    seed: t.seed,
    name: t.name,
    club: t.club,
    federation: t.federation,
    captain: t.captain,
    rating: teamRating(s, t.id),
    teamRating: ratings.of(t.name),
    roster: rosterOf(s, t.id).map(({ member, entrant }) => ({
      ...playerRef(entrant, entrant.id),
      position: member.position,
      federation: entrant.federation,
      ratingId: entrant.ratingId,
      reserve: member.position > s.settings.boards,
    })),
    left: t.left,
  };
}

/** `now`: after the announced end nothing is paired (R15.1), and `pairNext` says so. */
export function eventView(db: Db, s: TeamState, now?: Date): TeamEvent {
  const d = decisionOf(s);
  const latest = latestRound(s);
  const blocked =
    pairNextBlocker(s) ?? (d && now ? pairingAfterEndNote(db, s.tournament, latest + 1, now) : null);
  // R6.2: tried, not written: a Swiss round with no valid pairing is refused by team.pairNext.
  const blocker = blocked ?? (d ? trialTeamPairing(s, latest + 1) : null);
  return {
    tournament: getTournament(db, s.tournament.id),
    team: s.settings,
    teams: s.teams.length,
    decision: d,
    initialColour: s.start.initialColour,
    currentRound: latest,
    roundsPlanned: s.start.roundsPlanned,
    finished: d !== null && latest >= d.rounds && unfinished(s, latest) === 0,
    pairNext: {
      ok: blocker === null,
      reason: blocker,
      withRematches: blocker !== null && NO_PAIRING.includes(blocker.key),
    },
  };
}

/** team.pairNext's refusals of a round that has no pairing without a rematch or a second bye. */
const NO_PAIRING = [
  'teams:errors.noPairingBoth',
  'teams:errors.noPairingRematch',
  'teams:errors.noPairingBye',
];

/** Round `number` paired in memory, nothing written: null, or the refusal team.pairNext gives. */
function trialTeamPairing(
  s: TeamState,
  number: number,
): { key: string; params: Record<string, unknown> } | null {
  try {
    proposeTeamRound(s, number);
    return null;
  } catch (e) {
    if (isAppError(e) && NO_PAIRING.includes(e.code)) return { key: e.code, params: e.params };
    throw e;
  }
}

export function roundView(s: TeamState, number: number): TeamRound {
  const round = s.rounds.find((r) => r.number === number);
  const sheet = sheetOf(s, number);
  const before = scoreSheet(teamScoringSheet(sheetOf(s, number - 1)));
  const points = new Map(before.map((e) => [e.startNo, e.points]));
  const mp = (teamId: number) => points.get(startNoOf(s, teamId)) ?? 0;
  const team = (id: number) => s.teams.find((t) => t.id === id) as TeamRecord;
  const ms = s.matches.filter((m) => m.round === number);
  const matches = ms
    .filter((m) => m.away !== null)
    .map((m, i) => {
      const rec = sheet.matches.filter((x) => x.round === number && x.away !== null)[i];
      const sc = rec ? matchScore(rec, sheet) : null;
      const away = m.away as number;
      return {
        matchNo: m.matchNo,
        home: teamRef(team(m.home)),
        away: teamRef(team(away)),
        boards: m.games.map((g) => {
          const pts = rec?.boards.find((b) => b.board === g.board);
          const p = pts && pts.result !== null ? pointsOfBoard(pts, sheet) : null;
          return {
            board: g.board,
            homeColour: g.homeColour,
            home: playerRef(s.entrants.get(g.homePlayer), g.homePlayer),
            away: playerRef(s.entrants.get(g.awayPlayer), g.awayPlayer),
            result: g.result,
            homePoints: p?.home ?? null,
            awayPoints: p?.away ?? null,
          };
        }),
        boardPoints: { home: sc?.home ?? 0, away: sc?.away ?? 0 },
        matchPoints:
          sc && sc.complete
            ? {
                home: matchPointsFor(sc.result, 'home', sheet.match),
                away: matchPointsFor(sc.result, 'away', sheet.match),
              }
            : null,
        complete: sc?.complete ?? false,
        forfeitedBy: m.forfeitedBy,
        before: { home: mp(m.home), away: mp(away) },
      };
    });
  const bye = ms.find((m) => m.away === null);
  const paired = new Set(ms.flatMap((m) => [m.home, m.away]));
  return {
    tournamentId: s.tournament.id,
    round: number,
    status: round?.status ?? 'paired',
    matches,
    bye: bye ? teamRef(team(bye.home)) : null,
    out: s.teams
      .filter((t) => t.left && t.left.afterRound < number && !paired.has(t.id))
      .map((t) => ({ ...teamRef(t), kind: t.left?.kind ?? 'abandon' })),
  };
}

const pointsOfBoard = (b: TeamBoard, sheet: TeamSheet) => boardPoints(b, sheet.game);

/** Match points of one side from the match's result (a forfeited match follows its forfeit). */
export function matchPointsFor(result: GameResult | null, side: 'home' | 'away', mp: MatchPoints): number {
  if (result === null) return 0;
  const homeWins =
    result === 'white-wins' || result === 'white-wins-forfeit' || result === 'white-wins-no-show';
  const awayWins =
    result === 'black-wins' || result === 'black-wins-forfeit' || result === 'black-wins-no-show';
  if (result === 'double-forfeit') return mp.loss;
  if (!homeWins && !awayWins) return mp.draw;
  return (side === 'home') === homeWins ? mp.win : mp.loss;
}

export function lineupView(s: TeamState, teamId: number, round: number): Lineup {
  const l = lineupOf(s, teamId, round);
  return {
    round,
    teamId,
    players: l.players.map((p, i) => ({
      ...playerRef(s.entrants.get(p.entrantId), p.entrantId),
      board: i + 1,
      position: p.position,
    })),
    chosen: l.chosen,
    locked: l.locked,
  };
}
