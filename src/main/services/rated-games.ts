/**
 * R12.3: how many games of a rated tournament can be rated, for every place that shows the rated
 * status (the Settings status, the start preview, the Reports screen, `tournament.list`). The rule
 * for one game is the engine's (`engine/rated-games.ts`), the one the rating report lists by.
 */
import type { RatedGames } from '../../shared/api/tournaments';
import type { Entrant } from '../../shared/api/entrants';
import type { Settings } from '../../shared/settings';
import type { Db } from '../db/connection';
import { listEntrants } from '../db/repos/entrants';
import { loadRounds } from '../db/repos/rounds';
import { getStart } from '../db/repos/start';
import { isTeamTournament } from '../db/repos/teams';
import type { TournamentRecord } from '../db/repos/tournaments';
import { decideStart } from '../engine/format';
import { countExpected, countPaired, type PlannedStart, type RatedGamesCount } from '../engine/rated-games';

/** The count with its sentence (`settings:ratedGames.*`), in the tournament's variant and time control. */
export function ratedGamesNote(c: RatedGamesCount, s: Settings): RatedGames {
  // Nobody rated: say so; after the start without the advice for before round 1.
  const code = c.rated > 0 ? c.basis : c.basis === 'paired' ? 'nonePaired' : 'none';
  return {
    ...c,
    note: {
      code: `ratedGames.${code}`,
      params: {
        rateable: c.rateable ?? 0,
        total: c.total ?? 0,
        rated: c.rated,
        entrants: c.entrants,
        variant: s.variant,
        timeControl: s.timeControl.kind,
      },
    },
  };
}

/** What the start would decide with `present` entrants, or null where it would refuse (R2, R3). */
function planOf(s: Settings, present: number): PlannedStart | null {
  try {
    return decideStart({
      present,
      threshold: s.threshold,
      minimum: s.minimum,
      mode: s.formatMode,
      extraRound: s.extraRound,
      twoLegs: s.twoLegs,
      cycles: s.roundRobinCycles,
      ...(s.swissRounds === null ? {} : { swissRounds: s.swissRounds }),
    });
  } catch {
    return null;
  }
}

/** Before the start: the entrants present and what the start would play with them. */
export function expectedRatedGames(
  present: readonly Entrant[],
  s: Settings,
  plan: PlannedStart | null = planOf(s, present.length),
): RatedGames {
  return ratedGamesNote(countExpected(present, plan), s);
}

/**
 * The count for a rated tournament in rounds; null for an arena and a team tournament (their
 * games are counted elsewhere) and for a tournament cancelled.
 */
export function ratedGamesOf(db: Db, r: TournamentRecord): RatedGames | null {
  if (r.kind === 'arena' || r.status === 'cancelled' || isTeamTournament(db, r.id)) return null;
  const entrants = listEntrants(db, r.id);
  if (getStart(db, r.id).decision === null)
    return expectedRatedGames(
      entrants.filter((e) => e.present),
      r.settings,
    );
  const rating = new Map(entrants.map((e) => [e.id, e.rating]));
  const inPlay = entrants.filter((e) => e.startNo !== null);
  return ratedGamesNote(
    countPaired(loadRounds(db, r.id), (id) => rating.get(id) ?? null, inPlay),
    r.settings,
  );
}
