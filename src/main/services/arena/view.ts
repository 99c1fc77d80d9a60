/** The arena as the screen and the projector show it (ArenaViewSchema), at the transport's time. */
import type { ArenaView } from '../../../shared/api/arena';
import type { Db } from '../../db/connection';
import { boostedClock, boostOffered, pairingOpen, ruledAtClose } from '../../engine/arena/clock';
import { allowedAgainAt, freeEntrants } from '../../engine/arena/pairing';
import { boardsDue, statusDue } from './actions';
import { loadArena, type ArenaState } from './state';

const iso = (ms: number): string => new Date(ms).toISOString();

type Player = ArenaView['waiting'][number]['entrant'];

/** Free entrants, longest waiting first, each with the opponents they may not meet yet (R14.2). */
function waitingOf(s: ArenaState, player: (id: number) => Player): ArenaView['waiting'] {
  const free = freeEntrants(s.facts, s.games).sort((a, b) => a.freeSince - b.freeSince || a.id - b.id);
  // After the end nobody is paired any more (R14.6): no "not until" is left to read.
  const open = pairingOpen(s.time);
  return free.map((f) => ({
    entrant: player(f.id),
    freeSince: iso(f.freeSince),
    cooldowns: free
      .filter((o) => open && o.id !== f.id && allowedAgainAt(s.games, f.id, o.id) > s.now)
      .map((o) => ({ opponent: player(o.id), until: iso(allowedAgainAt(s.games, f.id, o.id)) })),
  }));
}

export function arenaView(db: Db, tournamentId: number, now: Date): ArenaView {
  const s = loadArena(db, tournamentId, now);
  const byId = new Map(s.entrants.map((e) => [e.id, { id: e.id, name: e.name, rating: e.rating }]));
  const player = (id: number) => byId.get(id) ?? { id, name: '?', rating: null };
  const paused = new Set(s.facts.filter((f) => f.paused).map((f) => f.id));
  const results = new Map(s.games.map((g) => [g.id, g.result]));
  const closed = s.arena.closedAt !== null;
  return {
    tournamentId,
    name: s.tournament.settings.name,
    closed,
    clock: { baseSeconds: s.arena.baseSeconds, incrementSeconds: s.arena.incrementSeconds },
    boostedClock: boostOffered(s.arena) ? boostedClock(s.arena) : null,
    time: {
      now: iso(s.now),
      phase: s.time.phase,
      startsAt: iso(s.startsAt),
      endsAt: iso(s.endsAt),
      closesAt: iso(s.time.closesAt),
      remainingMs: s.time.remainingMs,
      warning: s.time.warning,
      extensionMinutes: s.arena.extensionMinutes,
    },
    boards: s.games
      .filter((g) => g.endedAt === null)
      .sort((a, b) => a.board - b.board)
      .map((g) => ({
        gameId: g.id,
        board: g.board,
        white: player(g.white),
        black: player(g.black),
        startedAt: iso(g.startedAt),
        whiteBoosted: g.whiteBoosted,
        blackBoosted: g.blackBoosted,
      })),
    waiting: closed ? [] : waitingOf(s, player),
    paused: [...paused].map(player),
    standings: s.standings.map((r) => ({
      entrant: player(r.id),
      place: r.place,
      points: r.points,
      wins: r.wins,
      games: r.games,
      streak: r.streak,
      paused: paused.has(r.id),
      history: r.history.map((h) => ({
        gameId: h.gameId,
        opponent: player(h.opponent),
        colour: h.colour,
        outcome: h.outcome,
        result: results.get(h.gameId)!,
        points: h.points,
        onStreak: h.onStreak,
        boosted: h.boosted,
        endedAt: iso(h.endedAt),
      })),
    })),
    due:
      !closed &&
      (ruledAtClose(s.games, s.time).length > 0 ||
        s.time.phase === 'closed' ||
        statusDue(s) ||
        boardsDue(s, false).length > 0),
  };
}
