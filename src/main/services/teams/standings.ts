/**
 * Team standings, the "why is A above B" comparison, board standings and the team crosstable
 * (R16.1, R10.2) as the API answers them, after any round.
 */
import { AppError } from '../../../shared/errors';
import type {
  BoardStandings,
  TeamCrosstable,
  TeamStandings,
  TeamStandingsRow,
} from '../../../shared/api/teams';
import type { Db } from '../../db/connection';
import { computeBoardStandings } from '../../engine/teams/board-standings';
import { matchScore } from '../../engine/teams/match';
import { computeTeamStandings, teamSequence, type TeamRow } from '../../engine/teams/standings';
import { latestRound, loadTeamState, sheetOf, type TeamState } from './state';
import { matchPointsFor, playerRef, teamRef } from './views';
import { eventRatings, type EventRatings } from './ratings';

type Computed = { s: TeamState; after: number; rows: TeamRow[]; ratings: EventRatings };

export function computeTeams(db: Db, tournamentId: number, afterRound?: number): Computed {
  const s = loadTeamState(db, tournamentId);
  const latest = latestRound(s);
  const after = Math.min(afterRound ?? latest, latest);
  const seq = teamSequence(s.settings.boardPoints);
  const rows = computeTeamStandings(sheetOf(s, after), seq, s.tournament.settings.withdrawnLast);
  return { s, after, rows, ratings: eventRatings(db) };
}

const byStartNo = (s: TeamState, startNo: number) => {
  const t = s.teams.find((x) => x.seed === startNo);
  if (!t) throw new Error(`no team with starting number ${startNo}`);
  return t;
};

export function rowView(c: Computed, r: TeamRow, breakdown: boolean): TeamStandingsRow {
  const { s } = c;
  return {
    rank: r.rank,
    team: teamRef(byStartNo(s, r.startNo)),
    teamRating: c.ratings.of(byStartNo(s, r.startNo).name),
    matchPoints: r.matchPoints,
    boardPoints: r.boardPoints,
    played: r.played,
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    byes: r.byes,
    left: r.left,
    tiebreaks: r.figures.map((f) => ({
      code: f.code,
      value: f.value,
      ...(breakdown
        ? {
            contributions: f.contributions
              .filter((c) => c.opponent > 0)
              .map((c) => ({
                round: c.round,
                opponent: teamRef(byStartNo(s, c.opponent)),
                opponentPoints: c.opponentPoints,
                scored: c.scored,
                value: c.value,
              })),
          }
        : {}),
      ...(f.among ? { among: f.among.map((n) => byStartNo(s, n).id) } : {}),
      ...(f.decisive !== undefined ? { decisive: f.decisive } : {}),
    })),
  };
}

export function standingsView(c: Computed, breakdown: boolean): TeamStandings {
  const d = c.s.start.decision as { format?: 'swiss' | 'round-robin' } | null;
  return {
    afterRound: c.after,
    format: d?.format ?? 'swiss',
    scale: c.s.tournament.settings.pointSystem.scale,
    matchPoints: c.s.settings.matchPoints,
    sequence: teamSequence(c.s.settings.boardPoints),
    rows: c.rows.map((r) => rowView(c, r, breakdown)),
  };
}

/** Why `a` and `b` stand as they do: the first criterion that separates them, with both values. */
export function explain(c: Computed, teamId: number, versus: number | undefined) {
  const find = (id: number) => {
    const t = c.s.teams.find((x) => x.id === id);
    const row = t && c.rows.find((r) => r.startNo === t.seed);
    if (!row) throw new AppError('teams:errors.teamNotFound', { id });
    return row;
  };
  const a = find(teamId);
  const b = versus === undefined ? null : find(versus);
  const seq = teamSequence(c.s.settings.boardPoints);
  let comparison = null;
  if (b) {
    const [hi, lo] = c.rows.indexOf(a) <= c.rows.indexOf(b) ? [a, b] : [b, a];
    const id = (r: TeamRow) => byStartNo(c.s, r.startNo).id;
    const out = (
      decidedBy: (typeof seq)[number] | 'matchPoints' | 'left' | 'tied',
      x: number | null,
      y: number | null,
    ) => ({
      above: id(hi),
      below: id(lo),
      decidedBy,
      aboveValue: x,
      belowValue: y,
    });
    if (c.s.tournament.settings.withdrawnLast && (hi.left === null) !== (lo.left === null))
      comparison = out('left', null, null);
    else if (hi.matchPoints !== lo.matchPoints)
      comparison = out('matchPoints', hi.matchPoints, lo.matchPoints);
    else {
      comparison = out('tied', null, null);
      for (const [i, code] of seq.entries()) {
        const x = hi.figures[i];
        const y = lo.figures[i];
        if (!x || !y || x.value === y.value) continue;
        // DE separates only teams of one tie group that have all met (FIDE C.07).
        if (code === 'DE' && !(x.decisive && y.decisive && x.among?.includes(lo.startNo))) continue;
        comparison = out(code, x.value, y.value);
        break;
      }
    }
  }
  return {
    sequence: seq,
    row: rowView(c, a, true),
    versus: b ? rowView(c, b, true) : null,
    comparison,
  };
}

export function boardStandings(c: Computed): BoardStandings {
  const sheet = sheetOf(c.s, c.after);
  return {
    afterRound: c.after,
    scale: c.s.tournament.settings.pointSystem.scale,
    boards: computeBoardStandings(sheet).map((b) => ({
      board: b.board,
      rows: b.rows.map((r) => ({
        rank: r.rank,
        player: playerRef(c.s.entrants.get(r.player), r.player),
        team: teamRef(byStartNo(c.s, r.team)),
        points: r.points,
        games: r.games,
        percentage: r.percentage,
      })),
    })),
  };
}

export function crosstable(c: Computed): TeamCrosstable {
  const sheet = sheetOf(c.s, c.after);
  const d = c.s.start.decision as { format?: 'swiss' | 'round-robin' } | null;
  const format = d?.format ?? 'swiss';
  const cell = (startNo: number, round: number) => {
    const m = sheet.matches.find((x) => x.round === round && (x.home === startNo || x.away === startNo));
    const none = {
      round,
      opponent: null,
      colour: null,
      boardPoints: null,
      opponentBoardPoints: null,
      matchPoints: null,
    };
    if (!m) {
      const t = byStartNo(c.s, startNo);
      return { ...none, kind: t.left && t.left.afterRound < round ? ('out' as const) : ('none' as const) };
    }
    const sc = matchScore(m, sheet);
    if (m.away === null)
      return { ...none, kind: 'bye' as const, boardPoints: sc.home, matchPoints: sheet.match.win };
    const home = m.home === startNo;
    const opp = home ? m.away : m.home;
    return {
      round,
      kind: 'match' as const,
      opponent: teamRef(byStartNo(c.s, opp)),
      colour: home ? ('white' as const) : ('black' as const),
      boardPoints: sc.complete ? (home ? sc.home : sc.away) : null,
      opponentBoardPoints: sc.complete ? (home ? sc.away : sc.home) : null,
      matchPoints: sc.complete ? matchPointsFor(sc.result, home ? 'home' : 'away', sheet.match) : null,
    };
  };
  const n = c.s.teams.length;
  return {
    afterRound: c.after,
    format,
    scale: c.s.tournament.settings.pointSystem.scale,
    rows: c.rows.map((r) => {
      const rounds = Array.from({ length: c.after }, (_, i) => cell(r.startNo, i + 1));
      const grid =
        format === 'round-robin'
          ? Array.from({ length: n }, (_, i) => rounds.find((x) => x.opponent?.seed === i + 1) ?? null)
          : null;
      return {
        rank: r.rank,
        team: teamRef(byStartNo(c.s, r.startNo)),
        matchPoints: r.matchPoints,
        boardPoints: r.boardPoints,
        left: r.left,
        rounds,
        grid,
      };
    }),
  };
}
