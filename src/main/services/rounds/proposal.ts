/**
 * A pairing before it is written: boards by entrant id (White first), the bye, the absences.
 * Both systems produce it; `writeRound` stores it, the R6.7 correction compares two of them.
 */
import type { GameResult } from '../../../shared/domain';
import type { PairLine } from '../../../shared/api/results';
import type { Db } from '../../db/connection';
import { insertAbsence, insertBoard, insertGame, insertRound, type AbsenceKind } from '../../db/repos/rounds';
import type { Running } from './state';

export type ProposedBoard = {
  white: number;
  black: number;
  /** Results known at pairing time: a round-robin game against an absent entrant (R10). */
  results?: readonly (GameResult | null)[];
};
export type Proposal = {
  boards: ProposedBoard[];
  bye: number | null;
  absences: { entrantId: number; kind: AbsenceKind }[];
};

/** Who is left out of round `number` (R6.5, R10): announced absent, or withdrawn before it. */
export function leftOut(s: Running, number: number): { entrantId: number; kind: AbsenceKind }[] {
  const out: { entrantId: number; kind: AbsenceKind }[] = [];
  const announced = new Set(s.announced.filter((a) => a.round === number).map((a) => a.entrantId));
  for (const e of s.entrants) {
    if (e.withdrawnAfterRound !== null && e.withdrawnAfterRound < number)
      out.push({ entrantId: e.id, kind: 'withdrawn' });
    else if (announced.has(e.id)) out.push({ entrantId: e.id, kind: 'absent' });
  }
  return out;
}

/**
 * Each entrant once in a round: on one board, or the bye, or left out. A pairing that breaks
 * this is a fault of the program, never written (the transaction rolls back).
 */
export function checkOnce(p: Proposal): void {
  const seen = new Set<number>();
  const seat = (id: number) => {
    if (seen.has(id)) throw new Error(`entrant ${id} is seated twice in one round`);
    seen.add(id);
  };
  for (const b of p.boards) {
    seat(b.white);
    seat(b.black);
  }
  if (p.bye !== null) seat(p.bye);
  for (const a of p.absences) seat(a.entrantId);
}

/** Writes a new round, or refills `roundId` after a re-pair (R6.7) or an edit (R6.6). */
export function writeProposal(
  db: Db,
  s: Running,
  p: Proposal,
  round: { number: number; id?: number },
  at: string,
  /** The points each entrant is paired on (by id), stored with the boards; none for an import. */
  points?: Map<number, number>,
): number {
  checkOnce(p);
  const roundId = round.id ?? insertRound(db, s.tournament.id, round.number, at);
  const twoLegs = s.decision.gamesPerRound === 2;
  p.boards.forEach((b, i) => {
    const paired = points ? { white: points.get(b.white) ?? 0, black: points.get(b.black) ?? 0 } : null;
    const boardId = insertBoard(db, roundId, i + 1, b.white, b.black, paired);
    insertGame(db, boardId, 1, b.white, b.black, b.results?.[0] ?? null, at);
    // R5.1: the second leg on the same board, colours reversed.
    if (twoLegs) insertGame(db, boardId, 2, b.black, b.white, b.results?.[1] ?? null, at);
  });
  if (p.bye !== null) insertBoard(db, roundId, p.boards.length + 1, p.bye, null);
  for (const a of p.absences) insertAbsence(db, roundId, a.entrantId, a.kind);
  return roundId;
}

/** Boards as the R6.7 screen shows them, old against new. */
export function pairLines(s: Running, p: Proposal): PairLine[] {
  const who = (id: number) => {
    const e = s.byId.get(id);
    return { id, startNo: e?.startNo ?? 0, name: e?.name ?? '' };
  };
  const lines: PairLine[] = p.boards.map((b, i) => ({
    boardNo: i + 1,
    white: who(b.white),
    black: who(b.black),
  }));
  if (p.bye !== null) lines.push({ boardNo: lines.length + 1, white: who(p.bye), black: null });
  return lines;
}
