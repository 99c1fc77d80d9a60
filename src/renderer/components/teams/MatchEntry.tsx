import { Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../shared/i18n';
import type { TeamRound } from '../../../shared/api/teams';
import type { GameResult } from '../../../shared/domain';
import { resultOfKey } from '../results/keys';
import { keyGameAt, parseTarget, type BoardPos } from './match-keys';

type Props = {
  round: TeamRound;
  selected: BoardPos | null;
  onSelect: (pos: BoardPos | null) => void;
  onResult: (pos: BoardPos, result: GameResult | null) => void;
};

/**
 * As individual entry, with a match in front: "3" Enter (match 3, its first board without a
 * result) or "3.2" Enter (board 2), then one result key; the next open board is chosen at once,
 * so a whole match goes in as four keys. Backspace goes back to typing.
 */
export function MatchEntry({ round, selected, onSelect, onResult }: Props) {
  const { t, i18n } = useTranslation('teamui');
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  const { t: td } = useTranslation('day');
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [round.round]);
  const armed = typed === null && selected !== null;
  const game = keyGameAt(round, selected);

  const choose = (text: string): BoardPos | null => {
    const target = parseTarget(text, round);
    if (target.ok) return target.pos;
    setError(
      t(`entry.${target.error}`, { text, match: target.match, board: target.board, round: round.round }),
    );
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
      const result = resultOfKey(e.key, lng);
      if (result !== undefined && selected) {
        e.preventDefault();
        onResult(selected, result);
      } else if (e.key !== 'Enter' && e.key.length === 1) e.preventDefault();
      return;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      const pos = choose(typed ?? '');
      if (pos) {
        onSelect(pos);
        setTyped(null);
      }
      return;
    }
    // digits and the separator build the target; anything else is not typed
    if (e.key.length === 1 && !/^[\d.]$/.test(e.key)) e.preventDefault();
  };
  const value = armed ? `${selected.match}.${selected.board}` : (typed ?? '');
  return (
    <div>
      <TextInput
        ref={input}
        label={t('entry.field')}
        description={t('entry.help')}
        value={value}
        onChange={(e) => !armed && setTyped(e.currentTarget.value.replace(/[^\d.]/g, ''))}
        onKeyDown={onKeyDown}
        onFocus={(e) => e.currentTarget.select()}
        autoComplete="off"
        error={error}
        w={300}
        styles={{ input: { fontSize: 20, fontWeight: 600, height: 44 } }}
      />
      <Text size="sm" mt={4} role="status" aria-live="polite" fw={armed ? 600 : 400}>
        {armed && game
          ? `${t('entry.selected', { match: selected.match, board: selected.board, white: game.white, black: game.black })} · ${td('results.waitingKey')}`
          : ' '}
      </Text>
    </div>
  );
}
