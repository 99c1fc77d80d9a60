/**
 * FIDE C.07 Art. 14 modifiers in general (RULES.md R9.5): Cut-n (`/Cn`) leaves out the n least
 * significant values, Median-n (`/Mn`) the n least and the n most significant, on BH, FB, SB and
 * ARO. Significance is the opponent's score (SB: the opponent's score, not the product, 14.1.1),
 * for ARO the rating; under a FIDE policy a voluntary unplayed round is cut first when it adds at
 * least as much (16.5, fide.ts). With fewer values than cuts, everything is cut and the figure is
 * 0. The catalogue's BH/C2, BH/M2, SB/C2, SB/M1 and SB/M2 are built here too.
 */
import { MODIFIED_CODE, type ModifiedCode } from '../../../shared/domain';
import type { Contribution, EntrantScore } from '../types';
import { aro } from './average-rating';
import { buchholzFamily } from './fide';
import { foreLines } from './fore-buchholz';
import { total } from './opponents';
import { sbLines } from './sonneborn-berger';
import type { Tiebreak, TiebreakContext } from './types';

type Lines = (e: EntrantScore, ctx: TiebreakContext, low: number, high: number) => Contribution[];

const FAMILIES: Record<string, Lines> = {
  BH: buchholzFamily,
  FB: foreLines,
  SB: sbLines,
};

/** The low and high counts a modifier cuts: C2 is (2, 0), M2 is (2, 2). */
export function modifierCounts(code: ModifiedCode): { base: string; low: number; high: number } {
  const m = MODIFIED_CODE.exec(code);
  if (!m) throw new Error(`not a modified tiebreak code: ${code}`);
  const n = Number(m[3]);
  return { base: m[1] as string, low: n, high: m[2] === 'M' ? n : 0 };
}

export function modifiedTiebreak(code: ModifiedCode): Tiebreak {
  const { base, low, high } = modifierCounts(code);
  if (base === 'ARO') {
    return {
      code,
      unit: 'rating',
      better: 'higher',
      compute: (e, ctx) => {
        const { value, lines } = aro(e, ctx, low, high);
        return { code, unit: 'rating', value, contributions: lines };
      },
    };
  }
  const lines = FAMILIES[base] as Lines;
  return {
    code,
    unit: 'points',
    better: 'higher',
    compute: (e, ctx) => {
      const contributions = lines(e, ctx, low, high);
      return { code, unit: 'points', value: total(contributions), contributions };
    },
  };
}
