import { describe, expect, it } from 'vitest';
import type { TournamentTime } from '../../src/shared/api/arena';
import {
  canExtend,
  canReopen,
  closeDue,
  closeEditable,
  drawPlace,
  durationText,
  endBeforeStart,
  watchesDuration,
} from '../../src/renderer/components/arena/duration-line';
import { activityLine, type LineContext } from '../../src/renderer/components/activity/summary';
import { DRAUGHTS_POINTS } from '../../src/shared/domain';
import { t } from '../../src/shared/i18n/index';

/** The clock line of a tournament in rounds (R15.1): what it says, when it closes, what it offers. */
const at = (d: number, h: number, m: number) => new Date(2030, 5, d, h, m).toISOString();
const time = (over: Partial<TournamentTime>): TournamentTime => ({
  phase: 'running',
  status: 'running',
  remainingMs: 0,
  warning: false,
  startsAt: at(1, 10, 0),
  startedAt: at(1, 10, 0),
  endsAt: at(2, 18, 0),
  closesAt: at(2, 18, 10),
  closeAtEnd: true,
  announcedEnd: '2030-06-02T18:00',
  extensionMinutes: 0,
  closedAt: null,
  closeTurnedOff: false,
  ...over,
});
const say = (x: TournamentTime) => {
  const d = durationText(x);
  return d === null ? null : t('en', `arena:${d.key}`, d.params);
};
const noClose = { closeAtEnd: false, endsAt: null, closesAt: null, announcedEnd: null };

describe('the clock line of a tournament in rounds says what is true in every phase (R15.1)', () => {
  it('counts to the start only before the start', () => {
    const before = { phase: 'before', status: 'registration', startedAt: null } as const;
    expect(say(time({ ...before, remainingMs: 65 * 60_000 }))).toBe('Starts in 1:05:00');
    // The scheduled start has passed and the arbiter has not started: no "Starts in 0:00".
    expect(say(time({ ...before, remainingMs: 0 }))).toBe(
      'Scheduled start 2030-06-01 10:00: not started yet.',
    );
    expect(endBeforeStart(time({ ...before, remainingMs: 1000 }))).toBe('2030-06-02 18:00');
    expect(endBeforeStart(time({ ...before, ...noClose }))).toBeNull();
  });

  it('counts to the announced end while running with the close on, and says when there is none', () => {
    expect(say(time({ remainingMs: 4 * 60_000 + 30_000 }))).toBe('Ends at 2030-06-02 18:00, in 4:30');
    expect(say(time({ ...noClose }))).toBe('No close by the clock: the tournament ends with its last round.');
    expect(say(time({ phase: 'overtime', remainingMs: 9 * 60_000 }))).toBe(
      'Overtime: open games are ruled drawn and the tournament closes in 9:00',
    );
    expect(say(time({ phase: 'closed' }))).toContain('the tournament closes now');
  });

  it('says nothing for a tournament finished by its last round, and when the clock closed it', () => {
    expect(say(time({ phase: 'finished', status: 'finished' }))).toBeNull();
    expect(say(time({ phase: 'finished', status: 'cancelled' }))).toBeNull();
    expect(say(time({ phase: 'closed', status: 'finished', closedAt: at(2, 18, 10) }))).toBe(
      'Closed by the clock at 2030-06-02 18:10, ten minutes after the announced end (R15.1).',
    );
  });
});

describe('what the clock line offers (R15.1)', () => {
  it('asks for the close once, only when it is due for a running tournament that keeps it', () => {
    expect(closeDue(time({ phase: 'overtime' }))).toBe(false);
    expect(closeDue(time({ phase: 'closed' }))).toBe(true);
    expect(closeDue(time({ phase: 'closed', closeAtEnd: false }))).toBe(false);
    expect(closeDue(time({ phase: 'closed', closedAt: at(2, 18, 10) }))).toBe(false);
    expect(closeDue(time({ phase: 'closed', status: 'registration' }))).toBe(false);
  });

  it('adds minutes only while running with an end, until the close', () => {
    expect(canExtend(time({}))).toBe(true);
    expect(canExtend(time({ phase: 'overtime' }))).toBe(true);
    expect(canExtend(time({ phase: 'before', status: 'registration' }))).toBe(false);
    expect(canExtend(time({ ...noClose }))).toBe(false);
    expect(canExtend(time({ phase: 'closed' }))).toBe(false);
    expect(canExtend(time({ phase: 'finished', status: 'finished' }))).toBe(false);
  });

  it('sets or moves the close until the tournament is over; reopens only what the clock closed', () => {
    expect(closeEditable(time({ phase: 'before', status: 'registration' }))).toBe(true);
    expect(closeEditable(time({ ...noClose }))).toBe(true);
    expect(closeEditable(time({ phase: 'finished', status: 'finished' }))).toBe(false);
    expect(closeEditable(time({ phase: 'closed', status: 'finished', closedAt: at(2, 18, 10) }))).toBe(false);
    expect(canReopen(time({ phase: 'closed', status: 'finished', closedAt: at(2, 18, 10) }))).toBe(true);
    expect(canReopen(time({ phase: 'finished', status: 'finished' }))).toBe(false);
  });

  it('names the place of each ruled draw of the close: board, second game, team match', () => {
    const place = (d: Parameters<typeof drawPlace>[0]) => {
      const p = drawPlace(d);
      return t('en', `arena:${p.key}`, p.params);
    };
    const d = { gameId: 1, round: 4, match: null, board: 3, leg: 1, white: 'A', black: 'B' };
    expect(place(d)).toBe('Round 4, board 3');
    expect(place({ ...d, leg: 2 })).toBe('Round 4, board 3, game 2');
    expect(place({ ...d, match: 2 })).toBe('Round 4, match 2, board 3');
  });
});

describe('the activity log of the close (R15.1)', () => {
  const c: LineContext = { t: (k, p) => t('en', k, p), ps: DRAUGHTS_POINTS, twoLegs: false };
  it('writes the extension, the close, the setting, the reopening, in the hall clock', () => {
    expect(
      activityLine({ action: 'tournament.extend', summary: { minutes: 30, endsAt: at(1, 12, 30) } }, c),
    ).toBe('announced end moved 30 minutes later: it is now 2030-06-01 12:30');
    expect(
      activityLine({ action: 'tournament.tick', summary: { ruled: 3, closedAt: at(1, 12, 10) } }, c),
    ).toBe(
      'closed by the clock at 2030-06-01 12:10, ten minutes after the announced end (R15.1); open games ruled drawn (R8.5): 3',
    );
    const set = { closeAtEnd: true, announcedEnd: '2030-06-02T18:00', before: {} };
    expect(activityLine({ action: 'tournament.setClose', summary: set }, c)).toBe(
      'close by the clock on, announced end 2030-06-02 18:00',
    );
    const reopened = {
      cleared: [{ gameId: 9, round: 4, match: null, board: 2, leg: 1, white: 'A', black: 'B' }],
      kept: 1,
      closeAtEnd: false,
      announcedEnd: '2030-06-01T18:00',
    };
    expect(activityLine({ action: 'tournament.reopen', summary: reopened }, c)).toBe(
      'reopened after the close by the clock; ruled draws cleared: round 4 board 2; kept: 1; close by the clock off: the tournament ends with its last round',
    );
    expect(activityLine({ action: 'tournament.closeNoticeSeen', summary: {} }, c)).toContain(
      'turned off when the file was opened',
    );
  });
});

describe('the clock line on every screen of a tournament in rounds (R15.1)', () => {
  const running = { kind: 'rounds', status: 'running' } as const;
  it('is shown above every screen of the tournament, where Results and Teams show their own', () => {
    for (const screen of [
      'standings',
      'reports',
      'entrants',
      'pairings',
      'settings',
      'log',
      'crosstable',
    ] as const)
      expect(watchesDuration(running, screen)).toBe(true);
    expect(watchesDuration({ ...running, status: 'registration' }, 'entrants')).toBe(true);
    expect(watchesDuration({ ...running, status: 'finished' }, 'standings')).toBe(true);
    expect(watchesDuration(running, 'results')).toBe(false);
    expect(watchesDuration(running, 'teams')).toBe(false);
  });
  it('is not shown for an arena, a cancelled tournament, or outside a tournament', () => {
    expect(watchesDuration({ ...running, kind: 'arena' }, 'standings')).toBe(false);
    expect(watchesDuration({ ...running, status: 'cancelled' }, 'standings')).toBe(false);
    expect(watchesDuration(running, 'events')).toBe(false);
    expect(watchesDuration(running, 'ratings')).toBe(false);
    expect(watchesDuration(null, 'standings')).toBe(false);
  });
});
