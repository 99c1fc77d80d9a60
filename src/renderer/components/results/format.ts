import type { TFunction } from 'i18next';
import type { Colour, GameResult, PointSystem } from '../../../shared/domain';
import { points } from '../../../shared/figure-text';
import { resultNotation, resultLegend } from '../../../shared/result-notation';

/** Points in the point system, divided by its scale; a half reads "½" as in print (shared/figure-text.ts). */
export const pts = points;

/**
 * R8: one code per result, the same on screen and in print (src/shared/result-notation.ts), read
 * from `side` (White unless said otherwise).
 */
export function resultCode(
  result: GameResult,
  ps: PointSystem,
  t: TFunction,
  side: Colour = 'white',
): string {
  return resultNotation(result, (key) => t(key), side, ps);
}

/** The legend of the result codes. */
export const resultCodeLegend = (t: TFunction): string => resultLegend((key) => t(key));
