/**
 * The results portal for team events (RULES.md R16.2 "the same holds for team matches, one report
 * per team for the whole match with its board results"). The unit is a match of the latest team
 * round, its sides the home team (0, White on board 1) and the away team (1); each team's captain
 * reports every board at once, and the pure rules of engine/portal/rules.ts decide exactly as for
 * a board of an individual round. Validated results go through the team services' own entry
 * (setTeamResult), the path of the arbiter's match entry, so match points, round status and
 * standings follow the same way. Each function runs inside the caller's transaction and writes
 * its activity-log rows itself.
 */
import { AppError } from '../../../shared/errors';
import type { GameResult } from '../../../shared/domain';
import type { PortalBoard, PortalDecision } from '../../../shared/api/portal';
import { logActivity } from '../activity-log';
import type { Db } from '../../db/connection';
import {
  hasReportBefore,
  insertDecision,
  insertReport,
  rejectReports,
  reportByKey,
  roundDecisions,
  roundReports,
  type DecisionKind,
  type DecisionRow,
  type ReportRow,
} from '../../db/repos/portal';
import type { MatchRecord, TeamGameRecord } from '../../db/repos/teams';
import {
  WINDOW_MS,
  admit,
  decisionResults,
  asGameResult,
  windowMinutes,
  outcomeOfResult,
  sameResults,
  unitStatus,
  type Side,
  type UnitInput,
  type UnitStatus,
} from '../../engine/portal/rules';
import { setTeamResult } from '../teams/results';
import { latestRound, loadTeamState, requireStarted, teamOf, type TeamState } from '../teams/state';
import type { CaptainIdentity } from './access';
import type { ReportAnswer, ReportRequest } from './reports';
import { provenance, provenanceLog, refused, type Sender } from './sender';
import { ORDER, asPortalReport } from './units';

export type MatchUnit = {
  match: MatchRecord;
  games: TeamGameRecord[];
  reports: ReportRow[];
  /** Per board: the result there is the arbiter's own (a report must not change it). */
  arbiterBoards: boolean[];
  input: UnitInput;
};

const byBoard = (m: MatchRecord): TeamGameRecord[] => [...m.games].sort((a, b) => a.board - b.board);
export const matchResults = (m: MatchRecord): (GameResult | null)[] => byBoard(m).map((g) => g.result);

/**
 * Which boards hold the arbiter's result: every board with a result, unless the results stored
 * are exactly the portal's latest validation (two matching reports or the window). An arbiter
 * who entered a few boards before any report keeps them; once he entered every board, or changed
 * one after a validation, the whole match is his (reports stop, as for an individual board).
 */
function arbiterBoardsOf(m: MatchRecord, decisions: DecisionRow[]): boolean[] {
  const stored = matchResults(m);
  const last = decisions.at(-1);
  const validated = last !== undefined && (last.kind === 'matching' || last.kind === 'window');
  const portals =
    validated && stored.every((r) => r !== null) && sameResults(last.results, stored as GameResult[]);
  return stored.map((r) => r !== null && !portals);
}

export function matchUnits(db: Db, s: TeamState, round: number): Map<number, MatchUnit> {
  const reports = roundReports(db, s.tournament.id, round);
  const decisions = roundDecisions(db, s.tournament.id, round);
  const closed = latestRound(s) !== round;
  const units = new Map<number, MatchUnit>();
  for (const m of s.matches) {
    if (m.round !== round || m.away === null || m.games.length === 0) continue;
    const live = reports.filter((r) => r.unit === m.matchNo && r.rejectedAt === null);
    const arbiterBoards = arbiterBoardsOf(
      m,
      decisions.filter((d) => d.unit === m.matchNo),
    );
    units.set(m.matchNo, {
      match: m,
      games: byBoard(m),
      reports: live,
      arbiterBoards,
      input: {
        reports: live.map(asPortalReport),
        arbiterEntered: arbiterBoards.every(Boolean),
        closed,
      },
    });
  }
  return units;
}

const teamName = (s: TeamState, id: number | null) => (id === null ? '' : teamOf(s, id).name);
const sides = (s: TeamState, u: MatchUnit) => ({
  home: teamName(s, u.match.home),
  away: teamName(s, u.match.away),
});

const logRow = (db: Db, tournamentId: number, action: string, summary: unknown, now: Date) =>
  logActivity(db, now, { action, tournamentId, summary });

/** The match's board results through the arbiter's own entry, then how they came. */
function apply(
  db: Db,
  s: TeamState,
  u: MatchUnit,
  results: readonly GameResult[],
  kind: DecisionKind,
  now: Date,
): void {
  u.games.forEach((g, i) => {
    const r = results[i] ?? null;
    if (g.result !== r) setTeamResult(db, s.tournament.id, u.match.round, u.match.matchNo, g.board, r, now);
  });
  insertDecision(db, s.tournament.id, {
    round: u.match.round,
    unit: u.match.matchNo,
    kind,
    results: [...results],
    at: now.toISOString(),
  });
}

/** The rules' refusals said of a match rather than of a board. */
const MATCH_CODES: Record<string, string> = {
  'portal:arbiterEntered': 'portal:match.arbiterEntered',
  'portal:alreadyReported': 'portal:match.alreadyReported',
  'portal:nothingToContest': 'portal:match.nothingToContest',
  'portal:windowPassed': 'portal:match.windowPassed',
  'portal:samePhone': 'portal:match.samePhone',
};

function currentMatch(db: Db, s: TeamState, roundNo: number, pick: (m: MatchRecord) => boolean) {
  const latest = latestRound(s);
  if (!s.rounds.some((r) => r.number === roundNo) || latest === 0) throw new AppError('portal:match.none');
  // R16.2: once a later round is paired this round takes no report.
  if (roundNo !== latest) throw new AppError('portal:roundClosed', { round: roundNo });
  const unit = [...matchUnits(db, s, roundNo).values()].find((u) => pick(u.match));
  if (!unit) throw new AppError('portal:match.none');
  return unit;
}

/**
 * A captain's words in the games' colours, one per board; null for a contest. "We won on board 2"
 * is White's or Black's as home_colour says; a board the arbiter entered keeps his result, and
 * the report must say the same of it ("we won" for a win by no-show), so that both compare.
 */
function matchResultsOf(unit: MatchUnit, side: Side, req: ReportRequest): GameResult[] | null {
  if (req.kind !== 'result') return null;
  const match = unit.match.matchNo;
  if (!req.outcomes || req.outcomes.length !== unit.games.length)
    throw new AppError('portal:match.boardsCount', { boards: unit.games.length });
  const white = (g: TeamGameRecord) => (side === 0) === (g.homeColour === 'white');
  const changed = unit.input.arbiterEntered
    ? undefined
    : unit.games.find(
        (g, i) =>
          unit.arbiterBoards[i] &&
          g.result !== null &&
          outcomeOfResult(g.result, white(g)) !== req.outcomes?.[i],
      );
  if (changed) throw new AppError('portal:match.arbiterBoard', { match, board: changed.board });
  return unit.games.map((g, i) =>
    unit.arbiterBoards[i] && g.result !== null
      ? g.result
      : asGameResult(req.outcomes?.[i] ?? 'draw', white(g)),
  );
}

/** R16.2: one captain's report of the whole match, one result per board from the team's side. */
export function reportMatch(
  db: Db,
  who: CaptainIdentity,
  req: ReportRequest,
  now: Date,
  from: Sender,
): ReportAnswer {
  const s = loadTeamState(db, who.tournamentId);
  const unit = currentMatch(db, s, req.round, (m) => m.home === who.teamId || m.away === who.teamId);
  if (reportByKey(db, who.tokenId, req.requestKey))
    return { status: unitStatus(unit.input, now.getTime()), duplicate: true };
  const side: Side = unit.match.home === who.teamId ? 0 : 1;
  const match = unit.match.matchNo;
  const results = matchResultsOf(unit, side, req);
  const at = now.getTime();
  const p = provenance(who, from);
  const verdict = admit(unit.input, { side, kind: req.kind, results, at, ...p }, at);
  const other = teamName(s, side === 0 ? unit.match.away : unit.match.home);
  if (!verdict.ok) throw refused(verdict, MATCH_CODES, { round: req.round, match, other });
  if (verdict.duplicate) return { status: verdict.after, duplicate: true };
  insertReport(db, s.tournament.id, {
    round: req.round,
    unit: match,
    side,
    entrantId: null,
    teamId: who.teamId,
    ...p,
    requestKey: req.requestKey,
    kind: req.kind,
    results,
    at: now.toISOString(),
  });
  logRow(
    db,
    s.tournament.id,
    'portal.report',
    {
      round: req.round,
      match,
      team: teamName(s, who.teamId),
      kind: req.kind,
      results,
      status: verdict.after.status,
      ...provenanceLog(p),
      ...sides(s, unit),
    },
    now,
  );
  const after = verdict.after;
  if (after.status === 'confirmed') {
    apply(db, s, unit, after.results, after.how, now);
    logRow(
      db,
      s.tournament.id,
      'portal.validate',
      { round: req.round, match, how: after.how, results: after.results, ...sides(s, unit) },
      now,
    );
  }
  return { status: after, duplicate: false };
}

/** The matches whose single report stood ten minutes and is not yet the result (R16.2). */
function due(db: Db, tournamentId: number, now: Date) {
  if (!hasReportBefore(db, tournamentId, new Date(now.getTime() - WINDOW_MS).toISOString())) return null;
  const s = loadTeamState(db, tournamentId);
  if (s.tournament.status === 'cancelled' || latestRound(s) === 0) return null;
  const units: { u: MatchUnit; st: Extract<UnitStatus, { status: 'confirmed' }> }[] = [];
  for (const u of matchUnits(db, s, latestRound(s)).values()) {
    const st = unitStatus(u.input, now.getTime());
    if (st.status !== 'confirmed' || st.how !== 'window') continue;
    if (sameResults(matchResults(u.match) as GameResult[], st.results)) continue;
    units.push({ u, st });
  }
  return { s, units };
}

export const dueMatches = (db: Db, tournamentId: number, now: Date): number =>
  due(db, tournamentId, now)?.units.length ?? 0;

/** R16.2 for matches: single reports whose ten minutes are over become the match's results. */
export function settleDueMatches(db: Db, tournamentId: number, now: Date): number {
  const found = due(db, tournamentId, now);
  if (!found) return 0;
  for (const { u, st } of found.units) {
    apply(db, found.s, u, st.results, 'window', now);
    logRow(
      db,
      tournamentId,
      'portal.validate',
      {
        round: u.match.round,
        match: u.match.matchNo,
        how: 'window',
        results: st.results,
        ...sides(found.s, u),
      },
      now,
    );
  }
  return found.units.length;
}

export type DecideMatchInput = {
  tournamentId: number;
  round: number;
  match: number;
  decision: PortalDecision;
};

/**
 * R16.2 "the arbiter decides" a match: confirm the single or matching report, accept the home or
 * the away captain's report of a dispute, or reject the reports (the match takes reports again,
 * and results the portal had validated are taken back; the arbiter's own stay). His own board
 * results he types in the match entry, as for any match.
 */
export function decideMatch(db: Db, d: DecideMatchInput, now: Date): { summary: Record<string, unknown> } {
  if (d.decision === 'override') throw new AppError('portal:match.overrideInEntry', { match: d.match });
  const s = loadTeamState(db, d.tournamentId);
  requireStarted(s);
  const unit = currentMatch(db, s, d.round, (m) => m.matchNo === d.match);
  const base = { round: d.round, match: d.match, decision: d.decision, ...sides(s, unit) };
  if (unit.reports.length === 0) throw new AppError('portal:match.nothingToDecide', { match: d.match });
  if (d.decision === 'reject') {
    rejectReports(db, d.tournamentId, d.round, d.match, now.toISOString());
    unit.games.forEach((g, i) => {
      if (g.result !== null && !unit.arbiterBoards[i])
        setTeamResult(db, d.tournamentId, d.round, d.match, g.board, null, now);
    });
    insertDecision(db, d.tournamentId, {
      round: d.round,
      unit: d.match,
      kind: 'reject',
      results: null,
      at: now.toISOString(),
    });
    return { summary: { ...base, results: null } };
  }
  const side: Side | null = d.decision === 'accept-white' ? 0 : d.decision === 'accept-black' ? 1 : null;
  const chosen = decisionResults(unit.input, side, now.getTime());
  if (!chosen) throw new AppError('portal:match.noSuchReport', { match: d.match });
  if (side === null && unitStatus(unit.input, now.getTime()).status === 'disputed')
    throw new AppError('portal:match.pickASide', { match: d.match });
  apply(db, s, unit, chosen, 'confirm', now);
  return { summary: { ...base, results: chosen } };
}

/**
 * What the arbiter's Teams screen shows per match, in the shape of the Results screen's boards:
 * the unit number is the match's, White the home team, Black the away team, one result per
 * board; disputed first, then waiting, then the rest.
 */
export function matchViews(s: TeamState, units: Map<number, MatchUnit>, now: Date): PortalBoard[] {
  const views = [...units.values()].map((u): PortalBoard & { order: number } => {
    const st = unitStatus(u.input, now.getTime());
    return {
      order: ORDER[st.status],
      boardNo: u.match.matchNo,
      white: teamName(s, u.match.home),
      black: teamName(s, u.match.away),
      status: st.status,
      deadline: st.status === 'waiting' && st.deadline !== null ? new Date(st.deadline).toISOString() : null,
      minutesLeft: windowMinutes(st, now.getTime()),
      how: st.status === 'confirmed' ? st.how : null,
      results: matchResults(u.match),
      reports: u.reports.map((r) => ({
        side: r.side,
        name: teamName(s, r.teamId),
        kind: r.kind,
        results: r.results,
        at: r.at,
        channel: r.channel,
        phone: r.phone,
      })),
    };
  });
  return views.sort((a, b) => a.order - b.order || a.boardNo - b.boardNo).map(({ order: _order, ...v }) => v);
}
