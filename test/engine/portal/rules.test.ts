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
const white = (at: number, results: PortalReport['results'] = ['white-wins']): PortalReport => ({
  side: 0,
  kind: 'result',
  results,
  at,
});
const black = (at: number, results: PortalReport['results'] = ['white-wins']): PortalReport => ({
  side: 1,
  kind: 'result',
  results,
  at,
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
    const u = unit([white(min(0)), { side: 1, kind: 'contest', results: null, at: min(9) }]);
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
    const contest: PortalReport = { side: 1, kind: 'contest', results: null, at: min(1) };
    expect(admit(unit([]), contest, min(1))).toEqual({ ok: false, code: 'portal:nothingToContest' });
    expect(admit(unit([white(min(0))]), contest, min(1))).toMatchObject({
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
