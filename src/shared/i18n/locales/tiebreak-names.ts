/**
 * The names of the tiebreak criteria are the same in every language: each points to its word in
 * that language's `terms` (docs/GLOSSARY.md), so they are written once here. Message keys: the code
 * itself in `engine:tiebreak.names`, `/` as `_` in `reports:tiebreak.long`; term ids use `-`.
 */
import { TIEBREAK_CODES } from '../../domain';

const term = (code: string): string => `$t(terms:tiebreak.${code.replace('/', '-')})`;

/** `engine:tiebreak.names`, keyed by code (`BH/C1`). */
export const tiebreakNames: Record<string, string> = Object.fromEntries(
  TIEBREAK_CODES.map((code) => [code, term(code)]),
);

/** `reports:tiebreak.long`, keyed as message keys are (`BH_C1`). */
export const tiebreakLongNames: Record<string, string> = Object.fromEntries(
  TIEBREAK_CODES.map((code) => [code.replace('/', '_'), term(code)]),
);
