/**
 * RULES.md R15.1 (and R8.5) for a tournament in rounds, individual or team; the arena keeps its
 * own (services/arena), on the same clock (engine/arena/clock.ts). The seeds' close comes from
 * online play; over the board it is the arbiter's choice, off unless turned on. When it is on
 * (`closeAtEnd`), the tournament has an announced end, a local date-time (`announcedEnd`): nothing
 * new is paired after it, games still running get ten more minutes, then every open game is a ruled
 * draw and the tournament closes by itself. The time is always the transport's (`now`). Where the
 * tournament stands against its end, and the refusal to pair after it, are in
 * services/tournament-common/announced-end.ts, which the team rounds use too.
 */
import { AppError } from '../../../shared/errors';
import { LIMITS, closeIssues, scheduleMinutes, wallMinute, type Settings } from '../../../shared/settings';
import { endPassedIssues, wallField } from '../../../shared/schedule';
import type { TournamentTime } from '../../../shared/api/arena';
import type { Db } from '../../db/connection';
import { clearCloseNotice, closeByDuration, getDuration, setClose } from '../../db/repos/duration';
import { loadRounds, setGameResult, setRoundStatus } from '../../db/repos/rounds';
import { getStart } from '../../db/repos/start';
import { loadMatches, setTeamGameResult } from '../../db/repos/teams';
import type { TournamentRecord } from '../../db/repos/tournaments';
import { extend as extendArena } from '../arena/actions';
import { firstOverlap } from '../same-person';
import { loadTournament } from '../tournaments';
import { durationOf, refusePairingAfterEnd, type Duration } from '../tournament-common/announced-end';
import { byStack } from '../tournament-common/stack';

const MINUTE = 60_000;

type Standing = Pick<TournamentTime, 'phase' | 'remainingMs' | 'warning'>;

/**
 * What the countdown says follows the tournament's status before the clock: a tournament not
 * started counts to its start, a finished one counts nothing, a running one to its end if it has
 * one. An arena reads its clock alone (R14.1).
 */
function standing(t: TournamentRecord, d: Duration, now: number): Standing {
  const still = { remainingMs: 0, warning: false };
  if (t.kind === 'arena' && d.time) return d.time;
  if (d.closedAt !== null) return { phase: 'closed', ...still };
  if (t.status === 'registration')
    return { phase: 'before', remainingMs: Math.max(0, d.startsAt - now), warning: false };
  if (t.status !== 'running') return { phase: 'finished', ...still };
  return d.time ?? { phase: 'running', ...still };
}

/** Where the tournament stands against the clock, for the countdown of every screen (`tournament.time`). */
export function tournamentTime(db: Db, id: number, now: Date): TournamentTime {
  const t = loadTournament(db, id);
  const d = durationOf(db, t, now);
  const iso = (ms: number) => new Date(ms).toISOString();
  const s = standing(t, d, now.getTime());
  return {
    phase: s.phase,
    status: t.status,
    remainingMs: s.remainingMs,
    warning: s.warning,
    startsAt: iso(d.startsAt),
    startedAt: getStart(db, id).startedAt,
    endsAt: d.time ? iso(d.time.endsAt) : null,
    closesAt: d.time ? iso(d.time.closesAt) : null,
    closeAtEnd: d.closeAtEnd,
    announcedEnd: t.kind === 'arena' ? null : t.settings.announcedEnd,
    extensionMinutes: d.extensionMinutes,
    closedAt: d.closedAt,
    closeTurnedOff: d.closeNotice,
  };
}

/**
 * R15.1, R8.5: with the close by the clock on, open games are ruled drawn only once the announced
 * end and the ten minutes after it are over (said in the poster's wall-clock time). With the close
 * off there is no announced end to wait for: ruling a game drawn is the arbiter's decision.
 */
export function refuseRulingBeforeClose(db: Db, t: TournamentRecord, now: Date): void {
  const d = durationOf(db, t, now);
  if (!d.time || now.getTime() >= d.time.closesAt) return;
  throw new AppError('play:ruleBeforeEnd', { end: wallMinute(d.time.closesAt) });
}

/** What the close by the clock did: the games it ruled drawn and when. */
export type Closing = { ruled: number; closedAt: string };

/**
 * R15.1, R8.5: once the ten minutes after the end are over, every open game is a ruled draw, dated
 * at the close (not when someone noticed), and the tournament closes. Nothing happens before that,
 * for a tournament without the close, or one already closed or not running.
 */
export function closeIfDue(db: Db, tournamentId: number, now: Date): Closing | null {
  const t = loadTournament(db, tournamentId);
  if (t.kind === 'arena' || t.status !== 'running') return null;
  const d = durationOf(db, t, now);
  if (!d.time || d.closedAt !== null || d.time.phase !== 'closed') return null;
  const at = new Date(d.time.closesAt).toISOString();
  const ruled = byStack(db, tournamentId, {
    individual: () => {
      const open = loadRounds(db, tournamentId).flatMap((r) =>
        r.boards.flatMap((b) => b.games.filter((g) => g.result === null)),
      );
      for (const g of open) setGameResult(db, g.id, 'ruled-draw', at);
      return open.length;
    },
    team: () => {
      const open = loadMatches(db, tournamentId).flatMap((m) => m.games.filter((g) => g.result === null));
      for (const g of open) setTeamGameResult(db, g.id, 'ruled-draw', at);
      return open.length;
    },
  });
  for (const r of loadRounds(db, tournamentId))
    if (r.status !== 'finished') setRoundStatus(db, r.id, 'finished');
  closeByDuration(db, tournamentId, at);
  return { ruled, closedAt: at };
}

export type Close = Pick<Settings, 'closeAtEnd' | 'announcedEnd'>;

/**
 * The close checked as the settings check it, from the start that counts: the scheduled one, or
 * the real one when round 1 was paired earlier; an end already over is refused (R15.1), and so is
 * an end that makes an entrant play two tournaments at once (R1.5).
 */
export function refuseClose(db: Db, t: TournamentRecord, close: Close, now: Date): void {
  const scheduled = scheduleMinutes(t.settings.scheduledStart);
  const startedAt = getStart(db, t.id).startedAt;
  const real = startedAt === null ? null : scheduleMinutes(wallField(startedAt));
  const start = scheduled === null || real === null ? scheduled : Math.min(scheduled, real);
  const wrong = closeIssues(close, start);
  const issues = wrong.length > 0 ? wrong : endPassedIssues(close, now.getTime());
  // R1.5: a later end may make the tournament run at the same time as another of one of its entrants.
  const clash = issues.length > 0 ? null : firstOverlap(db, t.id, { ...t.settings, ...close });
  if (clash) issues.push({ field: 'announcedEnd', code: 'samePersonOverlap', params: clash });
  if (issues.length > 0) throw new AppError('settings:invalid', {}, { issues });
}

/**
 * R15.1: the arbiter turns the close on with its end, moves the end or turns the close off, at any
 * time until the tournament is over; a tournament the clock closed is reopened instead. Returns
 * the close as it was, for the activity log and its undo.
 */
export function setTournamentClose(db: Db, tournamentId: number, close: Close, now: Date): Close {
  const t = loadTournament(db, tournamentId);
  const name = t.settings.name;
  if (t.kind === 'arena') throw new AppError('play:closeOfArena', { name });
  const { closedAt } = getDuration(db, tournamentId);
  if (closedAt !== null) throw new AppError('play:reopenFirst', { name, at: wallMinute(closedAt) });
  if (t.status === 'finished' || t.status === 'cancelled') throw new AppError('play:closeAfterEnd', { name });
  refuseClose(db, t, close, now);
  setClose(db, tournamentId, close.closeAtEnd, close.announcedEnd);
  return { closeAtEnd: t.settings.closeAtEnd, announcedEnd: t.settings.announcedEnd };
}

/**
 * R15.1: the arbiter moves the announced end later, before the close only (after it the open games
 * are already ruled drawn); an arena extends its duration. The end stays within the longest time a
 * tournament may announce.
 */
export function extendDuration(db: Db, tournamentId: number, minutes: number, now: Date): void {
  const t = loadTournament(db, tournamentId);
  if (t.kind === 'arena') return extendArena(db, tournamentId, minutes, now);
  const d = durationOf(db, t, now);
  if (d.closedAt !== null || d.time?.phase === 'closed')
    throw new AppError('play:extendAfterClose', {
      name: t.settings.name,
      at: wallMinute(d.closedAt !== null ? Date.parse(d.closedAt) : (d.time?.closesAt ?? 0)),
    });
  if (!d.time) throw new AppError('play:extendWithoutEnd', { name: t.settings.name });
  const end = d.time.endsAt + minutes * MINUTE;
  const total = Math.round((end - d.startsAt) / MINUTE);
  if (total > LIMITS.duration.max)
    throw new AppError('play:extendTooLong', { max: LIMITS.duration.max, total });
  setClose(db, tournamentId, true, wallField(end));
}

/**
 * R15.1 before the arbiter confirms the start (the preview), not after "Start and pair round 1": a
 * tournament whose announced end is over would pair round 1 after its end.
 */
export function refuseStartAfterEnd(db: Db, tournamentId: number, now: Date): void {
  const t = loadTournament(db, tournamentId);
  if (t.status === 'registration' && !t.started) refusePairingAfterEnd(db, t, 1, now);
}

/**
 * The arbiter has read that the close by the clock is off (by default): the notice goes, and the
 * answer is what the activity log keeps, since when the close has been off and why. Null when no
 * such notice was shown: nothing changes.
 */
export function seeCloseNotice(db: Db, tournamentId: number, now: Date): Close | null {
  const t = loadTournament(db, tournamentId);
  if (!tournamentTime(db, tournamentId, now).closeTurnedOff) return null;
  clearCloseNotice(db, tournamentId);
  return { closeAtEnd: false, announcedEnd: t.settings.announcedEnd };
}
