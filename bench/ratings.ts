// Rating lists at the size of the FIDE list (issue 7): imports a generated 1,000,000-row list and
// a 30,000-row one into a fresh event file, then searches. Goals: under 15 s, under 1 s, a search
// under 20 ms; the big import streams and stays under 500 MB. Prints the figures.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createEventFile } from '../src/main/db/connection';
import { importList, searchLists } from '../src/main/services/ratings';

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

const SURNAMES = [
  'Świątek',
  'Nowak',
  'Kowalczyk',
  'Öztürk',
  'Doğan',
  'Sørensen',
  'van der Wal',
  'Boëtius',
  'Dupré',
  'Georgiev',
  'Schwarzman',
  'Baliakin',
  'Ndiaye',
  'Jansen',
  'de Vries',
  'Lefèvre',
  'Wiśniewska',
  'Żółkiewski',
  'Amrillaev',
  'Chizhov',
  'Sijbrands',
  'Shvartsman',
  'Boomstra',
  'Valneris',
  'Provotorov',
  'Ševčík',
  'Ibáñez',
];
const GIVEN = [
  'Łukasz',
  'Jan',
  'İsmail',
  'Ayşe',
  'Bjørn',
  'Zoë',
  'Anaëlle',
  'Alexander',
  'Moussa',
  'Pieter',
  'Emma',
  'Élodie',
  'Małgorzata',
  'Paweł',
  'Roel',
  'Guntis',
  'Alexei',
  'Jean-Marc',
  'Tamara',
  'Ton',
];
const SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'sen',
  'ov',
  'ski',
  'berg',
  'dal',
  'lin',
  'tor',
  'va',
  'ne',
  'sho',
  'gu',
  'ter',
];
const FEDS = [
  'POL',
  'NED',
  'RUS',
  'FRA',
  'TUR',
  'DEN',
  'SEN',
  'LAT',
  'BLR',
  'UKR',
  'ITA',
  'BRA',
  'CMR',
  'HAI',
];
const TITLES = ['', '', '', '', '', 'MF', 'MI', 'GMI', 'CMF', 'MFF', 'MF 64', 'GMIF'];

async function generate(file: string, rows: number, seed: number): Promise<void> {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const out = createWriteStream(file);
  out.write('FMJD-id;Name;Fed;Title;Rating;Games;Born;Sex\n');
  let buf = '';
  for (let i = 0; i < rows; i++) {
    const surname = pick(SURNAMES) + pick(SYLLABLES) + pick(SYLLABLES);
    const rating = 900 + Math.floor(rand() * 1600);
    const cls = 'ABCDE'[Math.min(4, Math.floor((2500 - rating) / 320))] ?? 'E';
    buf += `${10000 + i};${surname}, ${pick(GIVEN)};${pick(FEDS)};${pick(TITLES)};${cls} ${rating};${Math.floor(rand() * 900)};${1940 + Math.floor(rand() * 75)};${rand() < 0.8 ? 'M' : 'F'}\n`;
    if (buf.length > 1 << 16) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.end(buf);
  await once(out, 'finish');
}

const mb = (kb: number): string => `${(kb / 1024).toFixed(0)} MB`;

// Figures are wall time; on a busy machine the CPU time and the load average tell what was ours.
console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs`);
const dir = mkdtempSync(join(tmpdir(), 'diagonal-bench-ratings-'));
try {
  const big = join(dir, 'fmjd-1m.csv');
  const small = join(dir, 'national-30k.csv');
  await generate(big, 1_000_000, 1);
  await generate(small, 30_000, 2);
  const db = createEventFile(join(dir, 'bench.diagonal'));
  const rssBefore = process.resourceUsage().maxRSS;

  const cpu = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  let c = cpu();
  let t = performance.now();
  const r1 = await importList(db, big, { source: 'FMJD' });
  const bigMs = performance.now() - t;
  const rssBig = process.resourceUsage().maxRSS;
  console.log(
    `import 1,000,000 rows: ${(bigMs / 1000).toFixed(2)} s (goal < 15 s; CPU ${(cpu() - c).toFixed(2)} s), ${r1.imported} imported, ${r1.skipped} skipped, ${r1.warned} with a warning`,
  );
  console.log(`peak RSS: ${mb(rssBig)} (before the import ${mb(rssBefore)}; goal < 500 MB)`);

  c = cpu();
  t = performance.now();
  const r2 = await importList(db, small, { source: 'KNDB' });
  console.log(
    `import 30,000 rows: ${((performance.now() - t) / 1000).toFixed(3)} s (goal < 1 s; CPU ${(cpu() - c).toFixed(3)} s), ${r2.imported} imported`,
  );

  const queries = [
    'lukasz swiatek',
    'swi',
    'nowakka',
    '123456',
    '5000',
    'ova emma',
    'j',
    'doganski ays',
    'sorensen bjorn',
    'de vries',
    'ze',
  ];
  searchLists(db, 'warm up');
  const times: number[] = [];
  for (const q of queries) {
    const s = performance.now();
    const hits = searchLists(db, q);
    const ms = performance.now() - s;
    times.push(ms);
    console.log(`search "${q}": ${ms.toFixed(2)} ms, ${hits.length} hits`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `search median ${times[Math.floor(times.length / 2)]?.toFixed(2)} ms, max ${times.at(-1)?.toFixed(2)} ms (goal < 20 ms)`,
  );
  db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
