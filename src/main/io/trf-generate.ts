/**
 * A random tournament played with the Dutch engine, as FIDE asks of a pairing program (C.04.A:
 * the random tournament generator): ratings and results drawn from a seeded generator, so one
 * seed always gives the same file. The model is written out in docs/GENERATOR.md; in short,
 * ratings are normal around 1800, a game's expected score follows the Elo curve of the rating
 * difference, the draw rate is `draws` between equals and shrinks with the difference, a game is
 * forfeited with probability `forfeits`, and an entrant is absent from a round with probability
 * `absences` (a zero-point or a half-point bye, announced before the round is paired, R6.5).
 * Scoring is the draughts one (2/1/0, R8.1). Pure: the caller writes the file.
 */
import { DRAUGHTS_POINTS, type PointSystem } from '../../shared/domain';
import { AppError, isAppError } from '../../shared/errors';
import { pairDutch } from '../engine/pairing/dutch';
import { seededRandom } from '../engine/lots';
import { bakuRecords } from './trf-baku';
import { trfToPairingInput } from './trf-pairing';
import type { TrfForbiddenRecord, TrfGame, TrfTournament } from './trf-types';

export type GenerateOptions = {
  entrants: number;
  rounds: number;
  seed: number;
  /** Forbidden pairs to draw (TRF `260`). */
  forbidden: number;
  /** Baku acceleration (C.04.5.1) as `250` lines. */
  accelerated: boolean;
  /** Draw rate between entrants of equal rating, 0..1. */
  draws: number;
  /** Probability that a game is forfeited, 0..1. */
  forfeits: number;
  /** Probability that an entrant is absent from a round, 0..1. */
  absences: number;
};

export const GENERATE_DEFAULTS = {
  forbidden: 0,
  accelerated: false,
  draws: 0.3,
  forfeits: 0.02,
  absences: 0.03,
};

export const GENERATE_LIMITS = { entrants: { min: 2, max: 2000 }, rounds: { min: 1, max: 50 } };

/** A game's outcome from white's side. */
export type Outcome = 'white' | 'draw' | 'black' | 'white-forfeits' | 'black-forfeits';

/** The Elo curve: the expected score of a player rated `diff` points above the opponent. */
export const expectedScore = (diff: number): number => 1 / (1 + 10 ** (-diff / 400));

/**
 * One game: forfeited with probability `forfeits` (either side, even odds); otherwise a draw with
 * probability `draws` x 2 min(E, 1 - E) and a white win with E minus half of it, so that white's
 * expected score stays E.
 */
export function drawOutcome(random: () => number, white: number, black: number, o: GenerateOptions): Outcome {
  if (random() < o.forfeits) return random() < 0.5 ? 'white-forfeits' : 'black-forfeits';
  const e = expectedScore(white - black);
  const draw = o.draws * 2 * Math.min(e, 1 - e);
  const u = random();
  return u < e - draw / 2 ? 'white' : u < e + draw / 2 ? 'draw' : 'black';
}

/** A standard normal deviate (Box-Muller). */
function normal(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Ratings around 1800 (standard deviation 250, kept within 1000..2600), highest first. */
export function drawRatings(random: () => number, n: number): number[] {
  const ratings: number[] = [];
  for (let i = 0; i < n; i++)
    ratings.push(Math.round(Math.min(2600, Math.max(1000, 1800 + 250 * normal(random)))));
  return ratings.sort((a, b) => b - a);
}

/** K distinct pairs, each for every round or, one time in two, for a range of rounds. */
function drawForbidden(random: () => number, o: GenerateOptions): TrfForbiddenRecord[] {
  const pick = (k: number): number => 1 + Math.floor(random() * k);
  const seen = new Set<string>();
  const out: TrfForbiddenRecord[] = [];
  const wanted = Math.min(o.forbidden, (o.entrants * (o.entrants - 1)) / 2);
  while (out.length < wanted) {
    const a = pick(o.entrants);
    const b = pick(o.entrants);
    const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
    if (a === b || seen.has(key)) continue;
    seen.add(key);
    const first = random() < 0.5 ? 1 : pick(o.rounds);
    const last = random() < 0.5 ? o.rounds : first + Math.floor(random() * (o.rounds - first + 1));
    out.push({ firstRound: first, lastRound: last, players: [Math.min(a, b), Math.max(a, b)] });
  }
  return out;
}

function emptyTournament(o: GenerateOptions, random: () => number): TrfTournament {
  const ratings = drawRatings(random, o.entrants);
  const blank = {
    startDate: '',
    endDate: '',
    type: '',
    chiefArbiter: '',
    timeControl: '',
    city: '',
    federation: '',
  };
  return {
    header: { ...blank, name: `Generated ${o.entrants}x${o.rounds} seed ${o.seed}` },
    totalRounds: o.rounds,
    initialColour: random() < 0.5 ? 'white' : 'black',
    useRank: false,
    pointSystem: DRAUGHTS_POINTS,
    pointSystemDeclared: true,
    players: ratings.map((rating, i) => ({
      startNumber: i + 1,
      ...{ sex: '', title: '', name: `Player ${i + 1}`, rating, federation: '', id: '', birthDate: '' },
      ...{ points: 0, rank: null, rounds: [], line: 0 },
    })),
    byes: [],
    accelerations: o.accelerated ? bakuRecords(o.entrants, o.rounds, DRAUGHTS_POINTS) : [],
    forbidden: drawForbidden(random, o),
    comments: [],
    otherLines: [],
    pairedRounds: 0,
  };
}

const game = (
  opponent: number | null,
  colour: TrfGame['colour'],
  result: TrfGame['result'],
  points: number,
) => ({
  opponent,
  colour,
  result,
  played: result === '1' || result === '=' || result === '0',
  points,
});

/** The two entries of a board for its outcome, white's first. */
function entries(w: number, b: number, outcome: Outcome, ps: PointSystem): [TrfGame, TrfGame] {
  switch (outcome) {
    case 'white':
      return [game(b, 'white', '1', ps.win), game(w, 'black', '0', ps.loss)];
    case 'draw':
      return [game(b, 'white', '=', ps.draw), game(w, 'black', '=', ps.draw)];
    case 'black':
      return [game(b, 'white', '0', ps.loss), game(w, 'black', '1', ps.win)];
    case 'white-forfeits':
      return [game(b, 'white', '-', ps.forfeitLoss), game(w, 'black', '+', ps.forfeitWin)];
    case 'black-forfeits':
      return [game(b, 'white', '+', ps.forfeitWin), game(w, 'black', '-', ps.forfeitLoss)];
  }
}

/** Absences announced for round r (index r - 1), never leaving fewer than two to pair. */
function announceAbsences(t: TrfTournament, r: number, random: () => number, o: GenerateOptions): void {
  const ps = t.pointSystem;
  let present = t.players.length;
  for (const p of t.players) {
    if (present <= 2 || random() >= o.absences) continue;
    const half = random() < 0.5;
    p.rounds[r - 1] = game(null, null, half ? 'H' : 'Z', half ? ps.halfBye : ps.zeroBye);
    present--;
  }
}

/** Pairs round r with the engine and plays it; false when no pairing exists (R6.2). */
function playRound(t: TrfTournament, r: number, random: () => number, o: GenerateOptions): boolean {
  announceAbsences(t, r, random, o);
  let pairing;
  const input = trfToPairingInput(t, r);
  try {
    pairing = pairDutch(input);
  } catch (e) {
    if (isAppError(e) && e.code === 'pairing:noValidPairing') return false;
    throw e;
  }
  const ps = t.pointSystem;
  const player = (i: number) => t.players[(input.entrants[i]?.number ?? 0) - 1];
  for (const board of pairing.boards) {
    const w = player(board.white);
    const b = player(board.black);
    if (!w || !b) throw new AppError('pairing:noValidPairing', { round: r });
    const [we, be] = entries(
      w.startNumber,
      b.startNumber,
      drawOutcome(random, w.rating ?? 0, b.rating ?? 0, o),
      ps,
    );
    w.rounds[r - 1] = we;
    b.rounds[r - 1] = be;
  }
  const bye = pairing.bye === null ? undefined : player(pairing.bye);
  if (bye) bye.rounds[r - 1] = game(null, null, 'U', ps.bye);
  return true;
}

/**
 * Plays the whole tournament. When a round has no valid pairing (forbidden pairs can make one
 * impossible late in a small field), the tournament ends before it: `totalRounds` says how many
 * were played.
 */
export function generateTournament(o: GenerateOptions): TrfTournament {
  const random = seededRandom(o.seed);
  const t = emptyTournament(o, random);
  for (let r = 1; r <= o.rounds; r++) {
    if (playRound(t, r, random, o)) continue;
    for (const p of t.players) p.rounds.length = r - 1;
    t.totalRounds = r - 1;
    t.forbidden = t.forbidden
      .filter((f) => f.firstRound < r)
      .map((f) => ({ ...f, lastRound: Math.min(f.lastRound, r - 1) }));
    break;
  }
  for (const p of t.players) p.points = p.rounds.reduce((s, g) => s + (g?.points ?? 0), 0);
  const order = [...t.players].sort((a, b) => b.points - a.points || a.startNumber - b.startNumber);
  order.forEach((p, i) => (p.rank = i + 1));
  t.pairedRounds = t.totalRounds ?? 0;
  return t;
}
