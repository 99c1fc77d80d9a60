import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../shared/i18n';
import type { TeamRound } from '../../../shared/api/teams';
import type { GameResult } from '../../../shared/domain';
import { useResultEntry } from '../../hooks/useResultEntry';
import { EntryField } from '../common/EntryField';
import { keyGameAt, matchEntryRules, type BoardPos } from './match-keys';

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
  const rules = matchEntryRules(round, lng, t);
  const field = useResultEntry({
    selected,
    onSelect,
    onResult,
    rules,
    show: (pos) => `${pos.match}.${pos.board}`,
    focusOn: round.round,
  });
  const game = keyGameAt(round, selected);
  const status =
    selected && game
      ? `${t('entry.selected', { match: selected.match, board: selected.board, white: game.white, black: game.black })} · ${td('results.waitingKey')}`
      : null;
  return (
    <EntryField
      {...field}
      label={t('entry.field')}
      description={t('entry.help')}
      status={status}
      width={300}
    />
  );
}
