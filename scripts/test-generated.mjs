// `npm run test:generated -- N [--seed S] [--keep FOLDER]`: generates N random tournaments of 9 to
// 60 entrants with `diagonal generate` (docs/GENERATOR.md) and re-pairs each round by round with
// `diagonal check`; prints `checked: N tournaments, D differences` (D counts the rounds that differ).
// When DIAGONAL_REFERENCE_ENGINE names a build of the reference engine, each tournament also goes
// through its checker (`--dutch FILE -c`), and its differing rounds are counted apart. The mix of
// options (forbidden pairs, acceleration, draw and forfeit rates) follows from the tournament's
// number, so a run is the same every time. Exits 0 without differences, 1 with, 2 on bad usage.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const USAGE = 'usage: npm run test:generated -- N [--seed S] [--keep FOLDER]';

function parseArgs(argv) {
  const a = { count: 200, seed: 1, keep: null };
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i];
    if (x === '--seed') a.seed = Number(argv[++i]);
    else if (x === '--keep') a.keep = resolve(argv[++i] ?? '');
    else if (/^\d+$/.test(x)) a.count = Number(x);
    else fail(`unknown argument ${x}`);
  }
  if (!Number.isInteger(a.seed)) fail('--seed needs a whole number');
  return a;
}

function fail(message) {
  process.stderr.write(`test:generated: ${message}\n${USAGE}\n`);
  process.exit(2);
}

/** Tournament k's arguments: entrants 9..60, rounds 5..11 (fewer than entrants), a mix of options. */
function argsOf(k, seed) {
  const s = seed + k;
  const entrants = 9 + ((s * 37) % 52);
  const rounds = Math.min(entrants - 1, 5 + ((s * 11) % 7));
  const args = ['--entrants', entrants, '--rounds', rounds, '--seed', s];
  if (k % 3 === 1) args.push('--forbidden', Math.max(1, Math.floor(entrants / 6)));
  if (k % 4 === 2) args.push('--accelerated');
  args.push('--draws', ['0.1', '0.3', '0.5'][k % 3], '--forfeits', k % 5 === 0 ? '0.08' : '0.02');
  return args.map(String);
}

async function runCli(main, args) {
  let out = '';
  let err = '';
  const code = await main(args, { out: (s) => (out += s + '\n'), err: (s) => (err += s + '\n') });
  return { code, out, err };
}

/** Rounds the reference's checker reports as differing (or without a valid pairing). */
function referenceDifferences(engine, file) {
  const out = execFileSync(engine, ['--dutch', file, '-c'], { encoding: 'utf8' });
  return (out.match(/Checker pairings|No valid pairing exists/g) ?? []).length;
}

async function main() {
  const a = parseArgs(process.argv.slice(2));
  const cli = join(root, 'out/cli.js');
  if (!existsSync(cli)) fail('the command line is not built; run "npm run build:node" first');
  const { main: diagonal } = await import(cli);
  const engine = process.env.DIAGONAL_REFERENCE_ENGINE || null;
  const dir = a.keep ?? mkdtempSync(join(tmpdir(), 'diagonal-generated-'));
  mkdirSync(dir, { recursive: true });
  let differences = 0;
  let referenceDiffs = 0;
  let rounds = 0;
  let shortened = 0;
  for (let k = 0; k < a.count; k++) {
    const file = join(dir, `generated-${String(k + 1).padStart(4, '0')}.trf`);
    const args = argsOf(k, a.seed);
    const gen = await runCli(diagonal, ['generate', ...args, '-o', file]);
    if (gen.code !== 0) throw new Error(`generate ${args.join(' ')}: ${gen.err}`);
    if (gen.err) shortened++;
    rounds += Number(/(\d+) rounds\.$/m.exec(gen.out)?.[1] ?? 0);
    const check = await runCli(diagonal, ['check', file]);
    const diff = (check.out.match(/^Round \d+: the recorded pairing differs/gm) ?? []).length;
    if (check.code !== 0 || diff > 0)
      process.stdout.write(`${file} (${args.join(' ')}):\n${check.out}${check.err}`);
    differences += check.code === 0 ? diff : 1;
    if (engine) {
      const ref = referenceDifferences(engine, file);
      if (ref > 0)
        process.stdout.write(`${file} (${args.join(' ')}): the reference differs in ${ref} rounds\n`);
      referenceDiffs += ref;
    }
  }
  process.stdout.write(`rounds: ${rounds} (${shortened} tournaments ended early, no valid pairing)\n`);
  process.stdout.write(`checked: ${a.count} tournaments, ${differences} differences\n`);
  if (engine) process.stdout.write(`reference: ${a.count} tournaments, ${referenceDiffs} differences\n`);
  if (!a.keep) rmSync(dir, { recursive: true, force: true });
  process.exitCode = differences + referenceDiffs === 0 ? 0 : 1;
}

await main();
