/**
 * `npm run bench:standings`: Swiss standings with every breakdown (R9.2 sequence plus BH, and the
 * whole R9.5 catalogue) for 200 entrants after 11 rounds. Prints the median of repeated runs.
 * Goal: under 5 ms.
 */
import { performance } from 'node:perf_hooks';
import { DRAUGHTS_POINTS, type GameResult } from '../src/shared/domain';
import { seededRandom } from '../src/main/engine/lots';
import { computeStandings } from '../src/main/engine/standings';
import type { Board, Round, ScoringSheet } from '../src/main/engine/types';

const ENTRANTS = 200;
const ROUNDS = 11;
const RUNS = 200;

/** A plausible tournament: each round pairs neighbours by score without rematches. */
function tournament(seed: number): ScoringSheet {
  const random = seededRandom(seed);
  const points = new Map<number, number>();
  const met = new Set<string>();
  for (let s = 1; s <= ENTRANTS; s++) points.set(s, 0);
  const rounds: Round[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    // One entrant is absent each round, so another gets the bye.
    const absent = 1 + Math.floor(random() * ENTRANTS);
    const queue = [...points.keys()]
      .filter((s) => s !== absent)
      .sort((a, b) => (points.get(b) ?? 0) - (points.get(a) ?? 0) || a - b);
    const bye = queue.pop() as number;
    const boards: Board[] = [];
    while (queue.length > 1) {
      const white = queue.shift() as number;
      let i = queue.findIndex((o) => !met.has(`${Math.min(white, o)}-${Math.max(white, o)}`));
      if (i < 0) i = 0;
      const black = queue.splice(i, 1)[0] as number;
      met.add(`${Math.min(white, black)}-${Math.max(white, black)}`);
      const x = random();
      const result: GameResult =
        x < 0.4 ? 'white-wins' : x < 0.7 ? 'black-wins' : x < 0.97 ? 'draw' : 'white-wins-forfeit';
      const [w, b] = result === 'draw' ? [1, 1] : result === 'black-wins' ? [0, 2] : [2, 0];
      points.set(white, (points.get(white) ?? 0) + w);
      points.set(black, (points.get(black) ?? 0) + b);
      boards.push({ white, black, games: [{ result }] });
    }
    points.set(bye, (points.get(bye) ?? 0) + 2);
    rounds.push({
      number: r,
      gamesPerRound: 1,
      boards,
      absences: [
        { startNo: bye, kind: 'bye' },
        { startNo: absent, kind: 'absent' },
      ],
    });
  }
  const entrants = [...points.keys()].map((startNo) => ({
    startNo,
    rating: 2400 - startNo * 3,
    withdrawn: false,
  }));
  return { entrants, rounds, points: DRAUGHTS_POINTS, rated: true };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

function measure(label: string, run: () => unknown): void {
  for (let i = 0; i < 20; i++) run(); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  // CPU time as well as wall time: on a busy machine the wall clock also counts other processes.
  console.log(
    `${label}: median ${median(wall).toFixed(3)} ms wall, ${median(cpu).toFixed(3)} ms CPU, ${RUNS} runs (goal < 5 ms)`,
  );
}

const sheet = tournament(20261130);
console.log(`standings: ${ENTRANTS} entrants, ${ROUNDS} rounds`);
measure('Swiss, BH/C1 SB WIN + BH, with breakdowns', () => computeStandings(sheet, { format: 'swiss' }));
measure('every tiebreak of R9.5', () =>
  computeStandings(sheet, {
    format: 'swiss',
    tiebreaks: ['BH/C1', 'SB', 'WIN', 'DE'],
    shown: ['BH', 'BH/M1', 'OWP', 'ARO', 'TPN'],
  }),
);
