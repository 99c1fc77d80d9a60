/**
 * From a read TRF file to the Dutch engine's input for the next round. The rounds already paired
 * are those up to the last entry in which someone was paired or given the PAB; an entry after
 * them announces an absence in the round to pair (`0000 - H` or `0000 - Z`): that entrant is not
 * paired (R6.5). `240` records announce such byes too.
 */
import type { Colour } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import type { Entrant, PairingInput, RoundRecord } from '../engine/pairing/model';
import { tenthsToPoints } from './trf-points';
import type { TrfGame, TrfTournament } from './trf-types';

const participated = (g: TrfGame): boolean => g.opponent !== null || g.result === 'U' || g.result === '+';

/** The number of rounds already paired, read as the reference engine reads it. */
export function trfPlayedRounds(t: TrfTournament): number {
  let played = 0;
  for (const p of t.players)
    p.rounds.forEach((g, k) => {
      if (g) played = Math.max(played, participated(g) ? k + 1 : k);
    });
  // When every entrant already has an entry for the next round, that round is complete too.
  if (t.players.length > 0 && t.players.every((p) => p.rounds.length > played)) played++;
  return played;
}

/**
 * The colour drawn for round 1 when the file does not say it: the colour that the top entrant
 * present in the first round with colours received, or its inverse for an even effective number.
 */
export function inferInitialColour(t: TrfTournament, players: TrfTournament['players']): Colour {
  let first = Infinity;
  for (const p of players) p.rounds.forEach((g, k) => g?.colour && (first = Math.min(first, k)));
  let eff = 0;
  for (const p of players) {
    if (!p.rounds.slice(0, first + 1).some((g) => g && participated(g))) continue;
    const c = p.rounds[first]?.colour;
    if (c) return eff % 2 === 1 ? (c === 'white' ? 'black' : 'white') : c;
    eff++;
  }
  return t.initialColour ?? 'white';
}

/**
 * Each player's acceleration (C.04.5), in tenths, round 1 at index 0, as the reference engine
 * reads it: a `250` line sets its rounds for its range of start numbers (a later line overrides an
 * earlier one), then each `XXA` line appends its values after what the player already has.
 */
export function trfAccelerations(t: TrfTournament): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const of = (n: number): number[] => out.get(n) ?? (out.set(n, []), out.get(n) ?? []);
  for (const a of t.accelerations)
    for (let n = a.firstPlayer; n <= a.lastPlayer; n++) {
      const acc = of(n);
      while (acc.length < a.firstRound - 1) acc.push(0);
      for (let r = a.firstRound; r <= a.lastRound; r++) acc[r - 1] = a.gamePoints;
    }
  for (const x of t.playerAccelerations ?? []) of(x.player).push(...x.points);
  return out;
}

/** Builds the pairing input for round `trfPlayedRounds(t) + 1`, or for `round` when given. */
export function trfToPairingInput(t: TrfTournament, round?: number): PairingInput {
  const players = [...t.players].sort((a, b) => a.startNumber - b.startNumber);
  const indexOf = new Map(players.map((p, i) => [p.startNumber, i]));
  const playedRounds = round === undefined ? trfPlayedRounds(t) : round - 1;
  if (t.totalRounds === null) throw new AppError('pairing:trfNoRounds');
  if (playedRounds >= t.totalRounds)
    throw new AppError('pairing:trfTournamentOver', { rounds: t.totalRounds });
  const zero = t.pointSystem.zeroBye;
  const entrants: Entrant[] = players.map((p) => {
    const record = (g: TrfGame | null | undefined): RoundRecord =>
      g
        ? {
            opponent: g.opponent === null ? null : (indexOf.get(g.opponent) ?? null),
            colour: g.played ? g.colour : null,
            played: g.played,
            participated: participated(g),
            points: g.points,
          }
        : { opponent: null, colour: null, played: false, participated: false, points: zero };
    const rounds: RoundRecord[] = [];
    for (let k = 0; k < playedRounds; k++) rounds.push(record(p.rounds[k]));
    // An entry for the round to pair without a pairing announces an absence (R6.5).
    const announced = p.rounds[playedRounds];
    if (announced && !participated(announced)) rounds.push(record(announced));
    return { number: p.startNumber, rounds };
  });
  for (const b of t.byes) {
    if (b.round !== playedRounds + 1) continue;
    for (const n of b.players) {
      const e = entrants[indexOf.get(n) ?? -1];
      if (e && e.rounds.length <= playedRounds)
        e.rounds.push({ opponent: null, colour: null, played: false, participated: false, points: zero });
    }
  }
  const accelerations = trfAccelerations(t);
  for (const e of entrants) {
    const acc = accelerations.get(e.number);
    // Values that do not fit the point system are refused when the file is read (trf.ts).
    if (acc?.some((v) => v > 0)) e.acceleration = acc.map((v) => tenthsToPoints(v, t.pointSystem.scale) ?? 0);
  }
  const forbidden: [number, number][] = [];
  const groups = [
    ...t.forbidden.filter((f) => f.firstRound <= playedRounds + 1 && f.lastRound >= playedRounds + 1),
    // XXP: in every round.
    ...(t.forbiddenAllRounds ?? []).map((players) => ({ players })),
  ];
  for (const f of groups) {
    for (const a of f.players)
      for (const b of f.players) {
        const i = indexOf.get(a);
        const j = indexOf.get(b);
        if (i !== undefined && j !== undefined && i < j) forbidden.push([i, j]);
      }
  }
  return {
    entrants,
    playedRounds,
    totalRounds: t.totalRounds,
    initialColour: t.initialColour ?? inferInitialColour(t, players),
    pointSystem: t.pointSystem,
    forbidden,
  };
}
