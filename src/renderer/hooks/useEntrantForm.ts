import { useRef, useState } from 'react';
import type { Entrant, EntrantFields } from '../../shared/api/entrants';
import { errorMessage, sameNameWarning } from '../api';

const EMPTY: EntrantFields = {
  name: '',
  rating: null,
  title: null,
  federation: null,
  ratingId: null,
  birthYear: null,
  sex: null,
  club: null,
  present: true,
};

const fieldsOf = (e: Entrant): EntrantFields => ({
  name: e.name,
  rating: e.rating,
  title: e.title,
  federation: e.federation,
  ratingId: e.ratingId,
  birthYear: e.birthYear,
  sex: e.sex,
  club: e.club,
  present: e.present,
});

/**
 * The state and calls of the entrant form: the fields typed, sending them (`confirm`: the arbiter's
 * word after the same-name warning), and after a registration an empty form, focus on the name.
 */
export function useEntrantForm(
  entrant: Entrant | undefined,
  onSubmit: (fields: EntrantFields, isProgram: boolean, confirm: boolean) => Promise<void>,
  onDone: () => void,
) {
  const [v, setV] = useState<EntrantFields>(entrant ? fieldsOf(entrant) : EMPTY);
  const [isProgram, setIsProgram] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  // A change to the form answers the warning too: it was about what was typed before.
  const set = (patch: Partial<EntrantFields>) => {
    setWarning(null);
    setV((prev) => ({ ...prev, ...patch }));
  };

  const send = async (confirm: boolean) => {
    setBusy(true);
    setError(null);
    setWarning(null);
    try {
      await onSubmit({ ...v, name: v.name.trim() }, isProgram, confirm);
      if (entrant) onDone();
      else {
        setAdded(v.name.trim());
        setV(EMPTY);
        nameRef.current?.focus();
      }
    } catch (err) {
      const same = sameNameWarning(err);
      if (same) setWarning(same);
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { v, set, isProgram, setIsProgram, error, warning, setWarning, added, busy, nameRef, send };
}
