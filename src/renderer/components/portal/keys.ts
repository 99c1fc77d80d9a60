/**
 * One keystroke per decision on a board's reports (RULES.md R16.2): confirm the report, accept
 * White's or Black's report of a dispute, reject the reports; a result key (as on the result
 * screen) overrides with the arbiter's own result. The letters follow the interface language
 * (issue 33: a French arbiter read "B" as Blancs): English C/W/B/X, French V/B/N/X (valider,
 * Blancs, Noirs), Dutch B/W/Z/X (bevestigen, wit, zwart), Polish P/B/C/X (potwierdź, białe,
 * czarne), and the legend names them from the same table. A team match's reports (unit 'match')
 * take the same letters, White's for the home captain and Black's for the away one; a match has
 * several boards, so the arbiter's own results go in the match entry and a result key decides
 * nothing here.
 */
import type { PortalBoard, PortalDecision } from '../../../shared/api/portal';
import type { GameResult } from '../../../shared/domain';
import { isLanguage, type Language } from '../../../shared/i18n';
import { resultOfKey } from '../results/keys';

export type KeyDecision = { decision: PortalDecision; result?: GameResult };

type Letters = Record<'confirm' | 'white' | 'black' | 'reject', string>;

/** The decision letters of each interface language (lower case; the legend shows them upper case). */
export const PORTAL_LETTERS: Record<Language, Letters> = {
  en: { confirm: 'c', white: 'w', black: 'b', reject: 'x' },
  fr: { confirm: 'v', white: 'b', black: 'n', reject: 'x' },
  nl: { confirm: 'b', white: 'w', black: 'z', reject: 'x' },
  pl: { confirm: 'p', white: 'b', black: 'c', reject: 'x' },
};

const DECISION: Record<keyof Letters, PortalDecision> = {
  confirm: 'confirm',
  white: 'accept-white',
  black: 'accept-black',
  reject: 'reject',
};

/** The letters of `lng` upper case, as the legend's placeholders. */
export const portalLetters = (lng: Language): Letters => {
  const l = PORTAL_LETTERS[isLanguage(lng) ? lng : 'en'];
  return {
    confirm: l.confirm.toUpperCase(),
    white: l.white.toUpperCase(),
    black: l.black.toUpperCase(),
    reject: l.reject.toUpperCase(),
  };
};

export type PortalUnit = 'board' | 'match';

export function portalKey(
  key: string,
  board: Pick<PortalBoard, 'status' | 'reports'> | null,
  unit: PortalUnit = 'board',
  lng: Language = 'en',
): KeyDecision | null {
  if (!board) return null;
  const letters = PORTAL_LETTERS[isLanguage(lng) ? lng : 'en'];
  const name = (Object.keys(letters) as (keyof Letters)[]).find(
    (k) => key.length === 1 && letters[k] === key.toLowerCase(),
  );
  const letter = name ? DECISION[name] : undefined;
  if (letter) {
    // Nothing to confirm or reject on a board nobody reported.
    if (board.reports.length === 0) return null;
    // R16.2: a dispute needs a side; C alone is for a single or matching report.
    if (letter === 'confirm' && board.status === 'disputed') return null;
    return { decision: letter };
  }
  if (unit === 'match') return null;
  const result = resultOfKey(key, lng);
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
