/**
 * "Why A before B" in words (R9.6): the criteria that left them equal, in the order of the
 * tiebreak sequence, then the one that separates them ("Number of wins 2 = 2, Direct encounter
 * 3 = 3; then “Starting number” separates them: 1 against 4"). Direct encounter that does not
 * order them (FIDE C.07 Art. 6: not all the tied met) is named with the pairs that never met; one
 * that separates them is followed by why it applies (all met, or the one above out of reach).
 * Entrants are named by starting number, as everywhere else.
 */
import type { z } from 'zod';
import type { ComparisonSchema, Figure, StandingsView } from '../../../shared/api/standings';
import type { TiebreakCode } from '../../../shared/domain';
import { pointsText, valueText } from '../../../shared/figure-text';
import { tiebreakName } from '../../../shared/tiebreak-labels';
import { pairsText } from '../../../shared/direct-encounter-text';

type T = (key: string, options: Record<string, unknown>) => string;
export type Comparison = z.output<typeof ComparisonSchema>;

/** An entrant as the comparison names them: "4. Name". */
export function entrantLabel(s: StandingsView, id: number): string {
  const r = s.rows.find((x) => x.entrant.id === id);
  return r ? `${r.entrant.startNo}. ${r.entrant.name}` : String(id);
}

/** The "Compare with" choices: every other entrant by starting number. */
export function versusChoices(s: StandingsView, entrantId: number): { value: string; label: string }[] {
  return s.rows
    .filter((r) => r.entrant.id !== entrantId)
    .sort((a, b) => a.entrant.startNo - b.entrant.startNo)
    .map((r) => ({ value: String(r.entrant.id), label: entrantLabel(s, r.entrant.id) }));
}

function unitOf(s: StandingsView, code: TiebreakCode): Figure['unit'] {
  for (const r of s.rows) {
    const f = r.tiebreaks.find((x) => x.code === code);
    if (f) return f.unit;
  }
  return 'number';
}

/** The sentence, from `standings.explain`'s comparison. */
export function comparisonText(t: T, c: Comparison, s: StandingsView): string {
  const above = entrantLabel(s, c.above);
  const below = entrantLabel(s, c.below);
  if (c.decidedBy === 'points' || c.decidedBy === 'withdrawn')
    return t(`play:decidedBy.${c.decidedBy}`, { above, below });
  const value = (code: TiebreakCode, v: number) => valueText(unitOf(s, code), v, s.scale);
  const startNo = (id: number) => s.rows.find((r) => r.entrant.id === id)?.entrant.startNo ?? id;
  const pairs = (unmet: readonly (readonly [number, number])[] = []) =>
    pairsText(
      t,
      unmet.map(([a, b]) => [startNo(a), startNo(b)] as const),
    );
  const equal = c.before
    .map((p) =>
      p.applies
        ? t('play:decidedBy.equal', {
            criterion: tiebreakName(t, p.code),
            aboveValue: value(p.code, p.aboveValue),
            belowValue: value(p.code, p.belowValue),
          })
        : t('play:decidedBy.notApplied', {
            criterion: tiebreakName(t, p.code),
            aboveValue: `(${value(p.code, p.aboveValue)})`,
            belowValue: `(${value(p.code, p.belowValue)})`,
            reason: t('play:decidedBy.unmet', { pairs: pairs(p.unmet) }),
          }),
    )
    .join(', ');
  const points = pointsText(c.points, s.scale);
  if (c.decidedBy === 'tied')
    return c.before.length === 0
      ? t('play:decidedBy.tied', { above, below })
      : t('play:decidedBy.tiedAfter', { above, below, points, equal });
  const args = {
    above,
    below,
    points,
    equal,
    criterion: tiebreakName(t, c.decidedBy),
    aboveValue: c.aboveValue === null ? '' : value(c.decidedBy, c.aboveValue),
    belowValue: c.belowValue === null ? '' : value(c.decidedBy, c.belowValue),
  };
  const sentence =
    c.before.length === 0 ? t('play:decidedBy.tiebreak', args) : t('play:decidedBy.tiebreakAfter', args);
  // Direct encounter separating them says why it applies (FIDE C.07 Art. 6): all the tied met, or
  // the one above is out of the other's reach although some pairs never met.
  const de = c.decidedBy === 'DE' ? c.directEncounter : undefined;
  if (!de) return sentence;
  const list = de.among
    .map(startNo)
    .sort((x, y) => x - y)
    .join(', ');
  const why = { criterion: args.criterion, list, above, below };
  const reason =
    de.unmet.length === 0
      ? t('play:decidedBy.deAllMet', why)
      : t('play:decidedBy.deAhead', { ...why, pairs: pairs(de.unmet) });
  return t('play:decidedBy.withReason', { sentence, reason });
}
