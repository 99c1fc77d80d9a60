import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { GameResult } from '../../shared/domain';
import { entryKey, isArmed, type EntryRules } from './entry-keys';

type Options<P> = {
  selected: P | null;
  onSelect: (pos: P) => void;
  onResult: (pos: P, result: GameResult | null) => void;
  rules: EntryRules<P>;
  /** The selected position as the field shows it while armed. */
  show: (pos: P) => string;
  /** The field takes the focus whenever this changes (the round shown). */
  focusOn: number;
  /** Counts the positions picked by mouse: each brings the field back, armed and focused. */
  picks?: number;
};

/**
 * The keyboard result-entry field (entry-keys.ts): what is typed, the message under the field, and
 * the handlers of its input. The keys' meaning is `entryKey`'s; this only applies it.
 */
export function useResultEntry<P>({
  selected,
  onSelect,
  onResult,
  rules,
  show,
  focusOn,
  picks = 0,
}: Options<P>) {
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [focusOn]);
  // a position picked with the mouse is selected: the field waits for its key, not for a target
  const [seenPicks, setSeenPicks] = useState(picks);
  if (picks !== seenPicks) {
    setSeenPicks(picks);
    setTyped(null);
    setError(null);
  }
  useEffect(() => {
    if (picks > 0) input.current?.focus();
  }, [picks]);
  const armed = isArmed({ typed, selected });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const press = { key: e.key, modified: e.ctrlKey || e.metaKey || e.altKey };
    const action = entryKey(press, { typed, selected }, rules);
    if (!action.handled) return;
    if (action.prevent) e.preventDefault();
    setError(action.error);
    if (action.typed !== undefined) setTyped(action.typed);
    if (action.select !== undefined) onSelect(action.select);
    if (action.score) onResult(action.score.pos, action.score.result);
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (armed) return;
    const text = e.currentTarget.value;
    setTyped([...text].filter((c) => rules.targetChar.test(c)).join(''));
  };
  const value = armed && selected !== null ? show(selected) : (typed ?? '');
  return { input, value, armed, error, onKeyDown, onChange };
}

export type ResultEntryField = ReturnType<typeof useResultEntry>;
