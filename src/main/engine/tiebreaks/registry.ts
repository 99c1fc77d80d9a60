/** The tiebreak catalogue of RULES.md R9.5, one file each, by FIDE C.07 code. */
import { TIEBREAK_CODES, type TiebreakCode } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { averageRating } from './average-rating';
import { buchholz } from './buchholz';
import { buchholzCut1 } from './buchholz-cut1';
import { buchholzMedian1 } from './buchholz-median1';
import { directEncounter } from './direct-encounter';
import { opponentsWinPercentage } from './opponents-win-percentage';
import { sonnebornBerger } from './sonneborn-berger';
import { startingNumber } from './starting-number';
import type { Tiebreak } from './types';
import { wins } from './wins';

export const TIEBREAKS: Readonly<Record<TiebreakCode, Tiebreak>> = {
  BH: buchholz,
  'BH/C1': buchholzCut1,
  'BH/M1': buchholzMedian1,
  SB: sonnebornBerger,
  WIN: wins,
  DE: directEncounter,
  OWP: opponentsWinPercentage,
  ARO: averageRating,
  TPN: startingNumber,
};

export const isTiebreakCode = (x: string): x is TiebreakCode =>
  (TIEBREAK_CODES as readonly string[]).includes(x);

/** Reads a comma-separated list such as "BH/C1,SB,WIN"; an unknown code is named in the error. */
export function parseTiebreakCodes(text: string): TiebreakCode[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((code) => {
      if (!isTiebreakCode(code)) {
        throw new AppError('engine:tiebreak.unknownCode', { code, known: TIEBREAK_CODES.join(', ') });
      }
      return code;
    });
}
