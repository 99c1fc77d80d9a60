/**
 * A round's boards as the portal rules see them (RULES.md R16.2): the reports still standing, and
 * whether the games' results are the arbiter's or the portal's own validation.
 */
import type { GameResult } from '../../../shared/domain';
import type { PortalBoard } from '../../../shared/api/portal';
import type { Db } from '../../db/connection';
import type { BoardRow, RoundRow } from '../../db/repos/rounds';
import { roundDecisions, roundReports, type DecisionRow, type ReportRow } from '../../db/repos/portal';
import {
  windowMinutes,
  sameResults,
  unitStatus,
  type PortalReport,
  type UnitInput,
  type UnitStatus,
} from '../../engine/portal/rules';
import { entrantOf, latestRound, type Running } from '../rounds/state';

export type Unit = {
  board: BoardRow;
  reports: ReportRow[];
  /** The portal's decisions on this board, oldest first. */
  decisions: DecisionRow[];
  input: UnitInput;
};

export const boardResults = (b: BoardRow): (GameResult | null)[] =>
  [...b.games].sort((x, y) => x.leg - y.leg).map((g) => g.result);

/**
 * The games hold a result the portal did not put there: the arbiter's (R16.2 "a report never
 * overwrites a result the arbiter entered"). The portal's own validation is the latest decision
 * of kind matching/window with exactly the results stored now.
 */
function arbiterEntered(b: BoardRow, decisions: DecisionRow[]): boolean {
  const stored = boardResults(b);
  if (stored.every((r) => r === null)) return false;
  const last = decisions.at(-1);
  const validated = last && (last.kind === 'matching' || last.kind === 'window');
  return !(validated && stored.every((r) => r !== null) && sameResults(last.results, stored as GameResult[]));
}

/** A stored report as the rules read it (R16.2): its side, words, time, and who spoke how. */
export const asPortalReport = (r: ReportRow): PortalReport => ({
  side: r.side,
  kind: r.kind,
  results: r.results,
  at: Date.parse(r.at),
  channel: r.channel,
  credential: r.credential,
  phone: r.phone,
});

const inputOf = (b: BoardRow, live: ReportRow[], decisions: DecisionRow[], closed: boolean): UnitInput => ({
  reports: live.map(asPortalReport),
  arbiterEntered: arbiterEntered(b, decisions),
  closed,
});

function pushTo<T>(m: Map<number, T[]>, key: number, x: T): void {
  const list = m.get(key);
  if (list) list.push(x);
  else m.set(key, [x]);
}

export function roundUnits(db: Db, s: Running, round: RoundRow): Map<number, Unit> {
  const reports = roundReports(db, s.tournament.id, round.number);
  const decisions = roundDecisions(db, s.tournament.id, round.number);
  const closed = latestRound(s)?.number !== round.number;
  const reportsOf = new Map<number, ReportRow[]>();
  for (const r of reports) if (r.rejectedAt === null) pushTo(reportsOf, r.unit, r);
  const decisionsOf = new Map<number, DecisionRow[]>();
  for (const d of decisions) pushTo(decisionsOf, d.unit, d);
  const units = new Map<number, Unit>();
  for (const b of round.boards) {
    if (b.black === null) continue;
    const live = reportsOf.get(b.boardNo) ?? [];
    const mine = decisionsOf.get(b.boardNo) ?? [];
    units.set(b.boardNo, { board: b, reports: live, decisions: mine, input: inputOf(b, live, mine, closed) });
  }
  return units;
}

/**
 * A report or decision just written, and the board's games as they are now, recorded in a unit
 * held in memory: the same unit `roundUnits` would read from the file after it.
 */
export function recordInUnit(u: Unit, add: { report?: ReportRow; decision?: DecisionRow }): void {
  if (add.report) {
    const r = add.report;
    // The file's order: by time, then by id.
    u.reports = [...u.reports, r].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
  }
  if (add.decision) u.decisions = [...u.decisions, add.decision];
  u.input = inputOf(u.board, u.reports, u.decisions, u.input.closed);
}

/** The order of the arbiter's reports panel: disputed first, then waiting, then the rest. */
export const ORDER: Record<UnitStatus['status'], number> = {
  disputed: 0,
  waiting: 1,
  open: 2,
  confirmed: 3,
  arbiter: 3,
};

/** What the arbiter's results screen shows per board: disputed first, then waiting, then the rest. */
export function boardViews(s: Running, units: Map<number, Unit>, now: Date): PortalBoard[] {
  const views = [...units.values()].map((u): PortalBoard & { order: number } => {
    const st = unitStatus(u.input, now.getTime());
    const b = u.board;
    return {
      order: ORDER[st.status],
      boardNo: b.boardNo,
      white: entrantOf(s, b.white).name,
      black: entrantOf(s, b.black ?? 0).name,
      status: st.status,
      deadline: st.status === 'waiting' && st.deadline !== null ? new Date(st.deadline).toISOString() : null,
      minutesLeft: windowMinutes(st, now.getTime()),
      how: st.status === 'confirmed' ? st.how : null,
      results: boardResults(b),
      reports: u.reports.map((r) => ({
        side: r.side,
        name: entrantOf(s, r.entrantId ?? 0).name,
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
