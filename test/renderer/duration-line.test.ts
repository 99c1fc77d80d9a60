import { describe, expect, it } from 'vitest';
import type { TournamentTime } from '../../src/shared/api/arena';
import {
  canExtend,
  closeDue,
  durationText,
  watchesDuration,
} from '../../src/renderer/components/arena/duration-line';
import { activityLine, type LineContext } from '../../src/renderer/components/activity/summary';
import { DRAUGHTS_POINTS } from '../../src/shared/domain';
import { t } from '../../src/shared/i18n/index';

/** The countdown of a tournament in rounds (R15.1): what it says, when it closes, when it extends. */
const at = (h: number, m: number) => new Date(2030, 5, 1, h, m).toISOString();
const time = (over: Partial<TournamentTime>): TournamentTime => ({
  phase: 'running',
  remainingMs: 0,
  warning: false,
  endsAt: at(12, 0),
  closesAt: at(12, 10),
  closeAtEnd: true,
  extensionMinutes: 0,
  closedAt: null,
  ...over,
});
const say = (x: TournamentTime) => {
  const d = durationText(x);
  return t('en', `arena:${d.key}`, d.params);
};

describe('the duration line of a tournament in rounds (R15.1)', () => {
  it('says the countdown in each phase, and who closes in overtime', () => {
    expect(say(time({ phase: 'before', remainingMs: 65 * 60_000 }))).toBe('Starts in 1:05:00');
    expect(say(time({ phase: 'running', remainingMs: 4 * 60_000 + 30_000 }))).toBe('Ends in 4:30');
    expect(say(time({ phase: 'overtime', remainingMs: 9 * 60_000 }))).toBe(
      'Overtime: open games are ruled drawn and the tournament closes in 9:00',
    );
    // Without the close, the arbiter rules the games drawn by hand once the ten minutes are over.
    expect(say(time({ phase: 'overtime', remainingMs: 60_000, closeAtEnd: false }))).toBe(
      'Overtime: open games can be ruled drawn in 1:00',
    );
    expect(say(time({ phase: 'closed', closeAtEnd: false }))).toContain('open games may be ruled drawn');
    expect(say(time({ phase: 'closed', closedAt: at(12, 10) }))).toBe(
      'Closed at 2030-06-01 12:10, at the end of the announced duration (R15.1).',
    );
  });

  it('asks for the close once, only when it is due and the tournament keeps its duration', () => {
    expect(closeDue(time({ phase: 'overtime' }))).toBe(false);
    expect(closeDue(time({ phase: 'closed' }))).toBe(true);
    expect(closeDue(time({ phase: 'closed', closeAtEnd: false }))).toBe(false);
    expect(closeDue(time({ phase: 'closed', closedAt: at(12, 10) }))).toBe(false);
  });

  it('offers the extension until the close, not after', () => {
    expect(canExtend(time({ phase: 'before' }))).toBe(true);
    expect(canExtend(time({ phase: 'overtime' }))).toBe(true);
    expect(canExtend(time({ phase: 'closed' }))).toBe(false);
    expect(canExtend(time({ phase: 'closed', closedAt: at(12, 10) }))).toBe(false);
  });

  it('writes the extension and the close in the activity log, in the hall clock', () => {
    const c: LineContext = { t: (k, p) => t('en', k, p), ps: DRAUGHTS_POINTS, twoLegs: false };
    expect(
      activityLine({ action: 'tournament.extend', summary: { minutes: 30, endsAt: at(12, 30) } }, c),
    ).toBe('announced duration extended by 30 minutes: it now ends at 2030-06-01 12:30');
    expect(activityLine({ action: 'tournament.tick', summary: { ruled: 3, closedAt: at(12, 10) } }, c)).toBe(
      'closed at 2030-06-01 12:10, at the end of the announced duration (R15.1); open games ruled drawn (R8.5): 3',
    );
  });
});

describe('the close watched from every screen (R15.1)', () => {
  const running = { kind: 'rounds', status: 'running', settings: { closeAtEnd: true } } as Parameters<
    typeof watchesDuration
  >[0];
  it('watches a running tournament in rounds that closes by itself, on the screens without a countdown', () => {
    expect(watchesDuration(running, 'standings')).toBe(true);
    expect(watchesDuration(running, 'reports')).toBe(true);
    // the Results and Teams screens have their own countdown, which asks for the close
    expect(watchesDuration(running, 'results')).toBe(false);
    expect(watchesDuration(running, 'teams')).toBe(false);
  });
  it('leaves alone an arena, a tournament not running, and one that does not keep its duration', () => {
    expect(watchesDuration({ ...running!, kind: 'arena' }, 'standings')).toBe(false);
    expect(watchesDuration({ ...running!, status: 'finished' }, 'standings')).toBe(false);
    expect(watchesDuration({ ...running!, status: 'registration' }, 'standings')).toBe(false);
    expect(
      watchesDuration({ ...running!, settings: { ...running!.settings, closeAtEnd: false } }, 'standings'),
    ).toBe(false);
    expect(watchesDuration(null, 'standings')).toBe(false);
  });
});
