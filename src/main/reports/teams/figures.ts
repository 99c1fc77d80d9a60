/** A team tiebreak figure as printed: the one reading of screen, print and website (shared/figure-text.ts). */
import { teamFigureText } from '../../../shared/figure-text';
import type { TeamCtx } from './context';
import type { TeamFigure, TeamStandingsRow, TeamTiebreakCode } from './model';

export function teamFigure(c: TeamCtx, f: TeamFigure | undefined): string {
  return teamFigureText(f, c.m.boardPoints.scale);
}

/** The figures of a row in the order of the sequence. */
export const figuresOf = (c: TeamCtx, row: TeamStandingsRow, sequence: readonly TeamTiebreakCode[]) =>
  sequence.map((code) =>
    teamFigure(
      c,
      row.tiebreaks.find((f) => f.code === code),
    ),
  );
