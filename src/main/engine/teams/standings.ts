/**
 * Team standings (RULES.md R16.1, R10.2): match points, then the criteria in order (board points
 * when chosen, Buchholz, Sonneborn-Berger on match points, opponents' win percentage, direct
 * encounter, starting number), applied to the teams still tied; never a lot. Teams that left rank
 * behind every team still in (R10.2, on for team events), in the same order among themselves.
 * BH, SB, OWP, DE and TPN are the individual tiebreaks computed on the team scoring sheet (each
 * match one game, match points as points; a bye enters none of them, R16.1b).
 */
import type { TeamCriterion } from '../../../shared/api/teams';
import type { BoardPointsTiebreak } from '../../../shared/teams';
import { TEAM_TIEBREAKS } from '../../../shared/domain';
import { scoreSheet } from '../sheet';
import { TIEBREAKS } from '../tiebreaks/registry';
import type { TiebreakContext } from '../tiebreaks/types';
import type { Contribution, EntrantScore } from '../types';
import { matchScore, teamScoringSheet } from './match';
import { leftBy, type StartNo, type TeamLeft, type TeamSheet } from './model';

export type TeamFigureData = {
  code: TeamCriterion;
  value: number;
  contributions: readonly Contribution[];
  among?: readonly StartNo[];
  decisive?: boolean;
};

export type TeamRow = {
  rank: number;
  startNo: StartNo;
  matchPoints: number;
  boardPoints: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  left: TeamLeft | null;
  figures: TeamFigureData[];
};

/** R16.1 with board points placed as the setting says: first, just before TPN, or not at all. */
export function teamSequence(bp: BoardPointsTiebreak): TeamCriterion[] {
  const tpn = TEAM_TIEBREAKS.indexOf('TPN');
  if (bp === 'first') return ['BP', ...TEAM_TIEBREAKS];
  if (bp === 'last') return [...TEAM_TIEBREAKS.slice(0, tpn), 'BP', ...TEAM_TIEBREAKS.slice(tpn)];
  return [...TEAM_TIEBREAKS];
}

type Item = { startNo: StartNo; score: EntrantScore; figures: Map<TeamCriterion, TeamFigureData> };

function split(group: Item[], key: (i: Item) => number, better: 'higher' | 'lower'): Item[][] {
  const sorted = [...group].sort((a, b) => (better === 'higher' ? key(b) - key(a) : key(a) - key(b)));
  const out: Item[][] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && last[0] && key(last[0]) === key(i)) last.push(i);
    else out.push([i]);
  }
  return out;
}

/** FIDE C.07 direct encounter among the tied teams, re-applied to a smaller tie it leaves. */
function directEncounter(group: Item[], ctx: TiebreakContext): Item[][] {
  const among = group.map((i) => i.startNo);
  for (const i of group) {
    const f = TIEBREAKS.DE.compute(i.score, ctx, among);
    i.figures.set('DE', {
      code: 'DE',
      value: f.value,
      contributions: f.contributions,
      among,
      decisive: f.decisive,
    });
  }
  if (group.length < 2 || !group.every((i) => i.figures.get('DE')?.decisive === true)) return [group];
  const parts = split(group, (i) => i.figures.get('DE')?.value ?? 0, 'higher');
  if (parts.length === 1) return parts;
  return parts.flatMap((p) => (p.length > 1 ? directEncounter(p, ctx) : [p]));
}

export function computeTeamStandings(
  sheet: TeamSheet,
  sequence: readonly TeamCriterion[],
  withdrawnLast = true,
): TeamRow[] {
  const scoring = teamScoringSheet(sheet);
  const scores = scoreSheet(scoring);
  const ctx: TiebreakContext = {
    scores: new Map(scores.map((s) => [s.startNo, s])),
    points: scoring.points,
    unplayed: 'recorded',
  };
  const bp = boardPointsByStartNo(sheet);
  const items: Item[] = scores.map((s) => {
    const figures = new Map<TeamCriterion, TeamFigureData>();
    for (const code of sequence) {
      if (code === 'DE') continue;
      if (code === 'BP') {
        const b = bp.get(s.startNo);
        figures.set('BP', { code, value: b?.total ?? 0, contributions: b?.lines ?? [] });
        continue;
      }
      const f = TIEBREAKS[code].compute(s, ctx, [s.startNo]);
      figures.set(code, { code, value: f.value, contributions: f.contributions });
    }
    return { startNo: s.startNo, score: s, figures };
  });
  const teams = new Map(sheet.teams.map((t) => [t.startNo, t]));
  const isLeft = (i: Item) => {
    const t = teams.get(i.startNo);
    return t ? leftBy(t, sheet.rounds) : false;
  };
  // R10.2: teams that left rank behind every team still in.
  const blocks = withdrawnLast
    ? [items.filter((i) => !isLeft(i)), items.filter(isLeft)].filter((b) => b.length > 0)
    : [items];
  let groups = blocks.flatMap((b) => split(b, (i) => i.score.points, 'higher'));
  for (const code of sequence) {
    groups = groups.flatMap((g) => {
      if (code === 'DE') return directEncounter(g, ctx);
      if (g.length === 1) return [g];
      const better = code === 'TPN' ? 'lower' : 'higher';
      return split(g, (i) => i.figures.get(code)?.value ?? 0, better);
    });
  }
  const rows: TeamRow[] = [];
  for (const g of groups) {
    const rank = rows.length + 1;
    for (const i of [...g].sort((a, b) => a.startNo - b.startNo)) {
      if (!i.figures.has('DE') && sequence.includes('DE')) {
        const f = TIEBREAKS.DE.compute(i.score, ctx, [i.startNo]);
        i.figures.set('DE', {
          code: 'DE',
          value: f.value,
          contributions: [],
          among: [i.startNo],
          decisive: f.decisive,
        });
      }
      rows.push(rowOf(rank, i, teams.get(i.startNo)?.left ?? null, bp.get(i.startNo)?.total ?? 0, sequence));
    }
  }
  return rows;
}

function rowOf(
  rank: number,
  i: Item,
  left: TeamLeft | null,
  boardPoints: number,
  seq: readonly TeamCriterion[],
): TeamRow {
  const count = (o: 'win' | 'draw' | 'loss') =>
    i.score.rounds.filter((r) => r.kind === 'board' && r.games[0]?.outcome === o).length;
  const won = count('win');
  const drawn = count('draw');
  const lost = count('loss');
  return {
    rank,
    startNo: i.startNo,
    matchPoints: i.score.points,
    boardPoints,
    played: won + drawn + lost,
    won,
    drawn,
    lost,
    byes: i.score.rounds.filter((r) => r.kind === 'bye').length,
    left,
    figures: seq.map((c) => i.figures.get(c) ?? { code: c, value: 0, contributions: [] }),
  };
}

/** Board points of every team over the counted rounds, with one line per match (the bye's too). */
export function boardPointsByStartNo(
  sheet: TeamSheet,
): Map<StartNo, { total: number; lines: Contribution[] }> {
  const out = new Map<StartNo, { total: number; lines: Contribution[] }>(
    sheet.teams.map((t) => [t.startNo, { total: 0, lines: [] }]),
  );
  for (const m of sheet.matches) {
    if (m.round > sheet.rounds) continue;
    const s = matchScore(m, sheet);
    const add = (startNo: StartNo, opp: StartNo | null, mine: number, theirs: number) => {
      const e = out.get(startNo);
      if (!e) return;
      e.total += mine;
      e.lines.push({
        round: m.round,
        opponent: opp ?? 0,
        opponentPoints: theirs,
        scored: mine,
        played: s.played,
        value: mine,
        cut: false,
      });
    };
    add(m.home, m.away, s.home, s.away);
    if (m.away !== null) add(m.away, m.home, s.away, s.home);
  }
  return out;
}
