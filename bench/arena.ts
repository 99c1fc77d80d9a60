/**
 * `npm run bench:arena`: an eight-hour arena of 200 entrants with random game lengths (2 to 12
 * minutes), the transport ticking every 5 seconds (RULES.md R14.2). Times every pairing that
 * starts boards (ranking included, as the service does it), and prints the median and maximum per
 * freed board, the number of games and how evenly they spread. Goal: median under 5 ms, max 50 ms.
 */
import { performance } from 'node:perf_hooks';
import { seededRandom } from '../src/main/engine/lots';
import { pairArena } from '../src/main/engine/arena/pairing';
import { scoreArena } from '../src/main/engine/arena/points';
import type { ArenaEntrant, ArenaGame } from '../src/main/engine/arena/types';

const ENTRANTS = 200;
const HOURS = 8;
const TICK_MS = 5000;

const random = seededRandom(20260601);
const start = Date.UTC(2026, 5, 1, 12, 0);
const end = start + HOURS * 3_600_000;
const entrants: ArenaEntrant[] = Array.from({ length: ENTRANTS }, (_, i) => ({
  id: i + 1,
  rating: 2300 - i * 5,
  paused: false,
  availableSince: start,
}));
const rating = new Map(entrants.map((e) => [e.id, e.rating ?? 0]));
const games: ArenaGame[] = [];
const endsAt = new Map<number, number>();
const perBoard: number[] = [];

for (let now = start; now < end; now += TICK_MS) {
  for (const g of games) {
    if (g.endedAt !== null || (endsAt.get(g.id) ?? Infinity) > now) continue;
    // The stronger player wins more often; a fifth of the games are drawn.
    const p = 1 / (1 + 10 ** ((rating.get(g.black)! - rating.get(g.white)!) / 400));
    const r = random();
    g.result = r < 0.2 ? 'draw' : r < 0.2 + 0.8 * p ? 'white-wins' : 'black-wins';
    g.endedAt = endsAt.get(g.id)!;
  }
  const t0 = performance.now();
  const ranking = scoreArena(entrants, games).map((s) => s.id);
  const boards = pairArena({ entrants, games, ranking, now });
  const ms = performance.now() - t0;
  if (boards.length === 0) continue;
  for (let i = 0; i < boards.length; i++) perBoard.push(ms / boards.length);
  for (const b of boards) {
    const id = games.length + 1;
    games.push({
      id,
      ...b,
      startedAt: now,
      endedAt: null,
      result: null,
      whiteBoosted: false,
      blackBoosted: false,
    });
    endsAt.set(id, now + (2 + random() * 10) * 60_000);
  }
}

perBoard.sort((a, b) => a - b);
const median = perBoard[Math.floor(perBoard.length / 2)] ?? 0;
const max = perBoard[perBoard.length - 1] ?? 0;
const count = new Map(entrants.map((e) => [e.id, 0]));
for (const g of games) for (const id of [g.white, g.black]) count.set(id, count.get(id)! + 1);
const spread = [...count.values()];
console.log(
  `arena: pairing median ${median.toFixed(2)} ms, max ${max.toFixed(2)} ms, games ${games.length}, ` +
    `games per player min ${Math.min(...spread)} max ${Math.max(...spread)}`,
);
