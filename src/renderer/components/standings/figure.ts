import type { Figure } from '../../../shared/api/standings';
import { figureText } from '../../../shared/figure-text';

/** A tiebreak figure as the standings show it: the one reading of screen, print and website. */
export function figure(f: Figure, scale: number): string {
  return figureText(f, scale);
}
