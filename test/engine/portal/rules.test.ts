import { describe, expect, it } from 'vitest';
import {
  admit,
  asGameResult,
  outcomeOfResult,
  minutesLeft,
  outcomeFor,
  unitStatus,
  type PortalReport,
  type UnitInput,
} from '../../../src/main/engine/portal/rules';

// A replayed clock: 14:00:00 on the round's day, then minutes after it.
const T0 = Date.UTC(2026, 5, 1, 14, 0, 0);
const min = (m: number) => T0 + m * 60_000;
// Each side's personal link (credentials 1 and 2) on its own phone, unless a test says otherwise.
const white = (
  at: number,
  results: PortalReport['results'] = ['white-wins'],
  more: Partial<PortalReport> = {},
): PortalReport => ({
  side: 0,
  kind: 'result',
  results,
  at,
  channel: 'link',
  credential: 1,
  phone: 'AAAAAA',
  ...more,
});
const black = (
  at: number,
  results: PortalReport['results'] = ['white-wins'],
  more: Partial<PortalReport> = {},
): PortalReport => ({
  side: 1,
  kind: 'result',
  results,
  at,
  channel: 'link',
  credential: 2,
  phone: 'BBBBBB',
  ...more,
});
const contest = (side: 0 | 1, at: number, more: Partial<PortalReport> = {}): PortalReport => ({
  side,
  kind: 'contest',
  results: null,
  at,
  channel: 'link',
  credential: side + 1,
  phone: side === 0 ? 'AAAAAA' : 'BBBBBB',
  ...more,
});
const unit = (reports: PortalReport[], more: Partial<UnitInput> = {}): UnitInput => ({
  reports,
  arbiterEntered: false,
  closed: false,
  ...more,
});

describe('R16.2 reports becoming a result', () => {
  it('two matching reports validate the game at once, at the second report', () => {
    const s = unitStatus(unit([white(min(0)), black(min(3))]), min(3));
    expect(s).toEqual({ status: 'confirmed', results: ['white-wins'], how: 'matching', at: min(3) });
  });

  it('one report waits ten minutes: 9:59 later still waiting, 10:00 later accepted', () => {
    const u = unit([white(min(2))]);
    expect(unitStatus(u, min(11) + 59_000)).toEqual({
      status: 'waiting',
      side: 0,
      results: ['white-wins'],
      deadline: min(12),
    });
    expect(unitStatus(u, min(12))).toEqual({
      status: 'confirmed',
      results: ['white-wins'],
      how: 'window',
      at: min(12),
    });
  });

  it('minutes left are rounded up: 9 min 1 s left shows 10, 59 s shows 1, after the end 0', () => {
    expect(minutesLeft(min(12), min(2) + 59_000)).toBe(10);
    expect(minutesLeft(min(12), min(11) + 1_000)).toBe(1);
    expect(minutesLeft(min(12), min(13))).toBe(0);
  });

  it('contradicting reports put the board in dispute, and it stays there', () => {
    const u = unit([white(min(0)), black(min(4), ['draw'])]);
    expect(unitStatus(u, min(4))).toEqual({ status: 'disputed', since: min(4) });
    expect(unitStatus(u, min(60))).toEqual({ status: 'disputed', since: min(4) });
  });

  it('a contest inside the window is a dispute; the report is never accepted by the window', () => {
    const u = unit([white(min(0)), contest(1, min(9))]);
    expect(unitStatus(u, min(30)).status).toBe('disputed');
  });

  it('a result the arbiter entered wins over every report', () => {
    expect(unitStatus(unit([white(min(0)), black(min(1))], { arbiterEntered: true }), min(2))).toEqual({
      status: 'arbiter',
    });
  });

  it('two legs: the reports compare game by game (R5.1)', () => {
    const a = white(min(0), ['white-wins', 'draw']);
    expect(unitStatus(unit([a, black(min(1), ['white-wins', 'draw'])]), min(1)).status).toBe('confirmed');
    expect(unitStatus(unit([a, black(min(1), ['white-wins', 'black-wins'])]), min(1)).status).toBe(
      'disputed',
    );
  });
});

describe('R16.2 admitting a report', () => {
  it('refuses a report after the round is closed', () => {
    expect(admit(unit([], { closed: true }), white(min(0)), min(0))).toEqual({
      ok: false,
      code: 'portal:roundClosed',
    });
  });

  it('never overwrites a result the arbiter entered', () => {
    expect(admit(unit([], { arbiterEntered: true }), white(min(0)), min(0))).toMatchObject({
      ok: false,
      code: 'portal:arbiterEntered',
    });
  });

  it('a repeat of the same report is acknowledged as a duplicate; a different one is refused', () => {
    const u = unit([white(min(0))]);
    expect(admit(u, white(min(1)), min(1))).toMatchObject({ ok: true, duplicate: true });
    expect(admit(u, white(min(1), ['black-wins']), min(1))).toEqual({
      ok: false,
      code: 'portal:alreadyReported',
    });
  });

  it('a contest needs a report to contest', () => {
    expect(admit(unit([]), contest(1, min(1)), min(1))).toEqual({
      ok: false,
      code: 'portal:nothingToContest',
    });
    expect(admit(unit([white(min(0))]), contest(1, min(1)), min(1))).toMatchObject({
      ok: true,
      after: { status: 'disputed', since: min(1) },
    });
  });

  it('after the window accepted a report, a contradiction is refused, a matching report is taken', () => {
    const u = unit([white(min(0))]);
    expect(admit(u, black(min(11), ['draw']), min(11))).toEqual({
      ok: false,
      code: 'portal:windowPassed',
      params: { at: min(10) },
    });
    expect(admit(u, black(min(11)), min(11))).toMatchObject({ ok: true, duplicate: false });
  });
});

describe('R16.2-R16.3 who speaks for a side: personal link or code, or the shared password', () => {
  const pw = (n: number) => ({ channel: 'password' as const, credential: 100 + n });

  it('a report by password alone never stands: an hour later it still waits, with no deadline', () => {
    const u = unit([white(min(0), ['white-wins'], pw(1))]);
    expect(unitStatus(u, min(60))).toEqual({
      status: 'waiting',
      side: 0,
      results: ['white-wins'],
      deadline: null,
    });
  });

  it("the same words by password from both sides validate nothing: the hall's password is one credential", () => {
    const u = unit([white(min(0), ['white-wins'], pw(1)), black(min(1), ['white-wins'], pw(2))]);
    expect(unitStatus(u, min(90))).toMatchObject({ status: 'waiting', deadline: null });
  });

  it("a password report waits for the other side: the opponent's personal report then opens its own ten minutes", () => {
    const u = unit([black(min(0), ['white-wins'], pw(1)), white(min(4))]);
    // Not two independent words: White's personal report waits from 10:04 to 10:14.
    expect(unitStatus(u, min(4))).toEqual({
      status: 'waiting',
      side: 0,
      results: ['white-wins'],
      deadline: min(14),
    });
    expect(unitStatus(u, min(14))).toEqual({
      status: 'confirmed',
      results: ['white-wins'],
      how: 'window',
      at: min(14),
    });
  });

  it("a password report agreeing with a personal one completes nothing: the personal report's window goes on", () => {
    const u = unit([white(min(0)), black(min(3), ['white-wins'], pw(1))]);
    expect(unitStatus(u, min(3))).toEqual({
      status: 'waiting',
      side: 0,
      results: ['white-wins'],
      deadline: min(10),
    });
    expect(unitStatus(u, min(10))).toMatchObject({ status: 'confirmed', how: 'window', at: min(10) });
  });

  it('a contradiction by password is a dispute: the arbiter decides', () => {
    expect(unitStatus(unit([white(min(0)), black(min(2), ['draw'], pw(1))]), min(30))).toEqual({
      status: 'disputed',
      since: min(2),
    });
    expect(unitStatus(unit([white(min(0)), contest(1, min(2), pw(1))]), min(30)).status).toBe('disputed');
  });

  it('two personal reports validate only from two credentials and two phones', () => {
    const sameCredential = unit([white(min(0)), black(min(1), ['white-wins'], { credential: 1 })]);
    expect(unitStatus(sameCredential, min(1))).toMatchObject({ status: 'waiting', deadline: min(10) });
    const samePhone = unit([white(min(0)), black(min(1), ['white-wins'], { phone: 'AAAAAA' })]);
    expect(unitStatus(samePhone, min(1))).toMatchObject({ status: 'waiting', deadline: min(10) });
    // Phones that did not say which they are do not count as one phone.
    const unknown = unit([
      white(min(0), ['white-wins'], { phone: null }),
      black(min(1), ['white-wins'], { phone: null }),
    ]);
    expect(unitStatus(unknown, min(1))).toMatchObject({ status: 'confirmed', how: 'matching' });
  });

  it('refuses a report from the phone that already reported for the other side', () => {
    const u = unit([white(min(0), ['white-wins'], pw(1))]);
    expect(admit(u, black(min(1), ['white-wins'], { ...pw(2), phone: 'AAAAAA' }), min(1))).toEqual({
      ok: false,
      code: 'portal:samePhone',
    });
  });

  it("a side's personal report replaces its password report, even with other words; nothing replaces a personal one", () => {
    const u = unit([white(min(0), ['white-wins'], pw(1))]);
    const own = white(min(2), ['black-wins']);
    expect(admit(u, own, min(2))).toEqual({
      ok: true,
      duplicate: false,
      after: { status: 'waiting', side: 0, results: ['black-wins'], deadline: min(12) },
    });
    // The same words by link after the password's are stored: they are the first personal ones.
    expect(admit(u, white(min(2)), min(2))).toMatchObject({ ok: true, duplicate: false });
    const both = unit([white(min(0), ['white-wins'], pw(1)), own]);
    expect(admit(both, white(min(3), ['draw']), min(3))).toEqual({
      ok: false,
      code: 'portal:alreadyReported',
    });
    expect(admit(both, white(min(3), ['draw'], pw(3)), min(3))).toEqual({
      ok: false,
      code: 'portal:alreadyReported',
    });
    // A repeat of the password's words by password is a duplicate.
    expect(admit(u, white(min(1), ['white-wins'], pw(4)), min(1))).toMatchObject({
      ok: true,
      duplicate: true,
    });
  });

  it('a contest needs a result of the other side: its own password report is nothing to contest', () => {
    const u = unit([white(min(0), ['white-wins'], pw(1))]);
    expect(admit(u, contest(0, min(1)), min(1))).toEqual({ ok: false, code: 'portal:nothingToContest' });
  });
});

describe("a player's word in the game's colours", () => {
  it('a win with Black is black-wins; a loss with White is black-wins', () => {
    expect(asGameResult('win', false)).toBe('black-wins');
    expect(asGameResult('loss', true)).toBe('black-wins');
    expect(asGameResult('win', true)).toBe('white-wins');
    expect(asGameResult('draw', false)).toBe('draw');
    expect(outcomeFor('black-wins', false)).toBe('win');
    expect(outcomeFor('white-wins', false)).toBe('loss');
  });
});

describe('outcomeOfResult: any stored result for one player (a captain reporting a board the arbiter entered)', () => {
  it('reads wins by no-show and forfeit as wins, a ruled draw as a draw, a double forfeit as lost by both', () => {
    expect(outcomeOfResult('black-wins-no-show', false)).toBe('win');
    expect(outcomeOfResult('black-wins-no-show', true)).toBe('loss');
    expect(outcomeOfResult('white-wins-forfeit', true)).toBe('win');
    expect(outcomeOfResult('ruled-draw', false)).toBe('draw');
    expect(outcomeOfResult('double-forfeit', true)).toBe('loss');
    expect(outcomeOfResult('double-forfeit', false)).toBe('loss');
    expect(outcomeOfResult('white-wins', false)).toBe('loss');
  });
});
