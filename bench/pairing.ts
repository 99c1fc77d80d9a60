// Dutch pairing speed: the last round of the perf tournaments (500 and 1000 entrants) and a
// 200-entrant round of the corpus. Prints the median wall and CPU time per case and whether the pairing is
// the reference one. `node out/bench/pairing.js [runs] [filter]` (default 3 runs).
// The rounds come from the Dutch reference corpus named by DIAGONAL_CORPUS; without it, from the
// copy in test/fixtures/dutch, which lacks the 1000-entrant tournament.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pairDutch } from '../src/main/engine/pairing/dutch';
import { readTrf } from '../src/main/io/trf';
import { trfToPairingInput } from '../src/main/io/trf-pairing';

const corpus = path.resolve(process.env.DIAGONAL_CORPUS || 'test/fixtures/dutch');
const CASES = [
  't202-n197-r10/round-10.trf',
  'perf/perf-n0500-r09/round-09.trf',
  'perf/perf-n1000-r10/round-10.trf',
];
const runs = Number(process.argv[2] ?? 3);
const filter = process.argv[3] ?? '';

const mid = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const sortedLines = (text: string): string =>
  text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((l) => l.trim().split(/\s+/).join(' '))
    .sort()
    .join('\n');

for (const rel of CASES.filter((c) => c.includes(filter))) {
  if (!existsSync(path.join(corpus, rel))) {
    console.log(
      `${rel.padEnd(36)} not in ${corpus}: set DIAGONAL_CORPUS to the whole Dutch reference corpus`,
    );
    continue;
  }
  const trf = readTrf(readFileSync(path.join(corpus, rel), 'utf8'));
  const input = trfToPairingInput(trf);
  const times: number[] = [];
  const cpu: number[] = [];
  let text = '';
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const p = pairDutch(input);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    const num = (i: number): number => input.entrants[i]?.number ?? 0;
    text = [
      String(p.boards.length + (p.bye === null ? 0 : 1)),
      ...p.boards.map((b) => `${num(b.white)} ${num(b.black)}`),
    ]
      .concat(p.bye === null ? [] : [`${num(p.bye)} 0`])
      .join('\n');
  }
  const expected = readFileSync(path.join(corpus, rel.replace(/\.trf$/, '.pairs')), 'utf8');
  const same = sortedLines(text) === sortedLines(expected);
  const median = mid(times);
  const medianCpu = mid(cpu);
  console.log(
    `${rel.padEnd(36)} ${String(input.entrants.length).padStart(5)} entrants  median ${(median / 1000).toFixed(2)} s wall, ${(medianCpu / 1000).toFixed(2)} s CPU ` +
      `over ${runs} run(s)  ${same ? 'identical to the reference' : 'DIFFERS from the reference'}`,
  );
}
