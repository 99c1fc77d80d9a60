/** A team tiebreak figure as printed: points in their system, percentages to one decimal. */
import type { TeamCtx } from './context';
import type { TeamFigure, TeamStandingsRow, TeamTiebreakCode } from './model';

export function teamFigure(c: TeamCtx, f: TeamFigure | undefined): string {
  if (!f) return '';
  // BP and SB on board points are in the board system; BH and SB on match points are whole.
  switch (f.unit) {
    case 'percent':
      return (Math.round(f.value * 10) / 10).toFixed(1);
    case 'points':
      return f.code === 'BP' ? c.bp(f.value) : c.mp(f.value);
    case 'rating':
      return String(Math.round(f.value));
    case 'count':
    case 'number':
      return c.mp(f.value);
  }
}

/** The figures of a row in the order of the sequence. */
export const figuresOf = (c: TeamCtx, row: TeamStandingsRow, sequence: readonly TeamTiebreakCode[]) =>
  sequence.map((code) =>
    teamFigure(
      c,
      row.tiebreaks.find((f) => f.code === code),
    ),
  );
