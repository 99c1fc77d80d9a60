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
import { loadMatches } from '../db/repos/teams';
import { stackOf } from './tournament-common/stack';
import { listGames } from '../db/repos/arena';
import type { TournamentRecord } from '../db/repos/tournaments';
import { decideStart } from '../engine/format';
import {
  countEntrants,
  countExpected,
  countGames,
  countPaired,
  type PairedGame,
  type PlannedStart,
  type RatedGamesCount,
} from '../engine/rated-games';

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

/** R12.3, R16.1b: the boards of the team matches paired so far (a bye is no match). */
function teamGames(db: Db, tournamentId: number): PairedGame[] {
  return loadMatches(db, tournamentId)
    .filter((m) => m.away !== null)
    .flatMap((m) => m.games.map((g) => ({ result: g.result, white: g.homePlayer, black: g.awayPlayer })));
}

/** R14: the games of an arena so far. */
const arenaGames = (db: Db, tournamentId: number): PairedGame[] =>
  listGames(db, tournamentId).map((g) => ({ result: g.result, white: g.white, black: g.black }));

/**
 * Team tournaments and arenas: their games so far, or before the first one their players; the
 * same rule for one game as a tournament in rounds (`canBeRated`).
 */
function otherGames(db: Db, r: TournamentRecord, team: boolean): RatedGames {
  const entrants = listEntrants(db, r.id);
  const games = team ? teamGames(db, r.id) : arenaGames(db, r.id);
  if (games.length === 0) return ratedGamesNote(countEntrants(entrants.filter((e) => e.present)), r.settings);
  const rating = new Map(entrants.map((e) => [e.id, e.rating]));
  return ratedGamesNote(
    countGames(games, (id) => rating.get(id) ?? null, entrants),
    r.settings,
  );
}

/**
 * The count for a rated tournament: in rounds, of teams (their boards) or an arena; null for a
 * tournament cancelled.
 */
export function ratedGamesOf(db: Db, r: TournamentRecord): RatedGames | null {
  if (r.status === 'cancelled') return null;
  const team = stackOf(db, r.id) === 'team';
  if (r.kind === 'arena' || team) return otherGames(db, r, team);
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
