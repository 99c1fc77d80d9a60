/**
 * RULES.md R16.2: how reports from the two sides become a result. Pure: the time of every report
 * and the time of the question come in as numbers (milliseconds), never from the system clock.
 *
 * A "unit" is what one report covers: a board of an individual round (its games, one per leg,
 * R5.1), or, for a team event, a match (its board games). The two sides are 0 and 1: the board's
 * first-listed entrant and its opponent, or the match's two teams. Results are always said in the
 * games' own colours, so two reports compare as plain arrays.
 */
import type { GameResult } from '../../../shared/domain';

/** R16.2: a single report waits ten minutes for the other side. */
export const WINDOW_MS = 10 * 60_000;

export type Side = 0 | 1;
export type ReportKind = 'result' | 'contest';

export type PortalReport = {
  side: Side;
  kind: ReportKind;
  /** One result per game of the unit; null for a contest. */
  results: readonly GameResult[] | null;
  at: number;
};

export type UnitInput = {
  /** The unit's reports still standing (an arbiter's rejection removes them), in any order. */
  reports: readonly PortalReport[];
  /** The games hold a result the arbiter entered (not one the portal validated): reports stop. */
  arbiterEntered: boolean;
  /** The round no longer takes reports (a later round is paired, the tournament is over). */
  closed: boolean;
};

export type UnitStatus =
  | { status: 'open' }
  | { status: 'waiting'; side: Side; results: readonly GameResult[]; deadline: number }
  | { status: 'confirmed'; results: readonly GameResult[]; how: 'matching' | 'window'; at: number }
  | { status: 'disputed'; since: number }
  | { status: 'arbiter' };

export const sameResults = (a: readonly GameResult[] | null, b: readonly GameResult[] | null): boolean =>
  a !== null && b !== null && a.length === b.length && a.every((r, i) => r === b[i]);

/** The unit's state at `now`, replaying its reports in the order they came. */
export function unitStatus(u: UnitInput, now: number): UnitStatus {
  if (u.arbiterEntered) return { status: 'arbiter' };
  let state: UnitStatus = { status: 'open' };
  const byTime = [...u.reports].filter((r) => r.at <= now).sort((a, b) => a.at - b.at);
  for (const r of byTime) {
    if (state.status === 'open') {
      // A contest with nothing to contest is never admitted; a stored one changes nothing.
      if (r.kind === 'result' && r.results)
        state = { status: 'waiting', side: r.side, results: r.results, deadline: r.at + WINDOW_MS };
      continue;
    }
    if (state.status !== 'waiting' || r.side === state.side) continue;
    if (r.at >= state.deadline) {
      // The window had passed: the single report stood before this one came.
      state = { status: 'confirmed', results: state.results, how: 'window', at: state.deadline };
      continue;
    }
    state =
      r.kind === 'result' && sameResults(r.results, state.results)
        ? { status: 'confirmed', results: state.results, how: 'matching', at: r.at }
        : { status: 'disputed', since: r.at };
  }
  if (state.status === 'waiting' && now >= state.deadline)
    return { status: 'confirmed', results: state.results, how: 'window', at: state.deadline };
  return state;
}

export type Admission =
  | { ok: true; duplicate: boolean; after: UnitStatus }
  | { ok: false; code: string; params?: Record<string, unknown> };

/**
 * Whether a new report is taken (R16.2). A repeat of the side's own report is acknowledged and
 * not stored again; anything that would overwrite the arbiter's result, come after the round
 * closed or contradict a result the window already accepted is refused with its reason.
 */
export function admit(u: UnitInput, report: PortalReport, now: number): Admission {
  if (u.closed) return { ok: false, code: 'portal:roundClosed' };
  if (u.arbiterEntered) return { ok: false, code: 'portal:arbiterEntered' };
  const own = u.reports.find((r) => r.side === report.side);
  if (own) {
    const same =
      own.kind === report.kind && (own.kind === 'contest' || sameResults(own.results, report.results));
    return same
      ? { ok: true, duplicate: true, after: unitStatus(u, now) }
      : { ok: false, code: 'portal:alreadyReported' };
  }
  const before = unitStatus(u, now);
  if (report.kind === 'contest' && before.status === 'open')
    return { ok: false, code: 'portal:nothingToContest' };
  if (
    before.status === 'confirmed' &&
    !(report.kind === 'result' && sameResults(report.results, before.results))
  )
    return { ok: false, code: 'portal:windowPassed', params: { at: before.at } };
  const after = unitStatus({ ...u, reports: [...u.reports, report] }, now);
  return { ok: true, duplicate: false, after };
}

/** Whole minutes left before a single report stands, rounded up (a phone shows "2 min" until it is 1). */
export const minutesLeft = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 60_000));

export type Outcome = 'win' | 'draw' | 'loss';

/** A player's own word ("I won") in the game's colours: R5.1, he may have Black in one leg. */
export function asGameResult(outcome: Outcome, reporterIsWhite: boolean): GameResult {
  if (outcome === 'draw') return 'draw';
  return (outcome === 'win') === reporterIsWhite ? 'white-wins' : 'black-wins';
}

/** The reverse, for the phone: what the stored result means for this player. */
export function outcomeFor(result: GameResult, reporterIsWhite: boolean): Outcome | null {
  if (result === 'draw') return 'draw';
  if (result === 'white-wins') return reporterIsWhite ? 'win' : 'loss';
  if (result === 'black-wins') return reporterIsWhite ? 'loss' : 'win';
  return null;
}

/**
 * What any stored result (R8, forfeits and no-shows included) means for one player: the side
 * that scored the game's points won. A double forfeit is lost by both. A captain's report of a
 * board the arbiter entered is read this way ("our player won" for a win by no-show).
 */
export function outcomeOfResult(result: GameResult, white: boolean): Outcome {
  if (result === 'draw' || result === 'ruled-draw') return 'draw';
  if (result === 'double-forfeit') return 'loss';
  return result.startsWith('white-wins') === white ? 'win' : 'loss';
}
