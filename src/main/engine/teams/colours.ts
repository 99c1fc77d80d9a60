/**
 * Colours of a team match (RULES.md R16.1b): the team with White on board 1 has Black on board 2,
 * White on board 3 ...; which team has White on board 1 alternates from round to round as far as
 * possible. Team colours never restrict a pairing (the pairing is made first, colours after).
 */
import type { Colour } from '../../../shared/domain';

const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');

/** The home team's colour on each board, board 1 first: White, Black, White ... */
export const boardColours = (boards: number): Colour[] =>
  Array.from({ length: boards }, (_, i) => (i % 2 === 0 ? 'white' : 'black'));

/**
 * Who has White on board 1 in a match of A (the higher-ranked team) against B, from each team's
 * board-1 colours in earlier matches (oldest first). Each team wants the colour it did not have
 * last; when both want the same, the one with the larger imbalance towards the other colour gets
 * it; then both go back to the latest round where their colours differed and both alternate from
 * it; failing that the higher-ranked team gets its wish. `fallback` is A's colour when neither has
 * a history (round 1: the lot for the team numbered 1, alternating down the matches, R6.4).
 */
export function boardOneWhite(a: readonly Colour[], b: readonly Colour[], fallback: Colour): 'a' | 'b' {
  const wantA = a.length > 0 ? other(a[a.length - 1] as Colour) : null;
  const wantB = b.length > 0 ? other(b[b.length - 1] as Colour) : null;
  if (wantA === null && wantB === null) return fallback === 'white' ? 'a' : 'b';
  if (wantA === null) return wantB === 'white' ? 'b' : 'a';
  if (wantB === null || wantA !== wantB) return wantA === 'white' ? 'a' : 'b';
  const balance = (h: readonly Colour[]) => h.filter((c) => c === 'white').length * 2 - h.length;
  // wantA === wantB: the one that leans further from that colour gets it.
  const lean = (h: readonly Colour[]) => (wantA === 'white' ? -balance(h) : balance(h));
  const la = lean(a);
  const lb = lean(b);
  if (la !== lb) return la > lb === (wantA === 'white') ? 'a' : 'b';
  for (let i = 1; i <= Math.min(a.length, b.length); i++) {
    const ca = a[a.length - i] as Colour;
    const cb = b[b.length - i] as Colour;
    if (ca !== cb) return other(ca) === 'white' ? 'a' : 'b';
  }
  return wantA === 'white' ? 'a' : 'b';
}
