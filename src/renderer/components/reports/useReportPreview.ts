import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Entrant } from '../../../shared/api/entrants';
import type { Language } from '../../../shared/i18n';
import { api, errorMessage } from '../../api';
import { initialPreview, previewReducer, renderInput, type Choices } from './preview';

function pdfUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/**
 * The report chosen on screen and its preview (preview.ts): the choices, the PDF rendered for
 * them, its blob address (released when the preview goes) and saving it under its file name.
 */
export function useReportPreview(tournamentId: number, language: Language) {
  const first: Choices = { kind: 'standings', language, paper: 'a4', round: null, entrantId: null };
  const [state, dispatch] = useReducer(previewReducer, first, initialPreview);
  const { choices, shown } = state;
  const choose = (change: Partial<Choices>) => dispatch({ type: 'choose', change });
  const requests = useRef(0);

  // One blob per preview, released when the preview goes.
  const url = useMemo(() => (shown ? pdfUrl(shown.pdf) : null), [shown]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const render = async () => {
    const request = ++requests.current;
    dispatch({ type: 'request', request });
    try {
      const out = await api['report.render'](renderInput(tournamentId, choices));
      dispatch({
        type: 'rendered',
        request,
        shown: { pdf: out.pdf, fileName: out.fileName, pages: out.pages },
      });
    } catch (e) {
      dispatch({ type: 'failed', request, error: errorMessage(e) });
    }
  };

  const save = () => {
    if (shown === null || url === null) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = shown.fileName;
    a.click();
  };
  return { state, choices, choose, render, save, url, busy: state.pending !== null };
}

/** The rounds a report can be asked for and the entrants with a starting number, in that order. */
export function useReportSources(tournamentId: number) {
  const [rounds, setRounds] = useState<number[]>([]);
  const [entrants, setEntrants] = useState<Entrant[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([api['round.list']({ tournamentId }).catch(() => []), api['entrant.list']({ tournamentId })])
      .then(([list, people]) => {
        if (!live) return;
        setRounds(list.map((r) => r.number));
        setEntrants(
          people.filter((e) => e.startNo !== null).sort((a, b) => (a.startNo ?? 0) - (b.startNo ?? 0)),
        );
      })
      .catch((e: unknown) => live && setLoadError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [tournamentId]);
  return { rounds, entrants, loadError };
}
