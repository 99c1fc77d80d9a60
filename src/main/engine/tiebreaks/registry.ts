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
import { averagePerfectPerformanceOfOpponents } from './average-perfect-performance';
import { cutMedian } from './cut-median';
import { directEncounter } from './direct-encounter';
import { blackGames, blackWins, gamesElected, wonGames } from './games';
import { koya } from './koya';
import { opponentsWinPercentage } from './opponents-win-percentage';
import { averagePerformanceOfOpponents, performanceRating } from './performance';
import { perfectTournamentPerformance } from './perfect-performance';
import { progressiveScore, progressiveScoreCut1 } from './progressive';
import { solkoffPlus } from './solkoff-plus';
import { startingNumber } from './starting-number';
import type { Tiebreak } from './types';
import { wins } from './wins';

export const TIEBREAKS: Readonly<Record<CatalogueCode, Tiebreak>> = {
  BH: cutMedian('BH'),
  'BH/C1': cutMedian('BH/C1'),
  'BH/C2': cutMedian('BH/C2'),
  'BH/M1': cutMedian('BH/M1'),
  'BH/M2': cutMedian('BH/M2'),
  FB: cutMedian('FB'),
  AOB: averageOpponentsBuchholz,
  'SOLK+': solkoffPlus,
  SB: cutMedian('SB'),
  'SB/C1': cutMedian('SB/C1'),
  'SB/C2': cutMedian('SB/C2'),
  'SB/M1': cutMedian('SB/M1'),
  'SB/M2': cutMedian('SB/M2'),
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
  ARO: cutMedian('ARO'),
  'ARO/C1': cutMedian('ARO/C1'),
  TPR: performanceRating,
  PTP: perfectTournamentPerformance,
  APRO: averagePerformanceOfOpponents,
  APPO: averagePerfectPerformanceOfOpponents,
  TPN: startingNumber,
};

const modified = new Map<string, Tiebreak>();

/** The tiebreak of a code: the catalogue's, or a general Cut-n / Median-n (cut-median.ts). */
export function tiebreakOf(code: TiebreakCode): Tiebreak {
  if (code in TIEBREAKS) return TIEBREAKS[code as CatalogueCode];
  let tb = modified.get(code);
  if (!tb) {
    tb = cutMedian(code as ModifiedCode);
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
