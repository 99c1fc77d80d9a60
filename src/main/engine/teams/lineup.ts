/**
 * Line-ups (R16.1b): a team fields N players of its roster, board 1 first, in roster order (a
 * reserve may replace a player, but nobody plays above a player listed before them). Every
 * refusal names the player and the rule.
 */
import { AppError } from '../../../shared/errors';

export type RosterEntry = { entrantId: number; position: number; name: string; available: boolean };

/** The default line-up: the first N available players in roster order, completed by the others. */
export function defaultLineup(roster: readonly RosterEntry[], boards: number): RosterEntry[] {
  const sorted = [...roster].sort((a, b) => a.position - b.position);
  const chosen = [...sorted.filter((p) => p.available), ...sorted.filter((p) => !p.available)].slice(
    0,
    boards,
  );
  return chosen.sort((a, b) => a.position - b.position);
}

/** Checks a chosen line-up (entrant ids, board 1 first); throws the refusal the arbiter reads. */
export function checkLineup(
  team: string,
  roster: readonly RosterEntry[],
  boards: number,
  players: readonly number[],
): RosterEntry[] {
  if (players.length !== boards)
    throw new AppError('teams:errors.lineupCount', { team, boards, count: players.length });
  const byId = new Map(roster.map((p) => [p.entrantId, p]));
  const out: RosterEntry[] = [];
  for (const [i, id] of players.entries()) {
    const p = byId.get(id);
    if (!p) throw new AppError('teams:errors.playerNotInTeam', { name: `#${id}`, team });
    if (out.some((q) => q.entrantId === id)) throw new AppError('teams:errors.lineupTwice', { name: p.name });
    const above = out[out.length - 1];
    if (above && above.position > p.position)
      throw new AppError('teams:errors.lineupOrder', {
        team,
        name: p.name,
        position: p.position,
        board: i + 1,
        above: above.name,
        abovePosition: above.position,
      });
    out.push(p);
  }
  return out;
}
