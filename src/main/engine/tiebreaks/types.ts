import type { PointSystem, TiebreakCode } from '../../../shared/domain';
import type { EntrantScore, StartNo, TiebreakFigure, TiebreakUnit, UnplayedPolicy } from '../types';

/** What a tiebreak may look at: every entrant's scored rounds, by starting number. */
export type TiebreakContext = {
  scores: ReadonlyMap<StartNo, EntrantScore>;
  points: PointSystem;
  /** R9.4: absent means `recorded`. */
  unplayed?: UnplayedPolicy;
};

/**
 * One tiebreak of the catalogue (RULES.md R9.5). `among` is the group of tied entrants the figure
 * is computed for; only DE (direct encounter) depends on it. `better` says which way it ranks.
 */
export type Tiebreak = {
  code: TiebreakCode;
  unit: TiebreakUnit;
  better: 'higher' | 'lower';
  compute: (entrant: EntrantScore, ctx: TiebreakContext, among: readonly StartNo[]) => TiebreakFigure;
};
