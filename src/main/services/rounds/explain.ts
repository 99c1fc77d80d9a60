/**
 * "Why this pairing" and "why not that one" for a Swiss round of the event file (issue 30): the
 * Dutch engine's input for the round rebuilt as pairSwiss built it (the history before it, the
 * round's absences), explained from the engine's own decisions (engine/pairing/explain.ts).
 * Nothing is written: "pair them anyway" stays the manual edit with its warnings.
 */
import type { RoundExplanationView, WhyNotView } from '../../../shared/api/explain';
import { AppError } from '../../../shared/errors';
import { t, type Language } from '../../../shared/i18n/index';
import type { Db } from '../../db/connection';
import { explainRound, type RoundExplanation } from '../../engine/pairing/explain';
import { roundLines, roundParts, whyNotText, type Naming } from '../../engine/pairing/explain-text';
import type { PairingInput } from '../../engine/pairing/model';
import { whyNot } from '../../engine/pairing/why-not';
import { swissInput } from './pair-swiss';
import { findRound, loadState, requireRunning, type Running } from './state';

type Round = { s: Running; input: PairingInput; naming: Naming; stored: Set<string> };

function roundInput(db: Db, tournamentId: number, number: number): Round {
  const s = requireRunning(loadState(db, tournamentId));
  const r = findRound(s, number);
  if (s.format !== 'swiss') throw new AppError('play:explainNotSwiss', { round: number });
  // The PAB is stored among the round's absences; it was paired like every board.
  const out = r.absences.filter((a) => a.kind !== 'bye').map((a) => a.entrantId);
  const input = swissInput(s, number, new Set(out));
  const scale = s.tournament.settings.pointSystem.scale || 1;
  const naming: Naming = {
    name: (i) => s.entrants[i]?.name ?? '?',
    points: (p) => String(p / scale),
  };
  const stored = new Set<string>();
  for (const b of r.boards) stored.add(`${b.white}-${b.black ?? 'bye'}`);
  for (const a of r.absences) if (a.kind === 'bye') stored.add(`${a.entrantId}-bye`);
  return { s, input, naming, stored };
}

const side = (s: Running, i: number) => {
  const e = s.entrants[i];
  if (!e) throw new Error(`explain: no entrant at index ${i}`);
  return { id: e.id, name: e.name, startNo: e.startNo ?? 0 };
};

function asPaired(s: Running, r: RoundExplanation, stored: Set<string>): boolean {
  const made = r.pairing.boards.map((b) => `${side(s, b.white).id}-${side(s, b.black).id}`);
  if (r.pairing.bye !== null) made.push(`${side(s, r.pairing.bye).id}-bye`);
  return made.length === stored.size && made.every((k) => stored.has(k));
}

export function explainSwissRound(
  db: Db,
  tournamentId: number,
  number: number,
  lng: Language,
): RoundExplanationView {
  const { s, input, naming, stored } = roundInput(db, tournamentId, number);
  const r = explainRound(input);
  const parts = roundParts(lng, naming, r);
  return {
    round: number,
    asPaired: asPaired(s, r, stored),
    boards: r.boards.map((b, k) => ({
      board: b.board,
      white: side(s, b.white.entrant),
      black: side(s, b.black.entrant),
      lines: parts.boards[k]?.slice(1) ?? [],
    })),
    bye: r.bye ? { entrant: side(s, r.bye.entrant), lines: parts.bye } : null,
    criteria: parts.criteria,
    shortfalls: r.shortfalls.map((f) => ({
      criterion: f.criterion,
      value: f.value.map((v) =>
        f.criterion === 'C9' ||
        ['C6', 'C10', 'C11', 'C12', 'C13', 'C14', 'C15', 'C16', 'C17'].includes(f.criterion)
          ? v
          : v / (s.tournament.settings.pointSystem.scale || 1),
      ),
      entrants: f.entrants.map((i) => side(s, i).id),
    })),
  };
}

export function whyNotSwiss(
  db: Db,
  input: { tournamentId: number; round: number; a: number; b: number },
  lng: Language,
): WhyNotView {
  const { s, input: pi, naming } = roundInput(db, input.tournamentId, input.round);
  if (input.a === input.b) throw new AppError('play:whyNotSame');
  const index = (id: number): number => {
    const i = s.entrants.findIndex((e) => e.id === id);
    if (i < 0) throw new AppError('play:entrantNotInTournament', { id });
    if ((pi.entrants[i]?.rounds.length ?? 0) > pi.playedRounds)
      throw new AppError('play:whyNotAbsent', { name: s.entrants[i]?.name ?? '', round: input.round });
    return i;
  };
  const a = index(input.a);
  const b = index(input.b);
  const w = whyNot(pi, a, b).answer;
  const criterion = 'criterion' in w ? w.criterion : null;
  return { kind: w.kind, criterion, text: whyNotText(lng, naming, a, b, w) };
}

/**
 * The round's explanation as the lines of the round sheet's appendix (issue 30 part 1), in `lng`,
 * with the line saying so first when the stored pairing is not the one the engine makes.
 */
export function explainRoundLines(db: Db, tournamentId: number, number: number, lng: Language): string[] {
  const { s, input, naming, stored } = roundInput(db, tournamentId, number);
  const r = explainRound(input);
  const differs = asPaired(s, r, stored) ? [] : [t(lng, 'pairing:checkRoundDiffers', { round: number })];
  return [...differs, ...roundLines(lng, naming, r)];
}
