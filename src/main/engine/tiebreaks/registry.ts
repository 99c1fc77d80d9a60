/** The tiebreak catalogue of RULES.md R9.5, by FIDE C.07 code (files by family). */
import { TIEBREAK_CODES, type TiebreakCode } from '../../../shared/domain';
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
import { opponentsWinPercentage } from './opponents-win-percentage';
import { averagePerformanceOfOpponents, performanceRating } from './performance';
import { progressiveScore, progressiveScoreCut1 } from './progressive';
import { sonnebornBerger } from './sonneborn-berger';
import { sonnebornBergerCut1 } from './sonneborn-berger-cut1';
import { startingNumber } from './starting-number';
import type { Tiebreak } from './types';
import { wins } from './wins';

export const TIEBREAKS: Readonly<Record<TiebreakCode, Tiebreak>> = {
  BH: buchholz,
  'BH/C1': buchholzCut1,
  'BH/C2': buchholzCut2,
  'BH/M1': buchholzMedian1,
  FB: foreBuchholz,
  AOB: averageOpponentsBuchholz,
  SB: sonnebornBerger,
  'SB/C1': sonnebornBergerCut1,
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
  APRO: averagePerformanceOfOpponents,
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
