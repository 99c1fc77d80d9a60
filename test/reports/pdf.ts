/** Reads a report back the way an arbiter's tools do: text through pdftotext, pages through pdfinfo. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ReportKind } from '../../src/main/reports/model';
import { renderReport } from '../../src/main/reports/index';
import { modelFromTrfText } from '../../src/main/services/files/trf-report';
import type { ReportRequest } from '../../src/main/reports/model';

export type ReadBack = {
  /** `pdftotext -layout`, one string per page. */
  pages: string[];
  width: number;
  height: number;
};

export const FIXTURES = resolve(__dirname, '../fixtures/reports');
export { DUTCH as CORPUS } from '../fixtures/dutch';
export const PRINTED = new Date('2026-04-12T18:00:00Z');

export function readBack(pdf: Buffer): ReadBack {
  const dir = mkdtempSync(join(tmpdir(), 'diagonal-report-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info);
    const pages = text.split('\f');
    if (pages[pages.length - 1]?.trim() === '') pages.pop();
    return { pages, width: Number(size?.[1]), height: Number(size?.[2]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lines of the whole document with runs of spaces collapsed, for matching table rows. */
export const lines = (r: ReadBack): string[] =>
  r.pages.flatMap((p) => p.split('\n')).map((l) => l.replace(/\s+/g, ' ').trim());

export const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');

export async function report(
  kind: ReportKind,
  trf: string,
  req: Partial<ReportRequest> = {},
): Promise<ReadBack> {
  const model = modelFromTrfText(trf, { language: 'en', paper: 'a4', printed: PRINTED, ...req });
  return readBack(await renderReport(kind, model));
}
