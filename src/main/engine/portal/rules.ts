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
import type { Channel } from '../../../shared/portal/phone';

/** R16.2: a single report waits ten minutes for the other side. */
export const WINDOW_MS = 10 * 60_000;

export type Side = 0 | 1;
export type ReportKind = 'result' | 'contest';

/**
 * How a reporter proved who he is. A personal link or a personal code (both printed on his
 * invitation slip) belongs to him alone; the tournament's password is shared by the whole hall,
 * so a report sent with it speaks for nobody in particular: it waits for the other side or the
 * arbiter and never completes a validation (R16.2, R16.3).
 */
export type { Channel };
export const isPersonal = (c: Channel): boolean => c !== 'password';

export type PortalReport = {
  side: Side;
  kind: ReportKind;
  /** One result per game of the unit; null for a contest. */
  results: readonly GameResult[] | null;
  at: number;
  channel: Channel;
  /**
   * The credential behind the report: the invitation (its link and its code are one credential),
   * or the password login. Two reports validate only from two different credentials.
   */
  credential: number;
  /** The phone that sent it (its label), null when it did not say. */
  phone: string | null;
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
  /** `deadline` null: a report by password, which no window makes stand (the other side or the arbiter decides). */
  | { status: 'waiting'; side: Side; results: readonly GameResult[]; deadline: number | null }
  | { status: 'confirmed'; results: readonly GameResult[]; how: 'matching' | 'window'; at: number }
  | { status: 'disputed'; since: number }
  | { status: 'arbiter' };

export const sameResults = (a: readonly GameResult[] | null, b: readonly GameResult[] | null): boolean =>
  a !== null && b !== null && a.length === b.length && a.every((r, i) => r === b[i]);

const samePhone = (a: PortalReport, b: PortalReport): boolean => a.phone !== null && a.phone === b.phone;

/** Two reports that may validate together: both personal, two credentials, two phones. */
const independent = (a: PortalReport, b: PortalReport): boolean =>
  isPersonal(a.channel) && isPersonal(b.channel) && a.credential !== b.credential && !samePhone(a, b);

type Replay = { state: UnitStatus; by: PortalReport | null };

const waitingOn = (r: PortalReport & { results: readonly GameResult[] }): Replay => ({
  state: {
    status: 'waiting',
    side: r.side,
    results: r.results,
    deadline: isPersonal(r.channel) ? r.at + WINDOW_MS : null,
  },
  by: r,
});

const hasResults = (r: PortalReport): r is PortalReport & { results: readonly GameResult[] } =>
  r.kind === 'result' && r.results !== null;

/** One report more on a unit waiting on `w` (R16.2). */
function afterWaiting(at: Replay, w: PortalReport, r: PortalReport): Replay {
  const { state } = at;
  if (state.status !== 'waiting') return at;
  if (state.deadline !== null && r.at >= state.deadline)
    // The window had passed: the single report stood before this one came.
    return {
      state: { status: 'confirmed', results: state.results, how: 'window', at: state.deadline },
      by: w,
    };
  if (r.side === w.side)
    // A side's own personal word replaces what was sent for it with the password.
    return !isPersonal(w.channel) && isPersonal(r.channel) && hasResults(r) ? waitingOn(r) : at;
  if (!hasResults(r) || !sameResults(r.results, state.results))
    return { state: { status: 'disputed', since: r.at }, by: null };
  if (independent(w, r))
    return { state: { status: 'confirmed', results: state.results, how: 'matching', at: r.at }, by: null };
  // Agreeing, but not two independent words: a personal report now waits on its own window.
  return !isPersonal(w.channel) && isPersonal(r.channel) ? waitingOn(r) : at;
}

/** The unit's state at `now`, replaying its reports in the order they came. */
export function unitStatus(u: UnitInput, now: number): UnitStatus {
  if (u.arbiterEntered) return { status: 'arbiter' };
  let at: Replay = { state: { status: 'open' }, by: null };
  const byTime = [...u.reports].filter((r) => r.at <= now).sort((a, b) => a.at - b.at);
  for (const r of byTime) {
    // A contest with nothing to contest is never admitted; a stored one changes nothing.
    if (at.state.status === 'open') at = hasResults(r) ? waitingOn(r) : at;
    else if (at.by) at = afterWaiting(at, at.by, r);
  }
  const state = at.state;
  if (state.status === 'waiting' && state.deadline !== null && now >= state.deadline)
    return { status: 'confirmed', results: state.results, how: 'window', at: state.deadline };
  return state;
}

export type Admission =
  | { ok: true; duplicate: boolean; after: UnitStatus }
  | { ok: false; code: string; params?: Record<string, unknown> };

const sameWords = (a: PortalReport, b: PortalReport): boolean =>
  a.kind === b.kind && (a.kind === 'contest' || sameResults(a.results, b.results));

/** A side's reports before this one: a repeat, a refusal, or null when it may go on. */
function ownSide(u: UnitInput, report: PortalReport, now: number): Admission | null {
  const own = u.reports.filter((r) => r.side === report.side);
  if (own.length === 0) return null;
  const personal = isPersonal(report.channel);
  // The same words again: acknowledged, unless a personal word comes after the password's.
  if (own.some((r) => sameWords(r, report) && (isPersonal(r.channel) || !personal)))
    return { ok: true, duplicate: true, after: unitStatus(u, now) };
  if (personal && own.every((r) => !isPersonal(r.channel))) return null;
  return { ok: false, code: 'portal:alreadyReported' };
}

/**
 * Whether a new report is taken (R16.2). A repeat of the side's own report is acknowledged and
 * not stored again; anything that would overwrite the arbiter's result, come after the round
 * closed, contradict a result the window already accepted, or come from the phone that already
 * spoke for the other side is refused with its reason.
 */
export function admit(u: UnitInput, report: PortalReport, now: number): Admission {
  if (u.closed) return { ok: false, code: 'portal:roundClosed' };
  if (u.arbiterEntered) return { ok: false, code: 'portal:arbiterEntered' };
  // One phone speaks for one side: the same device reporting for both is refused.
  if (u.reports.some((r) => r.side !== report.side && samePhone(r, report)))
    return { ok: false, code: 'portal:samePhone' };
  const own = ownSide(u, report, now);
  if (own) return own;
  const before = unitStatus(u, now);
  const theirs = u.reports.some((r) => r.side !== report.side && hasResults(r));
  if (report.kind === 'contest' && !theirs) return { ok: false, code: 'portal:nothingToContest' };
  if (
    before.status === 'confirmed' &&
    !(report.kind === 'result' && sameResults(report.results, before.results))
  )
    return { ok: false, code: 'portal:windowPassed', params: { at: before.at } };
  const after = unitStatus({ ...u, reports: [...u.reports, report] }, now);
  return { ok: true, duplicate: false, after };
}

/**
 * What a side said, as the rules count it: its personal report once it sent one (it replaced
 * what was sent for it with the password), else the first report sent for it.
 */
export function sideWord<R extends Pick<PortalReport, 'side' | 'channel'>>(
  reports: readonly R[],
  side: Side,
): R | null {
  const own = reports.filter((r) => r.side === side);
  return own.findLast((r) => isPersonal(r.channel)) ?? own[0] ?? null;
}

/**
 * The results the arbiter's decision takes (R16.2 "the arbiter decides"): a side's word when he
 * accepts a side, else the report the unit waits on or validated, else the first one sent.
 */
export function decisionResults(u: UnitInput, side: Side | null, now: number): readonly GameResult[] | null {
  if (side !== null) {
    const word = sideWord(u.reports, side);
    return word?.kind === 'result' ? word.results : null;
  }
  const st = unitStatus(u, now);
  if (st.status === 'waiting' || st.status === 'confirmed') return st.results;
  return u.reports.find((r) => r.kind === 'result')?.results ?? null;
}

/** Whole minutes left before a single report stands, rounded up (a phone shows "2 min" until it is 1). */
export const minutesLeft = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 60_000));

/** The whole minutes left of a waiting report's window; null when nothing waits on a window (R16.2). */
export const windowMinutes = (st: UnitStatus, now: number): number | null =>
  st.status === 'waiting' && st.deadline !== null ? minutesLeft(st.deadline, now) : null;

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
