/**
 * Pairing a team round (RULES.md R16.1b). Team Swiss: the FIDE Dutch engine on match points,
 * which gives what the seeds describe (round 1 top half against bottom half by starting number, then score
 * groups on match points paired inside, no second meeting while another combination exists,
 * floats to the neighbouring group, the bye to the lowest-ranked team without one). Where it
 * departs from individual pairing (docs/TEAMS.md): colours never restrict a team pairing (the
 * engine sees no colour history; board-1 colours are given afterwards, colours.ts), and a match in
 * which no board was played over the board is not a meeting (R6.2). A small event plays the
 * Berger table (R7.1) with the starting numbers as table numbers.
 */
import type { Colour } from '../../../shared/domain';
import { bergerTable } from '../berger';
import { pairDutch } from '../pairing/dutch';
import type { Entrant as PairingEntrant, PairingInput, RoundRecord } from '../pairing/model';
import { scoreSheet } from '../sheet';
import { boardOneWhite } from './colours';
import { teamScoringSheet } from './match';
import type { StartNo, TeamSheet } from './model';

/** A pairing of teams: `home` has White on board 1; `forfeit` names a team that has left (round robin). */
export type TeamPair = { home: StartNo; away: StartNo; forfeit: StartNo[] };
export type TeamPairing = { matches: TeamPair[]; bye: StartNo | null };

const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');

/** Board-1 colours of each team in rounds before `round`, oldest first (byes have none). */
export function history(sheet: TeamSheet, round: number): Map<StartNo, Colour[]> {
  const h = new Map<StartNo, Colour[]>(sheet.teams.map((t) => [t.startNo, []]));
  const ms = sheet.matches.filter((m) => m.round < round && m.away !== null);
  for (const m of [...ms].sort((x, y) => x.round - y.round)) {
    h.get(m.home)?.push('white');
    if (m.away !== null) h.get(m.away)?.push('black');
  }
  return h;
}

/** Team Swiss round `round` (rounds before it are in `sheet`); throws `pairing:noValidPairing`. */
export function pairTeamSwiss(
  sheet: TeamSheet,
  round: number,
  totalRounds: number,
  initial: Colour,
): TeamPairing {
  const before = { ...sheet, rounds: round - 1 };
  const teams = [...sheet.teams].sort((a, b) => a.startNo - b.startNo);
  const scores = new Map(scoreSheet(teamScoringSheet(before)).map((s) => [s.startNo, s]));
  const index = new Map(teams.map((t, i) => [t.startNo, i]));
  const entrants: PairingEntrant[] = teams.map((t) => {
    const rounds: RoundRecord[] = (scores.get(t.startNo)?.rounds ?? []).map((r) =>
      r.kind === 'board'
        ? {
            opponent: index.get(r.opponent) ?? null,
            colour: null,
            played: r.games.some((g) => g.played),
            participated: true,
            points: r.points,
          }
        : { opponent: null, colour: null, played: false, participated: r.kind === 'bye', points: r.points },
    );
    // R10.2: a team that has left is no longer paired.
    if (t.left && t.left.afterRound < round)
      rounds.push({ opponent: null, colour: null, played: false, participated: false, points: 0 });
    return { number: t.startNo, rounds };
  });
  const input: PairingInput = {
    entrants,
    playedRounds: round - 1,
    totalRounds,
    initialColour: initial,
    pointSystem: teamScoringSheet(before).points,
    forbidden: [],
    // R16.1b: the bye goes to the lowest-ranked team that has not had one yet; a match won by
    // the opponent's forfeit or abandon does not bar it (it would leave odd fields unpairable).
    byeBarredBy: 'bye',
  };
  const pairing = pairDutch(input);
  const startNoAt = (i: number) => teams[i]?.startNo ?? 0;
  const colours = history(sheet, round);
  const matches = pairing.boards.map((p, i): TeamPair => {
    const x = startNoAt(p.white);
    const y = startNoAt(p.black);
    // The higher-ranked team: more match points, then the better starting number.
    const px = scores.get(x)?.points ?? 0;
    const py = scores.get(y)?.points ?? 0;
    const [a, b] = px > py || (px === py && x < y) ? [x, y] : [y, x];
    const fallback = i % 2 === 0 ? initial : other(initial);
    const w = boardOneWhite(colours.get(a) ?? [], colours.get(b) ?? [], fallback);
    return w === 'a' ? { home: a, away: b, forfeit: [] } : { home: b, away: a, forfeit: [] };
  });
  return { matches, bye: pairing.bye === null ? null : startNoAt(pairing.bye) };
}

/**
 * Team round robin, round `round` of the Berger table for the teams' starting numbers (R7.1). The schedule is
 * fixed: a match against a team that has left is lost by that team by forfeit (R10.2, R8.3).
 */
export function pairTeamRoundRobin(sheet: TeamSheet, round: number): TeamPairing {
  const table = bergerTable(sheet.teams.length);
  const pairs = table[round - 1] ?? [];
  const gone = new Set(sheet.teams.filter((t) => t.left && t.left.afterRound < round).map((t) => t.startNo));
  const matches: TeamPair[] = [];
  let bye: StartNo | null = null;
  for (const [w, b] of pairs) {
    if (b === 0) {
      if (!gone.has(w)) bye = w;
      continue;
    }
    matches.push({ home: w, away: b, forfeit: [w, b].filter((s) => gone.has(s)) });
  }
  return { matches, bye };
}
