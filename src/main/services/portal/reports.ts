/**
 * Reports from the phones and the arbiter's decisions (RULES.md R16.2). Each function runs inside
 * the caller's transaction and writes its activity-log rows itself: the portal's requests do not
 * go through the arbiter's dispatch.
 */
import { AppError } from '../../../shared/errors';
import type { GameResult } from '../../../shared/domain';
import type { PortalDecision } from '../../../shared/api/portal';
import type { Db } from '../../db/connection';
import {
  insertDecision,
  insertReport,
  rejectReports,
  reportByKey,
  type DecisionKind,
} from '../../db/repos/portal';
import type { RoundRow } from '../../db/repos/rounds';
import { byStack } from '../tournament-common/stack';
import {
  WINDOW_MS,
  admit,
  decisionResults,
  asGameResult,
  unitStatus,
  type Outcome,
  type Side,
  type UnitStatus,
} from '../../engine/portal/rules';
import { logActivity, named } from '../activity-log';
import { setResult, setResultIn } from '../rounds/results';
import { entrantOf, latestRound, loadState, requireRunning, type Running } from '../rounds/state';
import type { Identity, PlayerIdentity } from './access';
import { provenance, provenanceLog, refused, type Sender } from './sender';
import { decideMatch, dueMatches, reportMatch, settleDueMatches } from './matches';
import { forgetModel, modelOf, runningOf, type PortalModel } from './read-model';
import { boardResults, recordInUnit, roundUnits, type Unit } from './units';

export type ReportRequest = {
  round: number;
  /** The phone's key for this submission: a retry of it is answered again, never stored twice. */
  requestKey: string;
  kind: 'result' | 'contest';
  /** One word per game, from the reporter's side ("I won"): R5.1 colours are worked out here. */
  outcomes: Outcome[] | null;
};

export type ReportAnswer = { status: UnitStatus; duplicate: boolean };

const logRow = (db: Db, tournamentId: number, action: string, summary: unknown, now: Date) =>
  logActivity(db, now, { action, tournamentId, summary });

/** The names of a board for the log: who had White and Black in its first game. */
const sides = (s: Running, u: Unit) => ({
  white: named({ name: entrantOf(s, u.board.white).name, startNo: entrantOf(s, u.board.white).startNo ?? 0 }),
  black: named({
    name: entrantOf(s, u.board.black ?? 0).name,
    startNo: entrantOf(s, u.board.black ?? 0).startNo ?? 0,
  }),
});

/**
 * Writes validated results into the games (as the arbiter's result.set would) and records how, in
 * the file and in the unit `u` of the portal's model (reports.ts works on the batch's model, see
 * read-model.ts). A result that finishes the round or the tournament changes more than the unit
 * records: the model is read again.
 */
function apply(
  db: Db,
  s: Running,
  round: RoundRow,
  u: Unit,
  results: readonly GameResult[],
  kind: DecisionKind,
  now: Date,
) {
  const statusBefore = [round.status, s.tournament.status];
  const games = [...u.board.games].sort((a, b) => a.leg - b.leg);
  games.forEach((g, i) => {
    const r = results[i] ?? null;
    if (g.result !== r)
      setResultIn(
        db,
        s,
        { tournamentId: s.tournament.id, round: round.number, board: u.board.boardNo, leg: g.leg },
        r,
        now,
      );
  });
  const decision = {
    round: round.number,
    unit: u.board.boardNo,
    kind,
    results: [...results],
    at: now.toISOString(),
  };
  insertDecision(db, s.tournament.id, decision);
  recordInUnit(u, { decision });
  if (round.status !== statusBefore[0] || s.tournament.status !== statusBefore[1])
    forgetModel(db, s.tournament.id);
}

/**
 * R16.2: single reports whose ten minutes are over become the result. Called before every portal
 * request and by the listener's timer; returns how many boards it validated.
 */
export function settleDue(db: Db, tournamentId: number, now: Date): number {
  return byStack(db, tournamentId, {
    individual: () => settleDueBoards(db, tournamentId, now),
    team: () => settleDueMatches(db, tournamentId, now),
  });
}

function settleDueBoards(db: Db, tournamentId: number, now: Date): number {
  const found = due(db, tournamentId, now);
  if (!found) return 0;
  const { s, round, units } = found;
  for (const { u, st } of units) {
    apply(db, s, round, u, st.results, 'window', now);
    logRow(
      db,
      tournamentId,
      'portal.validate',
      { round: round.number, board: u.board.boardNo, how: 'window', results: st.results, ...sides(s, u) },
      now,
    );
  }
  return units.length;
}

/** The boards whose single report stood ten minutes and is not yet the result (R16.2). */
function due(db: Db, tournamentId: number, now: Date) {
  const m = modelOf(db, tournamentId);
  // The common case during a round's rush: every report is younger than ten minutes (asked of the
  // model the phone's read uses next, not of the file: no query per read).
  const cutoff = now.getTime() - WINDOW_MS;
  if (![...m.units.values()].some((u) => u.input.reports.some((r) => r.at <= cutoff))) return null;
  const running = m.running;
  if (!running) return null;
  const round = latestRound(running);
  if (!round) return null;
  const units: { u: Unit; st: Extract<UnitStatus, { status: 'confirmed' }> }[] = [];
  for (const u of m.units.values()) {
    const st = unitStatus(u.input, now.getTime());
    if (st.status !== 'confirmed' || st.how !== 'window') continue;
    if (boardResults(u.board).every((r, i) => r === st.results[i])) continue;
    units.push({ u, st });
  }
  return { s: running, round, units };
}

/** How many boards `settleDue` would validate now: a read, so a phone's read writes only when needed. */
export const dueUnits = (db: Db, tournamentId: number, now: Date): number =>
  // asked of the portal's model, as every phone's read asks it: no query for the kind of event
  modelOf(db, tournamentId).state.teams
    ? dueMatches(db, tournamentId, now)
    : (due(db, tournamentId, now)?.units.length ?? 0);

function findUnit(
  db: Db,
  s: Running,
  roundNo: number,
  pick: (u: Unit) => boolean,
): { round: RoundRow; unit: Unit } {
  const latest = latestRound(s);
  const round = s.rounds.find((r) => r.number === roundNo);
  if (!latest || !round) throw new AppError('portal:noBoard');
  // R16.2: once a later round is paired this round takes no report.
  if (round.number !== latest.number) throw new AppError('portal:roundClosed', { round: round.number });
  const unit = [...roundUnits(db, s, round).values()].find(pick);
  if (!unit) throw new AppError('portal:noBoard');
  return { round, unit };
}

/** The board of the player in the round he reports: the latest, or why not (R16.2). */
function boardOf(
  m: PortalModel,
  who: PlayerIdentity,
  roundNo: number,
): { s: Running; round: RoundRow; unit: Unit } {
  const s = runningOf(m);
  const latest = latestRound(s);
  const round = s.rounds.find((r) => r.number === roundNo);
  if (!latest || !round) throw new AppError('portal:noBoard');
  // R16.2: once a later round is paired this round takes no report.
  if (round.number !== latest.number) throw new AppError('portal:roundClosed', { round: round.number });
  const unit = [...m.units.values()].find(
    (u) => u.board.white === who.entrantId || u.board.black === who.entrantId,
  );
  if (!unit) throw new AppError('portal:noBoard');
  return { s, round, unit };
}

/** "I won" in each game's colours (R5.1: he may have Black in one leg); null for a contest. */
function resultsOf(unit: Unit, who: PlayerIdentity, req: ReportRequest): GameResult[] | null {
  if (req.kind !== 'result') return null;
  const games = [...unit.board.games].sort((a, b) => a.leg - b.leg);
  if (!req.outcomes || req.outcomes.length !== games.length)
    throw new AppError('portal:gamesCount', { games: games.length });
  return games.map((g, i) => asGameResult(req.outcomes?.[i] ?? 'draw', g.white === who.entrantId));
}

export function report(db: Db, who: Identity, req: ReportRequest, now: Date, from: Sender): ReportAnswer {
  // R16.2 team matches: a captain reports the whole match.
  if (who.teamId !== null) return reportMatch(db, who, req, now, from);
  const { s, round, unit } = boardOf(modelOf(db, who.tournamentId), who, req.round);
  // A retry of a submission already stored: the same answer, nothing stored again.
  if (reportByKey(db, who.tokenId, req.requestKey))
    return { status: unitStatus(unit.input, now.getTime()), duplicate: true };
  const side: Side = unit.board.white === who.entrantId ? 0 : 1;
  const results = resultsOf(unit, who, req);
  const at = now.getTime();
  const p = provenance(who, from);
  const verdict = admit(unit.input, { side, kind: req.kind, results, at, ...p }, at);
  const other = entrantOf(s, side === 0 ? (unit.board.black ?? 0) : unit.board.white).name;
  if (!verdict.ok) throw refused(verdict, {}, { round: round.number, board: unit.board.boardNo, other });
  if (verdict.duplicate) return { status: verdict.after, duplicate: true };
  const row = {
    round: round.number,
    unit: unit.board.boardNo,
    side,
    entrantId: who.entrantId,
    teamId: null,
    ...p,
    requestKey: req.requestKey,
    kind: req.kind,
    results,
    at: now.toISOString(),
  };
  const id = insertReport(db, s.tournament.id, row);
  recordInUnit(unit, { report: { ...row, id, rejectedAt: null } });
  const reporter = entrantOf(s, who.entrantId);
  const where = { round: round.number, board: unit.board.boardNo };
  logRow(
    db,
    s.tournament.id,
    'portal.report',
    {
      ...where,
      by: named({ name: reporter.name, startNo: reporter.startNo ?? 0 }),
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
    apply(db, s, round, unit, after.results, after.how, now);
    const summary = { ...where, how: after.how, results: after.results, ...sides(s, unit) };
    logRow(db, s.tournament.id, 'portal.validate', summary, now);
  }
  return { status: after, duplicate: false };
}

export type DecideInput = {
  tournamentId: number;
  round: number;
  board: number;
  decision: PortalDecision;
  leg: 1 | 2;
  result?: GameResult | undefined;
};

/**
 * R16.2 "the arbiter decides": confirm the single (or matching) report, accept one side's report
 * of a dispute, override with his own result, or reject the reports (the board takes reports
 * again, and a result the portal had validated is taken back).
 */
export function decide(db: Db, d: DecideInput, now: Date): { summary: Record<string, unknown> } {
  return byStack(db, d.tournamentId, {
    individual: () => decideBoard(db, d, now),
    // A team event's unit is a match: `board` names the match (its table).
    team: () =>
      decideMatch(
        db,
        { tournamentId: d.tournamentId, round: d.round, match: d.board, decision: d.decision },
        now,
      ),
  });
}

function decideBoard(db: Db, d: DecideInput, now: Date): { summary: Record<string, unknown> } {
  const s = requireRunning(loadState(db, d.tournamentId));
  const { round, unit } = findUnit(db, s, d.round, (u) => u.board.boardNo === d.board);
  if (d.decision === 'override') {
    if (!d.result) throw new AppError('portal:overrideNeedsResult');
    setResult(
      db,
      { tournamentId: d.tournamentId, round: round.number, board: d.board, leg: d.leg },
      d.result,
      now,
    );
    const results = boardResults(unit.board).map((r, i) => (i === d.leg - 1 ? (d.result ?? null) : r));
    insertDecision(db, d.tournamentId, {
      round: round.number,
      unit: d.board,
      kind: 'override',
      results: results as GameResult[],
      at: now.toISOString(),
    });
    return {
      summary: {
        round: round.number,
        board: d.board,
        decision: d.decision,
        leg: d.leg,
        results,
        ...sides(s, unit),
      },
    };
  }
  if (unit.reports.length === 0) throw new AppError('portal:nothingToDecide', { board: d.board });
  if (d.decision === 'reject') {
    rejectReports(db, d.tournamentId, round.number, d.board, now.toISOString());
    // A result the portal validated goes with its reports; the arbiter's own results stay.
    if (!unit.input.arbiterEntered)
      for (const g of unit.board.games)
        if (g.result !== null)
          setResult(
            db,
            { tournamentId: d.tournamentId, round: round.number, board: d.board, leg: g.leg },
            null,
            now,
          );
    insertDecision(db, d.tournamentId, {
      round: round.number,
      unit: d.board,
      kind: 'reject',
      results: null,
      at: now.toISOString(),
    });
    return {
      summary: {
        round: round.number,
        board: d.board,
        decision: d.decision,
        results: null,
        ...sides(s, unit),
      },
    };
  }
  const side: Side | null = d.decision === 'accept-white' ? 0 : d.decision === 'accept-black' ? 1 : null;
  const chosen = decisionResults(unit.input, side, now.getTime());
  if (!chosen) throw new AppError('portal:noSuchReport', { board: d.board });
  if (side === null && unitStatus(unit.input, now.getTime()).status === 'disputed')
    throw new AppError('portal:pickASide', { board: d.board });
  apply(db, s, round, unit, chosen, 'confirm', now);
  return {
    summary: {
      round: round.number,
      board: d.board,
      decision: d.decision,
      results: chosen,
      ...sides(s, unit),
    },
  };
}
