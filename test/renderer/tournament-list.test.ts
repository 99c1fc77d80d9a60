import { describe, expect, it } from 'vitest';
import { keptChoice, withSaved } from '../../src/renderer/tournament-list';

describe("the open event file's tournaments after one is saved", () => {
  const list = [
    { id: 1, name: 'Open' },
    { id: 2, name: 'Rapid' },
  ];

  it('a changed tournament takes its place in the list', () => {
    expect(withSaved(list, { id: 1, name: 'Open A' })).toEqual([
      { id: 1, name: 'Open A' },
      { id: 2, name: 'Rapid' },
    ]);
  });

  it('a new tournament comes last', () => {
    expect(withSaved(list, { id: 5, name: 'Blitz' })).toEqual([
      { id: 1, name: 'Open' },
      { id: 2, name: 'Rapid' },
      { id: 5, name: 'Blitz' },
    ]);
  });

  it('the list given is left as it was', () => {
    withSaved(list, { id: 2, name: 'Rapid B' });
    expect(list[1]).toEqual({ id: 2, name: 'Rapid' });
  });
});

describe('the tournament chosen when an event file opens', () => {
  it('keeps the one chosen before when the file has it', () => {
    expect(keptChoice([{ id: 3 }, { id: 7 }], 7)).toBe(7);
  });

  it('takes the first when the one chosen before is not in the file', () => {
    expect(keptChoice([{ id: 3 }, { id: 7 }], 9)).toBe(3);
  });

  it('takes the first when none was chosen', () => {
    expect(keptChoice([{ id: 4 }], null)).toBe(4);
  });

  it('chooses none in a file without tournaments', () => {
    expect(keptChoice([], 2)).toBeNull();
  });
});
