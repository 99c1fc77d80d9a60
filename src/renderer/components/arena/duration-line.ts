/** What the countdown of a tournament in rounds says and does (R15.1); pure, tested in test/renderer. */
import type { TournamentTime } from '../../../shared/api/arena';
import type { Tournament } from '../../../shared/api/tournaments';
import { wallMinute } from '../../../shared/settings';
import { countdown } from './arena-format';

/** The sentence under the round tabs: its key in the arena namespace and its parameters. */
export function durationText(time: TournamentTime): { key: string; params: Record<string, string> } {
  if (time.closedAt !== null)
    return { key: 'duration.closedAt', params: { time: wallMinute(time.closedAt) } };
  const left = { time: countdown(time.remainingMs) };
  if (time.phase === 'closed') return { key: 'duration.closed', params: {} };
  if (time.phase === 'overtime')
    return { key: time.closeAtEnd ? 'duration.closesItself' : 'duration.overtime', params: left };
  return { key: `phase.${time.phase}`, params: left };
}

/** The close is due: the screen asks the server to do it (`tournament.tick`), once. */
export const closeDue = (time: TournamentTime): boolean =>
  time.closeAtEnd && time.closedAt === null && time.phase === 'closed';

/** The arbiter may extend until the close (R15.1); after it the open games are ruled drawn. */
export const canExtend = (time: TournamentTime): boolean => time.closedAt === null && time.phase !== 'closed';

/**
 * Whether the app watches a tournament's close from every screen (DurationWatch): in rounds,
 * running, closing at the end by itself. The Results and Teams screens watch with their countdown.
 */
export const watchesDuration = (
  t: Pick<Tournament, 'kind' | 'status' | 'settings'> | null,
  screen: string,
): boolean =>
  t !== null &&
  t.kind === 'rounds' &&
  t.status === 'running' &&
  t.settings.closeAtEnd &&
  screen !== 'results' &&
  screen !== 'teams';
