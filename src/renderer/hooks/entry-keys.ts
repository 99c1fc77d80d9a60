/**
 * Result entry by keyboard (R8), the same for individual boards and for the boards of team matches
 * (R16.1b): the arbiter types where the result goes (a board number; a match and its board), Enter,
 * then one result key. With a game selected the field is armed: one key scores it, Backspace or
 * Escape goes back to typing. What a position is, and how typed text names one, is the caller's.
 */
import type { GameResult } from '../../shared/domain';

/** A key as the field receives it; `modified` when Ctrl, Alt or Meta is held. */
export type EntryKeyPress = { key: string; modified: boolean };

/** What the field holds: the text typed so far (null while armed) and the selected position. */
export type EntryState<P> = { typed: string | null; selected: P | null };

export type EntryRules<P> = {
  /** The result a key stands for in the interface language; undefined for a key that is none. */
  resultOf: (key: string) => GameResult | null | undefined;
  /** One character of the typed position (a digit; a digit or the match/board separator); no g flag. */
  targetChar: RegExp;
  /** The position the typed text names, or the message that says why it names none. */
  choose: (text: string) => { pos: P } | { error: string };
  /** A result key right after the typed position scores it at once (no Enter in between). */
  scoreTyped: boolean;
  /** Where a key other than a result moves the selection (R5.1: the board's other game), or null. */
  moveTo?: (selected: P, key: string) => P | null;
};

/**
 * What a key does. `handled` false: the key is not the field's (Tab, a shortcut), nothing changes.
 * Otherwise the message under the field becomes `error` (null clears it), `prevent` keeps the key
 * out of the field, `typed` (when present) replaces the typed text (null arms the field on the
 * selection), and `select` then `score` are done in that order.
 */
export type EntryKeyAction<P> = {
  handled: boolean;
  prevent: boolean;
  error: string | null;
  typed?: string | null;
  select?: P;
  score?: { pos: P; result: GameResult | null };
};

const NOT_OURS = { handled: false, prevent: false, error: null } as const;

/** The field is armed when nothing is being typed and a position is selected. */
export const isArmed = <P>(state: EntryState<P>): boolean => state.typed === null && state.selected !== null;

/** The action of one key on the field. */
export function entryKey<P>(
  press: EntryKeyPress,
  state: EntryState<P>,
  rules: EntryRules<P>,
): EntryKeyAction<P> {
  const { key } = press;
  if (press.modified || key === 'Tab') return NOT_OURS;
  const done = (action: Omit<EntryKeyAction<P>, 'handled' | 'error'> & { error?: string }) => ({
    handled: true,
    error: null,
    ...action,
  });
  // a single character that names no result and is no part of a position is not typed
  const swallow = (ok: (k: string) => boolean) => done({ prevent: key.length === 1 && !ok(key) });
  if (state.selected !== null && state.typed === null) {
    const selected = state.selected;
    if (key === 'Backspace' || key === 'Escape') return done({ prevent: true, typed: '' });
    const moved = rules.moveTo?.(selected, key) ?? null;
    if (moved !== null) return done({ prevent: true, select: moved });
    const result = rules.resultOf(key);
    if (result !== undefined) return done({ prevent: true, score: { pos: selected, result } });
    return swallow((k) => k === 'Enter');
  }
  const text = state.typed ?? '';
  const result = rules.targetChar.test(key) ? undefined : rules.resultOf(key);
  if (key === 'Enter' || (rules.scoreTyped && result !== undefined && text !== '')) {
    const chosen = rules.choose(text);
    if ('error' in chosen) return done({ prevent: true, error: chosen.error });
    const score = key === 'Enter' || result === undefined ? {} : { score: { pos: chosen.pos, result } };
    return done({ prevent: true, select: chosen.pos, typed: null, ...score });
  }
  return swallow((k) => rules.targetChar.test(k));
}

/** R5.1 with two games a board: Enter goes to the board's other game, Left/Up to game 1, Right/Down to 2. */
export function otherGame<P extends { leg: 1 | 2 }>(selected: P, key: string): P | null {
  if (key === 'Enter') return { ...selected, leg: selected.leg === 1 ? 2 : 1 };
  if (key === 'ArrowLeft' || key === 'ArrowUp') return { ...selected, leg: 1 };
  if (key === 'ArrowRight' || key === 'ArrowDown') return { ...selected, leg: 2 };
  return null;
}
