/**
 * The line-up of a round as the arbiter composes it, checked as he types with the same rule and
 * the same message as the server (`teams:errors.lineup*`): exactly N players, each once, and the
 * board order following the roster order (issue 14: "say so when it does not").
 */
import type { RosterPlayer, Team } from '../../../shared/api/teams';

export type LineupIssue =
  | { code: 'lineupCount'; params: { team: string; boards: number; count: number } }
  | { code: 'lineupTwice'; params: { name: string } }
  | {
      code: 'lineupOrder';
      params: {
        team: string;
        name: string;
        position: number;
        board: number;
        above: string;
        abovePosition: number;
      };
    };

/** `players`: entrant ids, board 1 first (null: a board left empty). */
export function lineupIssues(team: Team, boards: number, players: readonly (number | null)[]): LineupIssue[] {
  const chosen = players.filter((p): p is number => p !== null);
  const issues: LineupIssue[] = [];
  if (chosen.length !== boards)
    issues.push({ code: 'lineupCount', params: { team: team.name, boards, count: chosen.length } });
  const byId = new Map(team.roster.map((p) => [p.entrantId, p]));
  const seen = new Set<number>();
  for (const id of chosen) {
    if (seen.has(id))
      issues.push({ code: 'lineupTwice', params: { name: byId.get(id)?.name ?? String(id) } });
    seen.add(id);
  }
  // Board k must hold a player listed after the one on board k-1 (roster positions increase).
  let above: { name: string; position: number } | null = null;
  players.forEach((id, i) => {
    const p = id === null ? undefined : byId.get(id);
    if (!p) return;
    if (above && p.position < above.position) {
      issues.push({
        code: 'lineupOrder',
        params: {
          team: team.name,
          name: p.name,
          position: p.position,
          board: i + 1,
          above: above.name,
          abovePosition: above.position,
        },
      });
    }
    above = { name: p.name, position: p.position };
  });
  return issues;
}

/** The first N roster players in roster order: the line-up a team fields by default (R16.1b). */
export const defaultLineup = (team: Team, boards: number): number[] =>
  [...team.roster]
    .sort((a, b) => a.position - b.position)
    .slice(0, boards)
    .map((p) => p.entrantId);

/** Swap the players of two boards (the arbiter's "move up" / "move down"). */
export function swapBoards<T>(players: readonly T[], a: number, b: number): T[] {
  const out = [...players];
  if (a < 0 || b < 0 || a >= out.length || b >= out.length) return out;
  [out[a], out[b]] = [out[b] as T, out[a] as T];
  return out;
}

/** The roster as a board's choices, in roster order: "position. name", a reserve so marked. */
export const rosterOptions = (
  roster: readonly Pick<RosterPlayer, 'entrantId' | 'position' | 'name' | 'reserve'>[],
  reserve: string,
): { value: string; label: string }[] =>
  [...roster]
    .sort((a, b) => a.position - b.position)
    .map((p) => ({
      value: String(p.entrantId),
      label: `${p.position}. ${p.name}${p.reserve ? ` (${reserve})` : ''}`,
    }));
