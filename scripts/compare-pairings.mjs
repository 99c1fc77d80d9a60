// `npm run test:corpus -- FOLDER`: pairs every round of the Dutch reference corpus with
// `diagonal pair` and compares each pairing with the reference engine's (`round-NN.pairs`) as a
// set of (white, black) pairs plus the bye: the order of the lines carries no meaning.
//
//   node scripts/compare-pairings.mjs [FOLDER] [--perf] [--filter TEXT] [--jobs N] [--show N]
//                                     [-- CMD ... {trf} ... {out}]
//
// FOLDER (or the DIAGONAL_CORPUS variable) holds tNNN-.../round-NN.trf next to round-NN.pairs.
// --perf takes the large perf/ cases instead of the others and prints their times. CMD pairs one
// round, '{trf}' replaced by the round's file and '{out}' by the file it must write (default:
// this repository's `diagonal pair {trf} -o {out}`). Exits 0 when every round is identical,
// 1 when one differs or fails, 2 when the corpus is missing.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const USAGE =
  'usage: npm run test:corpus -- FOLDER [--perf] [--filter TEXT] [--jobs N] [--show N] [-- CMD {trf} {out}]\n' +
  '  FOLDER: the Dutch reference corpus (or set DIAGONAL_CORPUS); test/fixtures/dutch is the subset npm test uses';

function parseArgs(argv) {
  const a = { folder: process.env.DIAGONAL_CORPUS || null, perf: false, filter: '', jobs: 2, show: 10 };
  const dash = argv.indexOf('--');
  a.cmd =
    dash >= 0
      ? argv.slice(dash + 1)
      : [process.execPath, join(root, 'bin/diagonal.mjs'), 'pair', '{trf}', '-o', '{out}'];
  const args = dash >= 0 ? argv.slice(0, dash) : argv;
  for (let i = 0; i < args.length; i++) {
    const x = args[i];
    if (x === '--perf') a.perf = true;
    else if (x === '--filter') a.filter = args[++i] ?? '';
    else if (x === '--jobs') a.jobs = Math.max(1, Number(args[++i]) || 1);
    else if (x === '--show') a.show = Number(args[++i]) || 0;
    else if (x.startsWith('-')) fail(`unknown option ${x}`);
    else a.folder = x;
  }
  return a;
}

function fail(message) {
  process.stderr.write(`test:corpus: ${message}\n${USAGE}\n`);
  process.exit(2);
}

/** The `.pairs` format: the number of pairs, then `white black` per line, the bye as `id 0`. */
function parsePairs(text) {
  const rows = text
    .trim()
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => l.trim().split(/\s+/));
  if (rows.length === 0) throw new Error('empty output');
  const count = Number(rows[0][0]);
  if (rows.length - 1 !== count) throw new Error(`first line says ${count} pairs, found ${rows.length - 1}`);
  const pairs = new Set();
  const byes = new Set();
  for (const [w, b] of rows.slice(1)) {
    if (Number(b) === 0) byes.add(Number(w));
    else pairs.add(`${Number(w)}-${Number(b)}`);
  }
  return { pairs, byes };
}

const same = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));
const unordered = (s) =>
  new Set(
    [...s].map((p) =>
      p
        .split('-')
        .map(Number)
        .sort((x, y) => x - y)
        .join('-'),
    ),
  );

/** identical, colours (same pairs, other colours), different. */
function compare(expected, got) {
  if (!same(expected.byes, got.byes)) return 'different';
  if (same(expected.pairs, got.pairs)) return 'identical';
  return same(unordered(expected.pairs), unordered(got.pairs)) ? 'colours' : 'different';
}

function cases(folder, perf, filter) {
  return readdirSync(folder, { recursive: true })
    .map((f) => String(f).split('\\').join('/'))
    .filter((f) => /(^|\/)round-\d+\.trf$/.test(f) && f.startsWith('perf/') === perf && f.includes(filter))
    .filter((f) => existsSync(join(folder, f.replace(/\.trf$/, '.pairs'))))
    .sort();
}

function run(cmd, trf, out) {
  const argv = cmd.map((x) => x.replace('{trf}', trf).replace('{out}', out));
  return new Promise((done) => {
    execFile(argv[0], argv.slice(1), { timeout: 600_000, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      done({ error, stdout, stderr }),
    );
  });
}

async function one(a, folder, rel, tmp, index) {
  const trf = join(folder, rel);
  const out = join(tmp, `${index}.pairs`);
  const t0 = performance.now();
  const r = await run(a.cmd, trf, out);
  const seconds = (performance.now() - t0) / 1000;
  try {
    if (r.error) throw new Error((r.stderr || r.error.message).trim().split('\n')[0]);
    const got = parsePairs(a.cmd.some((x) => x.includes('{out}')) ? readFileSync(out, 'utf8') : r.stdout);
    const expected = parsePairs(readFileSync(trf.replace(/\.trf$/, '.pairs'), 'utf8'));
    const kind = compare(expected, got);
    const missing = [...expected.pairs].filter((p) => !got.pairs.has(p)).slice(0, 4);
    const extra = [...got.pairs].filter((p) => !expected.pairs.has(p)).slice(0, 4);
    const detail = `expected ${missing.join(' ')} bye ${[...expected.byes]}; got ${extra.join(' ')} bye ${[...got.byes]}`;
    return { rel, kind, detail, seconds };
  } catch (e) {
    return { rel, kind: 'error', detail: String(e.message).slice(0, 200), seconds };
  }
}

async function main() {
  const a = parseArgs(process.argv.slice(2));
  if (!a.folder) {
    fail(
      'the whole Dutch reference corpus is not part of the repository (test/fixtures/dutch holds ' +
        'only the rounds npm test reads): give its folder as an argument or in DIAGONAL_CORPUS.',
    );
  }
  const folder = resolve(a.folder);
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    fail(`the corpus folder ${folder} does not exist.`);
  const todo = cases(folder, a.perf, a.filter);
  if (todo.length === 0) fail(`no round-NN.trf with its round-NN.pairs under ${folder}.`);
  console.log(
    `${todo.length} reference rounds in ${relative(process.cwd(), folder) || '.'}, ${a.jobs} at a time`,
  );

  const tmp = mkdtempSync(join(tmpdir(), 'diagonal-corpus-'));
  const results = new Array(todo.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < todo.length) {
      const i = next++;
      results[i] = await one(a, folder, todo[i], tmp, i);
      if (++done % 200 === 0) process.stderr.write(`  ${done}/${todo.length}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(a.jobs, todo.length) }, worker));
  rmSync(tmp, { recursive: true, force: true });

  const off = results.filter((r) => r.kind !== 'identical');
  for (const r of off.slice(0, a.show)) console.log(`${r.kind.padEnd(10)} ${r.rel}: ${r.detail}`);
  if (a.perf) for (const r of results) console.log(`time ${r.rel}: ${r.seconds.toFixed(2)} s (${r.kind})`);
  const count = (k) => results.filter((r) => r.kind === k).length;
  const n = results.length;
  console.log(
    `identical: ${count('identical')}/${n} rounds (pairs and colours); ` +
      `same pairs ignoring colours: ${count('identical') + count('colours')}/${n}; errors: ${count('error')}`,
  );
  return off.length === 0 ? 0 : 1;
}

process.exitCode = await main();
