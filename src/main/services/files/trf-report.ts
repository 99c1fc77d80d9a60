/**
 * The report model of a TRF file (REFERENCES.md "TRF-16"; `diagonal report` on a TRF file):
 * header records for the event header, player lines for the entrants, the scoring sheet through
 * the TRF converter (io/) and the standings through the engine, after the round asked for.
 */
import type { Format } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/index';
import { formatDate } from '../../../shared/dates';
import { scoreSheet } from '../../engine/sheet';
import { computeStandings } from '../../engine/standings';
import type { Board, Round, ScoringSheet } from '../../engine/types';
import { readTrf, type TrfTournament } from '../../io/trf';
import { trfToSheet } from '../../io/trf-sheet';
import { renderReport } from '../../reports/index';
import type { ReportKind, ReportModel, ReportRequest, RoundInfo } from '../../reports/model';

/** TRF has no format record of its own; `092` often names it, else an all-play-all is a round robin. */
function formatOf(trf: TrfTournament, sheet: ScoringSheet): Format {
  if (/robin|berger|toutes|rondom|ko[lł]ow|all[- ]play/i.test(trf.header.type)) return 'round-robin';
  if (/swiss|suisse|zwitsers|szwajcar/i.test(trf.header.type)) return 'swiss';
  const n = sheet.entrants.length;
  if (n < 3) return 'swiss';
  const met = new Map<number, Set<number>>();
  for (const r of sheet.rounds) {
    for (const b of r.boards) {
      met.set(b.white, (met.get(b.white) ?? new Set()).add(b.black));
      met.set(b.black, (met.get(b.black) ?? new Set()).add(b.white));
    }
  }
  const everyone = sheet.entrants.every((e) => (met.get(e.startNo)?.size ?? 0) === n - 1);
  return everyone ? 'round-robin' : 'swiss';
}

/**
 * TRF keeps no board numbers. Boards are put in the Dutch system's publication order (C.04.3,
 * REFERENCES.md): the higher score of the pair's leader first, then the higher sum of scores, then
 * the smaller starting number; a round robin keeps its table order by the smaller number.
 */
function orderBoards(sheet: ScoringSheet, format: Format): Round[] {
  // Each entrant's points before round r, from one scoring of the whole sheet.
  const before = new Map<number, number[]>();
  for (const e of scoreSheet(sheet)) {
    const sums = [0];
    for (const r of e.rounds) sums.push((sums[sums.length - 1] ?? 0) + r.points);
    before.set(e.startNo, sums);
  }
  return sheet.rounds.map((round, i) => {
    const pts = (no: number): number => (format === 'swiss' ? (before.get(no)?.[i] ?? 0) : 0);
    const key = (b: Board) => ({
      top: Math.max(pts(b.white), pts(b.black)),
      sum: pts(b.white) + pts(b.black),
      low: Math.min(b.white, b.black),
    });
    const boards = [...round.boards].sort((a, b) => {
      const x = key(a);
      const y = key(b);
      return y.top - x.top || y.sum - x.sum || x.low - y.low;
    });
    return { ...round, boards };
  });
}

/**
 * TRF-16 record `132`: the date of round r at columns 92+10(r-1) to 99+10(r-1), written YY/MM/DD
 * (a four-digit year and '.' or '-' separators are read too). A round sheet is dated with its
 * round's day, never with the day it is printed (the footer says that); a round without a date
 * in the file gets none.
 */
export function trfRoundDates(trf: TrfTournament, language: Language): RoundInfo[] {
  const line = trf.otherLines.find((l) => l.startsWith('132'));
  if (!line) return [];
  const out: RoundInfo[] = [];
  for (let r = 1; 91 + 10 * (r - 1) < line.length; r++) {
    const text = line.slice(91 + 10 * (r - 1), 99 + 10 * (r - 1)).trim();
    const m = /^(\d{2}|\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text);
    if (!m) continue;
    const year = Number(m[1]) + ((m[1] ?? '').length === 2 ? 2000 : 0);
    const day = new Date(year, Number(m[2]) - 1, Number(m[3]));
    if (day.getMonth() !== Number(m[2]) - 1) continue;
    out.push({ number: r, date: formatDate(language, day), opening: '' });
  }
  return out;
}

export function modelFromTrfText(text: string, req: ReportRequest): ReportModel {
  const trf = readTrf(text);
  const read = trfToSheet(trf);
  const format = req.format ?? formatOf(trf, read);
  const sheet: ScoringSheet = { ...read, rounds: orderBoards(read, format) };
  const last = sheet.rounds.length;
  const round = req.round ?? last;
  if (req.round !== undefined && (round < 1 || round > last)) {
    if (last === 0) throw new AppError('reports:error.noRoundYet');
    throw new AppError('reports:error.roundOutOfRange', { round, last });
  }
  const upTo: ScoringSheet = { ...sheet, rounds: sheet.rounds.filter((r) => r.number <= round) };
  const h = trf.header;
  return {
    header: {
      event: h.name,
      tournament: '',
      city: h.city,
      dates: [h.startDate, h.endDate]
        .filter((d) => d !== '')
        .map((d) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? formatDate(req.language, d) : d))
        .join(' – '),
      arbiter: h.chiefArbiter,
      federation: h.federation,
    },
    format,
    sheet,
    // A TRF file holds a tournament sent for rating; it says nothing of R12.2.
    rating: { rated: sheet.rated, reason: null },
    totalRounds: trf.totalRounds,
    roundInfo: trfRoundDates(trf, req.language),
    entrants: trf.players.map((p) => ({
      startNo: p.startNumber,
      name: p.name,
      title: p.title,
      federation: p.federation,
      rating: p.rating,
      id: p.id,
      withdrawn: false,
    })),
    round,
    standings: computeStandings(upTo, { format, ...(req.unplayed ? { unplayed: req.unplayed } : {}) }),
    entrant: req.entrant ?? null,
    language: req.language,
    paper: req.paper,
    printed: req.printed ?? new Date(),
  };
}

/** One report of a TRF file as a PDF, and the names it is saved under. */
export async function trfReport(
  text: string,
  kind: ReportKind,
  req: ReportRequest,
): Promise<{ pdf: Buffer; name: string; round: number }> {
  const model = modelFromTrfText(text, req);
  return { pdf: await renderReport(kind, model), name: model.header.event, round: model.round };
}
