import { describe, expect, it } from 'vitest';
import { portalKey, resultsKey } from '../../src/renderer/components/portal/keys';

const report = {
  side: 0 as const,
  name: 'A',
  kind: 'result' as const,
  results: ['white-wins' as const],
  at: '',
  channel: 'link' as const,
  phone: null,
};
const waiting = { status: 'waiting' as const, reports: [report] };
const disputed = { status: 'disputed' as const, reports: [report, { ...report, side: 1 as const }] };
const empty = { status: 'open' as const, reports: [] };

describe('portal decision keys (R16.2)', () => {
  it('C confirms a waiting report, X rejects, W and B accept a side, upper case too', () => {
    expect(portalKey('c', waiting)).toEqual({ decision: 'confirm' });
    expect(portalKey('X', waiting)).toEqual({ decision: 'reject' });
    expect(portalKey('w', disputed)).toEqual({ decision: 'accept-white' });
    expect(portalKey('B', disputed)).toEqual({ decision: 'accept-black' });
  });

  it('a result key overrides with that result; "=" is a draw, "0" a win for Black', () => {
    expect(portalKey('=', disputed)).toEqual({ decision: 'override', result: 'draw' });
    expect(portalKey('0', waiting)).toEqual({ decision: 'override', result: 'black-wins' });
    expect(portalKey('1', empty)).toEqual({ decision: 'override', result: 'white-wins' });
  });

  it('does nothing for C on a dispute, for letters on a board without reports, or for other keys', () => {
    expect(portalKey('c', disputed)).toBeNull();
    expect(portalKey('x', empty)).toBeNull();
    expect(portalKey('q', waiting)).toBeNull();
    expect(portalKey('Delete', waiting)).toBeNull();
    expect(portalKey('c', null)).toBeNull();
  });

  it("a team match's reports take the same letters (W home, B away) and no result key: the arbiter's own board results go in the match entry", () => {
    const match = { status: 'disputed' as const, reports: [report, { ...report, side: 1 as const }] };
    expect(portalKey('w', match, 'match')).toEqual({ decision: 'accept-white' });
    expect(portalKey('b', match, 'match')).toEqual({ decision: 'accept-black' });
    expect(portalKey('x', match, 'match')).toEqual({ decision: 'reject' });
    expect(portalKey('c', match, 'match')).toBeNull();
    expect(portalKey('c', waiting, 'match')).toEqual({ decision: 'confirm' });
    expect(portalKey('1', match, 'match')).toBeNull();
    expect(portalKey('=', waiting, 'match')).toBeNull();
    expect(portalKey('w', empty, 'match')).toBeNull();
  });

  it('resultsKey moves when a unit is validated or decided, not when the order of the list changes', () => {
    const m1 = { boardNo: 1, status: 'waiting' as const, results: [null, null] };
    const m2 = { boardNo: 2, status: 'disputed' as const, results: [null, null] };
    expect(resultsKey([m2, m1])).toBe(resultsKey([m1, m2]));
    const validated = {
      ...m1,
      status: 'confirmed' as const,
      results: ['draw' as const, 'white-wins' as const],
    };
    expect(resultsKey([m2, validated])).not.toBe(resultsKey([m2, m1]));
    expect(resultsKey([m1])).toBe('[[1,"waiting",[null,null]]]');
  });
});
