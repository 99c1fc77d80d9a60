/**
 * Which row problems of a rating list the screen lists. Pure, so it is tested without a browser.
 *
 * A list with a wrong column can have a problem on every one of its million rows: the screen
 * lists the first ones in the order of the file and says how many more there are (the API and
 * the command line give every one). Lines an arbiter reads one by one, not pages of them.
 */
export const SHOWN_PROBLEMS = 200;

export type ShownProblems<T> = { shown: T[]; hidden: number };

export function problemsToShow<T extends { line: number }>(
  problems: readonly T[],
  max = SHOWN_PROBLEMS,
): ShownProblems<T> {
  const shown = problems.slice(0, Math.max(0, max));
  return { shown, hidden: problems.length - shown.length };
}
