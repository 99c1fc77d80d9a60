import type { ActivityItem } from '../../../shared/api/activity';

/** The plain facts an activity row carries (ids, rounds, boards, results), as one short line. */
export function summaryText(item: ActivityItem): string {
  const s = item.summary;
  if (s === null || typeof s !== 'object') return '';
  const source = 'input' in s && s.input && typeof s.input === 'object' ? s.input : s;
  return Object.entries(source as Record<string, unknown>)
    .filter(
      ([k, v]) =>
        k !== 'tournamentId' && (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean'),
    )
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');
}
