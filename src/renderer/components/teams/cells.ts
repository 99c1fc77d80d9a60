/**
 * A team crosstable cell as the screen writes it, in the notation of the printed team crosstable
 * (shared/team-crosstable.ts): "5w 5–3", "bye 8", "–" for a round after the team left.
 */
import type { TeamCrosstable } from '../../../shared/api/teams';
import type { Colour } from '../../../shared/domain';
import { teamCrossText } from '../../../shared/team-crosstable';

type Cell = TeamCrosstable['rows'][number]['rounds'][number];

export function crossCellText(cell: Cell, letter: (c: Colour) => string, bye: string, scale: number): string {
  switch (cell.kind) {
    case 'match':
      return teamCrossText(
        {
          kind: 'match',
          round: cell.round,
          opponent: cell.opponent?.seed ?? 0,
          colour: cell.colour ?? 'white',
          own: cell.boardPoints ?? 0,
          other: cell.opponentBoardPoints ?? 0,
          outcome: null,
        },
        letter,
        bye,
        scale,
      );
    case 'bye':
      return teamCrossText(
        { kind: 'bye', round: cell.round, boardPoints: cell.boardPoints ?? 0 },
        letter,
        bye,
        scale,
      );
    case 'out':
      return '–';
    case 'none':
      return '';
  }
}
