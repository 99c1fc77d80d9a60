/**
 * Why direct encounter orders an entrant or not, in words, on screen and in print (R9.3, R9.6;
 * FIDE C.07 Art. 6, the 2023 and 2026 editions alike): it is computed among the entrants still
 * tied when it is applied; it orders them when all of them met each other; when not, only the one
 * who scored more among them than any other could still reach (a win in every encounter not had)
 * is placed ahead, and the figure of the others reads in brackets (figure-text.ts).
 */
type T = (key: string, options: Record<string, unknown>) => string;

export type DeFacts = {
  /** The tied entrants it was computed among, as the page names them ("4. Name"). */
  among: readonly string[];
  /** The pairs of them who never met, by starting number. */
  unmet: readonly (readonly [number, number])[];
  /** Whether it orders this entrant. */
  decisive: boolean;
};

/** "3 and 5, 4 and 6": pairs by starting number. */
export function pairsText(t: T, unmet: readonly (readonly [number, number])[]): string {
  return unmet
    .map(([a, b]) => (a < b ? [a, b] : [b, a]))
    .map(([a, b]) => t('play:decidedBy.pair', { a, b }))
    .join(', ');
}

export function deWhyText(t: T, d: DeFacts): string {
  if (d.among.length < 2) return t('tiebreaks:code.DE.why.alone', {});
  const list = d.among.join(', ');
  if (d.unmet.length === 0) return t('tiebreaks:code.DE.why.allMet', { list });
  return t(d.decisive ? 'tiebreaks:code.DE.why.ahead' : 'tiebreaks:code.DE.why.notApplied', {
    list,
    pairs: pairsText(t, d.unmet),
  });
}
