/**
 * What a phone may read through the results portal (RULES.md R16.2-R16.3): its own board, the
 * round's pairings and the standings, in the player's language. Never an id of a token, never
 * another player's link.
 */
import type { GameResult } from '../../../shared/domain';
import { t, type Language } from '../../../shared/i18n/index';
import { points } from '../../../shared/figure-text';
import { resultNotation, type NotationKey } from '../../../shared/result-notation';
import type {
  PhoneBoard,
  PhoneMatch,
  PhonePairings,
  PhoneStandings,
  UnitState,
  WaitingOn,
} from '../../../shared/portal/phone';
import type { Db } from '../../db/connection';
import {
  outcomeFor,
  outcomeOfResult,
  sideWord,
  unitStatus,
  windowMinutes,
  type Side,
  type UnitStatus,
} from '../../engine/portal/rules';
import { isRoundOpening } from '../rounds/opening';
import { compute, standingsView } from '../rounds/standings';
import { entrantOf, latestRound, type Running } from '../rounds/state';
import { byStack } from '../tournament-common/stack';
import { liveLeaveOf } from '../../db/repos/team-leaves';
import { matchScore } from '../../engine/teams/match';
import { computeTeams, standingsView as teamStandingsView } from '../teams/standings';
import {
  latestRound as latestTeamRound,
  loadTeamState,
  sheetOf,
  teamOf,
  type TeamState,
} from '../teams/state';
import type { CaptainIdentity, PlayerIdentity } from './access';
import { matchUnits, type MatchUnit } from './matches';
import { modelOf, remembered, runningOf } from './read-model';

const teamStateOf = (db: Db, tournamentId: number): TeamState =>
  remembered(db, `teams ${tournamentId}`, () => loadTeamState(db, tournamentId));

/** Whose report a waiting unit waits on, seen from `mySide` (R16.2). */
const waitingOn = (st: UnitStatus, mySide: Side): WaitingOn =>
  st.status === 'waiting' ? (st.side === mySide ? 'mine' : 'theirs') : null;

/** A captain's match in the latest round: every board, our players and theirs (R16.2). */
export function phoneMatch(db: Db, who: CaptainIdentity, now: Date): PhoneMatch {
  const s = teamStateOf(db, who.tournamentId);
  const team = teamOf(s, who.teamId);
  const base = {
    kind: 'match' as const,
    tournamentId: s.tournament.id,
    tournament: s.tournament.settings.name,
    name: team.name,
    channel: who.channel,
    left: team.left ? { ...team.left, byCaptain: liveLeaveOf(db, team.id)?.by === 'captain' } : null,
  };
  const round = latestTeamRound(s);
  if (round === 0) return { ...base, round: null, bye: false, match: null };
  const m = s.matches.find((x) => x.round === round && (x.home === team.id || x.away === team.id));
  if (!m || m.away === null) return { ...base, round, bye: m !== undefined, match: null };
  const units = remembered(db, `matches ${s.tournament.id} ${round}`, () => matchUnits(db, s, round));
  const unit = units.get(m.matchNo);
  if (!unit) return { ...base, round, bye: false, match: null };
  return { ...base, round, bye: false, match: matchOf(s, unit, m.home === team.id, now) };
}

function matchOf(s: TeamState, unit: MatchUnit, home: boolean, now: Date): NonNullable<PhoneMatch['match']> {
  const st = unitStatus(unit.input, now.getTime());
  const name = (id: number) => s.entrants.get(id)?.name ?? '';
  const word = (r: GameResult | null | undefined, white: boolean) => (r ? outcomeOfResult(r, white) : null);
  const mySide: Side = home ? 0 : 1;
  const mine = sideWord(unit.reports, mySide);
  const theirs = sideWord(unit.reports, mySide === 0 ? 1 : 0);
  const m = unit.match;
  return {
    matchNo: m.matchNo,
    opponent: teamOf(s, home ? (m.away ?? 0) : m.home).name,
    status: st.status as UnitState,
    minutesLeft: windowMinutes(st, now.getTime()),
    waitingOn: waitingOn(st, mySide),
    boards: unit.games.map((g, i) => {
      const white = home === (g.homeColour === 'white');
      return {
        board: g.board,
        player: name(home ? g.homePlayer : g.awayPlayer),
        opponent: name(home ? g.awayPlayer : g.homePlayer),
        colour: white ? ('white' as const) : ('black' as const),
        result: word(g.result, white),
        mine: word(mine?.results?.[i], white),
        // Their captain's word for their player: "won" is their win, as he said it (never turned over).
        theirs: word(theirs?.results?.[i], !white),
      };
    }),
    mine: mine ? { kind: mine.kind, channel: mine.channel } : null,
    theirs: theirs ? { kind: theirs.kind, channel: theirs.channel } : null,
  };
}

const stateOf = (db: Db, tournamentId: number) => runningOf(modelOf(db, tournamentId));

const notation = (lng: Language, s: Running, r: GameResult | null): string =>
  r === null
    ? ''
    : resultNotation(r, (k: NotationKey) => t(lng, k), 'white', s.tournament.settings.pointSystem);

export function phoneBoard(db: Db, who: PlayerIdentity, now: Date): PhoneBoard {
  const m = modelOf(db, who.tournamentId);
  const s = runningOf(m);
  const me = entrantOf(s, who.entrantId);
  const base = {
    kind: 'board' as const,
    tournamentId: s.tournament.id,
    tournament: s.tournament.settings.name,
    name: me.name,
    channel: who.channel,
  };
  const round = latestRound(s);
  if (!round) return { ...base, round: null, bye: false, board: null };
  const mine = round.boards.find((b) => b.white === me.id || b.black === me.id);
  if (!mine || mine.black === null)
    return { ...base, round: round.number, bye: mine !== undefined, board: null };
  const unit = m.units.get(mine.boardNo);
  if (!unit) return { ...base, round: round.number, bye: false, board: null };
  const st = unitStatus(unit.input, now.getTime());
  const games = [...mine.games].sort((a, b) => a.leg - b.leg);
  const colours = games.map((g) => (g.white === me.id ? ('white' as const) : ('black' as const)));
  // Each report in its author's own words: Gül's "I won" stays Gül's win, not my loss.
  const outcomes = (results: readonly (GameResult | null)[] | null, whose = me.id) =>
    games.map((g, i) => {
      const r = results?.[i] ?? null;
      return r === null ? null : outcomeFor(r, g.white === whose);
    });
  const said = (side: Side) => {
    const r = sideWord(unit.reports, side);
    return r ? { kind: r.kind, outcomes: outcomes(r.results, r.entrantId ?? 0), channel: r.channel } : null;
  };
  const mySide: Side = mine.white === me.id ? 0 : 1;
  const opening = isRoundOpening(round.opening) ? round.opening.moves.join(' ') : null;
  return {
    ...base,
    round: round.number,
    bye: false,
    board: {
      boardNo: mine.boardNo,
      opponent: entrantOf(s, mine.white === me.id ? (mine.black ?? 0) : mine.white).name,
      colours,
      opening: opening || null,
      status: st.status as UnitState,
      minutesLeft: windowMinutes(st, now.getTime()),
      waitingOn: waitingOn(st, mySide),
      results: outcomes(games.map((g) => g.result)),
      mine: said(mySide),
      theirs: said(mySide === 0 ? 1 : 0),
    },
  };
}

export const phonePairings = (db: Db, tournamentId: number, lng: Language): PhonePairings =>
  remembered(db, `pairings ${tournamentId} ${lng}`, () => pairingsOf(db, tournamentId, lng));

/**
 * A team round as the phones read it, in the individual shape: one line per match (its number,
 * the home team as White since it has White on board 1, the away team, the board points so far).
 */
function teamPairingsOf(db: Db, tournamentId: number): PhonePairings {
  const s = teamStateOf(db, tournamentId);
  const round = latestTeamRound(s);
  if (round === 0) return { round: null, boards: [], bye: null };
  const sheet = sheetOf(s, round);
  const scale = s.tournament.settings.pointSystem.scale;
  const matches = sheet.matches.filter((m) => m.round === round);
  const ids = s.matches.filter((m) => m.round === round);
  const bye = ids.find((m) => m.away === null);
  return {
    round,
    boards: ids
      .filter((m) => m.away !== null)
      .flatMap((m) => {
        const rec = matches.find((x) => x.home === (teamOf(s, m.home).seed ?? 0) && x.away !== null);
        if (!rec) return [];
        const score = matchScore(rec, sheet);
        const played = m.games.some((g) => g.result !== null);
        return [
          {
            boardNo: m.matchNo,
            white: teamOf(s, m.home).name,
            black: teamOf(s, m.away ?? 0).name,
            results: played ? [`${points(score.home, scale)}–${points(score.away, scale)}`] : [],
          },
        ];
      }),
    bye: bye ? teamOf(s, bye.home).name : null,
  };
}

function pairingsOf(db: Db, tournamentId: number, lng: Language): PhonePairings {
  return byStack(db, tournamentId, {
    individual: () => individualPairingsOf(db, tournamentId, lng),
    team: () => teamPairingsOf(db, tournamentId),
  });
}

function individualPairingsOf(db: Db, tournamentId: number, lng: Language): PhonePairings {
  const s = stateOf(db, tournamentId);
  const round = latestRound(s);
  if (!round) return { round: null, boards: [], bye: null };
  const bye = round.boards.find((b) => b.black === null);
  return {
    round: round.number,
    boards: round.boards
      .filter((b) => b.black !== null)
      .map((b) => ({
        boardNo: b.boardNo,
        white: entrantOf(s, b.white).name,
        black: entrantOf(s, b.black ?? 0).name,
        results: [...b.games].sort((x, y) => x.leg - y.leg).map((g) => notation(lng, s, g.result)),
      })),
    bye: bye ? entrantOf(s, bye.white).name : null,
  };
}

export const phoneStandings = (db: Db, tournamentId: number): PhoneStandings =>
  remembered(db, `standings ${tournamentId}`, () => standingsOf(db, tournamentId));

function standingsOf(db: Db, tournamentId: number): PhoneStandings {
  return byStack(db, tournamentId, {
    individual: () => individualStandingsOf(db, tournamentId),
    team: () => teamStandingsOf(db, tournamentId),
  });
}

function teamStandingsOf(db: Db, tournamentId: number): PhoneStandings {
  // Team standings rank on match points (R16.1): those are the points a captain reads.
  const view = teamStandingsView(computeTeams(db, tournamentId), false);
  return {
    afterRound: view.afterRound,
    rows: view.rows.map((r) => ({ rank: r.rank, name: r.team.name, points: String(r.matchPoints) })),
  };
}

function individualStandingsOf(db: Db, tournamentId: number): PhoneStandings {
  // One ranking everywhere: the desk's own standings of the file (rounds/standings.ts `compute`,
  // as `standings.get`), tiebreaks and all, not a figure of the portal's own.
  const view = standingsView(compute(db, tournamentId), false);
  return {
    afterRound: view.afterRound,
    rows: view.rows.map((r) => ({
      rank: r.rank,
      name: r.entrant.name,
      points: points(r.points, view.scale),
    })),
  };
}
