import type { TFunction } from 'i18next';
import type { ApiOutput } from '../../../shared/api/contract';
import type { PointSystem } from '../../../shared/domain';
import { resultCode } from '../results/format';

export type Crosstable = ApiOutput<'crosstable.get'>;
export type Cell = Crosstable['rows'][number]['rounds'][number];

/**
 * One round of one entrant: the opponent's number, the entrant's colour in game 1, then each
 * game's code read from the entrant's side (leg 2 has the colours reversed, R5.1).
 */
export function cellText(cell: Cell, startNo: Map<number, number>, ps: PointSystem, t: TFunction): string {
  if (cell.kind !== 'board') return t(`reports:absenceShort.${cell.kind}`);
  const opp = cell.opponent === null ? '' : String(startNo.get(cell.opponent) ?? '');
  const colour = cell.colour ? t(`crosstable.colourShort.${cell.colour}`) : '';
  const codes = cell.games.map((g, i) => {
    if (!g.result) return '…';
    const white = (cell.colour === 'white') === (i === 0);
    return resultCode(g.result, ps, t, white ? 'white' : 'black');
  });
  return `${opp}${colour} ${codes.join(' ')}`;
}
