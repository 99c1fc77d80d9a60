import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../shared/i18n';
import type { RoundView } from '../../../shared/api/rounds';
import type { GameResult } from '../../../shared/domain';
import { useResultEntry } from '../../hooks/useResultEntry';
import { EntryField } from '../common/EntryField';
import { boardEntryRules, type GamePos } from './keys';

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
  const two = round.gamesPerRound === 2;
  const rules = boardEntryRules(round, lng, t);
  const field = useResultEntry({
    selected,
    onSelect,
    onResult,
    rules,
    show: (pos) => String(pos.board),
    focusOn: round.number,
    picks,
  });
  const board = selected ? round.boards.find((b) => b.boardNo === selected.board) : undefined;

  const status =
    selected && board
      ? `${t(two ? 'results.selectedLeg' : 'results.selected', {
          board: board.boardNo,
          leg: selected.leg,
          white: (selected.leg === 2 ? board.black : board.white).name,
          black: (selected.leg === 2 ? board.white : board.black).name,
        })} · ${t(two ? 'results.waitingKeyLeg' : 'results.waitingKey')}`
      : null;
  return (
    <EntryField
      {...field}
      label={t('results.boardField')}
      description={t(two ? 'results.boardHelpLeg' : 'results.boardHelp')}
      status={status}
      numeric
      width={320}
    />
  );
}
