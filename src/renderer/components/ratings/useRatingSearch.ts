import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import type { RatingHit } from '../../../shared/api/ratings';
import { ApiCallError } from '../../../shared/api/contract';
import { api, errorMessage, sameNameWarning } from '../../api';

/** Waits this long after the last keystroke: one search per pause, not one per letter. */
const DEBOUNCE_MS = 120;

/** The text typed and the hits of the imported lists that answer it, searched once per pause. */
export function useRatingSearch(setError: (error: string) => void) {
  const [text, setText] = useState('');
  // The hits with the text they answer, so that Enter never registers from an older search.
  const [found, setFound] = useState<{ text: string; hits: RatingHit[] }>({ text: '', hits: [] });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (text.trim() === '') return;
    let live = true;
    const timer = setTimeout(() => {
      setBusy(true);
      api['ratings.search']({ text, limit: 20 })
        .then((list) => live && setFound({ text, hits: list }))
        .catch((e: unknown) => live && setError(errorMessage(e)))
        .finally(() => live && setBusy(false));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, setError]);
  const clear = () => {
    setText('');
    setFound({ text: '', hits: [] });
  };
  return { text, setText, found, busy, clear };
}

/**
 * Registering a player found on a list (RULES.md R12.1): the note on which rating was taken, or
 * the question the server asks first (the same name again, a rating for another kind of game).
 */
export function useRatingRegistration(p: {
  tournamentId: number;
  onRegistered: (entrant: Entrant) => void;
  /** Ready for the next player: the search emptied. */
  onDone: () => void;
}) {
  const { t } = useTranslation('ratings');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** A player waiting for the arbiter's word after the same-name warning. */
  const [pending, setPending] = useState<{ hit: RatingHit; message: string } | null>(null);
  /** A player the list rates only for another variant or time control: the arbiter chooses (R12.1). */
  const [otherKind, setOtherKind] = useState<OtherKind | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const register = async (hit: RatingHit, confirm = false, rating?: 'list' | 'unrated') => {
    setError(null);
    setNotice(null);
    setPending(null);
    setOtherKind(null);
    try {
      const entrant = await api['ratings.register']({
        tournamentId: p.tournamentId,
        entryId: hit.entryId,
        confirm,
        rating,
      });
      // which rating was taken, and why (R12.1)
      setNotice(`${t('search.registered', { name: entrant.name })} ${entrant.ratingNote.message}`);
      // Ready for the next player at once: the search empty and typed into again.
      p.onDone();
      input.current?.focus();
      p.onRegistered(entrant);
    } catch (e) {
      const same = sameNameWarning(e);
      if (same) setPending({ hit, message: same });
      else if (e instanceof ApiCallError && e.code === 'ratings:otherKind')
        setOtherKind({ hit, message: e.message, confirm });
      else setError(errorMessage(e));
    }
  };
  return { register, input, error, setError, notice, pending, setPending, otherKind, setOtherKind };
}

export type OtherKind = { hit: RatingHit; message: string; confirm: boolean };
