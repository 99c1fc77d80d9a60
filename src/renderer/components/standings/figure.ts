import type { Figure } from '../../../shared/api/standings';
import { pts } from '../results/format';

/** A tiebreak figure as the standings print it (reports use the same reading). */
export function figure(f: Figure, scale: number): string {
  // Direct encounter means something only among entrants still tied (R9.3)
  if (f.code === 'DE' && (f.among?.length ?? 0) < 2) return '';
  switch (f.unit) {
    case 'points':
      return pts(f.value, scale);
    case 'rating':
      return String(Math.round(f.value));
    case 'percent':
      return (Math.round(f.value * 10) / 10).toFixed(1);
    default:
      return String(f.value);
  }
}
