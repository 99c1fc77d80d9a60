/**
 * Standings, breakdowns and the crosstable from the event file (R9): the scoring sheet after a
 * round, the engine's standings, and the starting numbers turned back into named entrants.
 */
import { bakuPlan } from '../../engine/pairing/baku';
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
  if (f.unmet) out.unmet = f.unmet.map(([a, b]) => [byNo(a).id, byNo(b).id] as [number, number]);
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

/** FIDE C.04.5.1: the Baku virtual points of the round after `afterRound`, when it has any. */
export function nextAcceleration(s: Running, afterRound: number): StandingsView['acceleration'] {
  const settings = s.tournament.settings;
  const round = afterRound + 1;
  if (settings.acceleration !== 'baku' || s.format !== 'swiss' || round > s.roundsPlanned) return null;
  const plan = bakuPlan(s.entrants.length, s.roundsPlanned, settings.pointSystem);
  const points = plan.points[round - 1] ?? 0;
  return points > 0 ? { round, lastAccelerated: plan.lastAccelerated, points } : null;
}

export function standingsView(c: Computed, breakdown: boolean): StandingsView {
  const byNo = entrantByStartNo(c.s);
  const acceleration = nextAcceleration(c.s, c.afterRound);
  const virtual = (startNo: number): number =>
    acceleration && startNo <= acceleration.lastAccelerated ? acceleration.points : 0;
  return {
    afterRound: c.afterRound,
    format: c.s.format,
    scale: c.standings.points.scale,
    sequence: [...c.standings.sequence],
    columns: [...c.standings.columns],
    unplayed: c.standings.unplayed,
    rows: c.standings.rows.map((r) => ({
      ...rowView(c.s, r, breakdown, byNo),
      virtualPoints: virtual(r.startNo),
    })),
    acceleration,
  };
}

type Decided = TiebreakCode | 'points' | 'withdrawn' | 'tied';

/** A criterion passed before the deciding one: equal for both, or (DE) not ordering them. */
export type Passed = {
  code: TiebreakCode;
  x: number;
  y: number;
  applies: boolean;
  /** DE: the pairs of the tied group it was computed among who never met. */
  unmet?: readonly (readonly [number, number])[];
};

/**
 * Why direct encounter may separate two entrants (FIDE C.07 Art. 6): the tied group it was computed
 * among and the pairs of it who never met. No pair: all met (the separate standings of Art. 6.1
 * order them); pairs: the one above is out of the others' reach.
 */
export type DecidingDe = {
  among: readonly number[];
  unmet: readonly (readonly [number, number])[];
};

/**
 * Why A is above B (R9.1, R9.5, R9.6, R10.2): every criterion of the order that left them equal,
 * then the first that separates them. Direct encounter separates them only where it orders them
 * (FIDE C.07 Art. 6: all the tied met each other, or the one ahead is out of the others' reach);
 * otherwise it is passed as not applying, its figures shown, and the next criterion decides.
 */
export function compare(st: Standings, a: StandingsRow, b: StandingsRow, withdrawnLast: boolean) {
  const [hi, lo] = a.rank < b.rank || (a.rank === b.rank && a.startNo <= b.startNo) ? [a, b] : [b, a];
  const before: Passed[] = [];
  const result = (by: Decided, x: number | null, y: number | null, de?: DecidingDe) => ({
    hi,
    lo,
    by,
    x,
    y,
    before,
    ...(de ? { de } : {}),
  });
  if (withdrawnLast && hi.withdrawn !== lo.withdrawn) return result('withdrawn', null, null);
  if (hi.points !== lo.points) return result('points', hi.points, lo.points);
  for (const code of st.sequence) {
    const x = hi.tiebreaks.find((f) => f.code === code);
    const y = lo.tiebreaks.find((f) => f.code === code);
    if (!x || !y) continue;
    if (code !== 'DE') {
      if (x.value !== y.value && hi.rank !== lo.rank) return result(code, x.value, y.value);
      before.push({ code, x: x.value, y: y.value, applies: true });
      continue;
    }
    // DE is computed among each tied group; the finest group holding both is the one that counts.
    const finest = (f: TiebreakFigure): TiebreakFigure => {
      let g = f;
      while (g.refined && g.refined.among?.includes(lo.startNo) && g.refined.among.includes(hi.startNo))
        g = g.refined;
      return g;
    };
    const fx = finest(x);
    const fy = finest(y);
    const shared = (fx.among?.length ?? 0) > 1 && fx.among?.includes(lo.startNo) === true;
    if (!shared) continue;
    const applies = fx.decisive === true;
    if (applies && fx.value !== fy.value && hi.rank !== lo.rank)
      return result(code, fx.value, fy.value, { among: fx.among ?? [], unmet: fx.unmet ?? [] });
    before.push({
      code,
      x: fx.value,
      y: fy.value,
      applies: applies && fy.decisive === true,
      unmet: fx.unmet ?? [],
    });
  }
  return result('tied', null, null);
}
