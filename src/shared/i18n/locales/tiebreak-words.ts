/**
 * The shape of a language's tiebreak words (`tiebreaks:code.<code>`, keyed by the code itself,
 * `BH/C1`): every criterion of the catalogue has its short heading and its name in every language,
 * or the build fails. What a figure sums or counts (`explain`) belongs to a criterion without a
 * modifier; BH/C1 says BH's and the cut's (shared/tiebreak-labels.ts). `choice` names it in the
 * settings where that differs from the name, `legend` adds a sentence to the legend of the
 * standings, `why` holds the breakdown's sentences of a criterion that needs its own.
 */
import type { CatalogueCode } from '../../domain';

export type TiebreakWords = Record<
  CatalogueCode,
  {
    short: string;
    name: string;
    explain?: string;
    choice?: string;
    legend?: string;
    why?: Record<string, string>;
  }
>;
