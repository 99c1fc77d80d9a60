/** The tiebreak catalogue of RULES.md R9.5, by FIDE C.07 code (files by family). */
import {
  TIEBREAK_CODES,
  isTiebreakCode,
  type CatalogueCode,
  type ModifiedCode,
  type TiebreakCode,
} from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { averageOpponentsBuchholz } from './average-opponents-buchholz';
import { averageRating, averageRatingCut1 } from './average-rating';
import { buchholz } from './buchholz';
import { buchholzCut1 } from './buchholz-cut1';
import { buchholzCut2 } from './buchholz-cut2';
import { buchholzMedian1 } from './buchholz-median1';
import { directEncounter } from './direct-encounter';
import { foreBuchholz } from './fore-buchholz';
import { blackGames, blackWins, gamesElected, wonGames } from './games';
import { koya } from './koya';
import { modifiedTiebreak } from './modifiers';
import { opponentsWinPercentage } from './opponents-win-percentage';
import { averagePerformanceOfOpponents, performanceRating } from './performance';
import { perfectTournamentPerformance } from './perfect-performance';
import { progressiveScore, progressiveScoreCut1 } from './progressive';
import { sonnebornBerger } from './sonneborn-berger';
import { sonnebornBergerCut1 } from './sonneborn-berger-cut1';
import { solkoffPlus } from './solkoff-plus';
import { startingNumber } from './starting-number';
import type { Tiebreak } from './types';
import { wins } from './wins';

export const TIEBREAKS: Readonly<Record<CatalogueCode, Tiebreak>> = {
  BH: buchholz,
  'BH/C1': buchholzCut1,
  'BH/C2': buchholzCut2,
  'BH/M1': buchholzMedian1,
  'BH/M2': modifiedTiebreak('BH/M2'),
  FB: foreBuchholz,
  AOB: averageOpponentsBuchholz,
  'SOLK+': solkoffPlus,
  SB: sonnebornBerger,
  'SB/C1': sonnebornBergerCut1,
  'SB/C2': modifiedTiebreak('SB/C2'),
  'SB/M1': modifiedTiebreak('SB/M1'),
  'SB/M2': modifiedTiebreak('SB/M2'),
  KS: koya,
  WIN: wins,
  WON: wonGames,
  BPG: blackGames,
  BWG: blackWins,
  GE: gamesElected,
  PS: progressiveScore,
  'PS/C1': progressiveScoreCut1,
  DE: directEncounter,
  OWP: opponentsWinPercentage,
  ARO: averageRating,
  'ARO/C1': averageRatingCut1,
  TPR: performanceRating,
  PTP: perfectTournamentPerformance,
  APRO: averagePerformanceOfOpponents,
  TPN: startingNumber,
};

const modified = new Map<string, Tiebreak>();

/** The tiebreak of a code: the catalogue's, or a general Cut-n / Median-n (modifiers.ts). */
export function tiebreakOf(code: TiebreakCode): Tiebreak {
  if (code in TIEBREAKS) return TIEBREAKS[code as CatalogueCode];
  let tb = modified.get(code);
  if (!tb) {
    tb = modifiedTiebreak(code as ModifiedCode);
    modified.set(code, tb);
  }
  return tb;
}

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
