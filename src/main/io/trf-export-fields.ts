/**
 * The app's entrants, results and dates in TRF terms, for the export of individual and team
 * tournaments alike: a game's result code on each side, an entrant's player line, a date.
 */
import type { GameResult } from '../../shared/domain';
import type { Entrant } from '../../shared/api/entrants';
import type { TrfGame, TrfPlayer, TrfResult } from './trf';

/** The TRF code of each side of a game (REFERENCES.md TRF-16): `+ -` for every unplayed result. */
export const CODES: Record<GameResult, [TrfResult, TrfResult]> = {
  'white-wins': ['1', '0'],
  draw: ['=', '='],
  'ruled-draw': ['=', '='],
  'black-wins': ['0', '1'],
  'white-wins-no-show': ['+', '-'],
  'white-wins-forfeit': ['+', '-'],
  'black-wins-no-show': ['-', '+'],
  'black-wins-forfeit': ['-', '+'],
  'double-forfeit': ['-', '-'],
};

/** An entrant's player line (`001`): the points of the first `written` rounds. */
export function playerOf(
  e: Entrant,
  rounds: (TrfGame | null)[],
  rank: number | null,
  written: number,
): TrfPlayer {
  return {
    startNumber: e.startNo ?? 0,
    sex: e.sex === 'M' ? 'm' : e.sex === 'F' ? 'w' : '',
    title: e.title !== null && e.title.length <= 3 ? e.title : '',
    name: e.name,
    rating: e.rating,
    federation: e.federation ?? '',
    id: e.ratingId ?? '',
    birthDate: e.birthYear === null ? '' : String(e.birthYear),
    points: rounds.slice(0, written).reduce((sum, g) => sum + (g?.points ?? 0), 0),
    rank,
    rounds,
    line: 0,
  };
}

/** A TRF date: `YYYY/MM/DD`. */
export const trfDate = (day: string): string => day.replaceAll('-', '/');
