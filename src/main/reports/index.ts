/** Every printable report of PRODUCT.md, by kind: a pure builder from the model, then rendering. */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { crosstableReport } from './crosstable';
import { entrantsReport } from './entrants';
import { gridReport } from './grid';
import type { ReportKind, ReportModel } from './model';
import { pairingsWallReport } from './pairings-wall';
import { ratingReport } from './rating-report';
import { renderPdf } from './render';
import { resultsReport } from './results';
import { roundSheetReport } from './round-sheet';
import { standingsReport } from './standings';
import { tiebreaksReport } from './tiebreaks';

export const BUILDERS: Record<ReportKind, (m: ReportModel) => TDocumentDefinitions> = {
  entrants: entrantsReport,
  'round-sheet': roundSheetReport,
  'pairings-wall': pairingsWallReport,
  results: resultsReport,
  standings: standingsReport,
  crosstable: crosstableReport,
  grid: gridReport,
  tiebreaks: tiebreaksReport,
  'rating-report': ratingReport,
};

/** The PDF of one report. */
export function renderReport(kind: ReportKind, m: ReportModel): Promise<Buffer> {
  return renderPdf(BUILDERS[kind](m));
}

export { REPORT_KINDS, PAPERS, isReportKind, type ReportKind, type ReportModel, type Paper } from './model';
