/**
 * `arena.pair`: the arbiter seats two entrants by hand, with the colours they chose, under the
 * rules of the live pairing (RULES.md R14.1, R14.2, R14.6). Every refusal names the rule and the
 * time on the hall's clock until which it holds, to the second.
 */
import { AppError } from '../../../shared/errors';
import { wallSecond } from '../../../shared/settings';
import type { Db } from '../../db/connection';
import { insertGame, markArenaRunning } from '../../db/repos/arena';
import { handPairingRefusal, type HandRefusal } from '../../engine/arena/by-hand';
import { COOLDOWN_PER_GAME_MS } from '../../engine/arena/pairing';
import { freeTables, statusDue } from './actions';
import { loadArena, requireOpen, type ArenaState } from './state';

/** The refusal as the arbiter reads it: names, boards and times instead of ids and instants. */
function refusal(s: ArenaState, r: HandRefusal, white: number, black: number): AppError {
  const name = (id: number) => s.entrants.find((e) => e.id === id)?.name ?? String(id);
  const arena = s.tournament.settings.name;
  switch (r.why) {
    case 'same':
      return new AppError('arena:errors.pairSame', { name: name(white) });
    case 'unknown':
      return new AppError('arena:errors.pairNotEntrant', { id: r.id, arena });
    case 'beforeStart':
      return new AppError('arena:errors.pairBeforeStart', { arena, time: wallSecond(r.startsAt) });
    case 'afterEnd':
      return new AppError('arena:errors.pairAfterEnd', { arena, time: wallSecond(r.endsAt) });
    case 'paused':
      // R14.1: registered absent and never joined reads differently from having left.
      return s.presence.has(r.id)
        ? new AppError('arena:errors.pairPaused', { name: name(r.id), time: wallSecond(r.since) })
        : new AppError('arena:errors.pairNotJoined', { name: name(r.id) });
    case 'playing': {
      const board = s.games.find((g) => g.id === r.gameId)?.board ?? 0;
      return new AppError('arena:errors.pairPlaying', { name: name(r.id), board, time: wallSecond(r.since) });
    }
    case 'cooldown': {
      const params = {
        white: name(white),
        black: name(black),
        games: r.games,
        count: r.games, // the plural of "game(s) together"
        minutes: (r.games * COOLDOWN_PER_GAME_MS) / 60_000,
        ended: wallSecond(r.lastEnd),
        time: wallSecond(r.until),
        end: wallSecond(s.time.endsAt),
      };
      return new AppError(
        r.pastEnd ? 'arena:errors.pairCooldownPastEnd' : 'arena:errors.pairCooldown',
        params,
      );
    }
  }
}

/** Seats White against Black at the lowest free table now; answers the new game's id. */
export function pairByHand(db: Db, tournamentId: number, white: number, black: number, now: Date): number {
  const s = loadArena(db, tournamentId, now);
  requireOpen(s);
  const r = handPairingRefusal({
    entrants: s.facts,
    games: s.games,
    time: s.time,
    startsAt: s.startsAt,
    now: s.now,
    white,
    black,
  });
  if (r) throw refusal(s, r, white, black);
  if (statusDue(s)) markArenaRunning(db, tournamentId);
  const board = freeTables(s).next().value;
  return insertGame(db, tournamentId, { board, white, black }, now.toISOString());
}
