/**
 * One keystroke per decision on a board's reports (RULES.md R16.2): C confirms the report, W or B
 * accepts White's or Black's report of a dispute, X rejects the reports; a result key (as on the
 * result screen) overrides with the arbiter's own result. A team match's reports (unit 'match')
 * take the same letters, W and B for the home and away captains; a match has several boards, so
 * the arbiter's own results go in the match entry and a result key decides nothing here.
 */
import type { PortalBoard, PortalDecision } from '../../../shared/api/portal';
import type { GameResult } from '../../../shared/domain';
import { resultOfKey } from '../results/keys';

export type KeyDecision = { decision: PortalDecision; result?: GameResult };

const LETTERS: Record<string, PortalDecision> = {
  c: 'confirm',
  w: 'accept-white',
  b: 'accept-black',
  x: 'reject',
};

export type PortalUnit = 'board' | 'match';

export function portalKey(
  key: string,
  board: Pick<PortalBoard, 'status' | 'reports'> | null,
  unit: PortalUnit = 'board',
): KeyDecision | null {
  if (!board) return null;
  const letter = key.length === 1 ? LETTERS[key.toLowerCase()] : undefined;
  if (letter) {
    // Nothing to confirm or reject on a board nobody reported.
    if (board.reports.length === 0) return null;
    // R16.2: a dispute needs a side; C alone is for a single or matching report.
    if (letter === 'confirm' && board.status === 'disputed') return null;
    return { decision: letter };
  }
  if (unit === 'match') return null;
  const result = resultOfKey(key);
  return result ? { decision: 'override', result } : null;
}

/** Disputed boards first, then waiting ones, then the rest by board number (as the API sends them). */
export const boardsWithReports = (boards: PortalBoard[]): PortalBoard[] =>
  boards.filter((b) => b.reports.length > 0 || b.status === 'disputed');

/**
 * What of the reports' view says the results moved: each unit's status and results, in unit order
 * (the view's own order changes as disputes come and go). The Teams screen reads its matches
 * again when this changes, so a match the portal validated shows its board results there too.
 */
export const resultsKey = (boards: Pick<PortalBoard, 'boardNo' | 'status' | 'results'>[]): string =>
  JSON.stringify(
    [...boards].sort((a, b) => a.boardNo - b.boardNo).map((b) => [b.boardNo, b.status, b.results]),
  );
