/**
 * Standings, breakdowns and the crosstable from the event file (R9): the scoring sheet after a
 * round, the engine's standings, and the starting numbers turned back into named entrants.
 */
import { defaultTiebreaks } from '../../../shared/settings';
import { AppError } from '../../../shared/errors';
import type { Figure, StandingsRowView, StandingsView } from '../../../shared/api/standings';
import type { TiebreakCode } from '../../../shared/domain';
import { computeStandings } from '../../engine/standings';
import type { ScoringSheet, Standings, StandingsRow, TiebreakFigure } from '../../engine/types';
import type { Db } from '../../db/connection';
import { toSheet } from './sheet';
import { loadState, ref, requireRunning, type Running } from './state';

/** The standings after a round, and the sheet they were computed from. */
export type Computed = { s: Running; afterRound: number; sheet: ScoringSheet; standings: Standings };

export function compute(db: Db, tournamentId: number, afterRound?: number): Computed {
  return computeFor(requireRunning(loadState(db, tournamentId)), afterRound);
}

/** The standings of a state already in memory (a result just stored: the file is not read again). */
export function computeFor(s: Running, afterRound?: number): Computed {
  const last = afterRound ?? s.rounds.length;
  if (last > s.rounds.length) throw new AppError('play:roundNotPaired', { round: last });
  const settings = s.tournament.settings;
  const sheet = toSheet(s, last);
  const standings = computeStandings(sheet, {
    format: s.format,
    tiebreaks: settings.tiebreaks ?? defaultTiebreaks(s.format),
    withdrawnLast: settings.withdrawnLast,
    unplayed: settings.unplayedPolicy,
  });
  return { s, afterRound: last, sheet, standings };
}

export function entrantByStartNo(s: Running) {
  const m = new Map(s.entrants.map((e) => [e.startNo ?? 0, e]));
  return (startNo: number) => {
    const e = m.get(startNo);
    if (!e) throw new Error(`no entrant with starting number ${startNo}`);
    return e;
  };
}

type ByNo = ReturnType<typeof entrantByStartNo>;

function figure(byNo: ByNo, f: TiebreakFigure, breakdown: boolean): Figure {
  const out: Figure = { code: f.code, value: f.value, unit: f.unit };
  if (breakdown)
    out.contributions = f.contributions.map((c) => ({
      round: c.round,
      // FIDE 2023 (R9.4 setting): an unplayed round counts against a virtual opponent.
      opponent: c.virtual ? null : ref(byNo(c.opponent)),
      virtual: c.virtual === true,
      opponentPoints: c.opponentPoints,
      scored: c.scored,
      played: c.played,
      value: c.value,
      cut: c.cut,
    }));
  if (f.among) out.among = f.among.map((n) => byNo(n).id);
  if (f.decisive !== undefined) out.decisive = f.decisive;
  return out;
}

export function rowView(
  s: Running,
  r: StandingsRow,
  breakdown: boolean,
  byNo = entrantByStartNo(s),
): StandingsRowView {
  return {
    rank: r.rank,
    entrant: ref(byNo(r.startNo)),
    points: r.points,
    withdrawn: r.withdrawn,
    tiebreaks: r.tiebreaks.map((f) => figure(byNo, f, breakdown)),
  };
}

export function standingsView(c: Computed, breakdown: boolean): StandingsView {
  const byNo = entrantByStartNo(c.s);
  return {
    afterRound: c.afterRound,
    format: c.s.format,
    scale: c.standings.points.scale,
    sequence: [...c.standings.sequence],
    columns: [...c.standings.columns],
    unplayed: c.standings.unplayed,
    rows: c.standings.rows.map((r) => rowView(c.s, r, breakdown, byNo)),
  };
}

type Decided = TiebreakCode | 'points' | 'withdrawn' | 'tied';

/** Why A is above B: the first criterion of the order that separates them (R9.1, R9.5, R10.2). */
export function compare(st: Standings, a: StandingsRow, b: StandingsRow, withdrawnLast: boolean) {
  const [hi, lo] = a.rank <= b.rank ? [a, b] : [b, a];
  const result = (by: Decided, x: number | null, y: number | null) => ({ hi, lo, by, x, y });
  if (hi.rank === lo.rank) return result('tied', null, null);
  if (withdrawnLast && hi.withdrawn !== lo.withdrawn) return result('withdrawn', null, null);
  if (hi.points !== lo.points) return result('points', hi.points, lo.points);
  for (const code of st.sequence) {
    const x = hi.tiebreaks.find((f) => f.code === code);
    const y = lo.tiebreaks.find((f) => f.code === code);
    // DE is computed among each tied group; the finest shared refinement decides.
    const v = (f: TiebreakFigure | undefined): number | null => {
      let g = f;
      while (g?.refined && g.refined.among?.includes(lo.startNo) && g.refined.among.includes(hi.startNo))
        g = g.refined;
      return g ? g.value : null;
    };
    const vx = v(x);
    const vy = v(y);
    if (vx !== null && vy !== null && vx !== vy) return result(code, vx, vy);
  }
  return result('tied', null, null);
}
