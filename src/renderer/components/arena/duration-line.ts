/** What the clock line of a tournament in rounds says and offers (R15.1); pure, tested in test/renderer. */
import type { TournamentTime } from '../../../shared/api/arena';
import type { ClosedDraw } from '../../../shared/api/clock';
import type { Tournament } from '../../../shared/api/tournaments';
import { formatDateTime } from '../../../shared/dates';
import { NEEDS_TOURNAMENT, type View } from '../../screens';
import { countdown } from './arena-format';

/**
 * The sentence of the line: its key in the arena namespace and its parameters, or null when there
 * is nothing true to say (a tournament finished by its last round, or cancelled). The status
 * decides before the clock: a running tournament never "starts in", a finished one counts nothing.
 */
export function durationText(
  time: TournamentTime,
  lang = 'en',
): { key: string; params: Record<string, string> } | null {
  if (time.closedAt !== null)
    return { key: 'duration.closedAt', params: { time: formatDateTime(lang, time.closedAt) } };
  const left = { time: countdown(time.remainingMs) };
  const end = time.endsAt === null ? '' : formatDateTime(lang, time.endsAt);
  switch (time.phase) {
    case 'finished':
      return null;
    case 'before':
      return time.remainingMs > 0
        ? { key: 'phase.before', params: left }
        : { key: 'duration.notStarted', params: { start: formatDateTime(lang, time.startsAt) } };
    case 'running':
      return time.endsAt === null
        ? { key: 'duration.noClose', params: {} }
        : { key: 'duration.endsAt', params: { ...left, end } };
    case 'overtime':
      return { key: 'duration.closesItself', params: left };
    case 'closed':
      return { key: 'duration.closing', params: {} };
  }
}

/** Before the start, the line says when the close is set to come (the countdown is the start's). */
export const endBeforeStart = (time: TournamentTime, lang = 'en'): string | null =>
  time.phase === 'before' && time.endsAt !== null ? formatDateTime(lang, time.endsAt) : null;

/** The close is due: the screen asks the server to do it (`tournament.tick`), once. */
export const closeDue = (time: TournamentTime): boolean =>
  time.closeAtEnd && time.status === 'running' && time.closedAt === null && time.phase === 'closed';

/** "Add 15 minutes" moves the end while the tournament runs, until the close (R15.1). */
export const canExtend = (time: TournamentTime): boolean =>
  time.closedAt === null && time.endsAt !== null && (time.phase === 'running' || time.phase === 'overtime');

/** The close can be turned on, moved or turned off until the tournament is over. */
export const closeEditable = (time: TournamentTime): boolean =>
  time.closedAt === null && (time.status === 'registration' || time.status === 'running');

/** A tournament the clock closed can be reopened by the arbiter. */
export const canReopen = (time: TournamentTime): boolean => time.closedAt !== null;

/**
 * Whether the app shows the clock line above the screen (and so watches the close from there): on
 * every screen of a tournament in rounds that is not cancelled. The Results and Teams screens show
 * it themselves, where the close also reloads their boards.
 */
export const watchesDuration = (t: Pick<Tournament, 'kind' | 'status'> | null, screen: View): boolean =>
  t !== null &&
  t.kind === 'rounds' &&
  t.status !== 'cancelled' &&
  (NEEDS_TOURNAMENT as ReadonlySet<string>).has(screen) &&
  screen !== 'results' &&
  screen !== 'teams';

/** Where a game the close ruled drawn was played, as the reopen dialog names it. */
export function drawPlace(d: ClosedDraw): { key: string; params: Record<string, number> } {
  if (d.match !== null)
    return { key: 'reopen.match', params: { round: d.round, match: d.match, board: d.board } };
  return d.leg === 2
    ? { key: 'reopen.boardLeg', params: { round: d.round, board: d.board, leg: d.leg } }
    : { key: 'reopen.board', params: { round: d.round, board: d.board } };
}
