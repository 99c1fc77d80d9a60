/**
 * Standings (RULES.md R9, R10.2): points, then the tiebreak sequence applied group by group to
 * the entrants still tied, every figure with its breakdown (R9.6).
 */
import { ROUND_ROBIN_TIEBREAKS, SWISS_TIEBREAKS, type TiebreakCode } from '../../shared/domain';
import { scoreSheet } from './sheet';
import { TIEBREAKS, tiebreakOf } from './tiebreaks/registry';
import type { TiebreakContext } from './tiebreaks/types';
import type {
  EntrantScore,
  ScoringSheet,
  Standings,
  StandingsOptions,
  StandingsRow,
  StartNo,
  TiebreakFigure,
} from './types';

/** R9.2: a Swiss shows BH and SB next to the points; R9.3: a round robin shows SB, never BH. */
const SHOWN = { swiss: ['BH', 'SB'], 'round-robin': ['SB'] } as const satisfies Record<
  string,
  TiebreakCode[]
>;

type Figures = Map<StartNo, Map<TiebreakCode, TiebreakFigure>>;

/** Splits a group into subgroups of equal key, best first. */
function splitBy(
  group: EntrantScore[],
  key: (e: EntrantScore) => number,
  better: 'higher' | 'lower',
): EntrantScore[][] {
  const sorted = [...group].sort((a, b) => (better === 'higher' ? key(b) - key(a) : key(a) - key(b)));
  const out: EntrantScore[][] = [];
  for (const e of sorted) {
    const last = out[out.length - 1];
    const head = last?.[0];
    if (last && head && key(head) === key(e)) last.push(e);
    else out.push([e]);
  }
  return out;
}

/**
 * FIDE C.07 Article 6, direct encounter among the tied. When all of them have met, the points
 * scored among them order them, and any smaller tie left is decided again among its members
 * alone. When they have not all met, the one who scored more among them than any other could
 * still reach (their points plus a win in every encounter they have not had) ranks first, and so
 * on down while that holds; those left are decided again among themselves (as the FIDE TEC
 * tie-break server does on Held's exercises 23-25). A round robin before its last round is no
 * exception: Art. 6.1 builds the separate standings from the encounters the tied have had, so a
 * game still to come counts for nothing yet. (The TEC server's round-robin mode sums the points
 * among the tied as if all had met, its own default; its Swiss mode agrees with this one:
 * test/engine/direct-encounter-tec-server.test.ts.) Returns the subgroups and each one's figure.
 */
function directEncounter(group: EntrantScore[], ctx: TiebreakContext, figures: Figures): EntrantScore[][] {
  const among = group.map((e) => e.startNo);
  const de = new Map(group.map((e) => [e.startNo, TIEBREAKS.DE.compute(e, ctx, among)] as const));
  const decisive = [...de.values()].every((f) => f.decisive === true);
  // The pairs of the group who never met: why DE does not order all of them (R9.6).
  const unmet: [StartNo, StartNo][] = [];
  const sorted0 = [...among].sort((a, b) => a - b);
  for (const [i, a] of sorted0.entries())
    for (const b of sorted0.slice(i + 1))
      if (!de.get(a)?.contributions.some((c) => c.opponent === b)) unmet.push([a, b]);
  // Group-level: every figure says whether DE orders that entrant, not whether it met all others.
  for (const f of de.values()) {
    (f as { decisive?: boolean }).decisive = decisive;
    (f as { unmet?: typeof unmet }).unmet = unmet;
  }
  for (const [s, f] of de) {
    const mine = figures.get(s);
    const outer = mine?.get('DE');
    if (!mine) continue;
    // Keep the figure among the widest tie; attach the narrower re-application under it.
    if (outer && outer.among && outer.among.length > among.length) {
      let inner = outer;
      while (inner.refined) inner = inner.refined;
      (inner as { refined?: TiebreakFigure }).refined = f;
    } else mine.set('DE', f);
  }
  if (group.length < 2) return [group];
  const value = (e: EntrantScore) => de.get(e.startNo)?.value ?? 0;
  if (!decisive) {
    const sorted = [...group].sort((a, b) => value(b) - value(a) || a.startNo - b.startNo);
    let i = 0;
    while (i < sorted.length - 1) {
      const v = value(sorted[i] as EntrantScore);
      if (!sorted.slice(i + 1).every((o) => reach(o, de.get(o.startNo), group, ctx) < v)) break;
      const f = de.get((sorted[i] as EntrantScore).startNo);
      if (f) (f as { decisive?: boolean }).decisive = true;
      i++;
    }
    if (i === 0) return [group];
    const rest = sorted.slice(i);
    const ahead = sorted.slice(0, i).map((e) => [e]);
    return [...ahead, ...(rest.length > 1 ? directEncounter(rest, ctx, figures) : [rest])];
  }
  const parts = splitBy(group, value, 'higher');
  if (parts.length === 1) return parts;
  return parts.flatMap((p) => (p.length > 1 ? directEncounter(p, ctx, figures) : [p]));
}

/** The most an entrant could have among the tied: a win in every game of the encounters not had. */
function reach(
  e: EntrantScore,
  f: TiebreakFigure | undefined,
  group: readonly EntrantScore[],
  ctx: TiebreakContext,
): number {
  const met = new Set(f?.contributions.map((c) => c.opponent) ?? []);
  const missing = group.filter((o) => o.startNo !== e.startNo && !met.has(o.startNo)).length;
  // Games per encounter: as many as the boards of the tournament hold (two legs: two).
  const legs = Math.max(1, ...e.rounds.map((r) => (r.kind === 'board' ? r.games.length : 0)));
  return (f?.value ?? 0) + missing * legs * ctx.points.win;
}

function applySequence(
  groups: EntrantScore[][],
  sequence: readonly TiebreakCode[],
  ctx: TiebreakContext,
  figures: Figures,
): EntrantScore[][] {
  let current = groups;
  for (const code of sequence) {
    const tb = tiebreakOf(code);
    current = current.flatMap((g) => {
      if (code === 'DE') {
        if (g.length === 1) {
          const only = g[0] as EntrantScore;
          figures.get(only.startNo)?.set('DE', tb.compute(only, ctx, [only.startNo]));
          return [g];
        }
        return directEncounter(g, ctx, figures);
      }
      if (g.length === 1) return [g];
      return splitBy(g, (e) => figures.get(e.startNo)?.get(code)?.value ?? 0, tb.better);
    });
  }
  return current;
}

export function computeStandings(sheet: ScoringSheet, options: StandingsOptions): Standings {
  const scores = scoreSheet(sheet);
  const ctx: TiebreakContext = {
    scores: new Map(scores.map((s) => [s.startNo, s])),
    points: sheet.points,
    // FIDE C.07 Article 16's virtual opponent is a Swiss rule (see tiebreaks/opponents.ts).
    unplayed: options.format === 'swiss' ? (options.unplayed ?? 'recorded') : 'recorded',
  };
  const sequence =
    options.tiebreaks ?? (options.format === 'swiss' ? SWISS_TIEBREAKS : ROUND_ROBIN_TIEBREAKS);
  const shown = (options.shown ?? SHOWN[options.format]).filter((c) => !sequence.includes(c));
  const columns = [...sequence, ...shown];

  // Every figure that does not depend on the tie, for every entrant (the breakdown screen needs them all).
  const figures: Figures = new Map();
  for (const e of scores) {
    const mine = new Map<TiebreakCode, TiebreakFigure>();
    for (const code of columns)
      if (code !== 'DE') mine.set(code, tiebreakOf(code).compute(e, ctx, [e.startNo]));
    figures.set(e.startNo, mine);
  }

  // R10.2 setting: withdrawn entrants rank behind every entrant still in, in order of points.
  const blocks = options.withdrawnLast
    ? [scores.filter((s) => !s.withdrawn), scores.filter((s) => s.withdrawn)].filter((b) => b.length > 0)
    : [scores];
  const byPoints = blocks.flatMap((b) => splitBy(b, (e) => e.points, 'higher'));
  const final = applySequence(byPoints, sequence, ctx, figures);
  // DE shown for information only: among the entrants on the same points.
  if (shown.includes('DE')) applySequence(byPoints, ['DE'], ctx, figures);

  const rows: StandingsRow[] = [];
  for (const group of final) {
    const rank = rows.length + 1;
    for (const e of [...group].sort((a, b) => a.startNo - b.startNo)) {
      const mine = figures.get(e.startNo);
      rows.push({
        rank,
        startNo: e.startNo,
        points: e.points,
        withdrawn: e.withdrawn,
        tiebreaks: columns.map((c) => mine?.get(c) ?? tiebreakOf(c).compute(e, ctx, [e.startNo])),
        score: e,
      });
    }
  }
  return {
    format: options.format,
    points: sheet.points,
    sequence,
    unplayed: ctx.unplayed ?? 'recorded',
    columns,
    rows,
  };
}
