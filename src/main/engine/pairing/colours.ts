/**
 * Colour allocation for a pair (C.04.3 section E), the first rule that decides:
 * E.1 grant both preferences; E.2 grant the stronger preference (both absolute: the wider colour
 * difference); E.3 alternate from the most recent round in which their colours differed; E.4 grant
 * the higher-ranked entrant's preference; E.5 the higher-ranked entrant gets the initial colour
 * when their pairing number is odd, the other colour when it is even.
 */
import type { Colour } from '../../../shared/domain';
import { invert, type EntrantState } from './model';

/** Order of C.04.3 A.2 (score, then pairing number): is `a` ranked below `b`? */
export const ranksBelow = (a: EntrantState, b: EntrantState): boolean =>
  a.score < b.score || (a.score === b.score && a.rank > b.rank);

const compatiblePreferences = (a: Colour | null, b: Colour | null): boolean =>
  a !== b || a === null || b === null;

/** E.3: the colours the two had in the latest round (of played games, each counted back on
 * their own) in which they differed; null when they never differed. */
function lastDifference(p: EntrantState, o: EntrantState): Colour | null {
  let i = p.colours.length - 1;
  let j = o.colours.length - 1;
  while (i >= 0 && j >= 0 && p.colours[i] === o.colours[j]) {
    i--;
    j--;
  }
  return i >= 0 && j >= 0 ? (o.colours[j] ?? null) : null;
}

/** The rule of section E that decided a pair's colours (E.1 to E.5, see above). */
export type ColourRule = 'E1' | 'E2' | 'E3' | 'E4' | 'E5';

/** The colour `p` gets against `o`, and the rule that decided it. */
export function colourDecision(
  p: EntrantState,
  o: EntrantState,
  initial: Colour,
): { colour: Colour; rule: ColourRule } {
  if (compatiblePreferences(p.preference, o.preference)) {
    const granted = p.preference ?? invert(o.preference);
    if (granted) return { colour: granted, rule: 'E1' };
  } else {
    const stronger = strongerPreference(p, o);
    if (stronger) return { colour: stronger, rule: 'E2' };
    const alternated = lastDifference(p, o);
    if (alternated) return { colour: alternated, rule: 'E3' };
  }
  const pBelow = ranksBelow(p, o);
  if (p.preference === null) {
    // E.5: odd pairing number (even 0-based rank) of the higher-ranked takes the initial colour.
    if (pBelow) return { colour: o.rank % 2 === 1 ? initial : (invert(initial) ?? initial), rule: 'E5' };
    return { colour: p.rank % 2 === 1 ? (invert(initial) ?? initial) : initial, rule: 'E5' };
  }
  // E.4: the higher-ranked entrant's preference.
  return { colour: pBelow ? (invert(o.preference) ?? initial) : p.preference, rule: 'E4' };
}

/** E.2 for two entrants with the same preference: the stronger one's, or null when alike. */
function strongerPreference(p: EntrantState, o: EntrantState): Colour | null {
  if (p.absolute && (p.imbalance > o.imbalance || !o.absolute)) return p.preference;
  if (o.absolute && (o.imbalance > p.imbalance || !p.absolute)) return invert(o.preference);
  if (p.strong && !o.strong) return p.preference;
  if (o.strong && !p.strong) return invert(o.preference);
  return null;
}

/** The colour `p` gets against `o`. */
export const colourFor = (p: EntrantState, o: EntrantState, initial: Colour): Colour =>
  colourDecision(p, o, initial).colour;
