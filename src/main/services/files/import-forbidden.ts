/**
 * A TRF's forbidden pairs on import (issue 30): each `260` line (rounds `first..last`) and each
 * reference `XXP` line (every round) keeps all its players apart from one another, stored as the
 * tournament's forbidden pairs by entrant (services/forbidden.ts). A range ending at the last
 * round is stored open ("every round from"), as the export writes it back. A line naming a
 * starting number that no `001` line has is skipped and reported with its line, never dropped in
 * silence; the pairs the file repeats are stored once.
 */
import type { Db } from '../../db/connection';
import { insertForbidden } from '../../db/repos/forbidden';
import type { TrfTournament } from '../../io/trf';
import type { ImportProblem } from '../../io/trf-import-fields';

type Line = { line: number; players: number[]; firstRound: number; lastRound: number | null; xxp: boolean };

function linesOf(trf: TrfTournament, rounds: number): Line[] {
  const ranged = trf.forbidden.map((f) => ({
    line: f.line ?? 0,
    players: f.players,
    firstRound: f.firstRound,
    lastRound: f.lastRound >= rounds ? null : f.lastRound,
    xxp: false,
  }));
  const every = (trf.forbiddenAllRounds ?? []).map((players, i) => ({
    line: trf.forbiddenAllRoundsLines?.[i] ?? 0,
    players,
    firstRound: 1,
    lastRound: null,
    xxp: true,
  }));
  return [...ranged, ...every];
}

/** The problem of a line naming `number`, which no entrant of the file has; 260 columns as FIDE's. */
function unknownPlayer(l: Line, index: number, number: number): ImportProblem {
  const from = 13 + 5 * index;
  return {
    line: l.line,
    column: l.xxp ? null : `${from}-${from + 3}`,
    field: null,
    value: String(number),
    code: 'files:trfForbiddenUnknown',
    params: { number },
    outcome: 'skipped',
  };
}

export function importForbidden(
  db: Db,
  tid: number,
  trf: TrfTournament,
  rounds: number,
  idOf: ReadonlyMap<number, number>,
  problems: ImportProblem[],
): void {
  const stored = new Set<string>();
  for (const l of linesOf(trf, rounds)) {
    const unknown = l.players.findIndex((n) => !idOf.has(n));
    if (unknown >= 0) {
      problems.push(unknownPlayer(l, unknown, l.players[unknown] ?? 0));
      continue;
    }
    const ids = [...new Set(l.players.map((n) => idOf.get(n) ?? 0))].sort((a, b) => a - b);
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) {
        const row = {
          tournament_id: tid,
          entrant_a: ids[i] ?? 0,
          entrant_b: ids[j] ?? 0,
          first_round: l.firstRound,
          last_round: l.lastRound,
        };
        const key = `${row.entrant_a} ${row.entrant_b} ${row.first_round} ${row.last_round}`;
        if (!stored.has(key)) insertForbidden(db, row);
        stored.add(key);
      }
  }
}
