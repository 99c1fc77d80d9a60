// Maximum-weight matching on dense graphs, the shape the Dutch engine produces (everyone
// compatible with nearly everyone, weights hundreds of bits wide). Prints the median wall time
// and the median CPU time of the process (the latter is steadier on a busy machine).
import { maxWeightMatching, type WeightedEdge } from '../src/main/engine/pairing/matching';

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'random' | 'small' | 'fields';

function denseGraph(n: number, bits: number, kind: Kind, seed: number): WeightedEdge[] {
  const rand = prng(seed);
  const edges: WeightedEdge[] = [];
  const word = (): bigint => BigInt(Math.floor(rand() * 2 ** 30));
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      let w = 0n;
      if (kind === 'small') w = BigInt(Math.floor(rand() * 1000));
      else if (kind === 'random') for (let b = 0; b < bits; b += 30) w = (w << 30n) | word();
      else {
        // Packed criteria: small fields spread over `bits` bits, many ties in the high ones.
        for (let shift = bits - 10; shift >= 0; shift -= 25)
          w |= BigInt(Math.floor(rand() * 4)) << BigInt(shift);
      }
      edges.push([u, v, w]);
    }
  }
  return edges;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const cases: { n: number; bits: number; kind: Kind; runs: number }[] = [
  { n: 200, bits: 0, kind: 'small', runs: 7 },
  { n: 200, bits: 150, kind: 'random', runs: 7 },
  { n: 200, bits: 150, kind: 'fields', runs: 7 },
  { n: 500, bits: 0, kind: 'small', runs: 3 },
  { n: 500, bits: 200, kind: 'random', runs: 3 },
  { n: 500, bits: 200, kind: 'fields', runs: 3 },
  { n: 1000, bits: 0, kind: 'small', runs: 1 },
  { n: 1000, bits: 250, kind: 'random', runs: 1 },
  { n: 1000, bits: 250, kind: 'fields', runs: 1 },
];

const only = process.argv[2];
for (const c of cases) {
  if (only && !`${c.n}-${c.kind}`.includes(only)) continue;
  // Warm the JIT on smaller graphs of the same kind first: a pairing run solves many graphs.
  for (let i = 0; i < 3; i++) maxWeightMatching(150, denseGraph(150, c.bits, c.kind, i), true);
  const times: number[] = [];
  const cpu: number[] = [];
  let pairs = 0;
  for (let r = 0; r < c.runs; r++) {
    const edges = denseGraph(c.n, c.bits, c.kind, 1000 * c.n + r);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const mate = maxWeightMatching(c.n, edges, true);
    const c1 = process.cpuUsage(c0);
    times.push(performance.now() - t0);
    cpu.push((c1.user + c1.system) / 1000);
    pairs = mate.filter((x) => x >= 0).length / 2;
  }
  const label = `n=${c.n} dense (${(c.n * (c.n - 1)) / 2} edges), ${c.kind === 'small' ? 'weights < 1000' : `${c.bits}-bit ${c.kind} weights`}`;
  console.log(
    `${label.padEnd(58)} median ${median(times).toFixed(0).padStart(6)} ms wall, ` +
      `${median(cpu).toFixed(0).padStart(6)} ms CPU over ${c.runs} run(s); ${pairs} pairs`,
  );
}
