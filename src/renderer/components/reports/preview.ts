import type { ApiInput } from '../../../shared/api/contract';
import { REPORT_KIND_NAMES, type ReportKindName } from '../../../shared/api/reports';
import type { Language } from '../../../shared/i18n';

/** What the arbiter chose on the Reports screen. A preview belongs to these choices and no others. */
export type Choices = {
  kind: ReportKindName;
  language: Language;
  paper: 'a4' | 'letter';
  /** The round printed or the round after which; null: the last paired round. */
  round: string | null;
  /** The tiebreak breakdown of one entrant; null: all of them. */
  entrantId: string | null;
  /** The round sheet with why this pairing as an appendix (a Swiss round; off by default). */
  explain?: boolean;
};

/** A rendered report: the PDF (base64), the name it is saved under, its page count. */
export type Shown = { pdf: string; fileName: string; pages: number };

export type PreviewState = {
  choices: Choices;
  /** The answer to the latest request made with the current choices; nothing else is saved or printed. */
  shown: Shown | null;
  error: string | null;
  /** The request whose answer is awaited; answers to any earlier one are dropped. */
  pending: number | null;
};

export type PreviewAction =
  | { type: 'choose'; change: Partial<Choices> }
  | { type: 'request'; request: number }
  | { type: 'rendered'; request: number; shown: Shown }
  | { type: 'failed'; request: number; error: string };

export const initialPreview = (choices: Choices): PreviewState => ({
  choices,
  shown: null,
  error: null,
  pending: null,
});

const sameChoices = (a: Choices, b: Choices): boolean =>
  a.kind === b.kind &&
  a.language === b.language &&
  a.paper === b.paper &&
  a.round === b.round &&
  a.entrantId === b.entrantId &&
  Boolean(a.explain) === Boolean(b.explain);

/**
 * The Reports screen's preview. Save and Print act on `shown`, so `shown` is dropped whenever it
 * could stop matching what the screen says: another report, round, language, paper or entrant; a
 * new request; a refusal. An answer that arrives after the choices changed is dropped too.
 */
export function previewReducer(state: PreviewState, action: PreviewAction): PreviewState {
  switch (action.type) {
    case 'choose': {
      const choices = { ...state.choices, ...action.change };
      if (sameChoices(choices, state.choices)) return state;
      return { choices, shown: null, error: null, pending: null };
    }
    case 'request':
      return { ...state, shown: null, error: null, pending: action.request };
    case 'rendered':
      if (action.request !== state.pending) return state;
      return { ...state, shown: action.shown, error: null, pending: null };
    case 'failed':
      if (action.request !== state.pending) return state;
      return { ...state, shown: null, error: action.error, pending: null };
  }
}

/** The `report.render` input for the current choices (an entrant only for the breakdown). */
export function renderInput(tournamentId: number, c: Choices): ApiInput<'report.render'> {
  return {
    tournamentId,
    kind: c.kind,
    language: c.language,
    paper: c.paper,
    ...(c.round ? { round: Number(c.round) } : {}),
    ...(c.kind === 'tiebreaks' && c.entrantId ? { entrantId: Number(c.entrantId) } : {}),
    ...(c.kind === 'round-sheet' && c.explain ? { explain: true } : {}),
  };
}

/**
 * The reports the list offers: the round-robin grid is for round robins only (R7), so a Swiss
 * (decided at the start, R2.3, or forced by the setting, R2.4) is not offered it. Before the start
 * of an automatic tournament the format is not known yet and the grid stays listed.
 */
export function offeredReports(
  decided: 'swiss' | 'round-robin' | 'cancelled' | null,
  formatMode: 'automatic' | 'force-round-robin' | 'force-swiss',
): readonly ReportKindName[] {
  const swiss = decided === null ? formatMode === 'force-swiss' : decided === 'swiss';
  return REPORT_KIND_NAMES.filter((k) => !(swiss && k === 'grid'));
}
