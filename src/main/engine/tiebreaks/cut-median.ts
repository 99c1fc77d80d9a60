/**
 * The cut/median family (FIDE C.07 Art. 14; RULES.md R9.2, R9.5), built one way: BH, FB, SB and
 * ARO, plain or with any Cut-n (`/Cn`: the n least significant values left out) or Median-n
 * (`/Mn`: the n least and the n most significant). The catalogue's BH, BH/C1 (R9.2, the first
 * Swiss tiebreak), BH/C2, BH/M1, BH/M2, FB, SB, SB/C1 ... SB/M2, ARO and ARO/C1 are this one
 * function with their counts, and so is a general `BH/C3` or `ARO/M1`. Significance is the
 * opponent's score (SB: the opponent's score, not the product, 14.1.1; opponents.ts `cut`), for
 * ARO the rating; under a FIDE policy a voluntary unplayed round is cut first when it adds at
 * least as much (16.5, fide.ts). With fewer values than cuts, everything is cut and the figure is
 * 0. The breakdown says which lines were cut (R9.6).
 */
import { MODIFIED_CODE, type MODIFIABLE_CODES, type ModifiedCode } from '../../../shared/domain';
import type { Contribution, EntrantScore, TiebreakUnit } from '../types';
import { aroLines, aroValue } from './average-rating';
import { buchholzFamily } from './fide';
import { foreLines } from './fore-buchholz';
import { total } from './opponents';
import { sbLines } from './sonneborn-berger';
import type { Tiebreak, TiebreakContext } from './types';

type Base = (typeof MODIFIABLE_CODES)[number];
/** A criterion of the family: its base alone (`BH`) or with a modifier (`BH/C1`). */
export type FamilyCode = Base | ModifiedCode;

type Family = {
  unit: TiebreakUnit;
  /** Every line, the `low` least and `high` most significant marked as cut. */
  lines: (e: EntrantScore, ctx: TiebreakContext, low: number, high: number) => Contribution[];
  /** The figure of the lines not cut. */
  value: (lines: readonly Contribution[]) => number;
};

const FAMILIES: Record<Base, Family> = {
  // BH: each opponent's final score (fide.ts for the FIDE policies).
  BH: { unit: 'points', lines: buchholzFamily, value: total },
  // FB: BH with every game of the last round counted as a draw (C.07 8.3).
  FB: { unit: 'points', lines: foreLines, value: total },
  // SB: opponents beaten in full, drawn with by half (R9.2).
  SB: { unit: 'points', lines: sbLines, value: total },
  // ARO: the mean rating of the opponents met over the board, rounded (C.07 10.1).
  ARO: { unit: 'rating', lines: aroLines, value: aroValue },
};

/** The base and the counts a code cuts: BH is (0, 0), C2 is (2, 0), M2 is (2, 2). */
export function familyCounts(code: FamilyCode): { base: Base; low: number; high: number } {
  if (code in FAMILIES) return { base: code as Base, low: 0, high: 0 };
  const m = MODIFIED_CODE.exec(code);
  if (!m) throw new Error(`not a cut/median tiebreak code: ${code}`);
  const n = Number(m[3]);
  return { base: m[1] as Base, low: n, high: m[2] === 'M' ? n : 0 };
}

export function cutMedian(code: FamilyCode): Tiebreak {
  const { base, low, high } = familyCounts(code);
  const { unit, lines, value } = FAMILIES[base];
  return {
    code,
    unit,
    better: 'higher',
    compute: (e, ctx) => {
      const contributions = lines(e, ctx, low, high);
      return { code, unit, value: value(contributions), contributions };
    },
  };
}
