// Dutch pairing speed and memory. `node out/bench/pairing.js [runs] [filter] [--large]` (default
// 3 runs; `npm run bench:pairing -- --large` for part 2).
//  1. In process: the last round of the perf tournaments (500 and 1000 entrants) and a
//     200-entrant round of the corpus; median wall and CPU time of pairDutch.
//  2. With --large only (many CPU minutes): the 3000-entrant perf round through `diagonal pair`,
//     once, in its own process: wall and CPU time and peak memory (maximum resident set).
//  3. Whole process: the ten rounds 2-11 of a 183-entrant tournament through `diagonal pair`,
//     each `runs` times, median wall time (then CPU time and peak memory from one more pass),
//     beside the in-process time of the same rounds and, when DIAGONAL_REFERENCE_ENGINE names a
//     build of the reference engine (bbpPairings), beside that engine's whole process on the same
//     rounds, run alternately with ours. Where the time of
//     a fresh process goes: start (`node -e 0`), code load (`diagonal pair --help`, which loads
//     the command and prints its usage), then read (TRF file to the engine's input), pair and
//     write timed inside a fresh process per round (`--phases`: cold, as `diagonal pair` runs
//     them), and again in this process once the code is compiled (warm).
// Every pairing is compared with the reference one. The machine may be shared: CPU time is the
// figure to compare between runs, wall time says what an arbiter waits.
// The rounds come from the Dutch reference corpus named by DIAGONAL_CORPUS; without it, from the
// copy in test/fixtures/dutch, which lacks the perf tournaments.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPairing } from '../src/main/cli/pair';
import { pairDutch } from '../src/main/engine/pairing/dutch';
import { readTrf } from '../src/main/io/trf';
import { trfToPairingInput } from '../src/main/io/trf-pairing';

const corpus = path.resolve(process.env.DIAGONAL_CORPUS || 'test/fixtures/dutch');
const CASES = [
  't202-n197-r10/round-10.trf',
  'perf/perf-n0500-r09/round-09.trf',
  'perf/perf-n1000-r10/round-10.trf',
];
const LARGE = 'perf/perf-n3000-r09/round-09.trf';
const SMALL = Array.from(
  { length: 10 },
  (_, k) => `t198-n183-r11/round-${String(k + 2).padStart(2, '0')}.trf`,
);
const large = process.argv.includes('--large');
/**
 * The reference engine's executable, to time it beside ours on the whole-process rounds: a build
 * of bbpPairings (its command line: `--dutch FILE.trf -p OUT`), named by DIAGONAL_REFERENCE_ENGINE.
 */
const REFERENCE = process.env.DIAGONAL_REFERENCE_ENGINE;
const [runsArg, filterArg] = process.argv.slice(2).filter((a) => a !== '--large');
const runs = Number(runsArg ?? 3);
const filter = filterArg ?? '';
const cli = path.resolve('bin/diagonal.mjs');
const self = path.resolve(process.argv[1]!);

const mid = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const s = (ms: number): string => `${(ms / 1000).toFixed(3)} s`;
const cpuMs = (c: NodeJS.CpuUsage): number => (c.user + c.system) / 1000;

/** `--phases TRF OUT`: one round read, paired and written in this fresh process; CPU ms of each. */
function phasesOfOneRound(trf: string, out: string): void {
  const ms: number[] = [];
  let c = process.cpuUsage();
  const lap = (): void => {
    ms.push(cpuMs(process.cpuUsage(c)));
    c = process.cpuUsage();
  };
  const input = trfToPairingInput(readTrf(readFileSync(trf, 'utf8')));
  lap();
  const pairing = pairDutch(input);
  lap();
  writeFileSync(out, formatPairing(pairing, input));
  lap();
  process.stdout.write(JSON.stringify({ read: ms[0], pair: ms[1], write: ms[2] }));
}
if (process.argv[2] === '--phases') {
  phasesOfOneRound(process.argv[3]!, process.argv[4]!);
  process.exit(0);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-pairing-'));

const sortedLines = (text: string): string =>
  text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((l) => l.trim().split(/\s+/).join(' '))
    .sort()
    .join('\n');
const same = (rel: string, text: string): boolean =>
  sortedLines(text) === sortedLines(readFileSync(path.join(corpus, rel.replace(/\.trf$/, '.pairs')), 'utf8'));
const verdict = (ok: boolean): string => (ok ? 'identical to the reference' : 'DIFFERS from the reference');
const present = (rel: string): boolean => {
  if (existsSync(path.join(corpus, rel))) return true;
  console.log(`${rel.padEnd(36)} not in ${corpus}: set DIAGONAL_CORPUS to the whole Dutch reference corpus`);
  return false;
};

// A child reports its own CPU time (ms) and peak resident set (kB) as it exits.
const REPORT =
  'data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();' +
  'process.stderr.write("\\nBENCH "+JSON.stringify({cpu:(u.userCPUTime+u.systemCPUTime)/1000,rss:u.maxRSS})+"\\n")})';
type ProcessRun = { wall: number; cpu: number; rssKb: number; status: number | null };
function runProcess(args: string[]): ProcessRun {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', REPORT, ...args], { encoding: 'utf8' });
  const wall = performance.now() - t0;
  const line = /BENCH (\{.*\})/.exec(r.stderr ?? '')?.[1];
  const { cpu, rss } = line ? (JSON.parse(line) as { cpu: number; rss: number }) : { cpu: NaN, rss: NaN };
  return { wall, cpu, rssKb: rss, status: r.status };
}
const pairProcess = (rel: string, out: string): ProcessRun =>
  runProcess([cli, 'pair', path.join(corpus, rel), '-o', out]);

console.log('In process (pairDutch only):');
for (const rel of CASES.filter((c) => c.includes(filter) && present(c))) {
  const input = trfToPairingInput(readTrf(readFileSync(path.join(corpus, rel), 'utf8')));
  const times: number[] = [];
  const cpu: number[] = [];
  let text = '';
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const p = pairDutch(input);
    times.push(performance.now() - t0);
    cpu.push(cpuMs(process.cpuUsage(c0)));
    text = formatPairing(p, input);
  }
  console.log(
    `${rel.padEnd(36)} ${String(input.entrants.length).padStart(5)} entrants  median ${s(mid(times))} wall, ` +
      `${s(mid(cpu))} CPU over ${runs} run(s)  ${verdict(same(rel, text))}`,
  );
}

if (!large) console.log(`\n${LARGE}: skipped (minutes of CPU time); add --large to run it`);
else if (LARGE.includes(filter) && present(LARGE)) {
  const out = path.join(scratch, 'large.pairs');
  const r = pairProcess(LARGE, out);
  const text = r.status === 0 ? readFileSync(out, 'utf8') : '';
  console.log(
    `\nWhole process, ${LARGE}: ${s(r.wall)} wall, ${s(r.cpu)} CPU, ` +
      `peak memory ${(r.rssKb / 1024).toFixed(0)} MB  ${verdict(same(LARGE, text))}`,
  );
}

if (SMALL[0]!.includes(filter) && SMALL.every(present)) {
  const out = path.join(scratch, 'small.pairs');
  // Each round `runs` times, the reference engine (when named) right after ours on the same round,
  // so that both meet the same load of a shared machine. Wall time only, as an arbiter waits:
  // the report of CPU time and memory from inside the process (REPORT) costs about 0.015 s, so
  // one more pass with it gives those figures.
  const timed = (
    command: string,
    args: string[],
    rel: string,
    output: string,
  ): { wall: number; ok: boolean } => {
    const t0 = performance.now();
    const r = spawnSync(command, args, { encoding: 'utf8' });
    const wall = performance.now() - t0;
    return { wall, ok: r.status === 0 && same(rel, readFileSync(output, 'utf8')) };
  };
  const whole: { wall: number; ok: boolean }[] = [];
  const reference: { wall: number; ok: boolean }[] = [];
  const refOut = path.join(scratch, 'reference.pairs');
  for (let r = 0; r < runs; r++)
    for (const rel of SMALL) {
      const trf = path.join(corpus, rel);
      whole.push(timed(process.execPath, [cli, 'pair', trf, '-o', out], rel, out));
      if (REFERENCE) reference.push(timed(REFERENCE, ['--dutch', trf, '-p', refOut], rel, refOut));
    }
  const measured = SMALL.map((rel) => pairProcess(rel, out));
  const start = Array.from({ length: 10 }, () => runProcess(['-e', '0']));
  const load = Array.from({ length: 10 }, () => runProcess([cli, 'pair', '--help']));
  const cold = SMALL.map((rel) => {
    const r = spawnSync(process.execPath, [self, '--phases', path.join(corpus, rel), out], {
      encoding: 'utf8',
    });
    return JSON.parse(r.stdout) as { read: number; pair: number; write: number };
  });
  // The same rounds in this process, phase by phase (CPU time, ms).
  const phases = { read: [] as number[], pair: [] as number[], write: [] as number[] };
  const inWall: number[] = [];
  for (const rel of SMALL) {
    const t0 = performance.now();
    let c = process.cpuUsage();
    const input = trfToPairingInput(readTrf(readFileSync(path.join(corpus, rel), 'utf8')));
    phases.read.push(cpuMs(process.cpuUsage(c)));
    c = process.cpuUsage();
    const pairing = pairDutch(input);
    phases.pair.push(cpuMs(process.cpuUsage(c)));
    c = process.cpuUsage();
    writeFileSync(out, formatPairing(pairing, input));
    phases.write.push(cpuMs(process.cpuUsage(c)));
    inWall.push(performance.now() - t0);
  }
  const startCpu = mid(start.map((r) => r.cpu));
  const loadCpu = mid(load.map((r) => r.cpu)) - startCpu;
  const ok = whole.every((r) => r.ok);
  console.log(
    `\nWhole process, ${SMALL.length} rounds of t198-n183-r11 (183 entrants), ${runs} time(s) each: median ` +
      `${s(mid(whole.map((r) => r.wall)))} wall  ${verdict(ok)}; ` +
      `once more, reporting from inside: median ${s(mid(measured.map((r) => r.cpu)))} CPU, ` +
      `peak memory ${(mid(measured.map((r) => r.rssKb)) / 1024).toFixed(0)} MB`,
  );
  if (REFERENCE) {
    const ratio = mid(whole.map((r) => r.wall)) / mid(reference.map((r) => r.wall));
    console.log(
      `  the reference engine, the same rounds alternating with ours: median ` +
        `${s(mid(reference.map((r) => r.wall)))} wall  ${verdict(reference.every((r) => r.ok))}; ` +
        `ours takes ${ratio.toFixed(2)} times as long`,
    );
  }
  console.log(
    `  in process, read + pair + write: median ${s(mid(inWall))} wall, ` +
      `${s(mid(SMALL.map((_, k) => phases.read[k]! + phases.pair[k]! + phases.write[k]!)))} CPU`,
  );
  console.log(
    `  where the CPU time of a fresh process goes (medians): start ${s(startCpu)} (node -e 0), ` +
      `load ${s(loadCpu)}, read ${s(mid(cold.map((p) => p.read)))}, ` +
      `pair ${s(mid(cold.map((p) => p.pair)))}, write ${s(mid(cold.map((p) => p.write)))}`,
  );
  console.log(
    `  the same phases in this process, compiled (medians): read ${s(mid(phases.read))}, ` +
      `pair ${s(mid(phases.pair))}, write ${s(mid(phases.write))}`,
  );
}
rmSync(scratch, { recursive: true, force: true });
