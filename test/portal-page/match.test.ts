import { describe, expect, it } from 'vitest';
import { allPicked, startingPicks } from '../../src/portal-page/match';
import { mayReport } from '../../src/portal-page/said';
import type { PhoneMatch } from '../../src/shared/portal/phone';

type Match = NonNullable<PhoneMatch['match']>;
const board = (n: number, result: 'win' | 'draw' | 'loss' | null = null) => ({
  board: n,
  player: `A${n}`,
  opponent: `B${n}`,
  colour: n % 2 === 1 ? ('white' as const) : ('black' as const),
  result,
  mine: null,
  theirs: null,
});
const match = (over: Partial<Match> = {}): Match => ({
  matchNo: 2,
  opponent: 'Team B',
  status: 'open',
  minutesLeft: null,
  waitingOn: null,
  boards: [board(1), board(2), board(3), board(4)],
  mine: null,
  theirs: null,
  ...over,
});

describe("a captain's match on the phone (R16.2 team matches)", () => {
  it('takes a report while open or waiting on the other captain, once per captain', () => {
    expect(mayReport(match(), 'link')).toBe(true);
    expect(mayReport(match({ status: 'waiting', theirs: { kind: 'result', channel: 'link' } }), 'link')).toBe(
      true,
    );
    expect(mayReport(match({ status: 'waiting', mine: { kind: 'result', channel: 'link' } }), 'link')).toBe(
      false,
    );
    for (const status of ['confirmed', 'disputed', 'arbiter'] as const)
      expect(mayReport(match({ status }), 'link')).toBe(false);
  });

  it("a captain with the slip's link or code may speak again where his team spoke only by password (R16.3)", () => {
    const byPassword = match({ status: 'waiting', mine: { kind: 'result', channel: 'password' } });
    expect(mayReport(byPassword, 'code')).toBe(true);
    expect(mayReport(byPassword, 'link')).toBe(true);
    expect(mayReport(byPassword, 'password')).toBe(false);
  });

  it("starts from the arbiter's results where he entered a board, and sends once every board is picked", () => {
    const m = match({ boards: [board(1), board(2), board(3), board(4, 'win')] });
    expect(startingPicks(m)).toEqual([null, null, null, 'win']);
    expect(allPicked(startingPicks(m))).toBe(false);
    expect(allPicked(['win', 'draw', 'loss', 'win'])).toBe(true);
    expect(allPicked([])).toBe(false);
  });
});
