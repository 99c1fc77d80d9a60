import type { ApiInput } from '../../../shared/api/contract';
import type { ReportKindName } from '../../../shared/api/reports';
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
  a.entrantId === b.entrantId;

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
  };
}
