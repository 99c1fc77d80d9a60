// The largest crosstable the product prints (issue 6): 200 entrants (R1.2), 11 rounds (R3.3
// with R3.4), names with diacritics, a few forfeits. Times the model's standings, the document
// definition and pdfmake's rendering separately. Goal: the whole under one second. Prints figures.
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DRAUGHTS_POINTS, type GameResult } from '../src/shared/domain';
import { computeStandings } from '../src/main/engine/standings';
import type { Board, Round, ScoringSheet } from '../src/main/engine/types';
import { crosstableReport } from '../src/main/reports/crosstable';
import type { ReportModel } from '../src/main/reports/model';
import { renderPdf } from '../src/main/reports/render';

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

const N = 200;
const ROUNDS = 11;
const LAST = [
  'Świątek',
  'Güneş',
  'Øvergård',
  'Dvořák',
  'İnce',
  'Ndiaye',
  'Van den Bosch',
  'Łukaszewicz',
  'Ağaoğlu',
  'Lefèvre',
];
const FIRST = [
  'Łukasz',
  'Işıl',
  'Søren',
  'Jiří',
  'Ëlodie',
  'Małgorzata',
  'François',
  'Ağa',
  'Maarten',
  'Zoë',
];

function tournament(): ScoringSheet {
  const rand = prng(2026);
  const rating = (no: number) => 2450 - no * 4;
  const points = new Map<number, number>();
  const met = new Set<string>();
  const rounds: Round[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    // Greedy score-group pairing without rematches: enough for a realistic crosstable.
    const order = Array.from({ length: N }, (_, i) => i + 1).sort(
      (a, b) => (points.get(b) ?? 0) - (points.get(a) ?? 0) || a - b,
    );
    const boards: Board[] = [];
    const free = new Set(order);
    for (const a of order) {
      if (!free.has(a)) continue;
      free.delete(a);
      const b = [...free].find((x) => !met.has(`${a}-${x}`)) ?? [...free][0];
      if (b === undefined) break;
      free.delete(b);
      met.add(`${a}-${b}`).add(`${b}-${a}`);
      const [white, black] = (a + r) % 2 === 0 ? [a, b] : [b, a];
      const x = rand() + (rating(black) - rating(white)) / 800;
      const result: GameResult =
        rand() < 0.01 ? 'white-wins-forfeit' : x < 0.4 ? 'white-wins' : x < 0.7 ? 'draw' : 'black-wins';
      const [pw, pb] = result === 'draw' ? [1, 1] : result === 'black-wins' ? [0, 2] : [2, 0];
      points.set(white, (points.get(white) ?? 0) + pw);
      points.set(black, (points.get(black) ?? 0) + pb);
      boards.push({ white, black, games: [{ result }] });
    }
    rounds.push({ number: r, gamesPerRound: 1, boards, absences: [] });
  }
  return {
    entrants: Array.from({ length: N }, (_, i) => ({
      startNo: i + 1,
      rating: rating(i + 1),
      withdrawn: false,
    })),
    rounds,
    points: DRAUGHTS_POINTS,
    rated: true,
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

const sheet = tournament();
const runs = {
  standings: [] as number[],
  definition: [] as number[],
  render: [] as number[],
  total: [] as number[],
};
// CPU time of this process as well: on a shared, loaded machine wall time mostly measures the others.
const cpu: number[] = [];
let pages = 0;
let bytes = 0;
for (let i = 0; i < 6; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const standings = computeStandings(sheet, { format: 'swiss' });
  const model: ReportModel = {
    header: {
      event: 'Open de Printemps',
      tournament: 'A',
      city: 'Łódź',
      dates: '2026/04/11 – 2026/04/19',
      arbiter: 'Zbigniew Ślusarczyk',
      federation: 'POL',
    },
    format: 'swiss',
    sheet,
    rating: { rated: sheet.rated, reason: null },
    totalRounds: ROUNDS,
    roundInfo: [],
    entrants: sheet.entrants.map((e) => ({
      startNo: e.startNo,
      name: `${LAST[e.startNo % LAST.length]}-${Math.ceil(e.startNo / 10)}, ${FIRST[Math.floor(e.startNo / 3) % FIRST.length]}`,
      title: e.startNo <= 10 ? 'GMI' : e.startNo <= 30 ? 'MI' : '',
      federation: ['POL', 'TUR', 'NOR', 'CZE', 'SEN', 'NED', 'FRA'][e.startNo % 7] ?? '',
      rating: e.rating,
      id: String(15000 + e.startNo),
      withdrawn: false,
    })),
    round: ROUNDS,
    standings,
    entrant: null,
    language: 'en',
    paper: 'a4',
    printed: new Date(),
  };
  const t1 = performance.now();
  const doc = crosstableReport(model);
  const t2 = performance.now();
  const pdf = await renderPdf(doc);
  const t3 = performance.now();
  // The first run pays for loading the fonts and warming the JIT: reported apart.
  if (i === 0) console.log(`first run (cold): ${(t3 - t0).toFixed(0)} ms`);
  else {
    runs.standings.push(t1 - t0);
    runs.definition.push(t2 - t1);
    runs.render.push(t3 - t2);
    runs.total.push(t3 - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  bytes = pdf.length;
  if (i === 5) writeFileSync(join(tmpdir(), 'diagonal-bench-crosstable.pdf'), pdf);
}
console.log(`crosstable ${N} entrants x ${ROUNDS} rounds: ${pages} pages, ${(bytes / 1024).toFixed(0)} KiB`);
for (const [what, xs] of Object.entries(runs))
  console.log(`  ${what.padEnd(10)} median ${median(xs).toFixed(0)} ms`);
console.log(`  cpu time   median ${median(cpu).toFixed(0)} ms (this process, all threads)`);
console.log(
  `goal: total under 1000 ms (machine: ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)})`,
);
