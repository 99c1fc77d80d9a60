import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../../api';
import { useWorkspace } from '../../workspace';
import {
  arenaCreateInput,
  arenaFormIssues,
  nextQuarter,
  type ArenaForm,
  type ArenaFormField,
} from './new-arena';

/**
 * The new-arena form's state and call: the boxes, what each must hold instead once the arbiter has
 * tried to create (`error`), and creating the arena, then its entrants.
 */
export function useNewArena() {
  const { t } = useTranslation('arena');
  const { tournamentSaved, go } = useWorkspace();
  const [form, setForm] = useState<ArenaForm>(() => ({
    name: '',
    arbiter: '',
    scheduledStart: nextQuarter(new Date()),
    durationMinutes: 60,
    baseMinutes: 3,
    baseSeconds: 0,
    incrementSeconds: 2,
  }));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const issues = arenaFormIssues(form);
  const error = (field: ArenaFormField) => {
    const issue = checked ? issues.find((i) => i.field === field) : undefined;
    return issue ? t(issue.key, issue.params) : undefined;
  };
  const change = (patch: Partial<ArenaForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    setChecked(true);
    setFailure(null);
    if (issues.length > 0) return;
    setSaving(true);
    try {
      tournamentSaved(await api['arena.create'](arenaCreateInput(form)));
      go('entrants');
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return { form, issues, error, change, failure, saving, submit, go };
}
