import { describe, expect, it } from 'vitest';
import { problemsToShow, SHOWN_PROBLEMS } from '../../src/renderer/row-problems';

const problems = (n: number) => Array.from({ length: n }, (_, i) => ({ line: i + 2 }));

describe('row problems on the Rating lists screen', () => {
  it('lists every problem of a list with a few', () => {
    expect(problemsToShow(problems(3))).toEqual({
      shown: [{ line: 2 }, { line: 3 }, { line: 4 }],
      hidden: 0,
    });
  });

  it('lists the first ones of a list with a problem on every row, and counts the rest', () => {
    const { shown, hidden } = problemsToShow(problems(1_000_000));
    expect(SHOWN_PROBLEMS).toBe(200);
    expect(shown).toHaveLength(200);
    expect(shown[0]).toEqual({ line: 2 });
    expect(shown[199]).toEqual({ line: 201 });
    expect(hidden).toBe(999_800);
  });

  it('shows exactly the limit without a count of more', () => {
    expect(problemsToShow(problems(5), 5).hidden).toBe(0);
    expect(problemsToShow(problems(6), 5)).toMatchObject({ hidden: 1 });
  });
});
