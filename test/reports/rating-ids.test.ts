/**
 * The identifiers of the rating report name their list (R13.1): FMJD IDs (16630) and national
 * licences (F-2202, a KNDB member number 1023456) are never printed under one head; the FMJD report
 * carries FMJD IDs only, so a national number, even all digits, is left out and named.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentTable, TableCell } from 'pdfmake/interfaces';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modelFromEvent } from '../../src/main/services/rounds/report-views';
import { BUILDERS, renderReport } from '../../src/main/reports/index';
import { harness, SETTINGS, type Harness } from '../api/harness';
import { lines, PRINTED, readBack } from './pdf';

const FIXTURES = join(__dirname, '../fixtures/ratings');
let h: Harness;
beforeEach(async () => {
  h = harness('fr');
  await h.api['event.create']({ file: 'club', name: 'Club' });
  const data = join(h.dir, 'data');
  mkdirSync(data, { recursive: true });
  for (const f of ['fmjd-bom-semicolon.csv', 'ffjd-utf8-comma.csv', 'kndb-1252-tab.txt'])
    copyFileSync(join(FIXTURES, f), join(data, f));
  await h.api['ratings.import']({ file: 'fmjd-bom-semicolon.csv', source: 'FMJD' });
  await h.api['ratings.import']({ file: 'ffjd-utf8-comma.csv', source: 'FFJD' });
  await h.api['ratings.import']({ file: 'kndb-1252-tab.txt', source: 'KNDB' });
});
afterEach(() => h.done());

/** Four entrants: from the FMJD, FFJD and KNDB lists, and one typed by hand; round 1 drawn. */
async function scene(): Promise<number> {
  const t = await h.api['tournament.create']({ settings: { ...SETTINGS, tableNumbers: 'rating' } });
  for (const id of ['16630', 'F-2202', '1023456']) {
    const hit = (await h.api['ratings.search']({ text: id }))[0];
    await h.api['ratings.register']({ tournamentId: t.id, entryId: hit?.entryId ?? 0 });
  }
  await h.api['entrant.add']({ tournamentId: t.id, name: 'Bérenger, Hélène', rating: 1600 });
  const start = await h.api['tournament.start']({ tournamentId: t.id, seed: 1 });
  for (const b of start.round?.boards ?? [])
    for (const leg of [1, 2] as const)
      await h.api['result.set']({ tournamentId: t.id, round: 1, board: b.boardNo, leg, result: 'draw' });
  return t.id;
}

const text = (c: TableCell | undefined): string =>
  typeof c === 'string' ? c : ((c as { text?: string } | undefined)?.text ?? '');

describe('identifiers of the rating report', () => {
  it('gives each list its own column, FMJD first, and writes the list beside each ID of a game', async () => {
    const t = await scene();
    const db = h.session.requireDb();
    const model = modelFromEvent(db, t, { language: 'fr', paper: 'a4', printed: PRINTED });
    const doc = BUILDERS['rating-report'](model);
    const entrants = (doc.content as unknown[]).find(
      (x): x is ContentTable => !!x && typeof x === 'object' && 'table' in x,
    );
    const body = entrants?.table.body ?? [];
    expect(body[0]?.map(text)).toEqual([
      'N°',
      'Nom',
      'Identifiant FMJD',
      'Identifiant FFJD',
      'Identifiant KNDB',
      'Titre',
      'Féd.',
      'Class.',
      'Parties',
      'Score',
    ]);
    // Table numbers by rating: Ndiaye 2390, Dupré 2101, Van der Wal 1987, Bérenger 1600.
    expect(body.slice(1).map((r) => r.slice(1, 5).map(text))).toEqual([
      ['Ndiaye, Moussa', '', 'F-2202', ''],
      ['Dupré, Anaëlle', '16630', '', ''],
      ['van der Wal, Jan', '', '', '1023456'],
      ['Bérenger, Hélène', '', '', ''],
    ]);
    const l = lines(readBack(await renderReport('rating-report', model)));
    // Round 1 is 1-4 and 2-3 (Berger 4), game 2 reversed: each ID with its list beside it.
    expect(l).toContain('1.1 F-2202 FFJD Ndiaye, Moussa Bérenger, Hélène 1–1');
    expect(l).toContain('1.1 16630 FMJD Dupré, Anaëlle 1023456 KNDB van der Wal, Jan 1–1');
    expect(l).toContain('1.2 1023456 KNDB van der Wal, Jan 16630 FMJD Dupré, Anaëlle 1–1');
  });

  it('leaves a national number out of the FMJD report, even all digits, and names the player', async () => {
    const t = await scene();
    const out = await h.api['file.exportFmjd']({ tournamentId: t });
    const rows = out.text.split('\r\n').slice(2, -1);
    expect(rows.find((r) => r.includes('Dupré'))?.split(';')[1]).toBe('16630');
    expect(rows.find((r) => r.includes('van der Wal, Jan'))?.split(';')[1]).toBe('');
    expect(out.flagged.map((f) => f.name).sort()).toEqual([
      'Bérenger, Hélène',
      'Ndiaye, Moussa',
      'van der Wal, Jan',
    ]);
    // The PDN of the round says the same: no FMJD ID for the KNDB number.
    const pdn = (await h.api['file.exportPdn']({ tournamentId: t, round: 1 })).text;
    expect(pdn).toContain('[WhiteFmjdId "16630"]');
    expect(pdn).not.toContain('1023456');
  });
});
