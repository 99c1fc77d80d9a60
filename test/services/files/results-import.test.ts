/**
 * DraughtArbiter result exports and FMJD reports read as tournaments, and the FMJD report written
 * (PRODUCT.md "Files in and out", R12.3). The files are written here in the shapes those programs
 * write, with diacritics, a forfeit, byes, a withdrawn entrant and an unrated one; the expected
 * standings and cells are worked out by hand in the comments.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DUTCH } from '../../fixtures/dutch';
import { harness, type Harness } from '../../api/harness';
import { field, tournament } from '../rounds/setup';

const RESULTS = join(__dirname, '../../fixtures/results');

/*
 * test/fixtures/results/krakow-draughtarbiter.csv: 7 entrants, 3 rounds. R1: 1-5 2-0, 2-6 1-1, 3-7 forfeit won by 3, 4 the bye. R2: 3-1 1-1,
 * 4-2 0-2, 6-5 2-0, 7 the bye. R3: 1-2 2-0, 6-3 1-1, 4-5 0-2; 7 withdrawn (empty cell).
 * Points: 1: 5; 3: 4; 6: 4; 2: 3; 5, 4, 7: 2. Buchholz Cut 1 (R9.2; the bye is no opponent, the
 * forfeit is a game against 7, R9.4): 3 meets 7 (2), 1 (5), 6 (4): 11 - 2 = 9; 6 meets 2 (3),
 * 5 (2), 3 (4): 9 - 2 = 7; 5 meets 1, 6, 4: 11 - 2 = 9; 4 meets 2, 5: 5 - 2 = 3; 7 meets 3 only:
 * 4 - 4 = 0. Order: 1, 3, 6, 2, 5, 4, 7.
 */
const DRAUGHTARBITER = readFileSync(join(RESULTS, 'krakow-draughtarbiter.csv'), 'utf8');

let h: Harness;
beforeEach(async () => {
  h = harness();
  await h.api['event.create']({ file: 'files', name: 'Files' });
});
afterEach(() => h.done());

const importDa = (text = DRAUGHTARBITER) =>
  h.api['file.importResults']({ layout: 'draughtarbiter', fileName: 'krakow.csv', text });

async function standings(tournamentId: number) {
  const v = await h.api['standings.get']({ tournamentId });
  return v.rows.map((r) => ({
    name: r.entrant.name,
    startNo: r.entrant.startNo,
    points: r.points,
    bh: r.tiebreaks.find((f) => f.code === 'BH/C1')?.value,
  }));
}

describe('a DraughtArbiter result export', () => {
  it('becomes a finished tournament whose standings are the file’s places', async () => {
    const t = await importDa();
    expect(t.status).toBe('finished');
    expect(t.settings.name).toBe('Open Kraków 2025');
    const rows = await standings(t.id);
    expect(rows.map((r) => r.startNo)).toEqual([1, 3, 6, 2, 5, 4, 7]);
    expect(rows.map((r) => r.points)).toEqual([5, 4, 4, 3, 2, 2, 2]);
    expect(rows.map((r) => r.bh)).toEqual([expect.any(Number), 9, 7, expect.any(Number), 9, 3, 0]);
    const entrants = await h.api['entrant.list']({ tournamentId: t.id });
    const celik = entrants.find((e) => e.startNo === 4);
    expect(celik).toMatchObject({ name: 'Çelik, İsmail', rating: null, federation: 'TUR', title: null });
    expect(entrants.find((e) => e.startNo === 1)).toMatchObject({ rating: 2339, title: 'GMI' });
  });

  it('names the line and round of a malformed cell and imports nothing', async () => {
    const bad = DRAUGHTARBITER.replace('6w1;4b2;1b0', '6w1;4x2;1b0');
    await expect(importDa(bad)).rejects.toThrow(/Line 6, round 2: "4x2"/);
    expect(await h.api['tournament.list']({})).toEqual([]);
  });

  it('refuses a total that is not the sum of the rounds, with its line', async () => {
    await expect(importDa(DRAUGHTARBITER.replace('4b2;2;9', '4b2;3;9'))).rejects.toThrow(
      /Line 7: the total says 3 but the rounds add up to 2/,
    );
    expect(await h.api['tournament.list']({})).toEqual([]);
  });

  it('refuses a game that the opponent’s line does not confirm', async () => {
    // Entrant 2 says he drew with 6 in round 1; 6 says he lost.
    const bad = DRAUGHTARBITER.replace('2b1;5w2;3w1;4;7', '2b0;5w2;3w1;3;7');
    await expect(importDa(bad)).rejects.toThrow(/round 1: opponent 2 does not name this entrant back/);
  });

  it('refuses a rating that is not one, and a file without its header', async () => {
    await expect(importDa(DRAUGHTARBITER.replace('A 2339', 'A23x'))).rejects.toThrow(
      /Line 3: "A23x" is not a rating/,
    );
    await expect(importDa('Name;Points\nA;1')).rejects.toThrow(/No header line found/);
  });
});

/*
 * The FMJD report of the tournament above (R12.3: rated games only). Pl is the standings order:
 * 1 -> 1, 3 -> 2, 6 -> 3, 2 -> 4, 5 -> 5, 4 -> 6, 7 -> 7. The forfeit of round 1 and both byes leave
 * their cells empty; Pt is the sum of the games written: 3 has 1 + 1, 4 and 7 nothing.
 */
const REPORT = [
  'fill in FMJD-report;Open Kraków 2025',
  'Pl;FMJD-id;Title;Name;Cn;FMJD-rating;R1;R2;R3;Pt',
  '1;;GMI;Wiśniewski, Łukasz;POL;2339;2/5w;1/2b;2/4w;5',
  '2;;;Ødegård, Søren;NED;2105;;1/1w;1/3b;2',
  '3;;MFF;Van der Wiel, Anneke;NED;1990;1/4b;2/5w;1/2w;4',
  '4;;MI;Dümmler, Gérard;FRA;2210;1/3w;2/6b;0/1b;3',
  '5;;;Brzęczyszczykiewicz, Grzegorz;POL;1850;0/1b;0/3b;2/6b;2',
  '6;;;Çelik, İsmail;TUR;;;0/4w;0/5w;0',
  '7;;;Nowak, Zoë;BEL;1700;;;;0',
  '',
].join('\r\n');

describe('the FMJD rating report', () => {
  it('has rated games only, in the standings order, and flags every entrant without an FMJD ID', async () => {
    const t = await importDa();
    const out = await h.api['file.exportFmjd']({ tournamentId: t.id });
    expect(out.text).toBe(REPORT);
    expect(out.fileName).toBe('open-krakow-2025-fmjd-report.csv');
    expect(out.flagged.map((f) => f.startNo)).toEqual([1, 3, 6, 2, 5, 4, 7]);
  });

  it('is read back with its IDs; only the entrant without one is flagged again', async () => {
    const withIds = REPORT.split('\r\n')
      .map((l, i) =>
        i >= 2 && i <= 6 ? l.replace(/^(\d);;/, (_m, pl: string) => `${pl};${12000 + Number(pl)};`) : l,
      )
      .join('\r\n');
    const t = await h.api['file.importResults']({ layout: 'fmjd-report', fileName: 'r.csv', text: withIds });
    const entrants = await h.api['entrant.list']({ tournamentId: t.id });
    expect(entrants.find((e) => e.name === 'Ødegård, Søren')?.ratingId).toBe('12002');
    const again = await h.api['file.exportFmjd']({ tournamentId: t.id });
    expect(again.flagged.map((f) => f.name)).toEqual(['Çelik, İsmail', 'Nowak, Zoë']);
    // The places follow the new standings (rated points only), so only the head of the row is fixed.
    expect(again.text).toContain('\r\n1;12001;GMI;Wiśniewski, Łukasz;POL;2339;');
  });

  it('read back gives the standings of the tournament it came from (every game rated)', async () => {
    // t004: 8 entrants, 5 rounds, no bye and no forfeit: the report holds every game.
    const text = readFileSync(join(DUTCH, 't004-n008-r05', 'full.trf'), 'utf8');
    const t = await h.api['file.importTrf']({ fileName: 't004.trf', text });
    const report = await h.api['file.exportFmjd']({ tournamentId: t.id });
    const back = await h.api['file.importResults']({
      layout: 'fmjd-report',
      fileName: 'r.csv',
      text: report.text,
    });
    const a = await standings(t.id);
    const b = await standings(back.id);
    expect(b.map((r) => [r.name, r.points, r.bh])).toEqual(a.map((r) => [r.name, r.points, r.bh]));
    // Player0001 scored 9 (four wins and a draw) in the file.
    expect(a[0]).toMatchObject({ name: 'Test0001 Player0001', points: 9 });
  });

  it('is refused for a casual tournament (R12)', async () => {
    const id = await tournament(h, field(8), { rated: false });
    await h.api['tournament.start']({ tournamentId: id, seed: 1 });
    await expect(h.api['file.exportFmjd']({ tournamentId: id })).rejects.toThrow(/casual tournament/);
  });
});
