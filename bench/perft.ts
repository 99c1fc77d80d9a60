// Move generator speed (RULES.md R11.5): perft from the initial position, nodes per second, for
// international and English draughts, side by side with JavaScript generators from the npm
// registry on the same machine and the same counts: `draughts` (international, 10x10) and
// `rapid-draughts` (English, bitboards). Median of three runs, after one warm-up.
//   node out/bench/perft.js [runs]
import { EnglishDraughtsEngineFactory, type EnglishDraughtsEngine } from 'rapid-draughts/english';
import * as draughtsJs from 'draughts';
import { perft } from '../src/main/engine/draughts/perft';
import { initialPosition } from '../src/main/engine/draughts/position';
import { RULES } from '../src/main/engine/draughts/variants';

type Game = { moves: () => unknown[]; move: (m: unknown) => unknown; undo: () => unknown };
const Draughts =
  (draughtsJs as unknown as { Draughts?: new () => Game; default?: new () => Game }).Draughts ??
  (draughtsJs as unknown as { default: new () => Game }).default;

const runs = Number(process.argv[2] ?? 3);

function rapidPerft(e: EnglishDraughtsEngine, depth: number): number {
  const moves = e.moves;
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    const c = e.clone();
    c.move(m);
    n += rapidPerft(c, depth - 1);
  }
  return n;
}

function draughtsPerft(g: Game, depth: number): number {
  const moves = g.moves();
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    g.move(m);
    n += draughtsPerft(g, depth - 1);
    g.undo();
  }
  return n;
}

function measure(count: () => number): { nodes: number; seconds: number } {
  count(); // warm-up
  const times: number[] = [];
  let nodes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    nodes = count();
    times.push((performance.now() - t0) / 1000);
  }
  times.sort((a, b) => a - b);
  return { nodes, seconds: times[Math.floor(times.length / 2)] ?? 0 };
}

const row = (who: string, depth: number, r: { nodes: number; seconds: number }) =>
  `${who.padEnd(28)} depth ${depth}  ${String(r.nodes).padStart(10)} nodes  ${r.seconds.toFixed(3).padStart(7)} s  ${Math.round(
    r.nodes / r.seconds,
  )
    .toLocaleString('en')
    .padStart(11)} nodes/s`;

const cases = [
  {
    variant: 'english' as const,
    depth: 8,
    peer: 'rapid-draughts 1.0.6',
    peerCount: (d: number) => rapidPerft(EnglishDraughtsEngineFactory.setup(), d),
  },
  {
    variant: 'international' as const,
    depth: 5,
    peer: 'draughts 0.2.1',
    peerCount: (d: number) => draughtsPerft(new Draughts(), d),
  },
];

for (const c of cases) {
  const ours = measure(() => perft(initialPosition(RULES[c.variant]), c.depth));
  const peer = measure(() => c.peerCount(c.depth));
  console.log(`${c.variant}, initial position`);
  console.log(row('diagonal', c.depth, ours));
  console.log(row(c.peer, c.depth, peer));
  console.log(
    `  same count: ${ours.nodes === peer.nodes ? 'yes' : 'NO'}; ratio ${(peer.seconds / ours.seconds).toFixed(1)}x`,
  );
}
const deep = measure(() => perft(initialPosition(RULES.international), 7));
console.log(row('diagonal, international', 7, deep));
