import { Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../shared/i18n';
import type { RoundView } from '../../../shared/api/rounds';
import type { GameResult } from '../../../shared/domain';
import { resultOfKey, type GamePos } from './keys';

type Props = {
  round: RoundView;
  selected: GamePos | null;
  onSelect: (pos: GamePos | null) => void;
  onResult: (pos: GamePos, result: GameResult | null) => void;
  /** Counts the games picked by mouse in the board table: each brings the field back, armed. */
  picks?: number;
};

/**
 * The arbiter's fastest path: a board number and Enter, then one key. After a result the next
 * unfinished game is selected and one key scores it; Backspace goes back to typing a board.
 * With two games per round (R5.1) the board number selects game 1, and Enter (or an arrow key)
 * with a game selected moves to the board's other game: game 2 is reached, and corrected, by
 * keyboard too.
 */
export function ResultEntry({ round, selected, onSelect, onResult, picks = 0 }: Props) {
  const { t, i18n } = useTranslation('day');
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [round.number]);
  // a game picked with the mouse is selected: the field waits for its key, not for a board
  const [seenPicks, setSeenPicks] = useState(picks);
  if (picks !== seenPicks) {
    setSeenPicks(picks);
    setTyped(null);
    setError(null);
  }
  useEffect(() => {
    if (picks > 0) input.current?.focus();
  }, [picks]);
  const two = round.gamesPerRound === 2;
  const armed = typed === null && selected !== null;
  const board = selected ? round.boards.find((b) => b.boardNo === selected.board) : undefined;

  const choose = (text: string): GamePos | null => {
    const n = Number(text);
    if (round.boards.some((b) => b.boardNo === n)) return { board: n, leg: 1 };
    setError(t('results.noBoard', { board: text, round: round.number }));
    return null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.key === 'Tab') return;
    setError(null);
    if (armed) {
      if (e.key === 'Backspace' || e.key === 'Escape') {
        e.preventDefault();
        setTyped('');
        return;
      }
      // R5.1: the other game of the same board
      const other = ['Enter', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key);
      if (two && other && selected) {
        e.preventDefault();
        const leg = e.key === 'Enter' ? (selected.leg === 1 ? 2 : 1) : e.key.match(/Right|Down/) ? 2 : 1;
        onSelect({ board: selected.board, leg });
        return;
      }
      const result = resultOfKey(e.key, lng);
      if (result !== undefined && selected) {
        e.preventDefault();
        onResult(selected, result);
      } else if (e.key !== 'Enter' && e.key.length === 1) e.preventDefault();
      return;
    }
    const text = typed ?? '';
    if (e.key === 'Enter') {
      e.preventDefault();
      const pos = choose(text);
      if (pos) {
        onSelect(pos);
        setTyped(null);
      }
      return;
    }
    // a symbol or letter key right after the number scores that board at once
    const result = /^\d$/.test(e.key) ? undefined : resultOfKey(e.key, lng);
    if (result !== undefined && text !== '') {
      e.preventDefault();
      const pos = choose(text);
      if (pos) {
        onSelect(pos);
        setTyped(null);
        onResult(pos, result);
      }
      return;
    }
    if (e.key.length === 1 && !/^\d$/.test(e.key)) e.preventDefault();
  };

  const value = armed ? String(selected.board) : (typed ?? '');
  return (
    <div>
      <TextInput
        ref={input}
        label={t('results.boardField')}
        description={t(two ? 'results.boardHelpLeg' : 'results.boardHelp')}
        value={value}
        onChange={(e) => !armed && setTyped(e.currentTarget.value.replace(/\D/g, ''))}
        onKeyDown={onKeyDown}
        onFocus={(e) => e.currentTarget.select()}
        inputMode="numeric"
        autoComplete="off"
        error={error}
        w={320}
        styles={{ input: { fontSize: 20, fontWeight: 600, height: 44 } }}
      />
      <Text size="sm" mt={4} role="status" aria-live="polite" fw={armed ? 600 : 400}>
        {armed && board
          ? `${t(round.gamesPerRound === 2 ? 'results.selectedLeg' : 'results.selected', {
              board: board.boardNo,
              leg: selected.leg,
              white: (selected.leg === 2 ? board.black : board.white).name,
              black: (selected.leg === 2 ? board.white : board.black).name,
            })} · ${t(two ? 'results.waitingKeyLeg' : 'results.waitingKey')}`
          : ' '}
      </Text>
    </div>
  );
}
